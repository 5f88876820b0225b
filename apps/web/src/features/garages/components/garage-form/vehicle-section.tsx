import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MIN_YEAR,
  brandsFor,
  maxYear,
  modificationTypesFor,
  priceRangesFor,
  type VehicleType,
} from '@garaj/shared';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BrandCombobox } from './brand-combobox';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { drivetrainsFor, type GarageFormValues } from './garage-form-values';
import { VehicleTypeField } from './vehicle-type-field';

/** Name, description, vehicle type, brand, model, year, power and torque. */
export function VehicleSection() {
  const { t } = useTranslation('garageForm');
  const { control, register, setValue, getValues, formState } = useFormContext<GarageFormValues>();
  const { errors } = formState;
  const [vehicleType, carBrand] = useWatch({ control, name: ['vehicleType', 'carBrand'] });
  const brands = brandsFor(vehicleType);
  const brandNames = useMemo(() => brands.map((b) => b.name), [brands]);
  const models = brands.find((b) => b.name === carBrand)?.models ?? [];

  /** Switching the vehicle type resets the brand (and the model with it). */
  const changeType = (type: VehicleType) => {
    const options = { shouldDirty: true } as const;
    setValue('vehicleType', type, options);
    setValue('carBrand', '', options);
    setValue('carModel', '', options);
    const keep = (
      field: 'modificationType' | 'priceRange' | 'drivetrain',
      allowed: readonly string[],
    ) => {
      if (!allowed.includes(getValues(field))) setValue(field, '', options);
    };
    keep('modificationType', modificationTypesFor(type));
    keep('priceRange', priceRangesFor(type));
    keep('drivetrain', drivetrainsFor(type));
  };

  return (
    <FormSection id="garage-vehicle" title={t('sections.vehicle')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="garage-name"
          label={t('fields.name')}
          error={errors.name?.message}
          required
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              {...register('name')}
              placeholder={t('placeholders.name')}
              maxLength={100}
            />
          )}
        </FormField>
        <FormField
          id="garage-description"
          label={t('fields.description')}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('description')}
              placeholder={t('placeholders.description')}
              rows={4}
            />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <VehicleTypeField name="vehicleType" value={vehicleType} onChange={changeType} />
        </div>
        <FormField
          id="garage-brand"
          label={t('fields.carBrand')}
          error={errors.carBrand?.message}
          required
        >
          {(field) => (
            <Controller
              control={control}
              name="carBrand"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <BrandCombobox
                  {...field}
                  inputRef={ref}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  options={brandNames}
                  placeholder={t('placeholders.carBrand')}
                  emptyText={t('brandEmpty')}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="garage-model"
          label={t('fields.carModel')}
          error={errors.carModel?.message}
          hint={t('hints.carModel')}
          required
        >
          {(field) => (
            <>
              <Input
                {...field}
                {...register('carModel')}
                list="garage-model-options"
                autoComplete="off"
                placeholder={t('placeholders.carModel')}
                maxLength={60}
              />
              <datalist id="garage-model-options">
                {models.map((model) => (
                  <option key={model} value={model} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          id="garage-year"
          label={t('fields.carYear')}
          error={errors.carYear?.message}
          hint={t('hints.carYear', { min: MIN_YEAR, max: maxYear() })}
        >
          {(field) => (
            <Input
              {...field}
              {...register('carYear')}
              type="number"
              inputMode="numeric"
              min={MIN_YEAR}
              max={maxYear()}
              step={1}
            />
          )}
        </FormField>
        <FormField
          id="garage-horsepower"
          label={t('fields.horsepower')}
          error={errors.horsepower?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('horsepower')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
        <FormField id="garage-torque" label={t('fields.torque')} error={errors.torque?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('torque')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
