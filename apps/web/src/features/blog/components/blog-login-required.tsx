import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { loginPath } from '@/lib/next-path';

/** 'Giriş Gerekli' for the blog's member pages, with a link to /login that comes back here. */
export function BlogLoginRequired({ title, message }: { title: string; message?: string }) {
  const { t } = useTranslation('blog');
  const { pathname, search } = useLocation();
  return (
    <PageMessage
      icon={LogIn}
      title={t('loginRequired.title')}
      text={message ?? t('loginRequired.text')}
      to={loginPath(pathname + search)}
      action={t('loginRequired.button')}
      documentTitle={title}
    />
  );
}
