import { useCallback, useId } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, type UserSort } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchSubmitButton } from '@/components/search-submit-button';
import type { UserListParams } from '../api/query-keys';
import { useSearchInput } from '@/hooks/use-search-input';

interface UsersToolbarProps {
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
}

const SEARCH_DELAY_MS = 350;

/**
 * The users directory's toolbar: search (debounced, server-side), sort and direction — one GET
 * form to `/users?q=&sort=&order=`, so before the script runs (or without it) 'Ara' and the
 * direction button load the list from the server. The direction button is a submit button
 * carrying the other direction (`order`); it comes after 'Ara' (Enter presses the first submit
 * button) and before the hidden current `order` (the loader reads the first value).
 */
export function UsersToolbar({ params, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const commitQuery = useCallback((q: string) => onChange({ q: q.trim() }), [onChange]);
  const { value, setValue, submit } = useSearchInput(params.q, commitQuery, SEARCH_DELAY_MS);
  const descending = params.order === 'desc';
  const toggleLabel = t('directory.orderToggle', { order: t(`directory.order.${params.order}`) });

  return (
    <form
      role="search"
      aria-label={t('directory.searchLabel')}
      method="get"
      action="/users"
      onSubmit={submit}
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-end"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-q`}>{t('directory.searchLabel')}</Label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${id}-q`}
              type="search"
              name="q"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t('directory.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="pl-9"
            />
          </div>
          <SearchSubmitButton />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-sort`}>{t('directory.sortLabel')}</Label>
        <NativeSelect id={`${id}-sort`} name="sort" value={params.sort} onChange={(event) => onChange({ sort: event.target.value as UserSort })}>
          {USER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`directory.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="submit"
        variant="outline"
        name="order"
        value={descending ? 'asc' : 'desc'}
        onClick={(event) => {
          event.preventDefault();
          onChange({ order: descending ? 'asc' : 'desc' });
        }}
        aria-label={toggleLabel}
        title={toggleLabel}
      >
        {descending ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpNarrowWide aria-hidden="true" />}
        <span>{t(`directory.order.${params.order}`)}</span>
      </Button>
      <input type="hidden" name="order" value={params.order} />
    </form>
  );
}
