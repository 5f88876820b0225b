import { Award, Check, Crown, Flag, MessageCircle, Trophy, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationItem } from '@garaj/shared';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useNotificationText } from '../hooks/use-notification-text';

interface NotificationRowProps {
  item: NotificationItem;
  /** Marks it read (opening the notification does too). */
  onMarkRead: (id: string) => void;
  /** Called after the link is followed (the bell closes its popover). */
  onOpen?: () => void;
  compact?: boolean;
}

/** The first actors' avatars overlapping, or the icon of a system notification. */
function Leading({ item }: { item: NotificationItem }) {
  if (item.type === 'badge_earned' || item.type === 'competition_ended' || item.type === 'maintenance_due' || item.type === 'report_resolved' || item.type === 'premium_granted') {
    const Icon = item.type === 'badge_earned' ? Award : item.type === 'maintenance_due' ? Wrench : item.type === 'report_resolved' ? Flag : item.type === 'premium_granted' ? Crown : Trophy;
    return (
      <span className="flex w-11 shrink-0" aria-hidden="true">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-5" />
        </span>
      </span>
    );
  }
  const shown = item.actors.slice(0, 2);
  return (
    <span className="relative flex h-9 w-11 shrink-0" aria-hidden="true">
      {shown.map((actor, i) => (
        <UserAvatar
          key={actor.id}
          name={actor.username}
          image={actor.avatar?.url}
          className={cn(shown.length > 1 ? 'absolute size-7 ring-2 ring-background' : 'size-9', shown.length > 1 && (i === 0 ? 'top-0 left-0 z-10' : 'right-0 bottom-0'))}
        />
      ))}
      {/* A private message: the sender's avatar with a speech bubble on its corner. */}
      {item.type === 'message' ? (
        <span className="absolute right-1 -bottom-1 z-20 flex size-5 items-center justify-center rounded-full bg-primary text-primary-foreground ring-2 ring-background">
          <MessageCircle className="size-3" />
        </span>
      ) : null}
    </span>
  );
}

/**
 * One notification: who, what, when; unread ones are marked (dot, stronger text) and have a
 * 'mark as read' button. The text links to the target; following it marks it read.
 */
export function NotificationRow({ item, onMarkRead, onOpen, compact = false }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText()(item);
  const open = () => {
    if (!item.read) onMarkRead(item.id);
    onOpen?.();
  };
  const body = (
    <>
      <Leading item={item} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm leading-snug', item.read ? 'text-muted-foreground' : 'font-medium text-foreground')}>{text}</span>
        <time dateTime={item.updatedAt} className="text-xs text-muted-foreground">
          {formatRelativeTime(item.updatedAt)}
        </time>
      </span>
    </>
  );
  return (
    <li className={cn('group relative flex items-start gap-1 rounded-md', !item.read && 'bg-primary/5')} data-read={item.read}>
      {item.target ? (
        <Link to={item.target.url} onClick={open} className={cn('flex min-w-0 flex-1 items-start gap-3 rounded-md outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring', compact ? 'p-2.5' : 'p-3')}>
          {body}
        </Link>
      ) : (
        <div className={cn('flex min-w-0 flex-1 items-start gap-3', compact ? 'p-2.5' : 'p-3')}>{body}</div>
      )}
      {item.read ? null : (
        <span className="flex shrink-0 items-center gap-1 self-center pr-1">
          <span className="size-2 rounded-full bg-primary" role="img" aria-label={t('item.unread')} />
          <Button variant="ghost" size="icon" className="size-8" onClick={() => onMarkRead(item.id)} aria-label={t('item.markRead')} title={t('item.markRead')}>
            <Check className="size-4" aria-hidden="true" />
          </Button>
        </span>
      )}
    </li>
  );
}
