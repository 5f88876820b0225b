import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_DEFAULT_INTERVALS,
  MAINTENANCE_NOTES_MAX_LENGTH,
  MAINTENANCE_TITLE_MAX_LENGTH,
  addDays,
  istanbulToday,
  maintenanceItemInput,
  type MaintenanceCategory,
  type MaintenanceGarage,
  type MaintenanceItem,
  type MaintenanceItemInput,
} from '@garaj/shared';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, inputClassName } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { createMaintenanceItem } from '../api/create-item';
import { maintenanceKeys } from '../api/query-keys';
import { updateMaintenanceItem } from '../api/update-item';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { applyFieldErrors, fieldByHead } from '@/lib/form-errors';

/** The form's values as typed (numbers as text; empty = not given). */
export interface ItemFormValues {
  garageId: string;
  title: string;
  category: MaintenanceCategory;
  lastServiceOn: string;
  lastServiceKm: string;
  intervalDays: string;
  intervalKm: string;
  dueOn: string;
  dueKm: string;
  cost: string;
  notes: string;
}
type Field = keyof ItemFormValues;
const fieldOf = fieldByHead<ItemFormValues>(new Set(['garageId', 'title', 'category', 'lastServiceOn', 'lastServiceKm', 'intervalDays', 'intervalKm', 'dueOn', 'dueKm', 'cost', 'notes']));

const text = (value: number | null) => (value === null ? '' : String(value));
const wholeNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);

/**
 * The next service that last service + interval gives: the date (`YYYY-MM-DD`) and the km, each
 * '' when its two parts are not both filled in with valid values.
 */
export function computedNextService(values: Pick<ItemFormValues, 'lastServiceOn' | 'lastServiceKm' | 'intervalDays' | 'intervalKm'>): { dueOn: string; dueKm: string } {
  const days = wholeNumber(values.intervalDays);
  const km = wholeNumber(values.intervalKm);
  const lastKm = wholeNumber(values.lastServiceKm);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(values.lastServiceOn);
  return {
    dueOn: days !== null && days > 0 && validDate ? addDays(values.lastServiceOn, days) : '',
    dueKm: km !== null && km > 0 && lastKm !== null ? String(lastKm + km) : '',
  };
}

/**
 * Starting values: an item's own (edit), its next service shown as scheduled; or a new item of
 * `category` in `garage` (last service today, the odometer as its km, the category's usual
 * interval from MAINTENANCE_DEFAULT_INTERVALS and the next service it gives).
 */
export function initialValues(garage: MaintenanceGarage, category: MaintenanceCategory, defaultTitle: string, item?: MaintenanceItem | null): ItemFormValues {
  if (item) {
    return {
      garageId: item.garageId,
      title: item.title,
      category: item.category,
      lastServiceOn: item.lastServiceOn ?? '',
      lastServiceKm: text(item.lastServiceKm),
      intervalDays: text(item.intervalDays),
      intervalKm: text(item.intervalKm),
      dueOn: item.nextDueOn ?? '',
      dueKm: text(item.nextDueKm),
      cost: text(item.cost),
      notes: item.notes ?? '',
    };
  }
  const usual = MAINTENANCE_DEFAULT_INTERVALS[category];
  const schedule = {
    lastServiceOn: istanbulToday(),
    lastServiceKm: text(garage.odometerKm),
    intervalDays: usual ? String(usual.days) : '',
    intervalKm: usual ? String(usual.km) : '',
  };
  return { garageId: garage.id, title: defaultTitle, category, ...schedule, ...computedNextService(schedule), cost: '', notes: '' };
}

/**
 * The request body (the server validates every field and the schedule again). A next service
 * equal to last service + interval is sent as not given, so the server keeps computing it (a
 * later completion reschedules from the interval).
 */
export function toItemInput(values: ItemFormValues): MaintenanceItemInput {
  const number = (value: string) => (value.trim() === '' ? null : value.trim());
  const computed = computedNextService(values);
  return {
    garageId: values.garageId,
    title: values.title,
    category: values.category,
    lastServiceOn: values.lastServiceOn || null,
    lastServiceKm: number(values.lastServiceKm),
    intervalDays: number(values.intervalDays),
    intervalKm: number(values.intervalKm),
    dueOn: values.dueOn && values.dueOn !== computed.dueOn ? values.dueOn : null,
    dueKm: values.dueKm.trim() !== '' && values.dueKm.trim() !== computed.dueKm ? values.dueKm.trim() : null,
    cost: number(values.cost),
    notes: values.notes,
  };
}

/**
 * Checks the typed values with the server's own schema (`maintenanceItemInput`: required title,
 * category, whole numbers within bounds, valid dates; messages are error codes) and keeps the
 * values as typed. The garage is picked from the member's own list, so it is not checked here;
 * the cross-field schedule rules stay the server's (400 MAINTENANCE_SCHEDULE_REQUIRED, REQUIRED,
 * DATE_IN_FUTURE).
 */
