import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyEmailResult } from '@/features/auth/components/verify-email-result';

/** /verify-email — where better-auth sends the member after following the verification link. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title={t('verification.pageTitle')} noIndex />
      <AuthCard title={t('verification.pageTitle')}>
        <VerifyEmailResult error={params.get('error')} />
      </AuthCard>
    </>
  );
}
Component.displayName = 'VerifyEmailPage';
