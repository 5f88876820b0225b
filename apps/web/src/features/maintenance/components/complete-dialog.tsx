import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_NOTES_MAX_LENGTH, istanbulToday, maintenanceCompletionInput, type MaintenanceItem } from '@garaj/shared';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { completeMaintenanceItem } from '../api/complete-item';
import { maintenanceKeys } from '../api/query-keys';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { applyFieldErrors, fieldByHead } from '@/lib/form-errors';

/** The form's values as typed (numbers as text; empty = not given). */
interface CompleteFormValues {
  servicedOn: string;
  odometerKm: string;
  cost: string;
  notes: string;
}
const fieldOf = fieldByHead<CompleteFormValues>(new Set(['servicedOn', 'odometerKm', 'cost', 'notes']));

/** Checks the typed values with the server's own schema (a date; whole km and TL within bounds); keeps them as typed. */
const completeFormResolver = zodResolver(maintenanceCompletionInput, undefined, { raw: true }) as unknown as Resolver<CompleteFormValues>;

interface CompleteDialogProps {
  item: MaintenanceItem;
  /** The garage's odometer (km): the default reading. */
  odometerKm: number | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Tamamlandı' ('Başarılı!' / 'Bakım işlemi tamamlandı olarak işaretlendi.'): the
 * service date (default today), odometer and cost; the server records it and moves the schedule.
 * Field errors (the shared schema's, then the server's) show under their fields, the first focused.
 */
export function CompleteDialog({ item, odometerKm, onOpenChange }: CompleteDialogProps) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const queryClient = useQueryClient();
  const form = useForm<CompleteFormValues>({
    defaultValues: { servicedOn: istanbulToday(), odometerKm: odometerKm === null ? '' : String(odometerKm), cost: item.cost === null ? '' : String(item.cost), notes: '' },
    resolver: completeFormResolver,
  });
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (values: CompleteFormValues) =>
      completeMaintenanceItem(item.id, { servicedOn: values.servicedOn, odometerKm: values.odometerKm.trim() || null, cost: values.cost.trim() || null, notes: values.notes }),
    onSuccess: async () => {
      toast.success(t('toast.successBang'), { description: t('toast.completed') });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) applyFieldErrors(error.fields, form.setError, fieldOf);
      else setFormError(getErrorMessage(error, t));
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setFormError(null);
      mutation.mutate(values);
    },
    () => setFormError(null),
  );
  const fieldError = (field: keyof CompleteFormValues) => getFieldMessage(errors[field]?.message, t);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('complete.title')}</DialogTitle>
          <DialogDescription>{t('complete.description', { title: item.title })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <FormField id="complete-servicedOn" label={t('complete.servicedOn')} error={fieldError('servicedOn')}>
            {(control) => <Input {...control} type="date" required max={istanbulToday()} {...form.register('servicedOn')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="complete-odometerKm" label={t('complete.odometer')} error={fieldError('odometerKm')}>
              {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('odometerKm')} />}
            </FormField>
            <FormField id="complete-cost" label={t('complete.cost')} error={fieldError('cost')}>
              {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('cost')} />}
            </FormField>
          </div>
          <FormField id="complete-notes" label={t('complete.notes')} error={fieldError('notes')}>
            {(control) => <Textarea {...control} rows={2} maxLength={MAINTENANCE_NOTES_MAX_LENGTH} {...form.register('notes')} />}
          </FormField>
          <DialogFormFooter error={formError} busy={mutation.isPending} busyLabel={t('form.saving')} submitLabel={t('complete.submit')} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
