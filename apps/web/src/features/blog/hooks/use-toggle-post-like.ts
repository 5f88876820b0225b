import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogLikeState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { patchPostInCaches, restorePostCaches, type PostCacheSnapshot } from '../api/post-cache';
import { setPostLike } from '../api/set-post-like';

export interface TogglePostLikeVariables {
  postId: string;
  /** The state wanted: true = like, false = unlike. */
  liked: boolean;
}

/**
 * Like / unlike a post with an optimistic update of its cached detail (+1 or
 * -1 on the count at once); on failure the cache is rolled back and an error toast is shown; on
 * success the server's count is applied.
 */
export function useTogglePostLike() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['blog', 'common', 'errors']);
  return useMutation<BlogLikeState, unknown, TogglePostLikeVariables, { snapshot: PostCacheSnapshot }>({
    mutationFn: ({ postId, liked }) => setPostLike(postId, liked),
    onMutate: ({ postId, liked }) => {
      const snapshot = patchPostInCaches(queryClient, postId, (post) =>
        post.likedByMe === liked ? post : { ...post, likedByMe: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context) restorePostCaches(queryClient, context.snapshot);
      toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
    },
    onSuccess: (state, { postId }) => {
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, likedByMe: state.liked, likesCount: state.likesCount }));
    },
  });
}
