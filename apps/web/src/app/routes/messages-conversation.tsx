import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ConversationPage } from '@/features/messages/components/conversation-page';
import { MessagesLoginRequired } from '@/features/messages/components/inbox-page';
import { useCurrentUser } from '@/lib/session';

/**
 * `/messages/:id` — one conversation, for its two members (or a moderator when a message of it was
 * reported); browser-only page. Each message of the other member carries the shared report button
 * (target type `message`).
 */
export function Component() {
  const { id = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <MessagesLoginRequired />;
  return <ConversationPage key={id} id={id} />;
}
Component.displayName = 'MessagesConversationRoute';
