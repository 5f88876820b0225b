import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { patchFollowInCaches, restoreFollowCaches, type FollowCacheSnapshot } from '../api/follow-cache';
import { usersKeys } from '../api/query-keys';
import { setFollow } from '../api/set-follow';

export interface ToggleFollowVariables {
  memberId: string;
  username: string;
  /** The state wanted: true = follow, false = unfollow. */
  following: boolean;
}

/**
 * Where the toggle is: the toasts differ (profile 'Takip edildi.' /
 * 'Takipten çıkıldı.', directory 'Takip Edildi' / 'Takip Bırakıldı').
 */
export type FollowToastStyle = 'profile' | 'directory';

/**
 * Follow / unfollow a member. Optimistic (the flag and the follower count ±1 at once in every
 * cache that shows the member); on success the server's counts replace the guess and the toast
 * of `style` is shown; on failure the caches are rolled back and the error is toasted. The
 * viewer's own profile (following count), the summary tiles and the follow lists are refetched.
 */
export function useToggleFollow(style: FollowToastStyle) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['users', 'common', 'errors']);
  const { user } = useCurrentUser();
  return useMutation<FollowState, unknown, ToggleFollowVariables, { snapshot: FollowCacheSnapshot }>({
    mutationFn: ({ username, following }) => setFollow(username, following),
    onMutate: ({ memberId, following }) => {
      const snapshot = patchFollowInCaches(queryClient, memberId, (current) =>
        current.isFollowing === following ? { following } : { following, followersCount: Math.max(0, current.followersCount + (following ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context) restoreFollowCaches(queryClient, context.snapshot);
      toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
    },
    onSuccess: (state, { memberId }) => {
      patchFollowInCaches(queryClient, memberId, state);
      toast.success(t(`users:follow.toast.${style}.${state.following ? 'followed' : 'unfollowed'}`));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: usersKeys.followLists(), refetchType: 'active' });
      if (user?.username) void queryClient.invalidateQueries({ queryKey: usersKeys.detail(user.username) });
    },
  });
}
