import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maintenanceOdometerInput, type MaintenanceGarage } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { maintenanceKeys } from '../api/query-keys';
import { updateGarageOdometer } from '../api/update-odometer';

/**
 * The garage's current odometer and its update form. A lower reading is never sent silently:
 * the member confirms it is a correction first (the server refuses it otherwise,
 * 409 MAINTENANCE_ODOMETER_LOWER). The reading is checked with the server's own rule (a whole
 * number of km, 0–10,000,000); that and any refusal of the server show under the field.
 */
export function OdometerForm({ garage }: { garage: MaintenanceGarage }) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const queryClient = useQueryClient();
  const form = useForm<{ odometerKm: string }>({ defaultValues: { odometerKm: '' } });
  const error = form.formState.errors.odometerKm?.message;
  const [confirmLower, setConfirmLower] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: (input: { odometerKm: number; allowDecrease?: boolean }) => updateGarageOdometer(garage.id, input),
    onSuccess: async () => {
      form.reset({ odometerKm: '' });
      toast.success(t('toast.success'), { description: t('toast.odometer') });
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onError: (err) => form.setError('odometerKm', { type: 'server', message: getErrorMessage(err, t) }, { shouldFocus: true }),
  });

  const submit = form.handleSubmit(({ odometerKm }) => {
    const km = Number(odometerKm);
    if (garage.odometerKm !== null && km < garage.odometerKm) setConfirmLower(km);
    else mutation.mutate({ odometerKm: km });
  });

  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-end sm:justify-between" aria-labelledby="odometer-heading">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
          <Gauge className="size-5" />
        </span>
        <div>
          <h2 id="odometer-heading" className="text-sm text-muted-foreground">
            {t('odometer.label')}
          </h2>
          <p className="text-xl font-semibold" data-testid="odometer-value">
            {garage.odometerKm === null ? t('odometer.unknown') : `${formatNumber(garage.odometerKm)} km`}
          </p>
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1">
        <Label htmlFor="odometer-input" className="sr-only">
          {t('odometer.input')}
        </Label>
        <div className="flex gap-2">
          <Input
            id="odometer-input"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={t('odometer.input')}
            {...form.register('odometerKm', {
              validate: (value) => (value.trim() !== '' && maintenanceOdometerInput.shape.odometerKm.safeParse(Number(value)).success) || t('errors:NUMBER_INVALID'),
            })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'odometer-error' : undefined}
            className="w-40"
          />
          <Button type="submit" variant="outline" disabled={mutation.isPending}>
            {t('odometer.update')}
          </Button>
        </div>
        {error ? (
          <p id="odometer-error" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
      <AlertDialog open={confirmLower !== null} onOpenChange={(open) => !open && setConfirmLower(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('odometer.lowerTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('odometer.lowerDescription', { next: formatNumber(confirmLower ?? 0), current: formatNumber(garage.odometerKm ?? 0) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('odometer.lowerCancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => confirmLower !== null && mutation.mutate({ odometerKm: confirmLower, allowDecrease: true })}>{t('odometer.lowerConfirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
