import { PageSpinner } from '@/components/ui/spinner';
import { NotificationsLoginRequired, NotificationsPage } from '@/features/notifications/components/notifications-page';
import { useCurrentUser } from '@/lib/session';

/** `/notifications` — the signed-in member's notifications; browser-only page. */
export function Component() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <NotificationsLoginRequired />;
  return <NotificationsPage />;
}
Component.displayName = 'NotificationsRoute';
