import { BADGE_CATEGORIES, type BadgeCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { badgesHref } from '../hooks/use-badge-category';

/**
 * The category chips of /badges (spec community §2 Badges: all, photo, social, achievement,
 * special): links to `?category=`, so the server-rendered page filters without JavaScript.
 */
export function BadgeCategoryFilter({ active }: { active: BadgeCategory | null }) {
  const { t } = useTranslation('badges');
  const chips = [null, ...BADGE_CATEGORIES] as const;
  return (
    <nav aria-label={t('page.filterLabel')}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((category) => {
          const current = active === category;
          return (
            <li key={category ?? 'all'}>
              <Link
                to={badgesHref(category)}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {t(`categories.${category ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
