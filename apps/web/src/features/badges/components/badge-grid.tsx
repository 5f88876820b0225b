import type { BadgeCategory, BadgeView } from '@garaj/shared';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { BadgeCard } from './badge-card';
import { BadgeCategoryFilter } from './badge-category-filter';

/**
 * The badge grid with its category filter; the empty state
 * 'Bu kategoride rozet bulunamadı' when a category has none.
 */
export function BadgeGrid({ badges, category }: { badges: readonly BadgeView[]; category: BadgeCategory | null }) {
  const { t } = useTranslation('badges');
  const shown = category ? badges.filter((b) => b.category === category) : badges;
  return (
    <section aria-labelledby="badge-grid-heading" className="grid gap-5">
      <h2 id="badge-grid-heading" className="text-2xl font-bold">
        {t('page.gridHeading')}
      </h2>
      <BadgeCategoryFilter active={category} />
      {shown.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((badge) => (
            <li key={badge.id}>
              <BadgeCard badge={badge} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={SearchX} headingLevel={3} title={t('page.empty')} />
      )}
    </section>
  );
}
