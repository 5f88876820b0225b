import { useParams } from 'react-router';
import { PageMeta, garagePageMeta } from '@/components/page-meta';
import { GarageByUsername } from '@/features/garages/components/garage-detail/garage-by-username';
import type { LoaderFunctionArgs } from 'react-router';
import { getLatestGarageQueryOptions, useLatestGarage } from '@/features/garages/api/get-latest-garage';
import { preloadPage, query } from '@/lib/route-data';

/** `/garaj/:username`: the member's newest garage, same screen as the detail. */
export function Component() {
  const { username = '' } = useParams();
  const { data } = useLatestGarage(username);
  return (
    <>
      {data ? <PageMeta {...garagePageMeta(data)} /> : null}
      <GarageByUsername key={username} username={username} />
    </>
  );
}

/** Preloads the member's newest garage; an unknown member answers 404. */
export function loader({ params }: LoaderFunctionArgs) {
  const latest = getLatestGarageQueryOptions(params.username ?? '');
  return preloadPage([query(latest)], latest.queryKey, ['USER_NOT_FOUND']);
}
