import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { patchPostInCaches, restorePostCaches, type PostCacheSnapshot } from '../api/post-cache';
import { blogKeys } from '../api/query-keys';
import { setPostFavorite } from '../api/set-post-favorite';

/**
 * Adds / removes a favorite post, optimistic like the like button; the member's favorites list
 * is refreshed afterwards.
 */
export function useTogglePostFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['blog', 'common', 'errors']);
  return useMutation<FavoriteState, unknown, { postId: string; favorited: boolean }, { snapshot: PostCacheSnapshot }>({
    mutationFn: ({ postId, favorited }) => setPostFavorite(postId, favorited),
    onMutate: ({ postId, favorited }) => ({
      snapshot: patchPostInCaches(queryClient, postId, (post) => ({ ...post, favoritedByMe: favorited })),
    }),
    onError: (error, _variables, context) => {
      if (context) restorePostCaches(queryClient, context.snapshot);
      toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
    },
    onSuccess: (state, { postId }) => {
      patchPostInCaches(queryClient, postId, (post) => ({ ...post, favoritedByMe: state.favorited }));
      toast.success(t(state.favorited ? 'blog:favorite.added' : 'blog:favorite.removed'));
      void queryClient.invalidateQueries({ queryKey: blogKeys.favorites() });
    },
  });
}
