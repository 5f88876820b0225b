import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * A row of category chips that are links (`?category=` addresses), so a server-rendered page
 * filters without JavaScript: "all" (`null`) first, then each category; the active one carries
 * `aria-current`. Used by /badges and /advertising.
 */
export function CategoryChipLinks<C extends string>({
  label,
  categories,
  active,
  hrefOf,
  labelOf,
}: {
  /** Accessible name of the navigation. */
  label: string;
  categories: readonly C[];
  active: C | null;
  hrefOf: (category: C | null) => string;
  labelOf: (category: C | null) => string;
}) {
  const chips: (C | null)[] = [null, ...categories];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((category) => {
          const current = active === category;
          return (
            <li key={category ?? 'all'}>
              <Link
                to={hrefOf(category)}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {labelOf(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
