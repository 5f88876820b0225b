import { useEffect, useRef, useState, type FormEvent } from 'react';
import { commentInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { CompactEditorField } from '@/components/rich-text/compact-editor-field';
import type { RichTextEditorHandle } from '@/components/rich-text/rich-text-editor';
import { isBlankHtml, trimEmptyParagraphs } from '@/components/rich-text/rich-text-html';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';

interface CommentEditFormProps {
  comment: { id: string; bodyHtml: string };
  /** Sends the new text (the editor's HTML) through the feature's mutation; rejects with the API's error. */
  save: (body: string) => Promise<unknown>;
  /** Leaves the form: after a save, or on "Vazgeç" / Escape (nothing sent). */
  onClose: () => void;
}

/**
 * The inline form that replaces a comment's text while its author edits it: the comment in the
 * compact rich-text editor (downloaded when the form opens, then focused at the end of the text;
 * `@username` suggestions, images), "Kaydet" and "Vazgeç"; Escape cancels, except while the
 * suggestion list is open (Escape closes only the list) or a dialog over the editor (a link's)
 * takes it. The text is checked as a new comment (not only empty paragraphs) before it is sent; a
 * refusal shows its message (errors namespace) under the editor and keeps the text. Needs the
 * `common` and `errors` namespaces.
 */
export function CommentEditForm({ comment, save, onClose }: CommentEditFormProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [html, setHtml] = useState(comment.bodyHtml);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);
  const fieldId = `comment-edit-${comment.id}`;
  const errorId = `${fieldId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = commentInput.safeParse({
      body: isBlankHtml(html) ? '' : trimEmptyParagraphs(html),
    });
    if (!parsed.success) {
      setError(getFieldMessage(parsed.error.issues[0]?.message, t));
      editor.current?.focus('end');
      return;
    }
    setPending(true);
    try {
      await save(parsed.data.body);
      toast.success(t('common:comments.saved'));
      onClose();
    } catch (err) {
      const field = isApiError(err) ? err.fields?.body : undefined;
      setError(field ? getFieldMessage(field, t) : getErrorMessage(err, t));
      setPending(false);
      editor.current?.focus('end');
    }
  };

  // Escape in the form cancels. A native listener, as the DOM nests: the suggestion list closes on
  // Escape and stops it before it gets here (member-mentions.tsx), and a dialog over the editor
  // (the link's) is portalled out of the form, so its Escape never reaches the form.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element || pending) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose, pending]);

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid gap-2"
      aria-busy={pending}
    >
      <span id={`${fieldId}-label`} className="sr-only">
        {t('common:comments.editLabel')}
      </span>
      <CompactEditorField
        loading={
          <div className="h-40 animate-pulse rounded-md border bg-muted" aria-hidden="true" />
        }
        ref={editor}
        value={html}
        onChange={(next) => {
          setHtml(next);
          setError(undefined);
        }}
        labelledBy={`${fieldId}-label`}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
        focusOnMount
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onClose}>
          {t('common:comments.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('common:comments.saving') : t('common:comments.save')}
        </Button>
      </div>
    </form>
  );
}
