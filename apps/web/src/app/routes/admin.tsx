import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminStats } from '@/features/admin/api/get-admin-stats';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { useAdminGuard } from '@/features/admin/hooks/use-admin-guard';
import { useCurrentUser } from '@/lib/session';

/** /admin — admins only (community §6); the server enforces the role on every admin call. */
export function Component() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const stats = useAdminStats({ enabled: user?.role === 'admin' });
  const access = useAdminGuard(stats.error);

  if (access !== 'allowed') return <PageSpinner />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('title')} noIndex />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </header>
      <AdminDashboard
        stats={stats.data}
        isPending={stats.isPending}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    </div>
  );
}
Component.displayName = 'AdminPage';
