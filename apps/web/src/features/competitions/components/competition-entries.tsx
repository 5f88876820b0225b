import type { CompetitionDetail, CompetitionEntry } from '@garaj/shared';
import { Heart, Medal, Users } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useCompetitionEntries } from '../api/get-competition-entries';
import { competitionKeys } from '../api/query-keys';
import { setCompetitionVote } from '../api/set-competition-vote';
import { CompetitionImage } from './competition-image';

const MEDAL = ['text-amber-500', 'text-slate-400', 'text-orange-700'];

/**
 * The entries gallery of a competition (most votes first, ties by the earlier entry): garage
 * cover and title, owner, votes (counted from rows). While active, members vote with the
 * button on each entry — never on their own ('Senin katılımın'); the entry with their vote is
 * marked 'Oyunuz' and pressing it again withdraws the vote; voting on another entry moves it.
 */
export function CompetitionEntries({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('competitions');
  const entries = useCompetitionEntries(competition.id);

  return (
    <section aria-labelledby="competition-entries" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="competition-entries" className="text-xl font-bold">
          {t('detail.entries')} <span className="text-base font-normal text-muted-foreground">({competition.participants})</span>
        </h2>
        {competition.status === 'active' ? <p className="text-sm text-muted-foreground">{t('detail.voteHint')}</p> : null}
      </div>
      {entries.isPending ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          <span role="status" className="sr-only">
            {t('detail.entriesLoading')}
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : entries.isError ? (
        <ErrorState message={t('detail.entriesError')} onRetry={() => void entries.refetch()} headingLevel={3} />
      ) : entries.data.pages[0]!.total === 0 ? (
        <EmptyState icon={Users} headingLevel={3} title={t('detail.entriesEmpty')} description={competition.status === 'active' ? t('detail.entriesEmptyActive') : undefined} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {entries.data.pages.flatMap((page) => page.items).map((entry) => (
              <li key={entry.id} className="min-w-0">
                <EntryCard competition={competition} entry={entry} />
              </li>
            ))}
          </ul>
          {entries.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
              {t('detail.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function EntryCard({ competition, entry }: { competition: CompetitionDetail; entry: CompetitionEntry }) {
  const { t } = useTranslation(['competitions', 'errors']);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const vote = useMutation({
    mutationFn: (entryId: string | null) => setCompetitionVote(competition.id, entryId),
    onSuccess: (result) => {
      toast.success(result.myVoteEntryId ? t('detail.voteSaved') : t('detail.voteRemoved'));
      void queryClient.invalidateQueries({ queryKey: competitionKeys.entries(competition.id) });
      void queryClient.invalidateQueries({ queryKey: competitionKeys.detail(competition.id) });
    },
    onError: (error) => toast.error(t('detail.voteErrorTitle'), { description: getErrorMessage(error, t) }),
  });
  const onVote = () => {
    if (!user) {
      toast.error(t('detail.voteLoginTitle'), { description: t('detail.voteLoginText') });
      return;
    }
    vote.mutate(entry.votedByMe ? null : entry.id);
  };

  return (
    <article className={cn('flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs', entry.votedByMe && 'border-primary ring-1 ring-primary')}>
      <Link to={`/garage/${entry.garage.id}`} tabIndex={-1} aria-hidden="true" className="relative block">
        <CompetitionImage image={entry.garage.cover} alt="" sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw" className="aspect-video w-full" />
        {entry.rank ? (
          <span className="absolute top-2 left-2 flex items-center gap-1 rounded-full bg-background/90 px-2 py-0.5 text-xs font-bold shadow">
            <Medal className={cn('size-3.5', MEDAL[entry.rank - 1])} aria-hidden="true" />
            {t('results.rankLabel', { rank: entry.rank })}
          </span>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="truncate font-semibold">
          <Link to={`/garage/${entry.garage.id}`} className="hover:underline">
            {entry.garage.title}
          </Link>
        </h3>
        <Link to={`/user/${encodeURIComponent(entry.owner.username)}`} className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground hover:underline" aria-label={t('detail.ownerLabel', { username: entry.owner.username })}>
          <UserAvatar name={entry.owner.username} image={entry.owner.avatar?.url} className="size-5" />
          <span className="truncate">{entry.owner.username}</span>
        </Link>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-sm font-semibold tabular-nums">{t('detail.votes_entry', { count: entry.votes })}</span>
          {entry.isMine ? (
            <Badge variant="secondary">{t('detail.mine')}</Badge>
          ) : competition.status === 'active' ? (
            <Button
              size="sm"
              variant={entry.votedByMe ? 'default' : 'outline'}
              aria-pressed={entry.votedByMe}
              aria-label={entry.votedByMe ? t('detail.votedLabel', { garage: entry.garage.title }) : t('detail.voteLabel', { garage: entry.garage.title })}
              disabled={vote.isPending}
              onClick={onVote}
            >
              <Heart className={cn(entry.votedByMe && 'fill-current')} aria-hidden="true" />
              {entry.votedByMe ? t('detail.voted') : t('detail.vote')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
