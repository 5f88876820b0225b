import { useState } from 'react';
import { AD_CATEGORIES, adInput, type AdInput, type AdminAd } from '@garaj/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { useUploadsInProgress } from '@/hooks/use-uploads-in-progress';
import { SelectField } from '@/components/select-field';
import { imageItemFromView, type ImageUploadItem } from '@/components/image-upload';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { saveAd } from '../api/save-ad';
import { adminKeys } from '../api/query-keys';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { numberOrNull, schemaResolver, textOrNull } from '../utils/schema-resolver';

/** The ad form's values: every field of an advertisement as typed (numbers and dates as text). */
export interface AdFormValues {
  title: string;
  description: string;
  company: string;
  category: string;
  image: ImageUploadItem[];
  website: string;
  phone: string;
  email: string;
  location: string;
  rating: string;
  reviewsCount: string;
  featured: boolean;
  discountText: string;
  validFrom: string;
  validUntil: string;
}

/** The request body (`adInput`) from the form's values. */
export function toAdInput(values: AdFormValues): AdInput {
  return {
    title: values.title,
    description: values.description,
    company: values.company,
    category: values.category as AdInput['category'],
    imageId: values.image[0]?.imageId ?? null,
    website: textOrNull(values.website),
    phone: textOrNull(values.phone),
    email: textOrNull(values.email),
    location: textOrNull(values.location),
    rating: numberOrNull(values.rating),
    reviewsCount: numberOrNull(values.reviewsCount) ?? 0,
    featured: values.featured,
    discountText: textOrNull(values.discountText),
    validFrom: textOrNull(values.validFrom),
    validUntil: textOrNull(values.validUntil),
  };
}

function initialValues(ad: AdminAd | null): AdFormValues {
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    company: ad?.company ?? '',
    category: ad?.category ?? '',
    image: ad?.image ? [imageItemFromView(ad.image)] : [],
    website: ad?.website ?? '',
    phone: ad?.phone ?? '',
    email: ad?.email ?? '',
    location: ad?.location ?? '',
    rating: ad?.rating == null ? '' : String(ad.rating),
    reviewsCount: ad ? String(ad.reviewsCount) : '0',
    featured: ad?.featured ?? false,
    discountText: ad?.discountText ?? '',
    validFrom: ad?.validFrom ?? '',
    validUntil: ad?.validUntil ?? '',
  };
}

const TEXT_FIELDS = ['company', 'website', 'phone', 'email', 'location', 'discountText'] as const;
const resolver = schemaResolver<AdFormValues>(adInput, toAdInput);

interface AdFormDialogProps {
  /** The ad to edit, `null` for a new one; the dialog is open while this is not `undefined`. */
  ad: AdminAd | null | undefined;
  onClose: () => void;
}

/**
 * Create or edit an ad (admins): every field of `adInput`, checked with the
 * server's schema before sending; the server's field refusals come back on the fields.
 * The image is uploaded with an admin purpose (the ads API accepts those images only).
 */
export function AdFormDialog({ ad, onClose }: AdFormDialogProps) {
  const { t } = useTranslation(['admin', 'errors', 'advertising']);
  const open = ad !== undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{ad ? t('admin:ads.editTitle') : t('admin:ads.createTitle')}</DialogTitle>
          <DialogDescription>{t('admin:ads.formDescription')}</DialogDescription>
        </DialogHeader>
        {open ? <AdForm key={ad?.id ?? 'new'} ad={ad} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors', 'advertising']);
  const [defaultValues] = useState(() => initialValues(ad));
  const form = useForm<AdFormValues>({ defaultValues, resolver });
  const [uploads, onUploadingChange] = useUploadsInProgress();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminMutation({ mutationFn: saveAd, invalidate: [adminKeys.ads()], onSuccess: onDone, silentError: true });
  const errors = form.formState.errors;
  const message = (code: string | undefined) => getFieldMessage(code, t);
  const busy = save.isPending || uploads > 0;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: ad?.id, input: toAdInput(values) });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [path, code] of Object.entries(error.fields)) {
          const head = path.split('.')[0] === 'imageId' ? 'image' : (path.split('.')[0] as keyof AdFormValues);
          if (head in defaultValues) form.setError(head, { message: code });
        }
      }
      setFormError(getErrorMessage(error, t));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
      <FormField id="ad-title" label={t('admin:ads.fields.title')} error={message(errors.title?.message)}>
        {(control) => <Input {...control} maxLength={120} autoComplete="off" {...form.register('title')} />}
      </FormField>
      <FormField id="ad-description" label={t('admin:ads.fields.description')} error={message(errors.description?.message)}>
        {(control) => <Textarea {...control} rows={3} maxLength={1000} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="ad-category"
          label={t('admin:ads.fields.category')}
          error={message(errors.category?.message)}
          control={form.control}
          name="category"
          options={AD_CATEGORIES}
          optionLabel={(category) => t(`advertising:categories.${category}`)}
          placeholder={t('admin:ads.fields.categoryPlaceholder')}
        />
        {TEXT_FIELDS.map((name) => (
          <FormField
            key={name}
            id={`ad-${name}`}
            label={t(`admin:ads.fields.${name}`)}
            hint={name === 'company' ? undefined : t('admin:form.optional')}
            error={message(errors[name]?.message)}
          >
            {(control) => (
              <Input
                {...control}
                type={name === 'email' ? 'email' : name === 'website' ? 'url' : name === 'phone' ? 'tel' : 'text'}
                autoComplete="off"
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
        <FormField id="ad-rating" label={t('admin:ads.fields.rating')} hint={t('admin:ads.fields.ratingHint')} error={message(errors.rating?.message)}>
          {(control) => <Input {...control} type="number" inputMode="decimal" min={0} max={5} step={0.1} {...form.register('rating')} />}
        </FormField>
        <FormField id="ad-reviews" label={t('admin:ads.fields.reviewsCount')} error={message(errors.reviewsCount?.message)}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} step={1} {...form.register('reviewsCount')} />}
        </FormField>
        <FormField id="ad-valid-from" label={t('admin:ads.fields.validFrom')} hint={t('admin:form.optional')} error={message(errors.validFrom?.message)}>
          {(control) => <Input {...control} type="date" {...form.register('validFrom')} />}
        </FormField>
        <FormField id="ad-valid-until" label={t('admin:ads.fields.validUntil')} hint={t('admin:form.optional')} error={message(errors.validUntil?.message)}>
          {(control) => <Input {...control} type="date" {...form.register('validUntil')} />}
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => <Checkbox id="ad-featured" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />}
        />
        <Label htmlFor="ad-featured">{t('admin:ads.fields.featured')}</Label>
      </div>
      <ImageUploadField
        control={form.control}
        name="image"
        id="ad-image"
        label={t('admin:ads.fields.image')} hint={t('admin:form.optional')}
        error={message(errors.image?.message)}
        purpose="event"
        disabled={save.isPending}
        onUploadingChange={onUploadingChange}
      />
      <DialogFormFooter error={formError} onCancel={onDone} submitLabel={t('admin:actions.save')} busy={busy} />
    </form>
  );
}
