import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password — a real password reset by e-mail (docs/product.md, Sign-in). */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageTitle title={t('forgot.pageTitle')} />
      <AuthCard
        title={t('forgot.title')}
        description={t('forgot.description')}
        footer={
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('forgot.backToLogin')}
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
Component.displayName = 'ForgotPasswordPage';

/** The form's action (a native post or the app's submit; lib/form-action.ts). */
export { requestResetAction as action } from '@/features/auth/actions/password-reset';
