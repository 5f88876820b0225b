import type { QueryClient } from '@tanstack/react-query';
import type { LocationSharesView, PublicLocationShare, RealtimeEvent } from '@garaj/shared';
import { sessionQueryKey, type SessionData } from '@/lib/session';
import { locationKeys } from './query-keys';

/**
 * Merging live `location` events (packages/shared realtime.ts LocationEvents) and the member's
 * own writes into the cached `GET /api/location-shares` view: payloads are viewer-neutral, so the
 * viewer's own fields (`likedIds`, `mine`) are kept or derived here.
 */
function update(queryClient: QueryClient, change: (view: LocationSharesView) => LocationSharesView): void {
  queryClient.setQueryData<LocationSharesView>(locationKeys.shares(), (view) => (view ? change(view) : view));
}

const viewerId = (queryClient: QueryClient) => queryClient.getQueryData<SessionData | null>(sessionQueryKey)?.user?.id ?? null;

/** A share started or moved: replaced in place, or added first; the viewer's own becomes `mine`. */
export function upsertShare(queryClient: QueryClient, share: PublicLocationShare, isMine = share.member.id === viewerId(queryClient)): void {
  update(queryClient, (view) => {
    const exists = view.items.some((s) => s.id === share.id);
    const items = exists ? view.items.map((s) => (s.id === share.id ? share : s)) : [share, ...view.items];
    return { ...view, items, mine: isMine ? share : view.mine };
  });
}

/** A share ended: gone from the list, the map and (when it was the viewer's) `mine`. */
export function removeShare(queryClient: QueryClient, id: string): void {
  update(queryClient, (view) => ({
    ...view,
    items: view.items.filter((s) => s.id !== id),
    likedIds: view.likedIds.filter((likedId) => likedId !== id),
    mine: view.mine?.id === id ? null : view.mine,
  }));
}

/** A like count changed; `liked` (the viewer's own action) also updates `likedIds`. */
export function applyLike(queryClient: QueryClient, id: string, likesCount: number, liked?: boolean): void {
  update(queryClient, (view) => {
    const patch = (s: PublicLocationShare) => (s.id === id ? { ...s, likesCount } : s);
    let likedIds = view.likedIds;
    if (liked === true && !likedIds.includes(id)) likedIds = [...likedIds, id];
    if (liked === false) likedIds = likedIds.filter((likedId) => likedId !== id);
    return { ...view, items: view.items.map(patch), mine: view.mine ? patch(view.mine) : null, likedIds };
  });
}

/** Applies one live event to the cache. */
export function applyLocationEvent(queryClient: QueryClient, event: RealtimeEvent<'location'>): void {
  switch (event.type) {
    case 'share.upserted':
      upsertShare(queryClient, event.data);
      break;
    case 'share.ended':
      removeShare(queryClient, event.data.id);
      break;
    case 'share.liked':
      applyLike(queryClient, event.data.id, event.data.likesCount);
      break;
  }
}
