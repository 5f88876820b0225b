import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { TopicDetail } from '@garaj/shared';
import { Info, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { failureText, intentFailure } from '@/lib/page-intent';
import { useCurrentUser } from '@/lib/session';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDraft } from '@/hooks/use-draft';
import { DraftNotice } from '@/components/draft-notice';
import { MentionList } from '@/components/mention-list';
import { useMentionSuggestions } from '@/hooks/use-mention-suggestions';
import { useQuoteReceiver } from '../hooks/use-quote';
import { draftKey } from '@/lib/drafts';
import { useCreateReply } from '../api/create-reply';
import { textToHtml } from '../utils/forum-text';
import { topicPath } from './topic-card';

function Notice({ children, icon: Icon = Info }: { children: ReactNode; icon?: typeof Info }) {
  return (
    <div role="note" className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

const isBlank = (text: string) => text.trim() === '';

/**
 * 'Cevap Yaz' + 'Cevap Gönder' (Live Q&A, topic page). Hidden with the reason when the
 * topic is locked or closed or the member is not verified; visitors get a sign-in link that
 * brings them back. An empty answer is not sent; success says 'Başarılı!' /
 * 'Cevabınız gönderildi.'. The text is sent as escaped paragraphs (the server sanitises). A
 * form posted to the topic's page (intent `reply`) before the script runs (or without it): the
 * page comes back at the new answer, or with the error and the text kept. The answer being
 * written is kept as a draft in the browser and put back on return, until it is sent. Typing
 * `@` and a few letters suggests members to mention; "Alıntıla" on a post adds a quote of it.
 */
export function ReplyForm({ topic, rows = 4 }: { topic: TopicDetail; rows?: number }) {
  const { t } = useTranslation(['forum', 'errors']);
  const id = useId();
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const createReply = useCreateReply(topic.id);
  const failure = intentFailure(useActionData(), 'reply', topic.id);
  const [text, setText] = useState(typeof failure?.values.body === 'string' ? failure.values.body : '');
  const [sent, setSent] = useState(false);
  // Before the script runs the button must post whatever is typed (the server checks it).
  const hydrated = useHydrated();
  const error = sent ? undefined : failureText(failure, t, 'body');
  // The answer being written is kept in this browser until it is sent (hooks/use-draft.ts).
  const draft = useDraft(user ? draftKey(user.id, `reply:${topic.id}`) : null, text, isBlank, (saved: string) =>
    setText((current) => (isBlank(current) ? saved : current)),
  );
  // `@username` suggestions while a mention is typed (the member named is notified).
  const textarea = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionSuggestions(textarea, text, setText, `${id}-mentions`);
  // "Alıntıla" on a post of the page: the quote goes at the end of the answer, and the box gets the focus.
  useQuoteReceiver((quoted) => {
    setText((current) => `${current.trim() ? `${current.trimEnd()}\n\n` : ''}${quoted}\n\n`);
    textarea.current?.scrollIntoView({ block: 'center' });
    textarea.current?.focus();
  });

  if (!user) {
    return (
      <Notice>
        {t('forum:topic.loginNotice')}{' '}
        <Link to={loginPath(pathname + search)} className="font-medium text-primary underline-offset-2 hover:underline">
          {t('forum:topic.loginLink')}
        </Link>
      </Notice>
    );
  }
  if (topic.isLocked) return <Notice icon={Lock}>{t('forum:topic.lockedNotice')}</Notice>;
  if (topic.status === 'closed') return <Notice icon={Lock}>{t('forum:topic.closedNotice')}</Notice>;
  if (!topic.canReply) return <Notice>{t('forum:topic.verifyNotice')}</Notice>;

  const body = textToHtml(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || createReply.isPending) return; // an empty answer is ignored
    setSent(true);
    createReply.mutate(
      { body },
      {
        onSuccess: () => {
          setText('');
          draft.discard();
          toast.success(t('forum:toast.success'), { description: t('forum:toast.answerSent') });
        },
        onError: (error) => toast.error(t('forum:toast.error'), { description: getErrorMessage(error, t) }),
      },
    );
  };

  return (
    <form method="post" action={topicPath(topic)} onSubmit={submit} className="grid gap-2" aria-busy={createReply.isPending}>
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="target" value={topic.id} />
      <input type="hidden" name="next" value={pathname + search} />
      <Label htmlFor={`${id}-reply`}>{t('forum:reply.label')}</Label>
      <Textarea
        ref={textarea}
        {...mentions.textareaProps}
        id={`${id}-reply`}
        name="body"
        rows={rows}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-reply-error` : undefined}
        value={text}
        maxLength={20_000}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('forum:reply.placeholder')}
      />
      <MentionList id={`${id}-mentions`} items={mentions.items} active={mentions.active} optionId={mentions.optionId} onChoose={mentions.choose} />
      {draft.restored ? (
        <DraftNotice
          onDiscard={() => {
            setText('');
            draft.discard();
          }}
        />
      ) : null}
      {error ? (
        <p id={`${id}-reply-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={(hydrated && !body) || createReply.isPending}>
          {createReply.isPending ? t('forum:reply.submitting') : t('forum:reply.submit')}
        </Button>
      </div>
    </form>
  );
}
