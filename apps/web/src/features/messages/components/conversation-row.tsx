import type { ConversationSummary } from '@garaj/shared';
import { Car, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { UnreadBadge } from './unread-badge';

/**
 * One inbox row, linking to the conversation: the other member's avatar and name, the garage it
 * is about, the last message's excerpt ("Sen: " when the viewer wrote it; "Fotoğraf" for an
 * image alone), when it came, and the unread count — unread rows in bold.
 */
export function ConversationRow({ conversation, viewerId }: { conversation: ConversationSummary; viewerId: string | null }) {
  const { t } = useTranslation('messages');
  const { other, garage, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const name = other ? other.fullName || other.username : t('member.gone');
  const excerpt = lastMessage ? lastMessage.excerpt || (lastMessage.hasImage ? t('inbox.photo') : '') : t('inbox.noMessages');
  const when = lastMessage?.createdAt ?? conversation.updatedAt;
  return (
    <li data-unread={unread}>
      <Link
        to={`/messages/${conversation.id}`}
        className={cn(
          'flex items-center gap-3 rounded-lg p-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
          unread && 'bg-primary/5',
        )}
      >
        <UserAvatar name={other?.username} image={other?.avatar?.url} className="size-11 shrink-0" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-bold' : 'font-medium')}>{name}</span>
            <time dateTime={when} className="shrink-0 text-xs text-muted-foreground">
              {formatRelativeTime(when)}
            </time>
          </span>
          {garage ? (
            <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
              <Car className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('inbox.garage')}</span>
              <span className="truncate">{garage.name}</span>
            </span>
          ) : null}
          <span className="flex items-center justify-between gap-2">
            <span className={cn('flex min-w-0 items-center gap-1 truncate text-sm', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {lastMessage?.hasImage ? <ImageIcon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
              <span className="truncate">
                {lastMessage && lastMessage.senderId === viewerId ? t('inbox.youPrefix') : null}
                {excerpt}
              </span>
            </span>
            {unread ? <UnreadBadge count={unreadCount} label={t('inbox.unread', { count: unreadCount })} className="shrink-0" /> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
