import { AD_CATEGORIES, type AdCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { CategoryChipLinks } from '@/components/category-chip-links';
import { advertisingHref } from '../hooks/use-ad-category';

/** The category chips of /advertising (all + the five categories): links to `?category=`, so the server-rendered page filters without JavaScript. */
export function AdCategoryFilter({ active }: { active: AdCategory | null }) {
  const { t } = useTranslation('advertising');
  return (
    <CategoryChipLinks
      label={t('ads.filterLabel')}
      categories={AD_CATEGORIES}
      active={active}
      hrefOf={advertisingHref}
      labelOf={(category) => t(`categories.${category ?? 'all'}`)}
    />
  );
}
