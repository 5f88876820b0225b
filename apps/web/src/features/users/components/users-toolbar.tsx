import { useCallback, useId } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_SORTS, type UserSort } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { UserListParams } from '../api/query-keys';
import { useSearchInput } from '@/hooks/use-search-input';

interface UsersToolbarProps {
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
}

const SEARCH_DELAY_MS = 350;

/** Community §2 Users directory: search (debounced, server-side), sort and direction. */
export function UsersToolbar({ params, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const commitQuery = useCallback((q: string) => onChange({ q: q.trim() }), [onChange]);
  const { value, setValue, submit } = useSearchInput(params.q, commitQuery, SEARCH_DELAY_MS);
  const descending = params.order === 'desc';

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-end">
      <form role="search" aria-label={t('directory.searchLabel')} onSubmit={submit} className="flex flex-col gap-2">
        <Label htmlFor={`${id}-q`}>{t('directory.searchLabel')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t('directory.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="pl-9"
          />
        </div>
      </form>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-sort`}>{t('directory.sortLabel')}</Label>
        <Select value={params.sort} onValueChange={(sort) => onChange({ sort: sort as UserSort })}>
          <SelectTrigger id={`${id}-sort`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {USER_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(`directory.sort.${sort}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="outline"
        onClick={() => onChange({ order: descending ? 'asc' : 'desc' })}
        aria-label={t('directory.orderToggle', { order: t(`directory.order.${params.order}`) })}
        title={t('directory.orderToggle', { order: t(`directory.order.${params.order}`) })}
      >
        {descending ? <ArrowDownWideNarrow aria-hidden="true" /> : <ArrowUpNarrowWide aria-hidden="true" />}
        <span>{t(`directory.order.${params.order}`)}</span>
      </Button>
    </div>
  );
}
