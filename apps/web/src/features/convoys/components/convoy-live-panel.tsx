import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/session';
import { useConvoy } from '../api/get-convoy';
import { useConvoyLiveUpdates } from '../hooks/use-convoy-live-updates';
import { ConvoyEnded } from './convoy-ended';
import { ConvoyMapSection } from './convoy-map-section';
import { ConvoyMemberList } from './convoy-member-list';
import { ConvoyShareControls } from './convoy-share-controls';

/**
 * The live convoy of a participant: the map (loaded lazily), the switch to share their own
 * position, and the participants sharing now. Kept live by the `convoy` event stream; when the
 * convoy ends ('ended' event, or the server's answer) it says so and nothing is shown any more.
 */
export function ConvoyLivePanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation(['convoy', 'errors']);
  const { user } = useCurrentUser();
  const { data, isPending, isError, error, refetch } = useConvoy(eventId);
  useConvoyLiveUpdates(eventId, true);

  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span role="status" className="sr-only">
          {t('loading')}
        </span>
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border p-4" role="alert">
        <p className="text-sm text-muted-foreground">{getErrorMessage(error, t)}</p>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (data.status === 'ended') {
    return <ConvoyEnded />;
  }
  const myId = user?.id ?? null;
  const mine = data.positions.find((p) => p.member.id === myId) ?? null;
  return (
    <div className="grid gap-4">
      <ConvoyMapSection positions={data.positions} myId={myId} tileUrl={data.map.tileUrl} attribution={data.map.attribution} />
      <ConvoyShareControls eventId={eventId} mine={mine} live={data.status === 'live'} />
      <ConvoyMemberList positions={data.positions} myId={myId} />
    </div>
  );
}
