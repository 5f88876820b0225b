import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getEventQueryOptions } from '@/features/community/api/get-event';
import { communityKeys } from '@/features/community/api/query-keys';
import { EventDetailPage } from '@/features/community/components/event-detail-page';
import { ConvoySection } from '@/features/convoys/components/convoy-section';
import { preloadPage, query, useRouteNotFound } from '@/lib/route-data';

/** `/community/events/:id`: one event, server-rendered (404 for a missing one), with its convoy map when the admin turned it on. */
export function Component() {
  const { id = '' } = useParams();
  const missing = useRouteNotFound();
  return <EventDetailPage key={id} id={id} missing={missing} extra={(event) => <ConvoySection event={event} />} />;
}
Component.displayName = 'CommunityEventPage';

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return preloadPage([query(getEventQueryOptions(id))], communityKeys.event(id));
}
