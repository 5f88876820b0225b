import { useState } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowListKind } from '@garaj/shared';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { useFollowList } from '../api/get-follow-list';

interface FollowListDialogProps {
  username: string;
  kind: FollowListKind;
  /** The count shown on the trigger (the profile's counter). */
  count: number;
}

/**
 * A profile's followers or following count; pressing it opens the list in a dialog (newest
 * follow first, 'Daha Fazla Göster' for the next page, each member linking to their profile).
 * The list is fetched only when opened.
 */
export function FollowListDialog({ username, kind, count }: FollowListDialogProps) {
  const { t } = useTranslation(['users', 'errors', 'common']);
  const [open, setOpen] = useState(false);
  const list = useFollowList(username, kind, { enabled: open });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const label = t(`users:follows.${kind}.count`, { count, formatted: formatNumber(count) });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" className="rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring" data-follow-list={kind}>
          {label}
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t(`users:follows.${kind}.title`, { username })}</DialogTitle>
          <DialogDescription>{label}</DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('common:status.loading')}</span>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 rounded-lg" />
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState headingLevel={3} title={t('users:follows.error')} message={getErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState headingLevel={3} icon={Users} title={t(`users:follows.${kind}.empty`)} />
        ) : (
          <>
            <ul className="grid gap-1">
              {items.map((member) => (
                <li key={member.id}>
                  <Link
                    to={`/user/${encodeURIComponent(member.username)}`}
                    onClick={() => setOpen(false)}
                    className="flex items-center gap-3 rounded-lg p-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <UserAvatar name={member.username} image={member.avatar?.url} className="size-10" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{member.fullName || member.username}</span>
                      <span className="block truncate text-sm text-muted-foreground">@{member.username}</span>
                    </span>
                    {member.isMe ? (
                      <span className="shrink-0 text-xs text-muted-foreground">{t('users:follows.you')}</span>
                    ) : member.isFollowing ? (
                      <span className="shrink-0 text-xs text-muted-foreground">{t('users:follows.youFollow')}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? <Spinner size="sm" label={t('users:directory.loadingMore')} showLabel /> : t('users:directory.loadMore')}
              </Button>
            ) : null}
            {list.isFetchNextPageError ? (
              <p role="alert" className="text-center text-sm text-destructive">
                {t('users:follows.error')}
              </p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
