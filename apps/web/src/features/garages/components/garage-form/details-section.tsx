import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROVINCES, modificationTypesFor, priceRangesFor } from '@garaj/shared';
import { Input } from '@/components/ui/input';
import { formatPriceRange } from '@/lib/format';
import { FormField } from '@/components/form-field';
import { getFieldMessage } from '@/lib/error-message';
import { FormSection } from './form-section';
import type { GarageFormValues } from './garage-form-values';
import { OptionSelect } from './option-select';

/**
 * Modification type, price range, location, and where the garage is put up for sale: a link to
 * its listing form (`garageId` when editing; a new garage gets its listing once saved).
 */
export function DetailsSection({ garageId, isForSale = false }: { garageId?: string; isForSale?: boolean }) {
  const { t } = useTranslation(['garageForm', 'errors']);
  const { control, register, formState } = useFormContext<GarageFormValues>();
  const { errors } = formState;
  const vehicleType = useWatch({ control, name: 'vehicleType' });

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
        {/* Sale data lives in the garage's listing: the form links to it instead of a second way. */}
        <div className="grid gap-1 rounded-lg border border-dashed p-3 text-sm sm:col-span-2">
          <p className="font-medium">{t('forSale.title')}</p>
          {garageId ? (
            <Link to={`/listings/${garageId}/edit`} className="w-fit font-medium text-primary hover:underline">
              {isForSale ? t('forSale.editListing') : t('forSale.createListing')}
            </Link>
          ) : (
            <p className="text-muted-foreground">{t('forSale.afterCreate')}</p>
          )}
        </div>
      </div>
    </FormSection>
  );
}
