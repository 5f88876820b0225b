import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { useCurrentUser } from '@/lib/session';
import { loginPath } from '@/lib/next-path';
import { getErrorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-client';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { ProfileForm } from '@/features/profiles/components/profile-form';
import { ProfileSkeleton } from '@/features/profiles/components/profile-skeleton';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { MessageSettingsSection } from '@/features/messages/components/message-settings';

/** /profile — profile settings, e-mail notifications, messages and blocked members (signed-in only, else → /login). */
export function Component() {
  const { t } = useTranslation(['profile', 'errors']);
  const { user, isPending } = useCurrentUser();
  const profile = useMyProfile({ enabled: Boolean(user) });

  if (!isPending && !user) return <Navigate to={loginPath('/profile')} replace />;
  const signedOut = isApiError(profile.error) && profile.error.status === 401;
  if (signedOut) return <Navigate to={loginPath('/profile')} replace />;

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
          />
          <NotificationPreferences />
          <MessageSettingsSection />
        </div>
      )}
    </div>
  );
}
Component.displayName = 'ProfilePage';
