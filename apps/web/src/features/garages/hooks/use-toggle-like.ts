import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { setGarageLike } from '../api/set-garage-like';
import { patchGarageInCaches, restoreCaches, type CacheSnapshot } from '../api/garage-cache';

export interface ToggleLikeVariables {
  garageId: string;
  /** The state wanted: true = like, false = unlike. */
  liked: boolean;
}

/**
 * Like / unlike with an optimistic update in every cache that holds the garage; on failure the
 * caches are rolled back and an error toast is shown; on success the server's count is applied.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['garages', 'common', 'errors']);
  return useMutation<Awaited<ReturnType<typeof setGarageLike>>, unknown, ToggleLikeVariables, { snapshot: CacheSnapshot }>({
    mutationFn: ({ garageId, liked }) => setGarageLike(garageId, liked),
    onMutate: ({ garageId, liked }) => {
      const snapshot = patchGarageInCaches(queryClient, garageId, (g) =>
        g.likedByMe === liked
          ? g
          : { ...g, likedByMe: liked, likesCount: Math.max(0, g.likesCount + (liked ? 1 : -1)) },
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context) restoreCaches(queryClient, context.snapshot);
      toast.error(t('common:status.error'), { description: getErrorMessage(error, t) });
    },
    onSuccess: (state, { garageId }) => {
      patchGarageInCaches(queryClient, garageId, (g) => ({ ...g, likedByMe: state.liked, likesCount: state.likesCount }));
    },
  });
}
