import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';

/**
 * /login/two-factor — the code step of a sign-in with two-factor on (the password step sends the
 * member here). Server-rendered: its form works before the app's script runs. Signed-in members
 * go on to `?next=` or '/'.
 */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <SignInPage
      pageTitle={t('twoFactor.pageTitle')}
      title={t('twoFactor.title')}
      description={t('twoFactor.description')}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('twoFactor.backToLogin')}
        </Link>
      }
    >
      <TwoFactorForm />
    </SignInPage>
  );
}
Component.displayName = 'TwoFactorPage';

/** The form's action (a native post or the app's submit; lib/form-action.ts). */
export { verifyTwoFactorAction as action } from '@/features/auth/actions/verify-two-factor';
