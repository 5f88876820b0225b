import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/session';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { getAuthConfigQueryOptions } from '@/features/auth/api/get-auth-config';
import { preloadPage, query } from '@/lib/route-data';

/** /register — spec core §2 Register. `?ref=CODE` (invite programme) is kept with the form. */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const ref = params.get('ref')?.slice(0, 64) || undefined;
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
        <RegisterForm inviteCode={ref} />
      </AuthCard>
    </>
  );
}
Component.displayName = 'RegisterPage';

/** Preloads the sign-in providers, so the social buttons are in the first paint (no shift). */
export function loader() {
  return preloadPage([query(getAuthConfigQueryOptions())]);
}
