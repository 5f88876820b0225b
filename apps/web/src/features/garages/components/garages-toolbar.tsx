import { useCallback, useId } from 'react';
import { GARAGE_FILTERS, GARAGE_SORTS, type GarageFilter, type GarageSort } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/search-input';
import { SearchSubmitButton } from '@/components/search-submit-button';
import type { GarageListParams } from '../api/query-keys';
import { useSearchInput } from '@/hooks/use-search-input';

interface GaragesToolbarProps {
  params: GarageListParams;
  /** The `q` parameter as it is in the address. */
  rawQuery: string;
  onChange: (changes: Partial<GarageListParams>) => void;
}

const SEARCH_DELAY_MS = 350;

/**
 * Search box, sort and filter of the garages list: one GET form to `/garages?q=&sort=&filter=`,
 * so before the script runs (or without it) 'Ara' loads the filtered list from the server. Once
 * hydrated, typing searches after a pause (server-side) and a select applies at once.
 */
export function GaragesToolbar({ params, rawQuery, onChange }: GaragesToolbarProps) {
  const { t } = useTranslation('garages');
  const id = useId();
  const commitQuery = useCallback((q: string) => onChange({ q }), [onChange]);
  const { value, setValue, submit } = useSearchInput(rawQuery, commitQuery, SEARCH_DELAY_MS);

  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      method="get"
      action="/garages"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]"
    >
      <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('list.searchLabel')}</Label>
        <div className="flex gap-2">
          <SearchInput id={`${id}-q`} name="q" value={value} onValueChange={setValue} placeholder={t('list.searchPlaceholder')} />
          <SearchSubmitButton />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-sort`}>{t('list.sortLabel')}</Label>
        <NativeSelect id={`${id}-sort`} name="sort" value={params.sort} onChange={(event) => onChange({ sort: event.target.value as GarageSort })}>
          {GARAGE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-filter`}>{t('list.filterLabel')}</Label>
        <NativeSelect id={`${id}-filter`} name="filter" value={params.filter} onChange={(event) => onChange({ filter: event.target.value as GarageFilter })}>
          {GARAGE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`list.filter.${filter}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
