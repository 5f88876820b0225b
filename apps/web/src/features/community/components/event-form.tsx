import { useState, type FormEvent } from 'react';
import { EVENT_CATEGORIES, EVENT_DURATION_DEFAULT, EVENT_DURATION_MAX, EVENT_DURATION_MIN, eventInput, type CommunityEvent, type EventCategory, type EventInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form-field';
import { ImageUpload, imageItemFromView, type ImageUploadItem } from '@/components/image-upload';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useSaveEvent } from '../api/save-event';
import { fromTurkeyInput, toTurkeyInput } from '../utils/istanbul-time';

interface Values {
  title: string;
  description: string;
  category: EventCategory | '';
  startsAt: string;
  durationMinutes: string;
  location: string;
  capacity: string;
  image: ImageUploadItem[];
  titleEn: string;
  descriptionEn: string;
  latitude: string;
  longitude: string;
  convoyEnabled: boolean;
}

const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values: the stored texts of both languages (an admin's `texts`), not the translated ones. */
const valuesOf = (event?: CommunityEvent): Values => ({
  title: event?.texts?.title ?? event?.title ?? '',
  description: event?.texts?.description ?? event?.description ?? '',
  titleEn: event?.texts?.titleEn ?? '',
  descriptionEn: event?.texts?.descriptionEn ?? '',
  latitude: coordinate(event?.latitude),
  longitude: coordinate(event?.longitude),
  convoyEnabled: event?.convoyEnabled ?? false,
  category: event?.category ?? '',
  startsAt: event ? toTurkeyInput(event.startsAt) : '',
  durationMinutes: String(event?.durationMinutes ?? EVENT_DURATION_DEFAULT),
  location: event?.location ?? '',
  capacity: event?.capacity === null || event?.capacity === undefined ? '' : String(event.capacity),
  image: event?.image ? [imageItemFromView(event.image)] : [],
});

/** The body sent to the API (the server checks it again). */
function inputOf(v: Values): EventInput {
  return {
    title: v.title,
    description: v.description,
    category: v.category as EventCategory,
    startsAt: fromTurkeyInput(v.startsAt) ?? v.startsAt,
    durationMinutes: Number(v.durationMinutes),
    location: v.location,
    capacity: v.capacity.trim() === '' ? null : v.capacity.trim(),
    imageId: v.image[0]?.imageId ?? null,
    titleEn: v.titleEn,
    descriptionEn: v.descriptionEn,
    latitude: v.latitude.trim() === '' ? null : v.latitude.trim(),
    longitude: v.longitude.trim() === '' ? null : v.longitude.trim(),
    convoyEnabled: v.convoyEnabled,
  };
}

/**
 * Admin form to create or edit an event (Event: title, date, location, category, image,
 * description; capacity and duration). Checked with the shared `eventInput` schema before
 * sending; the server's field errors show under their fields; the input survives a failure.
 */
export function EventForm({ event }: { event?: CommunityEvent }) {
  const { t } = useTranslation(['community', 'common', 'errors']);
  const navigate = useNavigate();
  const save = useSaveEvent(event?.id);
  const [values, setValues] = useState<Values>(() => valuesOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const fieldError = (key: string) => getFieldMessage(errors[key], t);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = inputOf(values);
    const parsed = eventInput.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      if (!values.category) next.category = 'REQUIRED';
      if (!values.startsAt) next.startsAt = 'REQUIRED';
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(event ? t('toast.saved') : t('toast.created'));
        void navigate(`/community/events/${saved.id}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
      },
    });
  };

  const busy = save.isPending || uploading;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={save.isPending}>
      <FormField id="event-title" label={t('form.title')} error={fieldError('title')}>
        {(control) => <Input {...control} value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={120} required />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="event-category" label={t('form.category')} error={fieldError('category')}>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(e) => set('category', e.target.value as EventCategory | '')}
              required
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <option value="">{t('form.categoryPlaceholder')}</option>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="event-starts" label={t('form.startsAt')} hint={t('form.startsAtHelp')} error={fieldError('startsAt')}>
          {(control) => <Input {...control} type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} required />}
        </FormField>
        <FormField id="event-duration" label={t('form.duration')} error={fieldError('durationMinutes')}>
          {(control) => (
            <Input {...control} type="number" inputMode="numeric" min={EVENT_DURATION_MIN} max={EVENT_DURATION_MAX} step={15} value={values.durationMinutes} onChange={(e) => set('durationMinutes', e.target.value)} />
          )}
        </FormField>
        <FormField id="event-capacity" label={t('form.capacity')} hint={t('form.capacityHelp')} error={fieldError('capacity')}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} value={values.capacity} onChange={(e) => set('capacity', e.target.value)} />}
        </FormField>
      </div>
      <FormField id="event-location" label={t('form.location')} error={fieldError('location')}>
        {(control) => <Input {...control} value={values.location} placeholder={t('form.locationPlaceholder')} onChange={(e) => set('location', e.target.value)} maxLength={200} required />}
      </FormField>
      <FormField id="event-description" label={t('form.description')} error={fieldError('description')}>
        {(control) => <Textarea {...control} rows={6} value={values.description} onChange={(e) => set('description', e.target.value)} maxLength={2000} required />}
      </FormField>
      <FormField id="event-title-en" label={t('form.titleEn')} hint={t('form.englishHelp')} error={fieldError('titleEn')}>
        {(control) => <Input {...control} lang="en" value={values.titleEn} onChange={(e) => set('titleEn', e.target.value)} maxLength={120} />}
      </FormField>
      <FormField id="event-description-en" label={t('form.descriptionEn')} error={fieldError('descriptionEn')}>
        {(control) => <Textarea {...control} lang="en" rows={4} value={values.descriptionEn} onChange={(e) => set('descriptionEn', e.target.value)} maxLength={2000} />}
      </FormField>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t('form.mapPoint')}</legend>
        <p className="text-sm text-muted-foreground">{t('form.mapPointHelp')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="event-latitude" label={t('form.latitude')} error={fieldError('latitude')}>
            {(control) => <Input {...control} inputMode="decimal" placeholder="41.0082" value={values.latitude} onChange={(e) => set('latitude', e.target.value)} />}
          </FormField>
          <FormField id="event-longitude" label={t('form.longitude')} error={fieldError('longitude')}>
            {(control) => <Input {...control} inputMode="decimal" placeholder="28.9784" value={values.longitude} onChange={(e) => set('longitude', e.target.value)} />}
          </FormField>
        </div>
      </fieldset>
      <div className="flex items-start gap-3 rounded-lg border p-4">
        <NativeCheckbox id="event-convoy" checked={values.convoyEnabled} onChange={(e) => set('convoyEnabled', e.target.checked)} aria-describedby="event-convoy-help" className="mt-0.5" />
        <div className="grid gap-1">
          <label htmlFor="event-convoy" className="text-sm font-medium">
            {t('form.convoy')}
          </label>
          <p id="event-convoy-help" className="text-sm text-muted-foreground">
            {t('form.convoyHelp')}
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium" id="event-image-label">
          {t('form.image')}
        </p>
        <ImageUpload purpose="event" value={values.image} onChange={(image) => set('image', image)} onUploadingChange={setUploading} disabled={save.isPending} invalid={Boolean(errors.imageId)} aria-describedby={errors.imageId ? 'event-image-error' : undefined} />
        {errors.imageId ? (
          <p id="event-image-error" className="text-sm font-medium text-destructive">
            {fieldError('imageId')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => void navigate(event ? `/community/events/${event.id}` : '/community')}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {save.isPending ? t('form.saving') : event ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
