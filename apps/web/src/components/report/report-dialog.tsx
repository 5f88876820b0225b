import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportInput, type ReportInput, type ReportTargetType } from '@garaj/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useCreateReport } from '@/hooks/use-create-report';

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  targetLabel?: string | undefined;
}

/**
 * The report form, loaded lazily by ReportButton: a reason (radio group of
 * REPORT_REASONS, each with a hint), optional details (≤ REPORT_DETAILS_MAX), send. Success:
 * toast and close; 409 REPORT_ALREADY_OPEN: a toast saying so, and close; other failures (404
 * gone, 429) in an error toast, the dialog stays open.
 */
export default function ReportDialog({ open, onOpenChange, targetType, targetId, targetLabel }: ReportDialogProps) {
  const { t } = useTranslation(['reports', 'errors']);
  const id = useId();
  const send = useCreateReport();
  const form = useForm<ReportInput, unknown, z.output<typeof reportInput>>({
    resolver: zodResolver(reportInput),
    defaultValues: { targetType, targetId, reason: undefined as unknown as ReportInput['reason'], details: '' },
  });
  const busy = form.formState.isSubmitting || send.isPending;
  const details = form.watch('details') ?? '';
  const reasonError = form.formState.errors.reason?.message;

  const close = () => {
    onOpenChange(false);
    form.reset({ targetType, targetId, details: '' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('reports:dialog.successTitle'), { description: t('reports:dialog.successText') });
      close();
    } catch (err) {
      if (isApiError(err) && err.code === 'REPORT_ALREADY_OPEN') {
        toast.error(t('reports:dialog.alreadyTitle'), { description: getErrorMessage(err, t) });
        close();
        return;
      }
      const fields = isApiError(err) ? err.fields : undefined;
      if (fields?.details) form.setError('details', { message: fields.details });
      toast.error(t('reports:dialog.errorTitle'), { description: getErrorMessage(err, t) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent aria-describedby={`${id}-description`}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{targetType === 'user' ? t('reports:dialog.titleUser') : t('reports:dialog.title')}</DialogTitle>
            <DialogDescription id={`${id}-description`}>{t('reports:dialog.description')}</DialogDescription>
            <p className="text-sm font-medium">
              {t(`reports:types.${targetType}`)}
              {targetLabel ? <span className="font-normal text-muted-foreground"> · {t('reports:dialog.target', { label: targetLabel })}</span> : null}
            </p>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-invalid={Boolean(reasonError)} aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">{t('reports:dialog.reasonLegend')}</legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input type="radio" value={reason} className="mt-0.5 size-4 accent-primary" aria-describedby={`${id}-${reason}-hint`} {...form.register('reason')} />
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`reports:reasons.${reason}`)}</span>
                  <span id={`${id}-${reason}-hint`} className="text-muted-foreground">
                    {t(`reports:reasonHints.${reason}`)}
                  </span>
                </span>
              </label>
            ))}
            {reasonError ? (
              <p id={`${id}-reason-error`} className="text-sm font-medium text-destructive">
                {getFieldMessage(reasonError === 'VALUE_INVALID' ? 'REQUIRED' : reasonError, t)}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>{t('reports:dialog.details')}</Label>
            <Textarea
              id={`${id}-details`}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              placeholder={t('reports:dialog.detailsPlaceholder')}
              aria-invalid={Boolean(form.formState.errors.details)}
              aria-describedby={`${id}-details-count`}
              {...form.register('details')}
            />
            <p id={`${id}-details-count`} className="text-right text-xs text-muted-foreground tabular-nums">
              {t('reports:dialog.detailsCount', { count: details.length, max: REPORT_DETAILS_MAX })}
            </p>
            {form.formState.errors.details?.message ? <p className="text-sm font-medium text-destructive">{getFieldMessage(form.formState.errors.details.message, t)}</p> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              {t('reports:dialog.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t('reports:dialog.submitting') : t('reports:dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
