import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { setGarageFavorite } from '../api/set-garage-favorite';
import {
  patchGarageInCaches,
  removeGarageFromList,
  restoreCaches,
  type CacheSnapshot,
} from '../api/garage-cache';
import { garageKeys } from '../api/query-keys';

/** `favorites`: the favorites screen's wording ('Garaj favorilerden kaldırıldı.'). */
export type FavoriteToastStyle = 'default' | 'favorites';

interface Variables {
  garageId: string;
  favorited: boolean;
}

/**
 * Favorite / unfavorite with an optimistic update (rollback on error). Signed-out members get
 * the 'Giriş Gerekli' toast and nothing is sent.
 */
export function useToggleFavorite({ toastStyle = 'default' }: { toastStyle?: FavoriteToastStyle } = {}) {
  const queryClient = useQueryClient();
  const { user, isPending: sessionPending } = useCurrentUser();
  const { t } = useTranslation(['garages', 'common']);

  const mutation = useMutation<Awaited<ReturnType<typeof setGarageFavorite>>, unknown, Variables, { snapshot: CacheSnapshot }>({
    mutationFn: ({ garageId, favorited }) => setGarageFavorite(garageId, favorited),
    onMutate: ({ garageId, favorited }) => {
      const snapshot = patchGarageInCaches(queryClient, garageId, (g) => ({ ...g, favoritedByMe: favorited }));
      if (!favorited) snapshot.push(...removeGarageFromList(queryClient, garageKeys.favorites(), garageId));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreCaches(queryClient, context.snapshot);
      toast.error(t('common:status.error'), {
        description: t(toastStyle === 'favorites' ? 'garages:favorite.removeError' : 'garages:favorite.error'),
      });
    },
    onSuccess: ({ favorited }, { garageId }) => {
      patchGarageInCaches(queryClient, garageId, (g) => ({ ...g, favoritedByMe: favorited }));
      if (favorited) void queryClient.invalidateQueries({ queryKey: garageKeys.favorites() });
      if (toastStyle === 'favorites') {
        toast.success(t('garages:favorite.successTitle'), { description: t('garages:favorite.removedFromList') });
      } else if (favorited) {
        toast.success(t('garages:favorite.addedTitle'), { description: t('garages:favorite.addedText') });
      } else {
        toast.success(t('garages:favorite.removedTitle'), { description: t('garages:favorite.removedText') });
      }
    },
  });

  const { mutate } = mutation;
  const toggle = useCallback(
    (garage: { id: string; favoritedByMe: boolean }) => {
      if (sessionPending) return;
      if (!user) {
        toast.error(t('garages:favorite.loginTitle'), { description: t('garages:favorite.loginText') });
        return;
      }
      mutate({ garageId: garage.id, favorited: !garage.favoritedByMe });
    },
    [mutate, sessionPending, t, user],
  );

  return { toggle, isPending: mutation.isPending };
}
