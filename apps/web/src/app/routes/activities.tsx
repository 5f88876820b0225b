import { useTranslation } from 'react-i18next';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { LogIn } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { getActivitiesQueryOptions } from '@/features/activities/api/get-activities';
import { getActivitySummaryQueryOptions, useActivitySummary } from '@/features/activities/api/get-activity-summary';
import { ActivitiesToolbar } from '@/features/activities/components/activities-toolbar';
import { ActivityList } from '@/features/activities/components/activity-list';
import { ActivitySummary } from '@/features/activities/components/activity-summary';
import { readActivityParams, useActivityParams } from '@/features/activities/hooks/use-activity-params';
import { loginPath } from '@/lib/next-path';
import { infinite, preloadPage, query } from '@/lib/route-data';
import { sessionQueryOptions, useCurrentUser } from '@/lib/session';

/**
 * `/activities` (Activities): text search (`?q=`), the type
 * filter (`?type=`), summary counts, the feed newest first with 'Daha fazla yükle', and for
 * members 'Takip Ettiklerim' (`?scope=following`). Server-rendered; the following view asks a
 * visitor to sign in.
 */
export function Component() {
  const { t } = useTranslation('activities');
  const { user } = useCurrentUser();
  const { params, rawQuery, setQuery } = useActivityParams();
  const needsSignIn = params.scope === 'following' && !user;
  const summary = useActivitySummary(params, { enabled: !needsSignIn });
  const { pathname, search } = useLocation();

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={params.q ? t('searchTitle', { query: params.q }) : t('title')} description={t('pageDescription')} />
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ActivitiesToolbar params={params} rawQuery={rawQuery} onSearch={setQuery} summary={needsSignIn ? undefined : summary.data} isSignedIn={Boolean(user)} />
      {needsSignIn ? (
        <EmptyState
          icon={LogIn}
          title={t('signIn.title')}
          description={t('signIn.text')}
          action={
            <Button asChild>
              <Link to={loginPath(pathname + search)}>{t('signIn.action')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ActivitySummary summary={summary.data} isPending={summary.isPending} />
          <ActivityList params={params} isSignedIn={Boolean(user)} />
        </>
      )}
    </div>
  );
}

/**
 * Preloads the first page of the feed and the counts for the address's search, type and scope;
 * the following view only for a member (a visitor gets the sign-in prompt, no 401 request).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const params = readActivityParams(new URL(request.url).searchParams);
  const feed = [infinite(getActivitiesQueryOptions(params)), query(getActivitySummaryQueryOptions(params))];
  if (params.scope !== 'following') return preloadPage(feed);
  return preloadPage([
    async (client) => {
      if (await client.fetchQuery(sessionQueryOptions())) await Promise.all(feed.map((prefetch) => prefetch(client)));
    },
  ]);
}
