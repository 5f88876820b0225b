import { useCallback } from 'react';
import { SearchX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { USER_SORTS, type UserSort } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useUsers } from '../api/get-users';
import type { UserListParams } from '../api/query-keys';
import { UserCard, UserCardSkeleton } from './user-card';
import { UsersToolbar } from './users-toolbar';

/** The directory sorts by followers, descending, by default. */
const DEFAULTS: UserListParams = { q: '', sort: USER_SORTS[0], order: 'desc' };

/** The directory's search and sort from the address (defaults when absent or unknown). */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const sort = search.get('sort');
  const order = search.get('order');
  const cursor = search.get('cursor');
  return {
    q: (search.get('q') ?? '').slice(0, 200),
    sort: (USER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as UserSort) : DEFAULTS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULTS.order,
    ...(cursor ? { cursor: cursor.slice(0, 500) } : {}),
  };
}

/** The directory's address for `params` (defaults left out). */
function directoryHref(params: UserListParams): string {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.sort !== DEFAULTS.sort) out.set('sort', params.sort);
  if (params.order !== DEFAULTS.order) out.set('order', params.order);
  if (params.cursor) out.set('cursor', params.cursor);
  const query = out.toString();
  return `/users${query ? `?${query}` : ''}`;
}

/** The users directory: search, sort, cards and 'load more'; state kept in the address. */
export function UsersDirectory() {
  const { t } = useTranslation(['users', 'errors']);
  const [search, setSearch] = useSearchParams();
  const params = readUserListParams(search);
  const users = useUsers(params);

  const onChange = useCallback(
    (changes: Partial<UserListParams>) => {
      setSearch(
        (prev) => {
          const { cursor: _start, ...next } = { ...readUserListParams(prev), ...changes };
          return new URLSearchParams(directoryHref(next).split('?')[1] ?? '');
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const nextCursor = users.data?.pages.at(-1)?.nextCursor ?? null;

  return (
    <section aria-labelledby="users-list-heading" className="grid gap-6">
      <h2 id="users-list-heading" className="sr-only">
        {t('users:directory.listHeading')}
      </h2>
      <UsersToolbar params={params} onChange={onChange} />
      <p className="sr-only" aria-live="polite">
        {users.isSuccess && !users.isPlaceholderData ? t('users:directory.shown', { count: items.length }) : ''}
      </p>
      {users.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('users:directory.loading')}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <UserCardSkeleton key={i} />
          ))}
        </div>
      ) : users.isError ? (
        <ErrorState title={t('users:directory.error')} message={getErrorMessage(users.error, t)} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        params.q ? (
          <EmptyState
            icon={SearchX}
            title={t('users:directory.noResults')}
            description={t('users:directory.noResultsHint', { query: params.q })}
            action={
              <Button variant="outline" onClick={() => onChange({ q: '' })}>
                {t('users:directory.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Users} title={t('users:directory.empty')} />
        )
      ) : (
        <>
          <ul
            aria-busy={users.isPlaceholderData}
            className={users.isPlaceholderData ? 'grid gap-4 opacity-60 transition-opacity sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}
          >
            {items.map((user) => (
              <li key={user.id}>
                <UserCard user={user} />
              </li>
            ))}
          </ul>
          {nextCursor || params.cursor ? (
            <div className="flex flex-wrap justify-center gap-3">
              {params.cursor ? (
                <Button asChild variant="ghost">
                  <Link to={directoryHref({ ...params, cursor: undefined })}>{t('users:directory.firstPage')}</Link>
                </Button>
              ) : null}
              {nextCursor ? (
                // A real link to the next page (works before the script loads); with the script it appends in place.
                <Button asChild variant="outline" aria-disabled={users.isFetchingNextPage}>
                  <Link
                    to={directoryHref({ ...params, cursor: nextCursor })}
                    rel="next"
                    onClick={(event) => {
                      event.preventDefault();
                      if (!users.isFetchingNextPage) void users.fetchNextPage();
                    }}
                  >
                    {users.isFetchingNextPage ? <Spinner size="sm" label={t('users:directory.loadingMore')} showLabel /> : t('users:directory.loadMore')}
                  </Link>
                </Button>
              ) : null}
            </div>
          ) : null}
          {users.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {t('users:directory.loadMoreError')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
