import { PageSpinner } from '@/components/ui/spinner';
import { InboxPage, MessagesLoginRequired } from '@/features/messages/components/inbox-page';
import { useCurrentUser } from '@/lib/session';

/** `/messages` — the signed-in member's conversations; browser-only page. */
export function Component() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <MessagesLoginRequired />;
  return <InboxPage />;
}
Component.displayName = 'MessagesRoute';
