import { useEffect, useId, useRef, useState } from 'react';
import type { ConvoyPosition, LocationPrecision } from '@garaj/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { garagesOf, useMyGarages } from '@/hooks/use-my-garages';
import { getErrorMessage } from '@/lib/error-message';
import type { GeolocationFailure } from '@/lib/geolocation';
import { useCurrentUser } from '@/lib/session';
import { removePosition } from '../api/convoy-cache';
import { stopConvoyPosition } from '../api/share-position';
import { useConvoySharing } from '../hooks/use-convoy-sharing';

/** The select's value for "no vehicle". */
const NONE = '';

/**
 * The participant's own sharing: a switch 'Konumumu paylaş', the precision (approximate by
 * default, exact only by choice) and the vehicle shown next to them (one of their garages, or
 * none). On, the browser's position is followed and sent (at most every 15 s); a refused
 * permission, a browser without geolocation or no position found is said under the switch
 * (refused and unsupported also turn it off). Off deletes the position at once. A position the
 * member already shares (another tab, a reload) is picked up again.
 */
export function ConvoyShareControls({ eventId, mine, live }: { eventId: string; mine: ConvoyPosition | null; live: boolean }) {
  const { t } = useTranslation(['convoy', 'errors']);
  const id = useId();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [wanted, setWanted] = useState(mine !== null);
  const [precision, setPrecision] = useState<LocationPrecision>(mine?.precision ?? 'approximate');
  const [garageId, setGarageId] = useState<string>(mine?.vehicle?.garageId ?? NONE);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const garages = garagesOf(useMyGarages().data);
  const sharing = wanted && live;
  // Once the member's position was stored, its disappearance (a stop in another tab, a ban) turns the switch off here too.
  const stored = useRef(false);
  useEffect(() => {
    if (mine) {
      stored.current = true;
      return;
    }
    if (stored.current && wanted) {
      stored.current = false;
      setWanted(false);
    }
  }, [mine, wanted]);

  // Declared as a function: the sharing callbacks below and the switch call it.
  async function stop() {
    stored.current = false;
    setWanted(false);
    setStopping(true);
    try {
      await halt();
      await stopConvoyPosition(eventId);
      if (user) removePosition(queryClient, eventId, user.id);
    } catch (error) {
      setProblem(getErrorMessage(error, t));
    } finally {
      setStopping(false);
    }
  }

  const halt = useConvoySharing(eventId, sharing ? { precision, garageId: garageId || null } : null, {
    onPositionFailure: (reason) => {
      setFailure(reason);
      if (reason !== 'unavailable') void stop();
    },
    onShared: () => setFailure(null),
    onRefused: (error) => {
      setWanted(false);
      setProblem(getErrorMessage(error, t));
    },
  });

  const onSwitch = (checked: boolean) => {
    setFailure(null);
    setProblem(null);
    if (checked) {
      stored.current = false;
      setWanted(true);
    } else void stop();
  };

  const status = failure ? t(`share.${failure}`) : sharing ? (mine ? t('share.sharing') : t('share.waiting')) : null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-4" data-testid="convoy-share">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Radio className={sharing && mine ? 'size-4 animate-pulse text-primary' : 'size-4 text-muted-foreground'} aria-hidden="true" />
          <Label htmlFor={`${id}-switch`}>{t('share.switch')}</Label>
        </h3>
        <NeedsJavaScript>
          <Switch id={`${id}-switch`} checked={sharing} onCheckedChange={onSwitch} disabled={!live || stopping} aria-describedby={`${id}-help`} />
        </NeedsJavaScript>
      </div>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {t('share.help')}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('share.precision')}</legend>
        {(['approximate', 'exact'] as const).map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input type="radio" name={`${id}-precision`} value={value} checked={precision === value} onChange={() => setPrecision(value)} className="mt-0.5 size-4 accent-primary" />
            <span className="grid">
              <span>{t(`share.${value}`)}</span>
              {value === 'exact' ? <span className="text-xs text-muted-foreground">{t('share.exactHelp')}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {garages.length > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-vehicle`}>{t('share.vehicle')}</Label>
          <NativeSelect id={`${id}-vehicle`} value={garageId} onChange={(e) => setGarageId(e.target.value)}>
            <option value={NONE}>{t('share.noVehicle')}</option>
            {garages.map((garage) => (
              <option key={garage.id} value={garage.id}>
                {garage.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {status ? (
        <p className={failure ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'} role={failure ? 'alert' : 'status'} data-testid="convoy-share-status">
          {status}
        </p>
      ) : null}
      {problem ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
