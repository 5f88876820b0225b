import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES, TRANSMISSIONS } from '@garaj/shared';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { FormField, type FieldControlProps } from '@/components/form-field';
import { getFieldMessage } from '@/lib/error-message';
import { drivetrainsFor, type GarageFormValues } from './garage-form-values';
import { OptionSelect } from './option-select';

interface PerformanceSectionProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type SelectName = 'fuelType' | 'transmission' | 'drivetrain';
type StockName = 'stockHp' | 'stockNm' | 'stockZeroTo100' | 'stockKg' | 'stockDb';

/** The build log's stock figures ("Stok vs Şimdi"): field, step, keyboard. */
const STOCK_FIELDS: readonly [StockName, string, 'numeric' | 'decimal'][] = [
  ['stockHp', '1', 'numeric'],
  ['stockNm', '1', 'numeric'],
  ['stockZeroTo100', '0.1', 'decimal'],
  ['stockKg', '1', 'numeric'],
  ['stockDb', '0.1', 'decimal'],
];

/** Optional, collapsible performance figures (docs/product.md, Compare), with the build log's stock figures. */
export function PerformanceSection({ open, onOpenChange }: PerformanceSectionProps) {
  const { t } = useTranslation(['garageForm', 'buildLog', 'errors']);
  const { control, register } = useFormContext<GarageFormValues>();
  const vehicleType = useWatch({ control, name: 'vehicleType' });
  const selects: [SelectName, readonly string[], string][] = [
    ['fuelType', FUEL_TYPES, 'fuelTypes'],
    ['transmission', TRANSMISSIONS, 'transmissions'],
    ['drivetrain', drivetrainsFor(vehicleType), 'drivetrains'],
  ];
  const numbers = [
    ['acceleration', '0.1', 'decimal'],
    ['topSpeed', '1', 'numeric'],
    ['weight', '1', 'numeric'],
  ] as const;

  return (
    <section
      aria-labelledby="garage-performance-title"
      className="rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <h2 id="garage-performance-title" className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="garage-performance-panel"
          onClick={() => onOpenChange(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-xl p-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6"
        >
          <span>
            {t('sections.performance')}
            <span className="mt-1 block text-sm font-normal text-muted-foreground">
              {t('hints.performance')}
            </span>
          </span>
          <ChevronDown
            className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id="garage-performance-panel" hidden={!open} className="px-4 pb-6 sm:px-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <PerformanceField name="engine" className="sm:col-span-2">
            {(field) => (
              <Input
                {...field}
                {...register('engine')}
                placeholder={t('placeholders.engine')}
                maxLength={60}
              />
            )}
          </PerformanceField>
          {numbers.map(([name, step, inputMode]) => (
            <PerformanceField key={name} name={name}>
              {(field) => (
                <Input
                  {...field}
                  {...register(name)}
                  type="number"
                  inputMode={inputMode}
                  min={0}
                  step={step}
                />
              )}
            </PerformanceField>
          ))}
          <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-medium">
              {t('buildLog:stock.formTitle')}
              <span className="mt-1 block text-sm font-normal text-muted-foreground">{t('buildLog:stock.formHint')}</span>
            </legend>
            {STOCK_FIELDS.map(([name, step, inputMode]) => (
              <PerformanceField key={name} name={name} label={t(`buildLog:stock.fields.${name}`)}>
                {(field) => <Input {...field} {...register(name)} type="number" inputMode={inputMode} min={0} step={step} />}
              </PerformanceField>
            ))}
          </fieldset>
          {selects.map(([name, options, labels]) => (
            <PerformanceField key={name} name={name}>
              {(field) => (
                <Controller
                  control={control}
                  name={name}
                  render={({ field: { value, onChange } }) => (
                    <OptionSelect
                      {...field}
                      value={value}
                      onChange={onChange}
                      options={options}
                      labelOf={(option) => t(`${labels}.${option}`)}
                    />
                  )}
                />
              )}
            </PerformanceField>
          ))}
        </div>
      </div>
    </section>
  );
}

interface PerformanceFieldProps {
  name: 'engine' | 'acceleration' | 'topSpeed' | 'weight' | SelectName | StockName;
  /** Default: the form's `fields.<name>`. */
  label?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** One performance figure's field: id `garage-<name>`, its label and its validation message. */
function PerformanceField({ name, label, className, children }: PerformanceFieldProps) {
  const { t } = useTranslation(['garageForm', 'errors']);
  const { errors } = useFormContext<GarageFormValues>().formState;
  return (
    <FormField id={`garage-${name}`} label={label ?? t(`fields.${name}`)} error={getFieldMessage(errors[name]?.message, t)} className={className}>
      {children}
    </FormField>
  );
}
