import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import type { AdminTab } from '../hooks/use-admin-tab';

/**
 * Tabs of /admin built by other features (contracts of issue 10): reports → `AdminReportsTab`,
 * moderation → `AdminContentTab`, premium → `AdminPremiumTab` (no props). Each is its own lazy
 * chunk, downloaded with its translation namespace when the tab is opened. The glob lists only
 * files that exist, so a tab whose feature has not landed yet is simply not offered.
 */
const modules = import.meta.glob<Record<string, ComponentType>>([
  '../../reports/components/admin-reports-tab.tsx',
  '../../moderation/components/admin-content-tab.tsx',
  '../../premium/components/admin-premium-tab.tsx',
]);

const EXTERNAL: { tab: AdminTab; path: string; exportName: string; namespace: string }[] = [
  { tab: 'reports', path: '../../reports/components/admin-reports-tab.tsx', exportName: 'AdminReportsTab', namespace: 'reports' },
  { tab: 'content', path: '../../moderation/components/admin-content-tab.tsx', exportName: 'AdminContentTab', namespace: 'moderation' },
  { tab: 'premium', path: '../../premium/components/admin-premium-tab.tsx', exportName: 'AdminPremiumTab', namespace: 'premium' },
];

/** The external tabs that exist, by tab id. */
export const externalTabs: Partial<Record<AdminTab, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  EXTERNAL.flatMap(({ tab, path, exportName, namespace }) => {
    const load = modules[path];
    if (!load) return [];
    const component = lazy(async () => {
      const [module] = await Promise.all([load(), loadNamespaces([namespace])]);
      const Tab = module[exportName];
      if (!Tab) throw new Error(`${path} does not export ${exportName}`);
      return { default: Tab };
    });
    return [[tab, component]];
  }),
);
