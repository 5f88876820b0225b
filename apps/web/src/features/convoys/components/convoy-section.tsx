import { lazy, Suspense, type ReactNode } from 'react';
import type { CommunityEvent } from '@garaj/shared';
import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useHydrated } from '@/hooks/use-hydrated';
import { useConvoyPhase } from '../hooks/use-convoy-phase';
import { ConvoyEnded } from './convoy-ended';


/** The live panel (share controls, list, map) is needed only by participants during the event: its own chunk, loaded after hydration. */
const ConvoyLivePanel = lazy(() => import('./convoy-live-panel').then((m) => ({ default: m.ConvoyLivePanel })));
/** The event facts the convoy section reads (a `CommunityEvent`). */
export type ConvoyEventFacts = Pick<CommunityEvent, 'id' | 'startsAt' | 'endsAt' | 'convoyEnabled' | 'joined'>;

/** A short note of the section, with an optional link button under it. */
function Note({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-muted/40 p-4">
      <p className="text-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

/**
 * 'Konvoy haritası' on an event's page, when the admin turned it on: before the start 'Konvoy
 * haritası etkinlik başladığında açılır' with the start time; during the event the live map, the
 * share switch and who shares — for participants only (visitors are asked to sign in, other
 * members told it is for participants); after the end 'Konvoy sona erdi'. The phase follows the
 * clock while the page is open.
 */
export function ConvoySection({ event }: { event: ConvoyEventFacts }) {
  const { t } = useTranslation('convoy');
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const phase = useConvoyPhase(event.startsAt, event.endsAt);
  const hydrated = useHydrated();
  if (!event.convoyEnabled) return null;

  const signIn = (
    <Note text={t('signIn.text')}>
      <Button asChild size="sm">
        <Link to={loginPath(pathname + search)}>{t('signIn.action')}</Link>
      </Button>
    </Note>
  );
  let body: ReactNode;
  if (phase === 'ended') {
    body = <ConvoyEnded />;
  } else if (phase === 'upcoming') {
    body = (
      <div className="grid gap-3">
        <div className="grid gap-1 rounded-xl border p-4" data-testid="convoy-upcoming">
          <p className="font-medium">{t('upcoming')}</p>
          <p className="text-sm text-muted-foreground">{t('upcomingAt', { time: formatDate(event.startsAt, 'dateTime') })}</p>
        </div>
        {!user ? signIn : !event.joined ? <Note text={t('joinFirst')} /> : <Note text={t('participantHint')} />}
      </div>
    );
  } else if (!user) {
    body = signIn;
  } else if (!event.joined) {
    body = <Note text={t('participantsOnly')} />;
  } else {
    const loading = <Note text={t('map.loading')} />;
    body = hydrated ? (
      <Suspense fallback={loading}>
        <ConvoyLivePanel eventId={event.id} />
      </Suspense>
    ) : (
      loading
    );
  }
  return (
    <section aria-labelledby="convoy-title" className="grid gap-3" data-testid="convoy">
      <h2 id="convoy-title" className="flex items-center gap-2 text-xl font-semibold">
        <Route className="size-5 text-primary" aria-hidden="true" />
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
