import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { AdminDashboard as AdminDashboardData } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ADMIN_TABS, MODERATOR_TABS, type AdminTab } from '../hooks/use-admin-tab';
import { AdminDashboard } from './admin-dashboard';
import { AdsTab } from './ads-tab';
import { AuditTab } from './audit-tab';
import { GaragesTab } from './garages-tab';
import { HelpTab } from './help-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

const OWN_TABS: Partial<Record<AdminTab, ComponentType>> = {
  users: UsersTab,
  garages: GaragesTab,
  ads: AdsTab,
  help: HelpTab,
  settings: SettingsTab,
  audit: AuditTab,
};

/** Tabs of /admin that other features build (reports, content, premium), by tab id; the route passes them in. */
export type ExternalAdminTabs = Partial<Record<AdminTab, ComponentType>>;

/** The tabs a role is offered: admins all, moderators reports and content; an external tab only when `externalTabs` has it. */
export function tabsFor(role: 'admin' | 'moderator', externalTabs: ExternalAdminTabs): AdminTab[] {
  const roleTabs = role === 'admin' ? ADMIN_TABS : MODERATOR_TABS;
  return roleTabs.filter((tab) => tab === 'dashboard' || tab in OWN_TABS || tab in externalTabs);
}

interface AdminPanelProps {
  tabs: readonly AdminTab[];
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  dashboard: { data: AdminDashboardData | undefined; isPending: boolean; error: unknown; onRetry: () => void };
  /** The other features' tabs (lazy components: each is shown under a spinner while its chunk loads). */
  externalTabs: ExternalAdminTabs;
}

/**
 * The tabs of /admin (Radix tabs: arrow keys move between them, the list scrolls sideways on
 * narrow screens). Only the open tab is rendered; each tab loads its own data.
 */
export function AdminPanel({ tabs, tab, onTabChange, dashboard, externalTabs }: AdminPanelProps) {
  const { t } = useTranslation('admin');
  const list = useRef<HTMLDivElement>(null);
  // On a narrow screen the list scrolls sideways: keep the open tab in view (e.g. ?tab=audit on load).
  useEffect(() => {
    list.current?.querySelector('[data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  if (tabs.length === 0) return <EmptyState title={t('noTabs')} />;
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as AdminTab)} className="grid min-w-0 gap-2">
      <TabsList ref={list} aria-label={t('tabs.label')} className="w-full justify-start sm:w-auto">
        {tabs.map((id) => (
          <TabsTrigger key={id} value={id}>
            {t(`tabs.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((id) => (
        <TabsContent key={id} value={id} className="min-w-0">
          {id === tab ? <TabBody tab={id} dashboard={dashboard} externalTabs={externalTabs} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function TabBody({ tab, dashboard, externalTabs }: { tab: AdminTab; dashboard: AdminPanelProps['dashboard']; externalTabs: ExternalAdminTabs }) {
  const { t } = useTranslation('admin');
  if (tab === 'dashboard') return <AdminDashboard {...dashboard} />;
  const Own = OWN_TABS[tab];
  if (Own) return <Own />;
  const External = externalTabs[tab];
  if (!External) return null;
  return (
    <LocalErrorBoundary>
      <Suspense fallback={<Spinner label={t('status.loading')} className="mx-auto my-12" />}>
        <External />
      </Suspense>
    </LocalErrorBoundary>
  );
}
