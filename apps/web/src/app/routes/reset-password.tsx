import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/**
 * /reset-password?token=… — the e-mailed link passes through better-auth, which redirects here
 * with the token, or with `?error=INVALID_TOKEN` when the link is unknown, used or expired.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('error') ? null : params.get('token');
  return (
    <>
      <PageTitle title={t('reset.pageTitle')} noIndex />
      <AuthCard
        title={t('reset.title')}
        description={t('reset.description')}
        footer={
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('forgot.backToLogin')}
          </Link>
        }
      >
        <ResetPasswordForm token={token} />
      </AuthCard>
    </>
  );
}
Component.displayName = 'ResetPasswordPage';

/** The form's action (a native post or the app's submit; lib/form-action.ts). */
export { resetPasswordAction as action } from '@/features/auth/actions/password-reset';
