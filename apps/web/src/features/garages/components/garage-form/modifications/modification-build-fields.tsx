import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUILD_FIGURE_BOUNDS, BUILD_FIGURE_KINDS, LEGALITY_CATEGORY_IDS, MAX_ODOMETER_KM, MEASURED_AT, MODIFICATION_DONE_BY, figureField, type BuildFigureKind } from '@garaj/shared';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getFieldMessage } from '@/lib/error-message';
import { cn } from '@/lib/utils';
import type { ModificationFormValues } from './modification-form-values';

/**
 * The build-log fields of the modification dialog: odometer, who fitted it (and the shop's
 * name), and the legality category. Native selects: they work with a phone's own picker.
 */
export function ModificationBuildFields() {
  const { t } = useTranslation(['buildLog', 'legality', 'errors']);
  const { register, control, formState } = useFormContext<ModificationFormValues>();
  const { errors } = formState;
  const doneBy = useWatch({ control, name: 'doneBy' });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="mod-odometer" label={t('mod.odometerKm')} error={getFieldMessage(errors.odometerKm?.message, t)}>
        {(field) => <Input {...field} {...register('odometerKm')} type="number" inputMode="numeric" min={0} max={MAX_ODOMETER_KM} step={1} />}
      </FormField>
      <FormField id="mod-done-by" label={t('mod.doneBy')} error={getFieldMessage(errors.doneBy?.message, t)}>
        {(field) => (
          <NativeSelect {...field} {...register('doneBy')}>
            <option value="">{t('mod.doneByOptions.none')}</option>
            {MODIFICATION_DONE_BY.map((value) => (
              <option key={value} value={value}>
                {t(`mod.doneByOptions.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {doneBy === 'shop' ? (
        <FormField id="mod-shop" label={t('mod.shopName')} error={getFieldMessage(errors.shopName?.message, t)} required className="sm:col-span-2">
          {(field) => <Input {...field} {...register('shopName')} placeholder={t('mod.shopNamePlaceholder')} maxLength={80} />}
        </FormField>
      ) : null}
      <FormField
        id="mod-legal"
        label={t('mod.legalCategory')}
        hint={t('mod.legalCategoryHint')}
        error={getFieldMessage(errors.legalCategory?.message, t)}
        className="sm:col-span-2"
      >
        {(field) => (
          <NativeSelect {...field} {...register('legalCategory')}>
            <option value="">{t('mod.legalCategoryNone')}</option>
            {LEGALITY_CATEGORY_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`legality:categories.${id}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}

/** `Güç (HP)` */
export function useFigureLabel() {
  const { t } = useTranslation('buildLog');
  return (kind: BuildFigureKind) => t('figureWithUnit', { figure: t(`figures.${kind}`), unit: t(`units.${kind}`) });
}

/**
 * The collapsible "Ölçümler" group: for each figure a "before" and an "after" input, and where
 * power and torque were measured. `children` (the dyno sheet field) comes last inside it.
 */
export function ModificationMeasurements({ defaultOpen, children }: { defaultOpen: boolean; children?: ReactNode }) {
  const { t } = useTranslation(['buildLog', 'errors']);
  const { register, formState } = useFormContext<ModificationFormValues>();
  const { errors } = formState;
  const figureLabel = useFigureLabel();
  const [open, setOpen] = useState(defaultOpen);
  const hasError = BUILD_FIGURE_KINDS.some((kind) => errors[figureField(kind, 'Before')] || errors[figureField(kind, 'After')]) || Boolean(errors.measuredAt);
  const shown = open || hasError;

  return (
    <section aria-labelledby="mod-measurements-title" className="rounded-lg border">
      <h3 id="mod-measurements-title" className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={shown}
          aria-controls="mod-measurements-panel"
          onClick={() => setOpen(!shown)}
          className="flex w-full items-center justify-between gap-3 rounded-lg p-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span>
            {t('mod.measurements')}
            <span className="mt-1 block text-xs font-normal text-muted-foreground">{t('mod.measurementsHint')}</span>
          </span>
          <ChevronDown className={cn('size-5 shrink-0 transition-transform', shown && 'rotate-180')} aria-hidden="true" />
        </button>
      </h3>
      <div id="mod-measurements-panel" hidden={!shown} className="grid gap-4 px-3 pb-4">
        {BUILD_FIGURE_KINDS.map((kind) => {
          const { min, max, decimals } = BUILD_FIGURE_BOUNDS[kind];
          return (
            <fieldset key={kind} className="grid grid-cols-2 gap-3">
              <legend className="mb-1 text-sm font-medium">{figureLabel(kind)}</legend>
              {(['Before', 'After'] as const).map((side) => {
                const name = figureField(kind, side);
                return (
                  <FormField key={side} id={`mod-${name}`} label={t(side === 'Before' ? 'mod.before' : 'mod.after')} error={getFieldMessage(errors[name]?.message, t)}>
                    {(field) => (
                      <Input {...field} {...register(name)} type="number" inputMode={decimals ? 'decimal' : 'numeric'} min={min} max={max} step={decimals ? 0.1 : 1} />
                    )}
                  </FormField>
                );
              })}
            </fieldset>
          );
        })}
        <FormField id="mod-measured-at" label={t('mod.measuredAt')} error={getFieldMessage(errors.measuredAt?.message, t)}>
          {(field) => (
            <NativeSelect {...field} {...register('measuredAt')}>
              <option value="">{t('mod.measuredAtOptions.none')}</option>
              {MEASURED_AT.map((value) => (
                <option key={value} value={value}>
                  {t(`mod.measuredAtOptions.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {children}
      </div>
    </section>
  );
}
