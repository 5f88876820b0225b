import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { MaintenanceIntro } from '@/features/maintenance/components/maintenance-intro';
import { MaintenancePage } from '@/features/maintenance/components/maintenance-page';
import { useCurrentUser } from '@/lib/session';

/**
 * `/maintenance`: for visitors a public, server-rendered screen of what the tracker
 * does with a sign-in / register call to action (no member data); for a member, their tracker,
 * whose data loads in the browser. The session is preloaded on the server, so the visitor view is
 * in the server HTML.
 */
export function Component() {
  const { t } = useTranslation('maintenance');
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (user) return <MaintenancePage />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <MaintenanceIntro />
    </div>
  );
}
Component.displayName = 'MaintenanceRoute';
