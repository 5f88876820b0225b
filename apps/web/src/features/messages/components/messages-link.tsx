/**
 * The header's messages link: an envelope-style icon to /messages with the number of
 * conversations holding unread messages, kept live by the `messages` channel. Loaded after the
 * page is interactive, together with the notification bell (app/layout/deferred-member-icons.tsx):
 * this module stays out of the first download.
 */
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useMessageUnreadCount } from '../api/get-unread-count';
import { useLiveMessages } from '../hooks/use-live-messages';
import { badgeCount, UnreadBadge } from './unread-badge';

/** Signed-in members only (the header mounts it for them): the link, its badge and the live subscription. */
export function MessagesLink({ className }: { className?: string }) {
  const { t } = useTranslation('messages');
  useLiveMessages();
  const unread = useMessageUnreadCount();
  const count = unread.data ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className={cn('relative', className)}>
      <Link
        to="/messages"
        aria-label={count ? t('link.labelUnread', { count, shown: badgeCount(count) }) : t('link.label')}
        title={t('link.label')}
        data-testid="messages-link"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {count ? <UnreadBadge count={count} className="absolute top-1 right-1" /> : null}
      </Link>
    </Button>
  );
}
