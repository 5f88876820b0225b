import { useRef, useState, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX, commentInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useActionData, useLocation } from 'react-router';
import { CompactEditorField } from '@/components/rich-text/compact-editor-field';
import type { RichTextEditorHandle } from '@/components/rich-text/rich-text-editor';
import { isBlankHtml, trimEmptyParagraphs } from '@/components/rich-text/rich-text-html';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { failureText, intentFailure } from '@/lib/page-intent';
import { textToHtml } from '@/lib/text-to-html';

interface CommentFormProps {
  /** The page route whose action takes the posted comment (intent `comment`), e.g. `/garage/<id>`. */
  action: string;
  /** The commented item's id (sent as `target`; the field's id is `comment-<targetId>`). */
  targetId: string;
  /** The namespace with `comments.label / placeholder / submit / submitting / added`. */
  ns: 'garages' | 'blog';
  /** Sends the comment (`body`: the editor's HTML) through the feature's mutation (after hydration). */
  send: (input: { body: string }) => Promise<unknown>;
  pending: boolean;
}

/**
 * The add-comment form of a garage or a blog post, for members. Comments are rich text like
 * forum answers: once the app runs, the compact rich-text editor (bold, link, code, quote, list,
 * `@username` suggestions, images) is downloaded and takes the place of a textarea, and its
 * HTML is sent (the server sanitises it). Nothing but empty paragraphs is not sent ("Yorum boş
 * olamaz."); the text stays after a failure and is emptied after a success.
 *
 * A `<form method="post">` to the page route (intent `comment`, lib/page-intent.ts): before the
 * script runs the textarea's plain text is posted, the page action turns it into paragraphs, and
 * the page comes back with the comment in the list, or with the error and the text kept.
 */
export function CommentForm({ action, targetId, ns, send, pending }: CommentFormProps) {
  const { t } = useTranslation([ns, 'common', 'errors']);
  const { pathname, search } = useLocation();
  const failure = intentFailure(useActionData(), 'comment', targetId);
  const kept = typeof failure?.values.body === 'string' ? failure.values.body : '';
  // The comment as HTML (what is sent), and as the textarea's text until the editor shows.
  const [html, setHtml] = useState(() => textToHtml(kept));
  const [text, setText] = useState(kept);
  // The browser's check or the API's refusal; until the first submit here, the posted form's failure.
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const hydrated = useHydrated();
  const editor = useRef<RichTextEditorHandle>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const shownError = error ?? (submitted ? undefined : failureText(failure, t, 'body'));
  const fieldId = `comment-${targetId}`;
  const errorId = `${fieldId}-error`;

  const replace = (next: string) => {
    setHtml(next);
    setText('');
  };
  const focusBox = () => {
    if (editor.current) return editor.current.focus('end');
    textarea.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const parsed = commentInput.safeParse({
      body: isBlankHtml(html) ? '' : trimEmptyParagraphs(html),
    });
    if (!parsed.success) {
      setError(getFieldMessage(parsed.error.issues[0]?.message, t));
      focusBox();
      return;
    }
    try {
      await send(parsed.data);
      replace('');
      toast.success(t(`${ns}:comments.added`));
    } catch (err) {
      const field = isApiError(err) ? err.fields?.body : undefined;
      if (field) setError(getFieldMessage(field, t));
      toast.error(t('common:status.error'), { description: getErrorMessage(err, t) });
    }
  };

  // Without the script: the form's own field. With it, until the editor is downloaded: the same box, kept as HTML too.
  const plainBox = (
    <Textarea
      ref={textarea}
      id={fieldId}
      name="body"
      rows={3}
      maxLength={COMMENT_TEXT_MAX}
      placeholder={t(`${ns}:comments.placeholder`)}
      aria-invalid={Boolean(shownError)}
      aria-describedby={shownError ? errorId : undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setHtml(textToHtml(event.target.value));
        setError(undefined);
      }}
    />
  );

  return (
    <form
      noValidate
      method="post"
      action={action}
      onSubmit={(event) => void submit(event)}
      className="grid gap-2"
      aria-busy={pending}
    >
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="target" value={targetId} />
      <input type="hidden" name="next" value={pathname + search} />
      <Label id={`${fieldId}-label`} htmlFor={fieldId}>
        {t(`${ns}:comments.label`)}
      </Label>
      {hydrated ? (
        <CompactEditorField
          loading={plainBox}
          ref={editor}
          value={html}
          onChange={(next) => {
            setHtml(next);
            setError(undefined);
          }}
          labelledBy={`${fieldId}-label`}
          describedBy={shownError ? errorId : undefined}
          invalid={Boolean(shownError)}
          placeholder={t(`${ns}:comments.placeholder`)}
          fallback={plainBox}
        />
      ) : (
        plainBox
      )}
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? t(`${ns}:comments.submitting`) : t(`${ns}:comments.submit`)}
        </Button>
      </div>
    </form>
  );
}
