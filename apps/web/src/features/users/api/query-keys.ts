import { usernameKey, type FollowListKind, type UserSort } from '@garaj/shared';

export interface UserListParams {
  q: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  /** Where the list starts (`?cursor=`, a page's `nextCursor`); absent: the first page. */
  cursor?: string;
}

/** Every users query lives under ['users'] (a profile save invalidates them all). */
export const usersKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  summary: () => ['users', 'summary'] as const,
  detail: (username: string) => ['users', 'detail', usernameKey(username)] as const,
  garages: (username: string) => ['users', 'garages', usernameKey(username)] as const,
  /** Every followers / following list (a follow or unfollow refreshes them). */
  followLists: () => ['users', 'follows'] as const,
  follows: (username: string, kind: FollowListKind) => ['users', 'follows', usernameKey(username), kind] as const,
};
