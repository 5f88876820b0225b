import { lazy, Suspense, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { loginPath } from '@/lib/next-path';
import { getErrorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-client';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { DELETE_ACCOUNT_MUTATION } from '@/features/account-data/api/query-keys';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { ProfileForm } from '@/features/profiles/components/profile-form';
import { ProfileSkeleton } from '@/features/profiles/components/profile-skeleton';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { MessageSettingsSection } from '@/features/messages/components/message-settings';

/**
 * "Verilerin ve hesabın" (the data archive and the account's deletion): its own chunk, loaded once
 * the page has its data, so the page's own download barely grows.
 */
const AccountDataSection = lazy(() =>
  import('@/features/account-data/components/account-data-section').then((module) => ({ default: module.AccountDataSection })),
);

/** The signed-in devices: its own chunk too. */
const PasskeysCard = lazy(() => import('@/features/auth/components/passkeys-card').then((module) => ({ default: module.PasskeysCard })));
const SessionsCard = lazy(() => import('@/features/auth/components/sessions-card').then((module) => ({ default: module.SessionsCard })));

/** Push notifications on this device: its own chunk (with its translations), only on this page. */
const PushCard = lazy(() => import('@/features/push/components/push-card').then((module) => ({ default: module.PushCard })));

/**
 * /profile — profile settings, push on this device, notification preferences, messages and blocked members, the member's
 * data and account (signed-in only, else → /login).
 */
export function Component() {
  const { t } = useTranslation(['profile', 'errors']);
  const { user, isPending } = useCurrentUser();
  const profile = useMyProfile({ enabled: Boolean(user) });
  // Asking for the account's deletion ends the session on the server (and its success forgets the
  // member) while the page is still here: the request itself leaves for '/', so from the moment it
  // is sent until it fails (the member is still there then) the page does not send them to /login.
  const deleting = useIsMutating({ mutationKey: DELETE_ACCOUNT_MUTATION }) > 0;
  const [leaving, setLeaving] = useState(false);
  if (deleting !== leaving && (deleting || user)) setLeaving(deleting);

  if (!isPending && !user && !leaving) return <Navigate to={loginPath('/profile')} replace />;
  const signedOut = isApiError(profile.error) && profile.error.status === 401;
  if (signedOut && !leaving) return <Navigate to={loginPath('/profile')} replace />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <PageTitle title={t('profile:page.title')} noIndex />
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile:page.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('profile:page.description')}</p>
      </header>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <ErrorState
          title={t('profile:page.loadError')}
          message={getErrorMessage(profile.error, t)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div className="grid gap-6">
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <AccountSettings
            email={profile.data.email}
            emailVerified={profile.data.emailVerified}
            pendingEmail={profile.data.pendingEmail}
            onEmailChanged={() => void profile.refetch()}
            twoFactor={{ enabled: user?.twoFactorEnabled === true, staff: user?.role === 'admin' || user?.role === 'moderator' }}
          />
          <Suspense fallback={<div className="h-40 rounded-xl border" />}>
            <PasskeysCard />
          </Suspense>
          <Suspense fallback={<div className="h-40 rounded-xl border" />}>
            <SessionsCard />
          </Suspense>
          <Suspense fallback={<div className="h-32 rounded-xl border" />}>
            <PushCard />
          </Suspense>
          <NotificationPreferences />
          <MessageSettingsSection />
          <Suspense
            fallback={
              <div className="flex h-40 items-center justify-center rounded-xl border">
                <Spinner />
              </div>
            }
          >
            <AccountDataSection />
          </Suspense>
        </div>
      )}
    </div>
  );
}
Component.displayName = 'ProfilePage';
