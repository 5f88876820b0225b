import { useId } from 'react';
import {
  LOCATION_SHARE_DEFAULT_DURATION_MINUTES,
  LOCATION_SHARE_DURATIONS_MINUTES,
  LOCATION_SHARE_MESSAGE_MAX_LENGTH,
  LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH,
  locationShareInput,
  type LocationShareDuration,
  type LocationShareInput,
} from '@garaj/shared';
import { Crosshair, MapPin, Share2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, getFieldMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useMyGarages } from '../api/get-my-garages';
import { useStartLocationShare } from '../api/start-location-share';
import { useGeolocation } from '../hooks/use-geolocation';

/** The vehicle select's value for "type it". */
const OTHER = 'other';

/** The form's values; `vehicleChoice` null = not picked yet (the first garage, or typing without one). */
interface ShareFormValues {
  vehicleChoice: string | null;
  vehicleText: string;
  message: string;
  durationMinutes: LocationShareDuration;
  isPublic: boolean;
  exact: boolean;
}

/**
 * The member's share form (spec §2 Location sharing, §5, §8): 'Konumumu Al' (browser position),
 * the vehicle (one of their garages, or typed), message (default 'Konumumu paylaşıyorum! 📍'),
 * duration 15/30/60/120 (default 30), public (on; off = followers only) and precision
 * (approximate by default, exact only when ticked, with what it means). Refuses to share
 * without a position ('Konum Bulunamadı') or vehicle info ('Araç Bilgisi Gerekli', the shared
 * `locationShareInput` rule; the vehicle field is then marked and focused).
 */
export function ShareForm() {
  const { t } = useTranslation('location');
  const id = useId();
  const { position, locating, locate } = useGeolocation();
  const garages = useMyGarages(true);
  const start = useStartLocationShare();
  const form = useForm<ShareFormValues>({
    defaultValues: { vehicleChoice: null, vehicleText: '', message: '', durationMinutes: LOCATION_SHARE_DEFAULT_DURATION_MINUTES, isPublic: true, exact: false },
  });
  const vehicleInvalid = Boolean(form.formState.errors.vehicleText);
  const exact = form.watch('exact');

  const ownGarages = garages.data?.items ?? [];
  const choice = form.watch('vehicleChoice') ?? (ownGarages[0]?.id ?? OTHER);
  const typing = choice === OTHER || !ownGarages.length;

  /** 'Araç Bilgisi Gerekli', the vehicle field marked and focused. */
  const vehicleRequired = () => {
    toast.error(t('toast.vehicleTitle'), { description: t('toast.vehicleText') });
    form.setError('vehicleText', { type: 'required', message: 'LOCATION_VEHICLE_REQUIRED' }, { shouldFocus: true });
  };

  const submit = form.handleSubmit((values) => {
    if (!position) {
      toast.error(t('toast.noPositionTitle'), { description: t('toast.noPositionText') });
      return;
    }
    const garageId = typing ? null : choice;
    const input: LocationShareInput = {
      ...position,
      garageId,
      vehicleText: garageId ? null : values.vehicleText.trim(),
      message: values.message.trim() || null,
      durationMinutes: values.durationMinutes,
      isPublic: values.isPublic,
      precision: values.exact ? 'exact' : 'approximate',
    };
    const checked = locationShareInput.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (checked.error.issues.some((i) => i.message === 'LOCATION_VEHICLE_REQUIRED')) vehicleRequired();
      else toast.error(t('toast.failedTitle'), { description: getFieldMessage(issue?.message, t) });
      return;
    }
    // mutateAsync: this form unmounts as soon as the share is in the cache (the running-share
    // panel takes its place), and a `mutate` callback would not run after that.
    start.mutateAsync(input).then(
      (share) => toast.success(t('toast.sharedTitle'), { description: t('toast.sharedText', { minutes: share.durationMinutes }) }),
      (error: unknown) => {
        if (isApiError(error) && error.code === 'LOCATION_VEHICLE_REQUIRED') vehicleRequired();
        else toast.error(t('toast.failedTitle'), { description: getErrorMessage(error, t) });
      },
    );
  });

  const durationLabel = (minutes: number) => (minutes >= 60 ? t('form.durationHours', { hours: minutes / 60 }) : t('form.durationOption', { minutes }));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5" aria-labelledby={`${id}-title`} noValidate>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('form.subtitle')}</p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={locate} disabled={locating}>
          <Crosshair aria-hidden="true" />
          {locating ? t('form.locating') : t('form.locate')}
        </Button>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status" data-testid="share-position">
          <MapPin className="size-4" aria-hidden="true" />
          {position ? t('form.located') : t('form.noPosition')}
        </p>
      </div>

      {ownGarages.length ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-vehicle`}>{t('form.vehicle')}</Label>
          <Controller
            control={form.control}
            name="vehicleChoice"
            render={({ field }) => (
              <Select value={choice} onValueChange={field.onChange}>
                <SelectTrigger id={`${id}-vehicle`} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ownGarages.map((garage) => (
                    <SelectItem key={garage.id} value={garage.id}>
                      {`${garage.carBrand} ${garage.carModel}${garage.carYear ? ` (${garage.carYear})` : ''} — ${garage.name}`}
                    </SelectItem>
                  ))}
                  <SelectItem value={OTHER}>{t('form.vehicleOther')}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </div>
      ) : null}
      {typing ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-vehicle-text`}>{t('form.vehicleText')}</Label>
          <Input
            id={`${id}-vehicle-text`}
            {...form.register('vehicleText')}
            aria-invalid={vehicleInvalid || undefined}
            placeholder={t('form.vehicleTextPlaceholder')}
            maxLength={LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH}
            autoComplete="off"
          />
        </div>
      ) : null}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{t('form.message')}</Label>
        <Input id={`${id}-message`} {...form.register('message')} placeholder={t('form.messagePlaceholder')} maxLength={LOCATION_SHARE_MESSAGE_MAX_LENGTH} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-duration`}>{t('form.duration')}</Label>
        <Controller
          control={form.control}
          name="durationMinutes"
          render={({ field }) => (
            <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v) as LocationShareDuration)}>
              <SelectTrigger id={`${id}-duration`} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LOCATION_SHARE_DURATIONS_MINUTES.map((minutes) => (
                  <SelectItem key={minutes} value={String(minutes)}>
                    {durationLabel(minutes)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="isPublic"
            render={({ field }) => (
              <Checkbox id={`${id}-public`} ref={field.ref} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} aria-describedby={`${id}-public-help`} />
            )}
          />
          <Label htmlFor={`${id}-public`}>{t('form.public')}</Label>
        </div>
        <p id={`${id}-public-help`} className="text-xs text-muted-foreground">
          {t('form.publicHelp')}
        </p>
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="exact"
            render={({ field }) => (
              <Checkbox id={`${id}-exact`} ref={field.ref} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} aria-describedby={`${id}-exact-help`} />
            )}
          />
          <Label htmlFor={`${id}-exact`}>{t('form.exact')}</Label>
        </div>
        <p id={`${id}-exact-help`} className={exact ? 'text-xs text-amber-700 dark:text-amber-400' : 'text-xs text-muted-foreground'}>
          {exact ? t('form.exactHelp') : t('form.approximateHelp')}
        </p>
      </div>

      <Button type="submit" disabled={start.isPending}>
        <Share2 aria-hidden="true" />
        {start.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
