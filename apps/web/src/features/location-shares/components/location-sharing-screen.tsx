import { LogIn, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useLocationShares } from '../api/get-location-shares';
import { useLocationLiveUpdates } from '../hooks/use-location-live-updates';
import { useNow } from '../hooks/use-remaining-time';
import { MySharePanel } from './my-share-panel';
import { ShareForm } from './share-form';
import { liveShares, ShareList } from './share-list';
import { ShareMapSection } from './share-map-section';

/** Visitors: what sharing is, and the way in. */
function SignInToShare() {
  const { t } = useTranslation('location');
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 className="text-lg font-semibold">{t('form.loginTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('form.loginText')}</p>
      <Button asChild>
        <Link to={loginPath('/location-sharing')}>
          <LogIn aria-hidden="true" />
          {t('form.login')}
        </Link>
      </Button>
    </section>
  );
}

/**
 * `/location-sharing` (Location sharing): the live map and the cards
 * of the active shares the viewer may see (server-rendered, then kept live by the `location`
 * event stream), and the member's share form or their running share.
 */
export function LocationSharingScreen() {
  const { t } = useTranslation('location');
  const { user, isPending: sessionPending } = useCurrentUser();
  const { data, dataUpdatedAt } = useLocationShares();
  const now = useNow(undefined, data, dataUpdatedAt);
  useLocationLiveUpdates();
  const count = liveShares(data, now).length;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold">{t('page.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        {data ? (
          <p className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium" data-testid="share-count">
            <Radio className="size-4 text-green-600 dark:text-green-400" aria-hidden="true" />
            {t('page.active', { count, formattedCount: formatNumber(count) })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ShareMapSection />
        <div className="min-w-0">
          {sessionPending ? null : !user ? <SignInToShare /> : data?.mine ? <MySharePanel share={data.mine} /> : <ShareForm />}
        </div>
      </div>
      <section className="grid gap-4" aria-labelledby="active-shares-title">
        <h2 id="active-shares-title" className="text-xl font-semibold">
          {t('list.title')}
        </h2>
        <ShareList />
      </section>
    </div>
  );
}
