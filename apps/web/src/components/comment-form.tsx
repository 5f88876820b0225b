import { zodResolver } from '@hookform/resolvers/zod';
import { commentInput, type CommentInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionData, useLocation } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { failureText, intentFailure } from '@/lib/page-intent';

interface CommentFormProps {
  /** The page route whose action takes the posted comment (intent `comment`), e.g. `/garage/<id>`. */
  action: string;
  /** The commented item's id (sent as `target`; the field's id is `comment-<targetId>`). */
  targetId: string;
  /** The namespace with `comments.label / placeholder / submit / submitting / added`. */
  ns: 'garages' | 'blog';
  /** Sends the comment through the feature's mutation (after hydration). */
  send: (input: { body: string }) => Promise<unknown>;
  pending: boolean;
}

/**
 * The add-comment form of a garage or a blog post, for members: non-empty after trimming (the
 * shared schema), the text stays after a failure. A `<form method="post">` to the page route
 * (intent `comment`, lib/page-intent.ts): before the script runs it posts and the page comes
 * back with the comment in the list, or with the error and the text kept; once hydrated the
 * feature's mutation sends it instead.
 */
export function CommentForm({ action, targetId, ns, send, pending }: CommentFormProps) {
  const { t } = useTranslation([ns, 'common', 'errors']);
  const { pathname, search } = useLocation();
  const failure = intentFailure(useActionData(), 'comment', targetId);
  const keptBody = typeof failure?.values.body === 'string' ? failure.values.body : '';
  const form = useForm<CommentInput, unknown, z.output<typeof commentInput>>({
    resolver: zodResolver(commentInput),
    defaultValues: { body: keptBody },
  });
  const { errors, isSubmitted } = form.formState;
  // react-hook-form's check in the browser; else, until the next submit, the posted form's failure.
  const error = errors.body?.message ? getFieldMessage(errors.body.message, t) : isSubmitted ? undefined : failureText(failure, t, 'body');
  const busy = form.formState.isSubmitting || pending;
  const fieldId = `comment-${targetId}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
      form.reset({ body: '' });
      toast.success(t(`${ns}:comments.added`));
    } catch (err) {
      const field = isApiError(err) ? err.fields?.body : undefined;
      if (field) form.setError('body', { message: field });
      toast.error(t('common:status.error'), { description: getErrorMessage(err, t) });
    }
  });

  return (
    <form noValidate method="post" action={action} onSubmit={(event) => void onSubmit(event)} className="grid gap-2" aria-busy={busy}>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="target" value={targetId} />
      <input type="hidden" name="next" value={pathname + search} />
      <Label htmlFor={fieldId}>{t(`${ns}:comments.label`)}</Label>
      <Textarea
        id={fieldId}
        rows={3}
        maxLength={2000}
        placeholder={t(`${ns}:comments.placeholder`)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        defaultValue={keptBody}
        {...form.register('body')}
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? t(`${ns}:comments.submitting`) : t(`${ns}:comments.submit`)}
        </Button>
      </div>
    </form>
  );
}
