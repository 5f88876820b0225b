import { useParams } from 'react-router';
import { PageMeta, garagePageMeta } from '@/components/page-meta';
import { GarageById } from '@/features/garages/components/garage-detail/garage-by-id';
import type { LoaderFunctionArgs } from 'react-router';
import { getCommentsQueryOptions } from '@/features/garages/api/get-comments';
import { getGarageQueryOptions, useGarage } from '@/features/garages/api/get-garage';
import { infinite, preloadPage, query, useRouteNotFound } from '@/lib/route-data';

/** `/garage/:id`. */
export function Component() {
  const { id = '' } = useParams();
  const { data } = useGarage(id);
  const missing = useRouteNotFound();
  return (
    <>
      {data ? <PageMeta {...garagePageMeta(data)} /> : null}
      <GarageById key={id} id={id} missing={missing} />
    </>
  );
}

/** Preloads the garage and its comments; an unknown or malformed id answers 404 with 'Garaj Bulunamadı'. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const garage = getGarageQueryOptions(id);
  return preloadPage([query(garage), infinite(getCommentsQueryOptions(id))], garage.queryKey);
}

/** Like, favorite and comment posted before the script runs (or without it); see garagePageAction. */
export { garagePageAction as action } from '@/features/garages/actions/garage-page-action';
