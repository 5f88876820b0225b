import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useMyInvites } from '../api/get-my-invites';
import { AffiliateInfo } from './affiliate-info';
import { InviteLinkCard } from './invite-link-card';
import { InviteRewards } from './invite-rewards';
import { InviteStats } from './invite-stats';
import { InvitedFriends } from './invited-friends';

/** Visitors: what the programme is and the way in. */
function SignInToInvite() {
  const { t } = useTranslation('affiliate');
  return (
    <section aria-labelledby="affiliate-cta-title" className="grid gap-3 rounded-xl border bg-card p-4 text-center shadow-xs sm:p-6">
      <h2 id="affiliate-cta-title" className="text-xl font-semibold">
        {t('cta.title')}
      </h2>
      <p className="text-muted-foreground">{t('cta.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={loginPath('/affiliate')}>
            <LogIn aria-hidden="true" />
            {t('cta.login')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/register">
            <UserPlus aria-hidden="true" />
            {t('cta.register')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The member's part: stats, link and sharing, invited friends, rewards (loaded in the browser). */
function MemberInvites() {
  const { t } = useTranslation('affiliate');
  const mine = useMyInvites(true);
  if (mine.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (mine.isError) return <ErrorState message={t('error')} onRetry={() => void mine.refetch()} />;
  const data = mine.data;
  return (
    <div className="grid gap-6">
      <InviteStats stats={data.stats} />
      <InviteLinkCard code={data.code} link={data.link} />
      <InvitedFriends first={data.friends} />
      <InviteRewards rewards={data.rewards} />
    </div>
  );
}

/**
 * `/affiliate` (Invite a friend): for visitors the programme, how
 * it works, benefits, tiers, rewards and FAQ (server-rendered) with a sign-in call to action; for
 * members also their stats, invite link with copy and share buttons, invited friends and rewards.
 */
export function AffiliateScreen() {
  const { t } = useTranslation('affiliate');
  const { user, isPending } = useCurrentUser();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
      </header>
      {isPending ? <Skeleton className="h-40 w-full" /> : user ? <MemberInvites /> : <SignInToInvite />}
      {user ? null : <InviteRewards />}
      <AffiliateInfo />
    </div>
  );
}
