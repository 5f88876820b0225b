import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
import { CompactEditorField } from '@/components/rich-text/compact-editor-field';
import {
  isBlankHtml,
  isEditorHtml,
  trimEmptyParagraphs,
} from '@/components/rich-text/rich-text-html';
import type { RichTextEditorHandle } from '@/components/rich-text/rich-text-editor';
import { useQuoteReceiver } from '../hooks/use-quote';
import { draftKey } from '@/lib/drafts';
import { useCreateReply } from '../api/create-reply';
import { textToHtml } from '@/lib/text-to-html';
import { htmlToText } from '../utils/forum-text';
import { topicPath } from './topic-card';

function Notice({ children, icon: Icon = Info }: { children: ReactNode; icon?: typeof Info }) {
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** A stored draft as the editor's HTML: drafts kept before the editor are the textarea's plain text. */
const draftHtml = (draft: string) => (isEditorHtml(draft) ? draft : textToHtml(draft));

/**
 * 'Cevap Yaz' + 'Cevap Gönder' (Live Q&A, topic page). Hidden with the reason when the
 * topic is locked or closed or the member is not verified; visitors get a sign-in link that
 * brings them back. An empty answer is not sent ('Lütfen cevabınızı yazın.'); success says
 * 'Başarılı!' / 'Cevabınız gönderildi.'.
 *
 * Before the script runs (or without it) the answer is a textarea posted to the topic's page
 * (intent `reply`, `body` plain text the page action turns into paragraphs): the page comes back
 * at the new answer, or with the error and the text kept. Once the app runs, the compact
 * rich-text editor takes its place (downloaded then, with the textarea shown meanwhile) and its
 * HTML is sent; the server sanitises it. Typing `@` and a few letters suggests members to
 * mention. The answer being written is kept as a draft in the browser and put back on return,
 * until it is sent; "Alıntıla" on a post adds a quote of it at the end.
 */
export function ReplyForm({ topic, rows = 4 }: { topic: TopicDetail; rows?: number }) {
  const { t } = useTranslation(['forum', 'errors']);
  const id = useId();
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const createReply = useCreateReply(topic.id);
  const failure = intentFailure(useActionData(), 'reply', topic.id);
  const posted = typeof failure?.values.body === 'string' ? failure.values.body : '';
  // The answer as HTML (what is sent), and as the textarea's text until the editor shows.
  const [html, setHtml] = useState(() => textToHtml(posted));
  const [text, setText] = useState(posted);
  const [sent, setSent] = useState(false);
  const [empty, setEmpty] = useState(false);
  const hydrated = useHydrated();
  const editor = useRef<RichTextEditorHandle>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const focusAfterChange = useRef(false);
  const error = empty
    ? t('errors:ANSWER_EMPTY')
    : sent
      ? undefined
      : failureText(failure, t, 'body');

  const replace = (next: string) => {
    setHtml(next);
    setText(htmlToText(next));
    setEmpty(false);
  };
  const focusBox = () => {
    if (editor.current) return editor.current.focus('end');
    textarea.current?.scrollIntoView({ block: 'center' });
    textarea.current?.focus();
  };
  // The answer being written is kept in this browser until it is sent (hooks/use-draft.ts).
  const draft = useDraft(
    user ? draftKey(user.id, `reply:${topic.id}`) : null,
    html,
    isBlankHtml,
    (saved: string) => {
      if (isBlankHtml(html)) replace(draftHtml(saved));
    },
  );
  // "Alıntıla" on a post of the page: the quote goes at the end of the answer, and the box gets the focus.
  useQuoteReceiver((quoted) => {
    replace(`${isBlankHtml(html) ? '' : trimEmptyParagraphs(html)}${textToHtml(quoted)}<p></p>`);
    focusAfterChange.current = true;
  });
  // After the editor took the new text (its effect runs before this one).
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    focusBox();
  });

  if (!user) {
    return (
      <Notice>
        {t('forum:topic.loginNotice')}{' '}
        <Link
          to={loginPath(pathname + search)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {t('forum:topic.loginLink')}
        </Link>
      </Notice>
    );
  }
  if (topic.isLocked) return <Notice icon={Lock}>{t('forum:topic.lockedNotice')}</Notice>;
  if (topic.status === 'closed')
    return <Notice icon={Lock}>{t('forum:topic.closedNotice')}</Notice>;
  if (!topic.canReply) return <Notice>{t('forum:topic.verifyNotice')}</Notice>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createReply.isPending) return;
    if (isBlankHtml(html)) {
      setEmpty(true);
      focusBox();
      return;
    }
    setSent(true);
    createReply.mutate(
      { body: trimEmptyParagraphs(html) },
      {
        onSuccess: () => {
          replace('');
          draft.discard();
          toast.success(t('forum:toast.success'), { description: t('forum:toast.answerSent') });
        },
        onError: (failed) =>
          toast.error(t('forum:toast.error'), { description: getErrorMessage(failed, t) }),
      },
    );
  };

  const errorId = `${id}-reply-error`;
  // Without the script: the form's own field. With it, until the editor is downloaded: the same box, kept as HTML too.
  const plainBox = (
    <Textarea
      ref={textarea}
      id={`${id}-reply`}
      name="body"
      rows={rows}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      value={text}
      maxLength={20_000}
      onChange={(event) => {
        setText(event.target.value);
        setHtml(textToHtml(event.target.value));
        setEmpty(false);
      }}
      placeholder={t('forum:reply.placeholder')}
    />
  );

  return (
    <form
      method="post"
      action={topicPath(topic)}
      onSubmit={submit}
      className="grid gap-2"
      aria-busy={createReply.isPending}
    >
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="target" value={topic.id} />
      <input type="hidden" name="next" value={pathname + search} />
      <Label id={`${id}-reply-label`} htmlFor={`${id}-reply`}>
        {t('forum:reply.label')}
      </Label>
      {hydrated ? (
        <CompactEditorField
          loading={plainBox}
          ref={editor}
          value={html}
          onChange={(next) => {
            setHtml(next);
            setEmpty(false);
          }}
          labelledBy={`${id}-reply-label`}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
          placeholder={t('forum:reply.placeholder')}
          fallback={plainBox}
        />
      ) : (
        plainBox
      )}
      {draft.restored ? (
        <DraftNotice
          onDiscard={() => {
            replace('');
            draft.discard();
          }}
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={createReply.isPending}>
          {createReply.isPending ? t('forum:reply.submitting') : t('forum:reply.submit')}
        </Button>
      </div>
    </form>
  );
}
