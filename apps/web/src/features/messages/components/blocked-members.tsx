import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useBlocks } from '../api/blocks';
import { useSetBlocked } from '../hooks/use-set-blocked';

/** The members the viewer blocked (newest first, paged), each with "Engeli kaldır". */
export function BlockedMembers() {
  const { t } = useTranslation(['messages', 'errors']);
  const blocks = useBlocks();
  const unblock = useSetBlocked();
  const members = blocks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="blocked-members-title" className="grid gap-3">
      <h3 id="blocked-members-title" className="text-sm font-semibold">
        {t('blocks.title')}
      </h3>
      {blocks.isPending ? (
        <Spinner label={t('blocks.loading')} showLabel />
      ) : blocks.isError ? (
        <ErrorState headingLevel={3} title={t('blocks.error')} message={getErrorMessage(blocks.error, t)} onRetry={() => void blocks.refetch()} />
      ) : members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('blocks.empty')}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {members.map(({ member, blockedAt }) => (
            <li key={member.id} className="flex items-center gap-3 p-3">
              <UserAvatar name={member.username} image={member.avatar?.url} className="size-9" />
              <span className="grid min-w-0 flex-1">
                <Link to={`/user/${encodeURIComponent(member.username)}`} className="truncate text-sm font-medium hover:underline">
                  {member.fullName || member.username}
                </Link>
                <span className="text-xs text-muted-foreground">{t('blocks.since', { date: formatDate(blockedAt, 'medium') })}</span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={unblock.isPending && unblock.variables.username === member.username}
                onClick={() => unblock.mutate({ username: member.username, blocked: false })}
                aria-label={t('blocks.unblockNamed', { username: member.username })}
              >
                {t('block.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {blocks.hasNextPage ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => void blocks.fetchNextPage()} disabled={blocks.isFetchingNextPage}>
            {t('inbox.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
