import type { InvitedFriend, InvitedFriendsPage, InviteStatus } from '@garaj/shared';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate, formatNumber } from '@/lib/format';
import { useMoreInvitedFriends } from '../api/get-invited-friends';

const STATUS_VARIANT: Record<InviteStatus, 'success' | 'secondary' | 'outline'> = { rewarded: 'success', completed: 'secondary', pending: 'outline' };

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const { t } = useTranslation('affiliate');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="invited-friend">
      <div className="min-w-0">
        <Link to={`/user/${encodeURIComponent(friend.username)}`} className="font-medium break-all hover:underline">
          @{friend.username}
        </Link>
        <p className="text-sm text-muted-foreground">{t('friends.joined', { date: formatDate(friend.joinedAt) })}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium">{t('friends.points', { points: formatNumber(friend.points) })}</span>
        <Badge variant={STATUS_VARIANT[friend.status]}>{t(`status.${friend.status}`, { defaultValue: t('status.unknown') })}</Badge>
      </div>
    </li>
  );
}

/** Invited friends, newest first, with 'Daha Fazla Göster' for later pages; empty state 'Henüz davet ettiğin kimse yok.'. */
export function InvitedFriends({ first }: { first: InvitedFriendsPage }) {
  const { t } = useTranslation('affiliate');
  const more = useMoreInvitedFriends(first.nextCursor);
  const extra = more.data?.pages.flatMap((p) => p.items) ?? [];
  const hasMore = more.data ? more.hasNextPage : first.nextCursor !== null;
  return (
    <section aria-labelledby="invited-friends-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
      <h2 id="invited-friends-title" className="text-xl font-semibold">
        {t('friends.title')}
      </h2>
      {first.items.length === 0 ? (
        <EmptyState icon={UserPlus} headingLevel={3} title={t('friends.empty')} description={t('friends.emptyHint')} />
      ) : (
        <ul className="divide-y">
          {[...first.items, ...extra].map((f) => (
            <FriendRow key={f.id} friend={f} />
          ))}
        </ul>
      )}
      {more.isError ? <p className="text-sm text-destructive">{t('friends.moreError')}</p> : null}
      {hasMore ? (
        <Button type="button" variant="outline" className="justify-self-center" disabled={more.isFetching} onClick={() => void more.fetchNextPage()}>
          {more.isFetching ? t('friends.loading') : t('friends.more')}
        </Button>
      ) : null}
    </section>
  );
}
