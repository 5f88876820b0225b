import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DirectoryCard, FollowListPage, MemberProfile, Page } from '@garaj/shared';
import { usersKeys } from './query-keys';

/** What a follow changes on a member as the viewer sees them. */
export interface FollowPatch {
  following: boolean;
  /** The member's follower count; unchanged when absent. */
  followersCount?: number;
  /** The member's following count (profile only); unchanged when absent. */
  followingCount?: number;
}

/** The caches as they were, to roll an optimistic change back. */
export type FollowCacheSnapshot = [QueryKey, unknown][];

function patchMember<T extends { id: string; isFollowing: boolean }>(item: T, memberId: string, patch: FollowPatch): T {
  if (item.id !== memberId) return item;
  const next: T = { ...item, isFollowing: patch.following };
  if (patch.followersCount !== undefined && 'followersCount' in next) Object.assign(next, { followersCount: patch.followersCount });
  if (patch.followingCount !== undefined && 'followingCount' in next) Object.assign(next, { followingCount: patch.followingCount });
  return next;
}

/**
 * Applies a follow change of member `memberId` to every cache that shows them: profile details,
 * directory pages and followers / following lists. `patch` may be a function of the cached
 * profile or card (for the optimistic ±1). Returns the previous values.
 */
export function patchFollowInCaches(
  queryClient: QueryClient,
  memberId: string,
  patch: FollowPatch | ((current: { isFollowing: boolean; followersCount: number }) => FollowPatch),
): FollowCacheSnapshot {
  const snapshot: FollowCacheSnapshot = [];
  const resolve = (current: { isFollowing: boolean; followersCount: number }) => (typeof patch === 'function' ? patch(current) : patch);

  for (const [key, profile] of queryClient.getQueriesData<MemberProfile>({ queryKey: [...usersKeys.all, 'detail'] })) {
    if (!profile || profile.id !== memberId) continue;
    snapshot.push([key, profile]);
    queryClient.setQueryData<MemberProfile>(key, patchMember(profile, memberId, resolve(profile)));
  }
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<Page<DirectoryCard>>>({ queryKey: [...usersKeys.all, 'list'] })) {
    const card = data?.pages.flatMap((page) => page.items).find((item) => item.id === memberId);
    if (!data || !card) continue;
    snapshot.push([key, data]);
    const change = resolve(card);
    queryClient.setQueryData<InfiniteData<Page<DirectoryCard>>>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => patchMember(item, memberId, change)) })),
    });
  }
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<FollowListPage>>({ queryKey: usersKeys.followLists() })) {
    if (!data?.pages.some((page) => page.items.some((item) => item.id === memberId))) continue;
    snapshot.push([key, data]);
    queryClient.setQueryData<InfiniteData<FollowListPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => patchMember(item, memberId, { following: resolve({ isFollowing: item.isFollowing, followersCount: 0 }).following })),
      })),
    });
  }
  return snapshot;
}

export function restoreFollowCaches(queryClient: QueryClient, snapshot: FollowCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
