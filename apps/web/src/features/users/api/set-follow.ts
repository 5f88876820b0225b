import { usersApi, type FollowState } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/users/:username/follow (follow) or DELETE (unfollow); answers the stored state and the
 * followed member's counters (401 signed out, 403 SELF_FOLLOW / EMAIL_NOT_VERIFIED, 404).
 */
export function setFollow(username: string, following: boolean): Promise<FollowState> {
  return apiFetch(following ? usersApi.follow : usersApi.unfollow, { params: { username } });
}
