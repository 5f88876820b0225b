import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageMessage } from '@/components/page-message';

/** 'Garaj Bulunamadı' with a way back to /garages. */
export function GarageNotFound() {
  const { t } = useTranslation('garages');
  return <PageMessage icon={SearchX} title={t('notFound.title')} text={t('notFound.text')} to="/garages" action={t('notFound.back')} />;
}
