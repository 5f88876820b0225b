import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { GarageData, GarageDetail, GarageInput } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { DetailsSection } from './details-section';
import {
  PERFORMANCE_FIELDS,
  applyServerFieldErrors,
  garageFormResolver,
  toFormValues,
  toGarageInput,
  type GarageFormValues,
} from './garage-form-values';
import { PerformanceSection } from './performance-section';
import { PhotosSection } from './photos-section';
import { VehicleSection } from './vehicle-section';
import { ModificationsSection } from './modifications/modifications-section';

/** The first error code in a field's error tree (array fields such as photos nest them). */
function firstErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const nested = firstErrorCode(value);
    if (nested) return nested;
  }
  return undefined;
}

export interface GarageFormProps {
  /** The stored garage when editing; empty form when creating. */
  initial?: GarageDetail;
  submitLabel: string;
  /** Shown on the submit button while saving (e.g. 'Güncelleniyor...'). */
  submittingLabel: string;
  /**
   * Sends the body. Reject (with an `ApiError`) to keep the form as typed: the server's field
   * errors are then shown on the fields. Toasts are the caller's.
   */
  onSubmit: (input: GarageInput) => Promise<void>;
  /** Extra buttons before the submit button (e.g. 'İptal'). */
  secondaryAction?: ReactNode;
}

/** The create / edit garage form, validated with the shared `garageInput`. */
export function GarageForm({
  initial,
  submitLabel,
  submittingLabel,
  onSubmit,
  secondaryAction,
}: GarageFormProps) {
  const { t } = useTranslation(['garageForm', 'errors']);
  const [defaultValues] = useState(() => toFormValues(initial));
  const form = useForm<GarageFormValues, unknown, GarageData>({
    defaultValues,
    resolver: garageFormResolver,
  });
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [performanceOpen, setPerformanceOpen] = useState(() =>
    PERFORMANCE_FIELDS.some((name) => defaultValues[name] !== ''),
  );
  const saving = form.formState.isSubmitting;

  const onValid = async (data: GarageData) => {
    setFormError(null);
    try {
      await onSubmit(toGarageInput(data));
    } catch (error) {
      if (isApiError(error) && applyServerFieldErrors(error.fields, form.setError)) {
        if (error.fields && PERFORMANCE_FIELDS.some((name) => name in error.fields!))
          setPerformanceOpen(true);
      }
      setFormError(getErrorMessage(error, t));
    }
  };

  const onInvalid = (errors: FieldErrors<GarageFormValues>) => {
    if (PERFORMANCE_FIELDS.some((name) => errors[name])) setPerformanceOpen(true);
    // 'Zorunlu alanları doldurmanız gerekiyor.' only when a required field is empty; otherwise
    // the first field's own reason (e.g. 'Yıl 1900 ile gelecek yıl arasında olmalıdır.').
    const codes = Object.values(errors).map((error) => firstErrorCode(error));
    const own = codes.find((code) => code && code !== 'REQUIRED');
    const message = codes.includes('REQUIRED') || !own ? t('errors:VALIDATION_FAILED') : (getFieldMessage(own, t) ?? own);
    setFormError(message);
    toast.error(message);
  };

  const busy = saving || uploading;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        className="space-y-6"
        aria-busy={saving}
      >
        {/* Fields stay editable while saving (focus can move to a field the server refused). */}
        <VehicleSection />
        <DetailsSection garageId={initial?.id} isForSale={initial?.isForSale ?? false} />
        <PhotosSection disabled={saving} onUploadingChange={setUploading} />
        <PerformanceSection open={performanceOpen} onOpenChange={setPerformanceOpen} />
        <ModificationsSection />

        <div className="space-y-3">
          <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
            {formError}
          </p>
          {uploading ? (
            <p className="text-sm text-muted-foreground">{t('garageForm:uploadInProgress')}</p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {secondaryAction}
            <Button type="submit" variant="brand" size="lg" disabled={busy}>
              {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {saving ? submittingLabel : submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
