import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_TYPES, type SearchPage, type SearchType } from '@garaj/shared';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { searchHref } from '../hooks/use-search-params';

interface SearchTypeTabsProps {
  q: string;
  active: SearchType | null;
  counts: SearchPage['counts'];
  capped: SearchPage['capped'];
}

/** A count as shown: `100+` when the server stopped counting (SEARCH_COUNT_CAP). */
export function countLabel(count: number, capped: boolean): string {
  return capped ? `${formatNumber(count)}+` : formatNumber(count);
}

/**
 * Filter by type (grouped or filterable by type): Tümü, Garaj, Blog, Kullanıcı and
 * the forum's questions and topics, each with its count. Links (`?q=&type=`), so the filter is
 * in the address, shareable, and works without JavaScript.
 */
export function SearchTypeTabs({ q, active, counts, capped }: SearchTypeTabsProps) {
  const { t } = useTranslation('search');
  const total = SEARCH_TYPES.reduce((sum, type) => sum + counts[type], 0);
  const anyCapped = SEARCH_TYPES.some((type) => capped[type]);
  const tabs: { type: SearchType | null; label: string; count: string }[] = [
    { type: null, label: t('tabs.all'), count: countLabel(total, anyCapped) },
    ...SEARCH_TYPES.map((type) => ({ type, label: t(`tabs.${type}`), count: countLabel(counts[type], capped[type]) })),
  ];
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b">
        {tabs.map((tab) => {
          const selected = tab.type === active;
          return (
            <li key={tab.type ?? 'all'}>
              <Link
                to={searchHref({ q, type: tab.type })}
                aria-current={selected ? 'page' : undefined}
                aria-label={t('tabs.count', { label: tab.label, count: tab.count })}
                className={cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {tab.label}
                <span className={cn('rounded-full px-2 py-0.5 text-xs tabular-nums', selected ? 'bg-primary text-primary-foreground' : 'bg-muted')} aria-hidden="true">
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
