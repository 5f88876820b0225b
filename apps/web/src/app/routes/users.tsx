import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { UsersDirectory } from '@/features/users/components/users-directory';
import { UsersSummary } from '@/features/users/components/users-summary';
import type { LoaderFunctionArgs } from 'react-router';
import { getUsersQueryOptions } from '@/features/users/api/get-users';
import { getUsersSummaryQueryOptions } from '@/features/users/api/get-users-summary';
import { readUserListParams } from '@/features/users/components/users-directory';
import { infinite, preloadPage, query } from '@/lib/route-data';

/** /users — the users directory. */
export function Component() {
  const { t } = useTranslation('users');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('directory.title')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('directory.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('directory.description')}</p>
      </header>
      <UsersSummary />
      <UsersDirectory />
    </div>
  );
}
Component.displayName = 'UsersPage';

/** Preloads the summary and the first page of the directory for the address's search and sort. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = readUserListParams(new URL(request.url).searchParams);
  return preloadPage([query(getUsersSummaryQueryOptions()), infinite(getUsersQueryOptions(params))]);
}
