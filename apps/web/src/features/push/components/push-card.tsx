import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { NoServiceWorkerError, usePushDevice } from '../hooks/use-push-device';

/** Why turning push on or off failed, in the member's words. */
function failureText(error: unknown, t: TFunction): string {
  if (isApiError(error)) return getErrorMessage(error, t);
  if (error instanceof NoServiceWorkerError) return t('push:errors.noWorker');
  return t('push:errors.generic');
}

/**
 * "Bu cihazda anlık bildirimler" on /profile: whether this browser receives the member's push
 * notifications, with one button to turn it on ("Aç": asks the browser's permission on that
 * click only, then subscribes) or off ("Kapat"). A browser without push says so; a site whose
 * notifications the member blocked explains how to allow them again. Which types are pushed is
 * chosen in the notification preferences.
 */
export function PushCard() {
  const { t } = useTranslation(['push', 'errors']);
  const { state, otherDevices, loadError, retry, turnOn, turnOff } = usePushDevice();
  const busy = turnOn.isPending || turnOff.isPending;
  const failure = turnOn.error ?? turnOff.error;

  const onTurnOn = () =>
    turnOn.mutate(undefined, {
      onSuccess: (result) => {
        if (result.outcome === 'on') toast.success(t('push:card.turnedOn'));
      },
    });
  const onTurnOff = () => turnOff.mutate(undefined, { onSuccess: () => toast.success(t('push:card.turnedOff')) });

  return (
    <Card id="push-notifications">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('push:card.title')}</h2>
        <CardDescription>{t('push:card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {state === 'loading' ? (
          <Spinner label={t('push:card.loading')} />
        ) : state === 'error' ? (
          <ErrorState headingLevel={3} title={t('push:errors.load')} message={getErrorMessage(loadError, t)} onRetry={retry} />
        ) : state === 'unsupported' ? (
          <div className="grid gap-1 text-sm" role="status">
            <p className="flex items-center gap-2 font-medium">
              <BellOff className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('push:card.unsupported')}
            </p>
            <p className="text-muted-foreground">{t('push:card.unsupportedIos')}</p>
          </div>
        ) : state === 'denied' ? (
          <div className="grid gap-1 text-sm" role="status">
            <p className="flex items-center gap-2 font-medium">
              <BellOff className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('push:card.denied')}
            </p>
            <p className="text-muted-foreground">{t('push:card.deniedHelp')}</p>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium" role="status">
              {state === 'on' ? (
                <BellRing className="size-4 text-primary" aria-hidden="true" />
              ) : (
                <BellOff className="size-4 text-muted-foreground" aria-hidden="true" />
              )}
              {t(state === 'on' ? 'push:card.on' : 'push:card.off')}
            </p>
            {state === 'on' ? (
              <Button variant="outline" disabled={busy} onClick={onTurnOff}>
                {turnOff.isPending ? t('push:card.turningOff') : t('push:card.turnOff')}
              </Button>
            ) : (
              <Button disabled={busy} onClick={onTurnOn}>
                {turnOn.isPending ? t('push:card.turningOn') : t('push:card.turnOn')}
              </Button>
            )}
          </div>
        )}
        {state === 'off' && turnOn.data?.outcome === 'dismissed' ? <p className="text-sm text-muted-foreground">{t('push:card.dismissed')}</p> : null}
        {failure && !busy ? (
          <p className="text-sm text-destructive" role="alert">
            {t(turnOn.error ? 'push:errors.turnOn' : 'push:errors.turnOff')} {failureText(failure, t)}
          </p>
        ) : null}
        {(state === 'on' || state === 'off') && otherDevices.length > 0 ? (
          <p className="text-xs text-muted-foreground">{t('push:card.otherDevices', { count: otherDevices.length })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
