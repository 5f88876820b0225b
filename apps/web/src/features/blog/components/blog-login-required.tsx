import { useTranslation } from 'react-i18next';
import { LoginRequiredMessage } from '@/components/login-required-message';

/** 'Giriş Gerekli' for the blog's member pages, with a link to /login that comes back here. */
export function BlogLoginRequired({ title, message }: { title: string; message?: string }) {
  const { t } = useTranslation('blog');
  const text = message ?? t('loginRequired.text');
  return <LoginRequiredMessage title={t('loginRequired.title')} text={text} action={t('loginRequired.button')} documentTitle={title} />;
}
