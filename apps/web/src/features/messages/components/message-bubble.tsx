import type { MessageItem } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { StoredImg } from '@/components/cover-image';
import { ReportButton } from '@/components/report/report-button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { MessageText } from './message-text';

interface MessageBubbleProps {
  message: MessageItem;
  /** The viewer wrote it: on the right, in the primary colour, never reportable. */
  mine: boolean;
  /** The sender's name, shown above the text (a moderator's view of both members). */
  senderName?: string;
  /** "Bildir" on it (the other member's messages, for a member). */
  reportable: boolean;
  /** "Görüldü" under it (the viewer's last message once the other member read it). */
  seen?: boolean;
}

/** One message: text with its links, its image, the time, and a small "Bildir" for the other member's messages. */
export function MessageBubble({ message, mine, senderName, reportable, seen = false }: MessageBubbleProps) {
  const { t } = useTranslation('messages');
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-mine={mine}>
      {senderName ? <span className="px-1 text-xs font-medium text-muted-foreground">{senderName}</span> : null}
      <div className={cn('group flex max-w-[85%] items-end gap-1 sm:max-w-[75%]', mine && 'flex-row-reverse')}>
        <div className={cn('grid min-w-0 gap-2 rounded-2xl px-3.5 py-2 text-sm', mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground')}>
          {message.image ? (
            <a href={message.image.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-lg">
              <StoredImg image={message.image} alt={t('thread.imageAlt')} sizes="(min-width: 640px) 20rem, 70vw" priority={false} fallbackHeight={960} onError={() => {}} className="max-h-72 w-auto max-w-full" />
            </a>
          ) : null}
          {message.body ? <MessageText text={message.body} /> : null}
        </div>
        {reportable ? (
          <ReportButton
            variant="icon"
            targetType="message"
            targetId={message.id}
            ownerId={message.senderId}
            targetLabel={t('thread.reportLabel', { date: formatDate(message.createdAt, 'dateTime') })}
            className="opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
          />
        ) : null}
      </div>
      <span className="px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'dateTime')}</time>
        {seen ? (
          <>
            {' · '}
            <span data-testid="message-seen">{t('thread.seen')}</span>
          </>
        ) : null}
      </span>
    </li>
  );
}
