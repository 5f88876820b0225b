import { COMPETITION_CATEGORIES } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import type { CompetitionListParams } from '../api/query-keys';
import { competitionListHref } from '../hooks/use-competition-list-params';

/**
 * Category chips (Competitions: all, clean, stance, modification, popular):
 * links to `?category=`, so they work before the app has loaded.
 */
export function CompetitionCategoryChips({ params }: { params: CompetitionListParams }) {
  const { t } = useTranslation('competitions');
  const chips = [null, ...COMPETITION_CATEGORIES] as const;
  return (
    <nav aria-label={t('list.categoriesLabel')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((category) => {
          const active = params.category === category;
          return (
            <li key={category ?? 'all'}>
              <Link
                to={competitionListHref({ category })}
                aria-current={active ? 'true' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {category ? t(`categories.${category}`) : t('categories.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
