import { useCallback, useId } from 'react';
import { GARAGE_FILTERS, GARAGE_SORTS, type GarageFilter, type GarageSort } from '@garaj/shared';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { GarageListParams } from '../api/query-keys';
import { useSearchInput } from '@/hooks/use-search-input';

interface GaragesToolbarProps {
  params: GarageListParams;
  /** The `q` parameter as it is in the address. */
  rawQuery: string;
  onChange: (changes: Partial<GarageListParams>) => void;
}

const SEARCH_DELAY_MS = 350;

/** Search box (debounced, server-side), sort and filter selects of the garages list. */
export function GaragesToolbar({ params, rawQuery, onChange }: GaragesToolbarProps) {
  const { t } = useTranslation('garages');
  const id = useId();
  const commitQuery = useCallback((q: string) => onChange({ q }), [onChange]);
  const { value, setValue, submit } = useSearchInput(rawQuery, commitQuery, SEARCH_DELAY_MS);

  return (
    <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem]">
      <form role="search" aria-label={t('list.searchLabel')} onSubmit={submit} className="col-span-2 flex flex-col gap-2 md:col-span-1">
        <Label htmlFor={`${id}-q`}>{t('list.searchLabel')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </form>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-sort`}>{t('list.sortLabel')}</Label>
        <Select value={params.sort} onValueChange={(sort) => onChange({ sort: sort as GarageSort })}>
          <SelectTrigger id={`${id}-sort`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GARAGE_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-filter`}>{t('list.filterLabel')}</Label>
        <Select value={params.filter} onValueChange={(filter) => onChange({ filter: filter as GarageFilter })}>
          <SelectTrigger id={`${id}-filter`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GARAGE_FILTERS.map((filter) => (
              <SelectItem key={filter} value={filter}>
                {t(`list.filter.${filter}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
