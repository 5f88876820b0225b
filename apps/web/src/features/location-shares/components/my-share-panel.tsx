import type { PublicLocationShare } from '@garaj/shared';
import { Radio, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useLocationShares } from '../api/get-location-shares';
import { useStopLocationShare } from '../api/stop-location-share';
import { usePositionSync } from '../hooks/use-position-sync';
import { useNow } from '../hooks/use-remaining-time';
import { useRemainingText } from './remaining-time';

/**
 * While the member shares: what is shared (vehicle, message, precision, audience), the remaining
 * time, the last update; the position follows the browser (at most every 15 s) while the page is
 * open; 'Paylaşımı Durdur' ends it at once ('Konum Paylaşımı Durduruldu'). No confirmation: sharing
 * again is one click away and nothing is lost.
 */
export function MySharePanel({ share }: { share: PublicLocationShare }) {
  const { t } = useTranslation('location');
  const { dataUpdatedAt } = useLocationShares();
  const now = useNow(undefined, share, dataUpdatedAt);
  const remaining = useRemainingText();
  const stop = useStopLocationShare();
  usePositionSync(share);

  // mutateAsync: this panel unmounts as soon as the share leaves the cache.
  const onStop = () =>
    stop.mutateAsync().then(
      () => toast.success(t('toast.stopped')),
      (error: unknown) => toast.error(t('toast.failedTitle'), { description: getErrorMessage(error, t) }),
    );

  return (
    <section className="grid gap-4 rounded-xl border border-primary/40 bg-card p-4 shadow-xs sm:p-5" aria-labelledby="my-share-title" data-testid="my-share">
      <div className="flex items-center gap-2">
        <Radio className="size-5 animate-pulse text-primary" aria-hidden="true" />
        <h2 id="my-share-title" className="text-lg font-semibold">
          {t('mine.title')}
        </h2>
      </div>
      <dl className="grid gap-1 text-sm">
        <dt className="sr-only">{t('card.vehicle')}</dt>
        <dd className="font-medium">{share.vehicle.label}</dd>
        <dt className="sr-only">{t('form.message')}</dt>
        <dd className="break-words text-muted-foreground">{share.message}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">{share.precision === 'approximate' ? t('card.approximate') : t('card.exact')}</Badge>
        <Badge variant="outline">{share.isPublic ? t('card.public') : t('card.followers')}</Badge>
      </div>
      <p className="text-sm font-medium" data-testid="my-share-remaining">
        {t('mine.remaining', { time: remaining(share.expiresAt, now) })}
      </p>
      <p className="text-xs text-muted-foreground">
        {t('mine.lastUpdate', { time: formatRelativeTime(share.positionUpdatedAt, undefined, new Date(Math.max(now, Date.parse(share.positionUpdatedAt)))) })}
        {' · '}
        {t('mine.updating')}
      </p>
      <Button variant="destructive" onClick={() => void onStop()} disabled={stop.isPending}>
        <Square aria-hidden="true" />
        {stop.isPending ? t('mine.stopping') : t('mine.stop')}
      </Button>
    </section>
  );
}
