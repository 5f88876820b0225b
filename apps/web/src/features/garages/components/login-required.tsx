import { useTranslation } from 'react-i18next';
import { LoginRequiredMessage } from '@/components/login-required-message';

/** 'Giriş Gerekli' with a link to /login that brings the member back here, for member-only screens. */
export function LoginRequired({ message }: { message?: string }) {
  const { t } = useTranslation('garages');
  return <LoginRequiredMessage title={t('loginRequired.title')} text={message ?? t('loginRequired.text')} action={t('loginRequired.button')} />;
}
