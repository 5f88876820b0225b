import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { getAuthConfigQueryOptions } from '@/features/auth/api/get-auth-config';
import { siteSettingsQueryOptions } from '@/features/site-settings/api/get-site-settings';
import { preloadPage, query } from '@/lib/route-data';

/**
 * /register — spec core §2 Register. `?ref=CODE` (invite programme) is kept with the form. While
 * an admin has closed registration (issue 10 §2 Settings) the page says so instead of the form
 * (the server refuses sign-up anyway: REGISTRATION_CLOSED).
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.slice(0, 64) || undefined;
  const { data: settings } = useQuery(siteSettingsQueryOptions());
  if (user) return <Navigate to="/" replace />;
  return (
    <>
      <PageTitle title={t('register.pageTitle')} />
      <AuthCard
        title={t('register.title')}
        description={t('register.description')}
        footer={
          <p>
            {t('register.haveAccount')}{' '}
            <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('register.loginLink')}
            </Link>
          </p>
        }
      >
        {settings?.registrationOpen === false ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            {t('register.closed')}
          </p>
        ) : (
          <RegisterForm inviteCode={ref} />
        )}
      </AuthCard>
    </>
  );
}
Component.displayName = 'RegisterPage';

/** Preloads the sign-in providers (the social buttons are in the first paint, no shift) and whether sign-up is open. */
export function loader() {
  return preloadPage([query(getAuthConfigQueryOptions()), query(siteSettingsQueryOptions())]);
}
