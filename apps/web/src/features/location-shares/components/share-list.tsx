import type { LocationSharesView, PublicLocationShare } from '@garaj/shared';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useLocationShares } from '../api/get-location-shares';
import { useSetLocationShareLike } from '../api/set-location-share-like';
import { useNow } from '../hooks/use-remaining-time';
import { ShareCard } from './share-card';

/** A share stays listed (as 'Süre doldu') this long after its end, until the server's end arrives. */
export const EXPIRED_GRACE_MS = 60_000;

/** The shares still worth showing at `now` (the server never serves ended ones; this covers a missed end event). */
export function liveShares(view: LocationSharesView | undefined, now: number): PublicLocationShare[] {
  return (view?.items ?? []).filter((s) => Date.parse(s.expiresAt) > now - EXPIRED_GRACE_MS);
}

/**
 * The cards of every active share the viewer may see (server-rendered from the route loader),
 * kept live by the page's event stream; loading, empty and error states. Likes toggle with their
 * toasts ('Beğenildi' / 'Beğeni Kaldırıldı'); visitors get a sign-in link instead.
 */
export function ShareList() {
  const { t } = useTranslation('location');
  const { user } = useCurrentUser();
  const { data, dataUpdatedAt, isPending, isError, refetch } = useLocationShares();
  const now = useNow(undefined, data, dataUpdatedAt);
  const like = useSetLocationShareLike();

  const onToggleLike = (share: PublicLocationShare, liked: boolean) =>
    like.mutate(
      { id: share.id, liked },
      {
        onSuccess: (result) => toast.success(result.liked ? t('toast.liked') : t('toast.unliked')),
        onError: (error) => toast.error(t('toast.failedTitle'), { description: getErrorMessage(error, t) }),
      },
    );

  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState message={t('list.error')} onRetry={() => void refetch()} />;
  const shares = liveShares(data, now);
  if (!shares.length) return <EmptyState icon={MapPinOff} title={t('list.emptyTitle')} description={t('list.emptyText')} headingLevel={3} />;
  const liked = new Set(data.likedIds);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="share-list">
      {shares.map((share) => (
        <li key={share.id} className="min-w-0">
          <ShareCard
            share={share}
            now={now}
            liked={liked.has(share.id)}
            isMine={share.member.id === user?.id}
            loginHref={user ? null : loginPath('/location-sharing')}
            onToggleLike={onToggleLike}
            likePending={like.isPending && like.variables?.id === share.id}
          />
        </li>
      ))}
    </ul>
  );
}