const itemFormResolver = zodResolver(maintenanceItemInput.omit({ garageId: true }), undefined, { raw: true }) as unknown as Resolver<ItemFormValues>;

/**
 * Puts the server's field codes (`{ error: { code, fields } }`) on the form's fields and focuses
 * the first; paths of fields the form does not have are skipped. True when one was placed.
 */
export function applyItemFieldErrors(fields: Record<string, string> | undefined, setError: UseFormSetError<ItemFormValues>): boolean {
  return applyFieldErrors(fields, setError, fieldOf);
}

interface ItemFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  garages: MaintenanceGarage[];
  /** The values the form opens with (see {@link initialValues}). */
  initial: ItemFormValues;
  /** The item being edited, or null to add one. */
  item: MaintenanceItem | null;
}

/**
 * The add / edit form (on success 'Başarılı' / 'Yeni bakım öğesi eklendi!'). Field
 * errors (the shared schema's, then the server's) show under their fields, the first focused;
 * other errors as a message in the dialog.
 */
export function ItemFormDialog({ open, onOpenChange, garages, initial, item }: ItemFormDialogProps) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const queryClient = useQueryClient();
  const form = useForm<ItemFormValues>({ defaultValues: initial, resolver: itemFormResolver });
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);

  // The next service follows last service + interval as they are typed, until the member types
  // a next service of their own (date and km each on their own).
  const ownNextService = useRef({ dueOn: false, dueKm: false });
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || !name) return;
      if (name === 'dueOn' || name === 'dueKm') {
        ownNextService.current[name] = true;
        return;
      }
      if (!['lastServiceOn', 'lastServiceKm', 'intervalDays', 'intervalKm'].includes(name)) return;
      const computed = computedNextService(values as ItemFormValues);
      const days = name === 'lastServiceOn' || name === 'intervalDays';
      if (days && !ownNextService.current.dueOn) form.setValue('dueOn', computed.dueOn);
      if (!days && !ownNextService.current.dueKm) form.setValue('dueKm', computed.dueKm);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const mutation = useMutation({
    mutationFn: (input: MaintenanceItemInput) => (item ? updateMaintenanceItem(item.id, input) : createMaintenanceItem(input)),
    onSuccess: async () => {
      toast.success(t('toast.success'), { description: item ? t('toast.updated') : t('toast.added') });
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onError: (error) => {
      if (isApiError(error)) applyItemFieldErrors(error.fields, form.setError);
      setFormError(isApiError(error) && error.fields && error.code === 'VALIDATION_FAILED' ? null : getErrorMessage(error, t));
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setFormError(null);
      mutation.mutate(toItemInput(values));
    },
    () => setFormError(null),
  );
  const fieldError = (field: Field) => getFieldMessage(errors[field]?.message, t);
  const numberField = (field: Field, label: string, hint?: string) => (
    <FormField id={`maintenance-${field}`} label={label} error={fieldError(field)} hint={hint}>
      {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register(field)} />}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label={item ? t('form.editTitle') : t('form.addTitle')}>
          {garages.length > 1 ? (
            <FormField id="maintenance-garageId" label={t('form.garage')} error={fieldError('garageId')}>
              {(control) => (
                <select {...control} className={inputClassName} {...form.register('garageId')}>
                  {garages.map((garage) => (
                    <option key={garage.id} value={garage.id}>
                      {garage.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField id="maintenance-title" label={t('form.title')} error={fieldError('title')}>
            {(control) => <Input {...control} maxLength={MAINTENANCE_TITLE_MAX_LENGTH} placeholder={t('form.titlePlaceholder')} required {...form.register('title')} />}
          </FormField>
          <FormField id="maintenance-category" label={t('form.category')} error={fieldError('category')}>
            {(control) => (
              <select {...control} className={inputClassName} {...form.register('category')}>
                {MAINTENANCE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="maintenance-lastServiceOn" label={t('form.lastServiceOn')} error={fieldError('lastServiceOn')}>
              {(control) => <Input {...control} type="date" max={istanbulToday()} {...form.register('lastServiceOn')} />}
            </FormField>
            {numberField('lastServiceKm', t('form.lastServiceKm'))}
            {numberField('intervalDays', t('form.intervalDays'))}
            {numberField('intervalKm', t('form.intervalKm'))}
            <FormField id="maintenance-dueOn" label={t('form.dueOn')} error={fieldError('dueOn')} hint={t('form.dueHint')}>
              {(control) => <Input {...control} type="date" {...form.register('dueOn')} />}
            </FormField>
            {numberField('dueKm', t('form.dueKm'))}
          </div>
          {numberField('cost', t('form.cost'))}
          <FormField id="maintenance-notes" label={t('form.notes')} error={fieldError('notes')}>
            {(control) => <Textarea {...control} rows={2} maxLength={MAINTENANCE_NOTES_MAX_LENGTH} {...form.register('notes')} />}
          </FormField>
          <DialogFormFooter error={formError} busy={mutation.isPending} busyLabel={t('form.saving')} submitLabel={item ? t('form.save') : t('form.add')} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
