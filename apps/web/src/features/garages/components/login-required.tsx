import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { loginPath } from '@/lib/next-path';

/**
 * 'Giriş Gerekli' with a link to /login, for member-only screens; the link
 * brings the member back to this page after signing in (`?next=`).
 */
export function LoginRequired({ message }: { message?: string }) {
  const { t } = useTranslation('garages');
  const { pathname, search } = useLocation();
  return <PageMessage icon={LogIn} title={t('loginRequired.title')} text={message ?? t('loginRequired.text')} to={loginPath(pathname + search)} action={t('loginRequired.button')} />;
}
