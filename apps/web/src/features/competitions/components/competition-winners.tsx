import type { CompetitionCard } from '@garaj/shared';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';
import { CompetitionImage } from './competition-image';

const MEDAL = ['text-amber-500', 'text-slate-400', 'text-orange-700'];

/**
 * The stored winners of an ended competition (winners: username, avatar, garage title,
 * points = votes at the end), by rank; 'Sonuçlar hesaplanıyor...' until the end job has run.
 */
export function CompetitionWinners({ competition, headingLevel = 3 }: { competition: CompetitionCard; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('competitions');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="grid min-w-0 gap-3">
      <Heading className={cn('font-semibold', headingLevel === 2 ? 'text-xl' : 'text-sm')}>{t('results.title')}</Heading>
      {!competition.finalizedAt ? (
        <p className="text-sm text-muted-foreground">{t('results.pending')}</p>
      ) : competition.winners.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('results.none')}</p>
      ) : (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {competition.winners.map((winner) => (
            <li key={winner.entryId} className="flex items-center gap-3 rounded-lg border bg-background p-2">
              <span className="flex w-10 shrink-0 items-center gap-0.5 font-bold" aria-label={t('results.rankLabel', { rank: winner.rank })}>
                <Medal className={cn('size-4', MEDAL[winner.rank - 1])} aria-hidden="true" />
                <span aria-hidden="true">{t('results.rank', { rank: winner.rank })}</span>
              </span>
              <CompetitionImage image={winner.garage.cover} alt="" sizes="48px" className="size-12 shrink-0 rounded-md" />
              <div className="min-w-0 flex-1">
                <Link to={`/garage/${winner.garage.id}`} className="block truncate font-medium hover:underline">
                  {winner.garage.title}
                </Link>
                <Link to={`/user/${encodeURIComponent(winner.owner.username)}`} className="flex items-center gap-1.5 text-xs text-muted-foreground hover:underline">
                  <UserAvatar name={winner.owner.username} image={winner.owner.avatar?.url} className="size-5" />
                  <span className="truncate">{t('results.by', { username: winner.owner.username })}</span>
                </Link>
              </div>
              <span className="shrink-0 text-sm font-semibold tabular-nums">{t('results.votes', { count: winner.votes })}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
