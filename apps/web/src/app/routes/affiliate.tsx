import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { AffiliateScreen } from '@/features/invites/components/affiliate-screen';

/**
 * `/affiliate`: the programme's explanation is server-rendered for everyone (its
 * texts and the shared constants need no data); the member's code, stats and friends load in the
 * browser (GET /api/me/invites).
 */
export function Component() {
  const { t } = useTranslation('affiliate');
  return (
    <>
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <AffiliateScreen />
    </>
  );
}
