import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GARAGE_LIMITS } from '@garaj/shared';
import { ImageUpload } from '@/components/image-upload';
import { getFieldMessage } from '@/lib/error-message';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/lib/session';
import { usePremium } from '@/hooks/use-premium';
import { FormSection } from './form-section';
import type { GarageFormValues } from './garage-form-values';

interface PhotosSectionProps {
  disabled: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/** The first error message in a field's error tree (array fields nest them per item). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

/** Garage photos: upload or link, reorder, first = cover (docs/product.md, Images and Gallery). */
export function PhotosSection({ disabled, onUploadingChange }: PhotosSectionProps) {
  const { t } = useTranslation(['garageForm', 'errors']);
  const { control, formState } = useFormContext<GarageFormValues>();
  const message = firstMessage(formState.errors.photos);
  // The member's own limit (free 12, premium 50; the server enforces it too).
  // The session as the shell already loaded it (read from the cache, never fetched here).
  const viewerId = useQuery({ ...sessionQueryOptions(), enabled: false }).data?.user.id ?? null;
  const premium = usePremium(viewerId, Boolean(viewerId));
  const max = premium.data?.member?.limits.photosPerGarage ?? GARAGE_LIMITS.free.photosPerGarage;
  return (
    <FormSection
      id="garage-photos"
      title={t('sections.photos')}
      description={t('hints.photos', { max })}
    >
      <Controller
        control={control}
        name="photos"
        render={({ field: { value, onChange } }) => (
          <ImageUpload
            id="garage-photos-input"
            purpose="garage"
            multiple
            max={max}
            value={value}
            onChange={onChange}
            disabled={disabled}
            onUploadingChange={onUploadingChange}
            invalid={Boolean(message)}
            aria-describedby={message ? 'garage-photos-error' : undefined}
          />
        )}
      />
      {message ? (
        <p id="garage-photos-error" className="mt-3 text-sm font-medium text-destructive">
          {getFieldMessage(message, t)}
        </p>
      ) : null}
    </FormSection>
  );
}
