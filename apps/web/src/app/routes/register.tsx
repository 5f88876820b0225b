import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { UserPlus } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm, useSignUpStep } from '@/features/auth/components/register-form';
import { getAuthConfigQueryOptions } from '@/features/auth/api/get-auth-config';
import { getInviterQueryOptions } from '@/features/auth/api/get-inviter';
import { siteSettingsQueryOptions } from '@/features/site-settings/api/get-site-settings';
import { preloadPage, query } from '@/lib/route-data';

/**
 * /register — the sign-up page. `?ref=CODE` (invite programme) is kept with the form, and the
 * page says who invited (the code's owner, GET /api/invites/:code; nothing for an unknown code). While
 * an admin has closed registration (Settings) the page says so instead of the form
 * (the server refuses sign-up anyway: REGISTRATION_CLOSED).
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.slice(0, 64) || undefined;
  const { data: settings } = useQuery(siteSettingsQueryOptions());
  const { data: inviter } = useQuery({ ...getInviterQueryOptions(ref ?? ''), enabled: Boolean(ref) });
  // "Check your inbox" has its own way to the sign-in page: the card's footer would repeat it.
  const step = useSignUpStep();
  if (user) return <Navigate to="/" replace />;
  return (
    <>
      <PageTitle title={t('register.pageTitle')} />
      <AuthCard
        title={t('register.title')}
        description={t('register.description')}
        footer={
          step ? undefined : (
            <p>
              {t('register.haveAccount')}{' '}
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('register.loginLink')}
              </Link>
            </p>
          )
        }
      >
        {ref && inviter && !step ? (
          <p className="flex items-center justify-center gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
            <UserPlus className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{t('register.invitedBy', { username: inviter.username })}</span>
          </p>
        ) : null}
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

/** The sign-up form's action (a native post or the app's submit; lib/form-action.ts). */
export { signUpAction as action } from '@/features/auth/actions/sign-up';

/**
 * Preloads the sign-in providers (the social buttons are in the first paint, no shift), whether
 * sign-up is open, and who invited (`?ref=`).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const ref = new URL(request.url).searchParams.get('ref')?.slice(0, 64);
  return preloadPage([query(getAuthConfigQueryOptions()), query(siteSettingsQueryOptions()), ...(ref ? [query(getInviterQueryOptions(ref))] : [])]);
}
