import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActivityItem, ActivityItemSkeletons } from '@/components/activity-item';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage } from '@/lib/error-message';
import { useUserActivities } from '../api/get-user-activities';

/**
 * The profile's 'Aktivite' tab (User profile): the member's
 * newest PROFILE_ACTIVITY_COUNT (5) events of the activity feed — garages created first among
 * them ('yeni bir garaj oluşturdu'), and their updates, modifications, likes, comments, follows,
 * posts, questions and answers — each linking to its target. Loads in the browser
 * (GET /api/activities?user=); translations: the `activities` namespace (loaded on first render).
 */
export function ProfileActivity({ username }: { username: string }) {
  const { t } = useTranslation(['activities', 'errors', 'common']);
  const query = useUserActivities(username);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <span role="status" className="sr-only">
          {t('common:status.loading')}
        </span>
        <ActivityItemSkeletons count={3} />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState headingLevel={3} title={t('activities:profile.error')} message={getErrorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const { items } = query.data;
  if (items.length === 0) return <EmptyState headingLevel={3} icon={Activity} title={t('activities:profile.empty')} />;
  return (
    <ol className="grid grid-cols-1 gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <ActivityItem item={item} />
        </li>
      ))}
    </ol>
  );
}
