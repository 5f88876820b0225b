import { useCallback, useId } from 'react';
import { HELP_FAQ_CATEGORIES, HELP_QUERY_MAX, type HelpFaqList } from '@garaj/shared';
import { CircleHelp, Crown, LayoutGrid, Search, UserRound, Users, Warehouse, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchSubmitButton } from '@/components/search-submit-button';
import { Input } from '@/components/ui/input';
import { useSearchInput } from '@/hooks/use-search-input';
import { cn } from '@/lib/utils';
import type { HelpParams } from '../api/query-keys';
import { helpHref } from '../utils/help-params';

const SEARCH_DELAY_MS = 300;
const ICONS: Record<(typeof HELP_FAQ_CATEGORIES)[number] | 'all', LucideIcon> = {
  all: LayoutGrid,
  account: UserRound,
  garage: Warehouse,
  community: Users,
  technical: Wrench,
  premium: Crown,
};

interface FaqToolbarProps {
  params: HelpParams;
  /** `q` as it is in the address. */
  rawQ: string;
  onSearch: (q: string) => void;
  /** Per-category counts for the current search (undefined while the first answer loads). */
  counts: HelpFaqList['counts'] | undefined;
}

/**
 * The help search box (question or answer, Turkish-aware on the server; `?q=`) and the category
 * tiles with their counts (links to `?category=`, 'Tümü' for all). Without JavaScript the box
 * submits a GET form and the tiles are links.
 */
export function FaqToolbar({ params, rawQ, onSearch, counts }: FaqToolbarProps) {
  const { t } = useTranslation('help');
  const id = useId();
  const commit = useCallback((q: string) => onSearch(q), [onSearch]);
  const { value, setValue, submit } = useSearchInput(rawQ, commit, SEARCH_DELAY_MS);
  const tiles = [null, ...HELP_FAQ_CATEGORIES] as const;

  return (
    <div className="grid gap-4">
      <form role="search" aria-label={t('search.label')} method="get" action="/help" onSubmit={submit} className="mx-auto flex w-full max-w-2xl gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
          id={`${id}-q`}
          name="q"
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={HELP_QUERY_MAX}
          className="h-12 pl-9 text-base"
          />
        </div>
        <SearchSubmitButton className="h-12" />
        {params.category ? <input type="hidden" name="category" value={params.category} /> : null}
      </form>
      <nav aria-label={t('categories.label')}>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
          {tiles.map((category) => {
            const key = category ?? 'all';
            const Icon = ICONS[key] ?? CircleHelp;
            const active = params.category === category;
            const n = counts?.[key];
            return (
              <li key={key}>
                <Link
                  to={helpHref({ q: params.q, category })}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                  className={cn(
                    'flex h-full flex-col items-center gap-1 rounded-xl border p-3 text-center sm:p-4 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <Icon className="size-5 sm:size-6" aria-hidden="true" />
                  <span className="font-medium">{t(`categories.${key}`)}</span>
                  <span className={cn('text-xs', active ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                    {n === undefined ? '\u00a0' : t('categories.count', { count: n })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
