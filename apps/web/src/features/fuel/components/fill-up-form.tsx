import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { FUEL_NOTES_MAX_LENGTH, FUEL_STATION_MAX_LENGTH, type FillUp, type FuelGarage } from '@garaj/shared';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Textarea } from '@/components/ui/textarea';
import { useFuelForm } from './form-state';

interface FillUpFormProps {
  garage: FuelGarage;
  /** `YYYY-MM-DD`, Europe/Istanbul: the date field's default and its maximum. */
  today: string;
  /** The latest fill-up's odometer, shown as the field's example. */
  lastOdometerKm: number | null;
  /** The fill-up being edited (`?edit=`), or null for a new one. */
  editing: FillUp | null;
  /** The page to come back to (also the form's action: the page route's). */
  next: string;
}

/**
 * Add (or edit) a fill-up: a form posted to the page's action (natively before the script runs
 * or without it; by React Router after hydration). Money and quantity accept Turkish decimals
 * (`1.980,50`); the checkboxes are native, so they post without the script too. A refusal of
 * the server (the odometer out of date order, a date after today) shows under its field.
 */
export function FillUpForm({ garage, today, lastOdometerKm, editing, next }: FillUpFormProps) {
  const { t } = useTranslation(['fuel', 'errors']);
  const intent = editing ? 'updateFillUp' : 'createFillUp';
  const form = useFuelForm(intent, editing?.id, t);
  const unit = t(`units.${garage.unit}`);
  const id = (name: string) => `fill-up-${name}`;
  // A new form after each navigation (a saved fill-up) and after a refusal (the kept values).
  const { key: locationKey } = useLocation();
  return (
    <section aria-labelledby="fill-up-form-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h3 id="fill-up-form-heading" className="font-semibold">
        {editing ? t('fillUpForm.editTitle') : t('fillUpForm.addTitle')}
      </h3>
      <Form key={`${editing?.id ?? 'new'}-${locationKey}-${form.failure ? 'failed' : 'fresh'}`} method="post" action={next} className="grid gap-4" aria-busy={form.busy}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="garageId" value={garage.id} />
        <input type="hidden" name="next" value={next} />
        {editing ? <input type="hidden" name="target" value={editing.id} /> : null}
        {form.formError ? <FormAlert title={t('fillUpForm.errorTitle')} message={form.formError} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField id={id('date')} label={t('fillUpForm.date')} error={form.error('filledOn')} required>
            {(control) => <Input {...control} type="date" name="filledOn" max={today} required defaultValue={form.text('filledOn', editing?.filledOn ?? today)} />}
          </FormField>
          <FormField id={id('odometer')} label={t('fillUpForm.odometer')} error={form.error('odometerKm')} required>
            {(control) => (
              <Input
                {...control}
                name="odometerKm"
                inputMode="numeric"
                autoComplete="off"
                required
                placeholder={lastOdometerKm === null ? undefined : String(lastOdometerKm)}
                defaultValue={form.text('odometerKm', editing ? String(editing.odometerKm) : '')}
              />
            )}
          </FormField>
          <FormField id={id('quantity')} label={t('fillUpForm.quantity', { unit })} error={form.error('quantity')} required>
            {(control) => <Input {...control} name="quantity" inputMode="decimal" autoComplete="off" required defaultValue={form.text('quantity', editing ? String(editing.quantity) : '')} />}
          </FormField>
          <FormField id={id('total')} label={t('fillUpForm.total')} error={form.error('totalTl')} hint={t('fillUpForm.totalHint')} required>
            {(control) => <Input {...control} name="totalTl" inputMode="decimal" autoComplete="off" required defaultValue={form.text('totalTl', editing ? String(editing.totalTl) : '')} />}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('station')} label={t('fillUpForm.station')} error={form.error('station')}>
            {(control) => <Input {...control} name="station" maxLength={FUEL_STATION_MAX_LENGTH} defaultValue={form.text('station', editing?.station ?? '')} />}
          </FormField>
          <FormField id={id('notes')} label={t('fillUpForm.notes')} error={form.error('notes')}>
            {(control) => <Textarea {...control} name="notes" rows={1} maxLength={FUEL_NOTES_MAX_LENGTH} defaultValue={form.text('notes', editing?.notes ?? '')} />}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <div className="flex items-start gap-2">
            <NativeCheckbox id={id('full')} name="isFull" defaultChecked={form.checked('isFull', editing?.isFull ?? true)} aria-describedby={id('full-hint')} />
            <div className="grid gap-0.5">
              <Label htmlFor={id('full')}>{t('fillUpForm.isFull')}</Label>
              <p id={id('full-hint')} className="text-xs text-muted-foreground">
                {t('fillUpForm.isFullHint')}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-2">
            <NativeCheckbox id={id('missed')} name="missedPrevious" defaultChecked={form.checked('missedPrevious', editing?.missedPrevious ?? false)} aria-describedby={id('missed-hint')} />
            <div className="grid gap-0.5">
              <Label htmlFor={id('missed')}>{t('fillUpForm.missedPrevious')}</Label>
              <p id={id('missed-hint')} className="text-xs text-muted-foreground">
                {t('fillUpForm.missedPreviousHint')}
              </p>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.busy}>
            {editing ? t('fillUpForm.save') : t('fillUpForm.add')}
          </Button>
          {editing ? (
            <Button asChild variant="outline">
              <Link to={next}>{t('actions.cancel')}</Link>
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
