import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { HIDE_REASON_MAX, hideContentInput, type HideContentInput, type ModeratableType } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useHideContent } from '@/hooks/use-hide-content';

interface HideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: ModeratableType;
  id: string;
  label?: string | undefined;
}

/**
 * The hide form, loaded lazily by HideToggle: the reason (required, ≤
 * HIDE_REASON_MAX), "Gizle". Success: 'İşlem Başarılı' and close; a failure in an error toast,
 * the dialog stays open.
 */
export default function HideDialog({ open, onOpenChange, type, id, label }: HideDialogProps) {
  const { t } = useTranslation(['moderation', 'errors']);
  const formId = useId();
  const hide = useHideContent();
  const form = useForm<HideContentInput, unknown, z.output<typeof hideContentInput>>({ resolver: zodResolver(hideContentInput), defaultValues: { reason: '' } });
  const busy = form.formState.isSubmitting || hide.isPending;
  const reason = form.watch('reason') ?? '';
  const error = form.formState.errors.reason?.message;

  const close = () => {
    onOpenChange(false);
    form.reset({ reason: '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await hide.mutateAsync({ type, id, reason: values.reason });
      toast.success(t('moderation:toggle.success'), { description: t('moderation:toggle.hiddenText') });
      close();
    } catch (err) {
      toast.error(t('moderation:toggle.errorTitle'), { description: getErrorMessage(err, t) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent aria-describedby={`${formId}-description`}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('moderation:dialog.title')}</DialogTitle>
            <DialogDescription id={`${formId}-description`}>{t('moderation:dialog.description')}</DialogDescription>
            <p className="text-sm font-medium">
              {t(`moderation:types.${type}`)}
              {label ? <span className="font-normal text-muted-foreground"> · {t('moderation:dialog.target', { label })}</span> : null}
            </p>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${formId}-reason`}>{t('moderation:dialog.reason')}</Label>
            <Textarea
              id={`${formId}-reason`}
              rows={3}
              maxLength={HIDE_REASON_MAX}
              placeholder={t('moderation:dialog.reasonPlaceholder')}
              aria-invalid={Boolean(error)}
              aria-describedby={`${formId}-reason-count${error ? ` ${formId}-reason-error` : ''}`}
              {...form.register('reason')}
            />
            <p id={`${formId}-reason-count`} className="text-right text-xs text-muted-foreground tabular-nums">
              {t('moderation:dialog.reasonCount', { count: reason.length, max: HIDE_REASON_MAX })}
            </p>
            {error ? (
              <p id={`${formId}-reason-error`} className="text-sm font-medium text-destructive">
                {getFieldMessage(error, t)}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t('moderation:dialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t('moderation:dialog.submitting') : t('moderation:dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
