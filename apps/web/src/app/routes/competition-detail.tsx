import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { getCompetitionEntriesQueryOptions } from '@/features/competitions/api/get-competition-entries';
import { getCompetitionQueryOptions } from '@/features/competitions/api/get-competition';
import { CompetitionScreen } from '@/features/competitions/components/competition-screen';
import { currentRequestScope } from '@/lib/request-scope';
import { infinite, preloadPage, query } from '@/lib/route-data';

/** What the server's loader found out (null in the browser, whose loaders only start fetches). */
type CompetitionLoaderData = { notFound: true } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/competitions/:id`: the competition, its winners and its entries gallery with vote buttons. Server-rendered. */
export function Component() {
  const { id = '' } = useParams();
  const loaderData = useLoaderData<unknown>() as CompetitionLoaderData | undefined;
  return <CompetitionScreen key={id} id={id} notFound={loaderData?.notFound === true || !UUID.test(id)} />;
}

/** Preloads the competition and the first page of entries; answers 404 for a missing one. */
export async function loader({ params }: LoaderFunctionArgs): Promise<CompetitionLoaderData> {
  const id = params.id ?? '';
  if (!UUID.test(id)) {
    const scope = currentRequestScope();
    if (scope) scope.status = 404;
    return scope ? { notFound: true } : null;
  }
  const options = getCompetitionQueryOptions(id);
  await preloadPage([query(options), infinite(getCompetitionEntriesQueryOptions(id))], options.queryKey, ['COMPETITION_NOT_FOUND']);
  const scope = currentRequestScope();
  return scope?.status === 404 ? { notFound: true } : null;
}
