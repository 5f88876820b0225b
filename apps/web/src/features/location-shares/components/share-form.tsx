import { useId, useState } from 'react';
import {
  LOCATION_SHARE_DEFAULT_DURATION_MINUTES,
  LOCATION_SHARE_DURATIONS_MINUTES,
  LOCATION_SHARE_MESSAGE_MAX_LENGTH,
  LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH,
  locationShareInput,
  type LocationShareDuration,
  type LocationShareInput,
} from '@garaj/shared';
import { MapPin } from 'lucide-react';
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
import { garagesOf, useMyGarages } from '@/hooks/use-my-garages';
import { GeolocationError, requestPosition, type GeolocationFailure } from '@/lib/geolocation';
import { useStartLocationShare } from '../api/start-location-share';

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

/** The toast title and text (also shown under the button) of each way asking for the position fails. */
const GEO_FAILURE_TEXT: Record<GeolocationFailure, { title: string; text: string }> = {
  unsupported: { title: 'toast.unsupportedTitle', text: 'toast.unsupportedText' },
  denied: { title: 'toast.errorTitle', text: 'toast.errorText' },
  unavailable: { title: 'toast.noPositionTitle', text: 'toast.unavailableText' },
};

/**
 * The member's share form: one action, 'Konumumu Paylaş', asks the browser for the position and
 * starts the share at once with the options shown after it — the vehicle (one of their garages,
 * or typed), message (default 'Konumumu paylaşıyorum! 📍'), duration 15/30/60/120 (default 30),
 * public (on; off = followers only) and precision (approximate by default, exact only when
 * ticked, with what it means). The vehicle is checked before the browser is asked ('Araç Bilgisi
 * Gerekli', the shared `locationShareInput` rule; the field is then marked and focused). A
 * refused permission ('Konum Hatası'), no position found ('Konum Bulunamadı') or no Geolocation
 * API ('Konum Desteklenmiyor') is told in a toast and stays written under the button.
 */
export function ShareForm() {
  const { t } = useTranslation('location');
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [geoFailure, setGeoFailure] = useState<GeolocationFailure | null>(null);
  const garages = useMyGarages(true);
  const start = useStartLocationShare();
  const form = useForm<ShareFormValues>({
    defaultValues: {
      vehicleChoice: null,
      vehicleText: '',
      message: '',
      durationMinutes: LOCATION_SHARE_DEFAULT_DURATION_MINUTES,
      isPublic: true,
      exact: false,
    },
  });
  const vehicleInvalid = Boolean(form.formState.errors.vehicleText);
  const exact = form.watch('exact');

  const ownGarages = garagesOf(garages.data);
  const choice = form.watch('vehicleChoice') ?? ownGarages[0]?.id ?? OTHER;
  const typing = choice === OTHER || !ownGarages.length;

  /** 'Araç Bilgisi Gerekli', the vehicle field marked and focused. */
  const vehicleRequired = () => {
    toast.error(t('toast.vehicleTitle'), { description: t('toast.vehicleText') });
    form.setError(
      'vehicleText',
      { type: 'required', message: 'LOCATION_VEHICLE_REQUIRED' },
      { shouldFocus: true },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    const garageId = typing ? null : choice;
    const options = {
      garageId,
      vehicleText: garageId ? null : values.vehicleText.trim(),
      message: values.message.trim() || null,
      durationMinutes: values.durationMinutes,
      isPublic: values.isPublic,
      precision: values.exact ? ('exact' as const) : ('approximate' as const),
    };
    // The vehicle first: no permission prompt for a share that cannot start.
    if (!garageId && !options.vehicleText) {
      vehicleRequired();
      return;
    }
    setGeoFailure(null);
    setLocating(true);
    let position;
    try {
      position = await requestPosition();
    } catch (error) {
      const reason = error instanceof GeolocationError ? error.reason : 'unavailable';
      setGeoFailure(reason);
      toast.error(t(GEO_FAILURE_TEXT[reason].title), {
        description: t(GEO_FAILURE_TEXT[reason].text),
      });
      return;
    } finally {
      setLocating(false);
    }
    const input: LocationShareInput = { ...position, ...options };
    const checked = locationShareInput.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (checked.error.issues.some((i) => i.message === 'LOCATION_VEHICLE_REQUIRED'))
        vehicleRequired();
      else toast.error(t('toast.failedTitle'), { description: getFieldMessage(issue?.message, t) });
      return;
    }
    // mutateAsync: this form unmounts as soon as the share is in the cache (the running-share
    // panel takes its place), and a `mutate` callback would not run after that.
    await start.mutateAsync(input).then(
      (share) =>
        toast.success(t('toast.sharedTitle'), {
          description: t('toast.sharedText', { minutes: share.durationMinutes }),
        }),
      (error: unknown) => {
        if (isApiError(error) && error.code === 'LOCATION_VEHICLE_REQUIRED') vehicleRequired();
        else toast.error(t('toast.failedTitle'), { description: getErrorMessage(error, t) });
      },
    );
  });

  const durationLabel = (minutes: number) =>
    minutes >= 60
      ? t('form.durationHours', { hours: minutes / 60 })
      : t('form.durationOption', { minutes });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('form.subtitle')}</p>
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
        <Button
          type="submit"
          size="lg"
          disabled={locating || start.isPending}
          aria-describedby={`${id}-action-help`}
        >
          <MapPin aria-hidden="true" />
          {locating
            ? t('form.locating')
            : start.isPending
              ? t('form.submitting')
              : t('form.submit')}
        </Button>
        {geoFailure ? (
          <p
            className="text-sm font-medium text-destructive"
            role="alert"
            data-testid="share-position-error"
          >
            {t(GEO_FAILURE_TEXT[geoFailure].text)}
          </p>
        ) : null}
        <p id={`${id}-action-help`} className="text-xs text-muted-foreground">
          {t('form.actionHelp')}
        </p>
      </div>

      <fieldset className="grid min-w-0 gap-4 border-t pt-4">
        <legend className="float-left w-full text-sm font-semibold">{t('form.options')}</legend>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>{t('form.message')}</Label>
          <Input
            id={`${id}-message`}
            {...form.register('message')}
            placeholder={t('form.messagePlaceholder')}
            maxLength={LOCATION_SHARE_MESSAGE_MAX_LENGTH}
          />
        </div>

        <div className="grid gap-2">
          <Label htmlFor={`${id}-duration`}>{t('form.duration')}</Label>
          <Controller
            control={form.control}
            name="durationMinutes"
            render={({ field }) => (
              <Select
                value={String(field.value)}
                onValueChange={(v) => field.onChange(Number(v))}
              >
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
                <Checkbox
                  id={`${id}-public`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-public-help`}
                />
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
                <Checkbox
                  id={`${id}-exact`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-exact-help`}
                />
              )}
            />
            <Label htmlFor={`${id}-exact`}>{t('form.exact')}</Label>
          </div>
          <p
            id={`${id}-exact-help`}
            className={
              exact ? 'text-xs text-amber-700 dark:text-amber-400' : 'text-xs text-muted-foreground'
            }
          >
            {exact ? t('form.exactHelp') : t('form.approximateHelp')}
          </p>
        </div>
      </fieldset>
    </form>
  );
}
