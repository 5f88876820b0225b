import { BADGE_CATEGORIES, type BadgeCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { CategoryChipLinks } from '@/components/category-chip-links';
import { badgesHref } from '../hooks/use-badge-category';

/**
 * The category chips of /badges (Badges: all, photo, social, achievement,
 * special): links to `?category=`, so the server-rendered page filters without JavaScript.
 */
export function BadgeCategoryFilter({ active }: { active: BadgeCategory | null }) {
  const { t } = useTranslation('badges');
  return (
    <CategoryChipLinks
      label={t('page.filterLabel')}
      categories={BADGE_CATEGORIES}
      active={active}
      hrefOf={badgesHref}
      labelOf={(category) => t(`categories.${category ?? 'all'}`)}
    />
  );
}
