import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ComposePage } from '@/features/messages/components/compose-page';
import { MessagesLoginRequired } from '@/features/messages/components/inbox-page';
import { useCurrentUser } from '@/lib/session';

/**
 * `/messages/new?to=<username>&garage=<garageId>` — writing to a member (from a profile's "Mesaj
 * Gönder" or a for-sale garage's "Satıcıya Mesaj Gönder"); browser-only page.
 */
export function Component() {
  const [params] = useSearchParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <MessagesLoginRequired />;
  const username = params.get('to')?.trim() ?? '';
  const garageId = params.get('garage')?.trim() || null;
  return <ComposePage key={`${username}/${garageId ?? ''}`} username={username} garageId={garageId} />;
}
Component.displayName = 'MessagesNewRoute';
