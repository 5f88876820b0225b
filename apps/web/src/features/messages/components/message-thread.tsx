import { useLayoutEffect, useRef } from 'react';
import type { MemberSummary, MessageItem } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MessageBubble } from './message-bubble';

interface MessageThreadProps {
  /** Oldest first. */
  messages: MessageItem[];
  /** The viewer's id; null for a moderator (no message is theirs). */
  viewerId: string | null;
  /** Both members, to name the senders in a moderator's view. */
  members: MemberSummary[];
  /** When the other member last read the conversation (the read state). */
  otherReadAt: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The conversation's messages, oldest at the top: the viewer's on the right, "Daha eski mesajlar"
 * above them while older pages exist, "Görüldü" under the viewer's last message once the other
 * member read up to it. Scrolls to the newest message when it changes (opened, sent, received),
 * and keeps the reader's place when older messages are added above.
 */
export function MessageThread({ messages, viewerId, members, otherReadAt, hasOlder, loadingOlder, onLoadOlder }: MessageThreadProps) {
  const { t } = useTranslation('messages');
  const log = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  const heightBefore = useRef(0);

  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  // Older messages came in above: stay on the message that was at the top.
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || !heightBefore.current) return;
    element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [oldestId]);

  const moderatorView = viewerId === null;
  const names = new Map(members.map((member) => [member.id, `@${member.username}`]));
  const myLast = viewerId ? messages.findLast((message) => message.senderId === viewerId) : undefined;
  const seen = Boolean(myLast && otherReadAt && Date.parse(otherReadAt) >= Date.parse(myLast.createdAt));

  return (
    <div
      ref={log}
      role="log"
      aria-label={t('thread.label')}
      // Keyboard scrolling: browsers make a scrolling container without focusable content
      // focusable themselves (keyboard-focusable scrollers); the older-messages button is in it.
      className="grid max-h-[min(60vh,40rem)] min-h-48 content-start gap-3 overflow-y-auto rounded-lg border bg-background p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
    >
      {hasOlder ? (
        <div className="flex justify-center">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={loadingOlder}
            onClick={() => {
              heightBefore.current = log.current?.scrollHeight ?? 0;
              onLoadOlder();
            }}
          >
            {loadingOlder ? <Spinner size="sm" label={t('thread.loadingOlder')} /> : null}
            {t('thread.older')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">{t('thread.empty')}</p> : null}
      <ol className="grid gap-3" aria-label={t('thread.listLabel')}>
        {messages.map((message) => {
          const mine = message.senderId === viewerId;
          return (
            <MessageBubble
              key={message.id}
              message={message}
              mine={mine}
              senderName={moderatorView ? (names.get(message.senderId) ?? t('member.gone')) : undefined}
              reportable={!mine && !moderatorView}
              seen={seen && message === myLast}
            />
          );
        })}
      </ol>
    </div>
  );
}
