import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/session';
import { safeNextPath } from '@/lib/next-path';
import { AuthCard } from '@/features/auth/components/auth-card';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';

/**
 * /login/two-factor — the code step of a sign-in with two-factor on (the password step sends the
 * member here). Server-rendered: its form works before the app's script runs. Signed-in members
 * go on to `?next=` or '/'.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={safeNextPath(searchParams.get('next')) ?? '/'} replace />;
  return (
    <>
      <PageTitle title={t('twoFactor.pageTitle')} />
      <AuthCard
        title={t('twoFactor.title')}
        description={t('twoFactor.description')}
        footer={
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('twoFactor.backToLogin')}
          </Link>
        }
      >
        <TwoFactorForm />
      </AuthCard>
    </>
  );
}
Component.displayName = 'TwoFactorPage';

/** The form's action (a native post or the app's submit; lib/form-action.ts). */
export { verifyTwoFactorAction as action } from '@/features/auth/actions/verify-two-factor';
