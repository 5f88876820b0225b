import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCES, modificationTypesFor, priceRangesFor } from '@garaj/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { formatPriceRange } from '@/lib/format';
import { Label } from '@/components/ui/label';
import { FormField } from '@/components/form-field';
import { getFieldMessage } from '@/lib/error-message';
import { FormSection } from './form-section';
import type { GarageFormValues } from './garage-form-values';
import { OptionSelect } from './option-select';

/** Modification type, price range, location, and the for-sale flag with its free-text price. */
export function DetailsSection() {
  const { t } = useTranslation(['garageForm', 'errors']);
  const { control, register, formState } = useFormContext<GarageFormValues>();
  const { errors } = formState;
  const [vehicleType, isForSale] = useWatch({ control, name: ['vehicleType', 'isForSale'] });

  return (
    <FormSection id="garage-details" title={t('sections.details')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="garage-modification-type"
          label={t('fields.modificationType')}
          error={getFieldMessage(errors.modificationType?.message, t)}
        >
          {(field) => (
            <Controller
              control={control}
              name="modificationType"
              render={({ field: { value, onChange } }) => (
                <OptionSelect
                  {...field}
                  value={value}
                  onChange={onChange}
                  options={modificationTypesFor(vehicleType)}
                  labelOf={(option) => t(`modificationTypes.${option}`)}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="garage-price-range"
          label={t('fields.priceRange')}
          error={getFieldMessage(errors.priceRange?.message, t)}
        >
          {(field) => (
            <Controller
              control={control}
              name="priceRange"
              render={({ field: { value, onChange } }) => (
                <OptionSelect
                  {...field}
                  value={value}
                  onChange={onChange}
                  options={priceRangesFor(vehicleType)}
                  labelOf={(option) => formatPriceRange(option)}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          id="garage-location"
          label={t('fields.location')}
          error={getFieldMessage(errors.location?.message, t)}
          className="sm:col-span-2"
        >
          {(field) => (
            <>
              <Input
                {...field}
                {...register('location')}
                list="garage-location-options"
                autoComplete="off"
                placeholder={t('placeholders.location')}
                maxLength={100}
              />
              <datalist id="garage-location-options">
                {PROVINCES.map((province) => (
                  <option key={province} value={province} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Controller
            control={control}
            name="isForSale"
            render={({ field: { value, onChange, ref } }) => (
              <Checkbox
                ref={ref}
                id="garage-for-sale"
                checked={value}
                onCheckedChange={(checked) => onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="garage-for-sale">{t('fields.isForSale')}</Label>
        </div>
        {isForSale ? (
          <FormField
            id="garage-sale-price"
            label={t('fields.salePrice')}
            error={getFieldMessage(errors.salePrice?.message, t)}
            hint={t('hints.salePrice')}
            className="sm:col-span-2"
          >
            {(field) => (
              <Input
                {...field}
                {...register('salePrice')}
                placeholder={t('placeholders.salePrice')}
                maxLength={60}
              />
            )}
          </FormField>
        ) : null}
      </div>
    </FormSection>
  );
}
