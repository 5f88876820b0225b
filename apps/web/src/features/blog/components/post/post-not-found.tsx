import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '@/components/page-message';

/** 'Blog Yazısı Bulunamadı' with a way back to /blog. */
export function PostNotFound() {
  const { t } = useTranslation('blog');
  return <PageMessage icon={SearchX} title={t('notFound.title')} text={t('notFound.text')} to="/blog" action={t('notFound.back')} documentTitle={t('notFound.title')} />;
}
