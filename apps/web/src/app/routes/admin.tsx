import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminDashboard } from '@/features/admin/api/get-admin-dashboard';
import { AdminPanel, tabsFor, type ExternalAdminTabs } from '@/features/admin/components/admin-panel';
import { useAdminGuard } from '@/features/admin/hooks/use-admin-guard';
import { useAdminTab } from '@/features/admin/hooks/use-admin-tab';
import { loadNamespaces } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session';

/**
 * The tabs of /admin that other features build, composed here so features never import each
 * other: reports → `AdminReportsTab`, moderation → `AdminContentTab`, premium → `AdminPremiumTab`.
 * Each is its own lazy chunk, downloaded with its translation namespace when the tab is opened.
 */
const EXTERNAL_TABS: ExternalAdminTabs = {
  reports: lazy(async () => {
    const [module] = await Promise.all([import('@/features/reports/components/admin-reports-tab'), loadNamespaces(['reports'])]);
    return { default: module.AdminReportsTab };
  }),
  content: lazy(async () => {
    const [module] = await Promise.all([import('@/features/moderation/components/admin-content-tab'), loadNamespaces(['moderation'])]);
    return { default: module.AdminContentTab };
  }),
  premium: lazy(async () => {
    const [module] = await Promise.all([import('@/features/premium/components/admin-premium-tab'), loadNamespaces(['premium'])]);
    return { default: module.AdminPremiumTab };
  }),
};

/**
 * /admin — moderators and admins; client-only. The open tab is in
 * the address (`?tab=users`). Moderators are offered the reports and content tabs only; the
 * server enforces every role anyway (a 401/403 from the dashboard sends the visitor away).
 */
export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const role = user?.role === 'admin' || user?.role === 'moderator' ? user.role : null;
  const tabs = role ? tabsFor(role, EXTERNAL_TABS) : [];
  const [tab, setTab] = useAdminTab(tabs);
  const dashboard = useAdminDashboard({ enabled: role === 'admin' && tab === 'dashboard' });
  const access = useAdminGuard(dashboard.error);

  if (access !== 'admin' && access !== 'moderator') return <PageSpinner />;
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('title')} noIndex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{access === 'admin' ? t('description') : t('moderatorDescription')}</p>
      </header>
      <AdminPanel
        tabs={tabs}
        tab={tab}
        onTabChange={setTab}
        dashboard={{ data: dashboard.data, isPending: dashboard.isPending, error: dashboard.error, onRetry: () => void dashboard.refetch() }}
        externalTabs={EXTERNAL_TABS}
      />
    </div>
  );
}
Component.displayName = 'AdminPage';
