import { CommunityPage } from '@/features/community/components/community-page';
import { getCommunityQueryOptions } from '@/features/community/api/get-community';
import { getEventsQueryOptions } from '@/features/community/api/get-events';
import { infinite, preloadPage, query } from '@/lib/route-data';

/** `/community`: the community hub (Community hub), server-rendered. */
export function Component() {
  return <CommunityPage />;
}
Component.displayName = 'CommunityPage';

/** Preloads the hub summary and the first page of upcoming events (with the viewer's `joined`). */
export function loader() {
  return preloadPage([query(getCommunityQueryOptions()), infinite(getEventsQueryOptions('upcoming'))]);
}
