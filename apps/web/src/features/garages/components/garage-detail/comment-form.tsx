import { zodResolver } from '@hookform/resolvers/zod';
import { commentInput, type CommentInput } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { useCreateComment } from '../../api/create-comment';

/** Add-comment form for members (non-empty after trimming); input stays after a failure. */
export function CommentForm({ garageId }: { garageId: string }) {
  const { t } = useTranslation(['garages', 'common', 'errors']);
  const createComment = useCreateComment(garageId);
  const form = useForm<CommentInput, unknown, z.output<typeof commentInput>>({
    resolver: zodResolver(commentInput),
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  const busy = form.formState.isSubmitting || createComment.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createComment.mutateAsync(values);
      form.reset({ body: '' });
      toast.success(t('garages:comments.added'));
    } catch (err) {
      const field = isApiError(err) ? err.fields?.body : undefined;
      if (field) form.setError('body', { message: field });
      toast.error(t('common:status.error'), { description: getErrorMessage(err, t) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-2" aria-busy={busy}>
      <Label htmlFor={`comment-${garageId}`}>{t('garages:comments.label')}</Label>
      <Textarea
        id={`comment-${garageId}`}
        rows={3}
        maxLength={2000}
        placeholder={t('garages:comments.placeholder')}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `comment-${garageId}-error` : undefined}
        {...form.register('body')}
      />
      {error ? (
        <p id={`comment-${garageId}-error`} className="text-sm font-medium text-destructive">
          {getFieldMessage(error, t)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? t('garages:comments.submitting') : t('garages:comments.submit')}
        </Button>
      </div>
    </form>
  );
}
