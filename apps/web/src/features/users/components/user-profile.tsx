import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GarageCard, MemberProfile } from '@garaj/shared';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/error-message';
import { isMissingError } from '@/lib/route-data';
import { useUser } from '../api/get-user';
import { UserAbout } from './user-about';
import { UserGarages } from './user-garages';
import { UserNotFound } from './user-not-found';
import { UserProfileHeader } from './user-profile-header';

const TABS = ['garages', 'about', 'activity'] as const;
type Tab = (typeof TABS)[number];

interface UserProfileProps {
  username: string;
  /** The server found no such member (its render shows 'Kullanıcı bulunamadı' too). */
  missing?: boolean;
  renderGarage: (garage: GarageCard, index: number) => ReactNode;
  /** Action in the empty 'Garajlar' tab of one's own profile. */
  emptyGaragesAction?: ReactNode;
  /** The 'Aktivite' tab's content (the route composes the activity feed's profile list). */
  renderActivity: (profile: MemberProfile) => ReactNode;
  /** Extra actions on another member's profile (the route composes blocking from the messages feature). */
  renderActions?: (profile: MemberProfile) => ReactNode;
}

/** /user/{username} — the user profile with the Garajlar, Hakkında, Aktivite tabs. */
export function UserProfile({ username, missing = false, renderGarage, emptyGaragesAction, renderActivity, renderActions }: UserProfileProps) {
  const { t } = useTranslation(['users', 'errors', 'common']);
  const user = useUser(username);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'garages';

  if ((missing && !user.data) || (user.isError && isMissingError(user.error))) {
    return (
      <>
        <PageTitle title={t('users:notFound.title')} noIndex />
        <UserNotFound />
      </>
    );
  }
  if (user.isPending) return <UserProfileSkeleton />;
  if (user.isError) {
    return <ErrorState headingLevel={1} title={t('users:profile.error')} message={getErrorMessage(user.error, t)} onRetry={() => void user.refetch()} />;
  }
  const profile = user.data;

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'garages') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <div className="grid gap-6">
      <PageTitle title={profile.fullName ? `${profile.fullName} (@${profile.username})` : `@${profile.username}`} />
      <UserProfileHeader profile={profile} actions={renderActions?.(profile)} />
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t('users:profile.tabsLabel')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`users:profile.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="garages">
          <h2 className="sr-only">{t('users:profile.tabs.garages')}</h2>
          <UserGarages username={profile.username} isMe={profile.isMe} renderGarage={renderGarage} emptyAction={emptyGaragesAction} />
        </TabsContent>
        <TabsContent value="about">
          <h2 className="sr-only">{t('users:profile.tabs.about')}</h2>
          <UserAbout profile={profile} />
        </TabsContent>
        <TabsContent value="activity">
          <h2 className="sr-only">{t('users:profile.tabs.activity')}</h2>
          {renderActivity(profile)}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function UserProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('status.loading')}</span>
      <div className="flex flex-col gap-5 rounded-xl border p-6 sm:flex-row">
        <Skeleton className="size-24 rounded-full sm:size-28" />
        <div className="grid flex-1 gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-full max-w-lg" />
          <Skeleton className="h-4 w-72" />
        </div>
      </div>
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="aspect-[4/5] rounded-xl" />
        <Skeleton className="aspect-[4/5] rounded-xl" />
        <Skeleton className="aspect-[4/5] rounded-xl" />
      </div>
    </div>
  );
}
