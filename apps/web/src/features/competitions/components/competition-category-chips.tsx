import { COMPETITION_CATEGORIES } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { CategoryChipLinks } from '@/components/category-chip-links';
import type { CompetitionListParams } from '../api/query-keys';
import { competitionListHref } from '../hooks/use-competition-list-params';

/**
 * Category chips (Competitions: all, clean, stance, modification, popular):
 * links to `?category=`, so they work before the app has loaded.
 */
export function CompetitionCategoryChips({ params }: { params: CompetitionListParams }) {
  const { t } = useTranslation('competitions');
  return (
    <CategoryChipLinks
      label={t('list.categoriesLabel')}
      categories={COMPETITION_CATEGORIES}
      active={params.category}
      hrefOf={(category) => competitionListHref({ category })}
      labelOf={(category) => (category ? t(`categories.${category}`) : t('categories.all'))}
    />
  );
}
