import { useId, useState } from 'react';
import type { CompetitionCard as CompetitionCardData } from '@garaj/shared';
import { CalendarDays, ChevronDown, Gift, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { CompetitionImage } from './competition-image';
import { CompetitionStatusBadge } from './competition-status-badge';
import { CompetitionWinners } from './competition-winners';
import { JoinCompetitionButton } from './join-competition-button';
import { CompetitionFact } from './competition-fact';

/**
 * A competition card: image, status, category,
 * dates, participants n / max, prize; the join button while active ('Yakında' before), and
 * for ended ones a toggle that shows or hides the stored winners.
 */
export function CompetitionCard({ competition, priority = false }: { competition: CompetitionCardData; priority?: boolean }) {
  const { t } = useTranslation('competitions');
  const [showResults, setShowResults] = useState(false);
  const resultsId = useId();
  const href = `/competitions/${competition.id}`;

  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block">
        <CompetitionImage image={competition.image} alt="" priority={priority} className="aspect-[16/9] w-full" />
        <CompetitionStatusBadge status={competition.status} className="absolute top-3 left-3 shadow" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1.5">
          <Badge variant="outline" className="font-medium">
            {t(`categories.${competition.category}`)}
          </Badge>
          <h2 className="text-lg leading-snug font-semibold">
            <Link to={href} className="hover:underline">
              {competition.title}
            </Link>
          </h2>
          <p className="line-clamp-2 text-sm text-muted-foreground">{competition.description}</p>
        </div>
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-1.5 text-sm">
          <div className="flex items-center gap-2">
            <dt className="flex shrink-0 items-center">
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">
                {t('card.startsAt')} – {t('card.endsAt')}
              </span>
            </dt>
            <dd>{t('card.dates', { start: formatDate(competition.startsAt, 'medium'), end: formatDate(competition.endsAt, 'medium') })}</dd>
          </div>
          <CompetitionFact icon={Users} label={t('card.participants')} valueClassName="tabular-nums">
            {t('card.participantsValue', { value: formatNumber(competition.participants), max: formatNumber(competition.maxParticipants) })}
          </CompetitionFact>
          {competition.prize ? (
            <CompetitionFact icon={Gift} label={t('card.prize')} valueClassName="min-w-0 truncate">
              {competition.prize}
            </CompetitionFact>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {competition.status === 'ended' ? (
            <Button variant="outline" aria-expanded={showResults} aria-controls={resultsId} onClick={() => setShowResults((v) => !v)} className="flex-1">
              {showResults ? t('card.hideResults') : t('card.showResults')}
              <ChevronDown className={cn('transition-transform', showResults && 'rotate-180')} aria-hidden="true" />
            </Button>
          ) : (
            <JoinCompetitionButton competition={competition} className="flex-1" />
          )}
          <Button asChild variant="ghost">
            <Link to={href}>{t('card.details')}</Link>
          </Button>
        </div>
        {competition.status === 'ended' ? (
          <div id={resultsId} hidden={!showResults} className="rounded-lg bg-muted/50 p-3">
            {showResults ? <CompetitionWinners competition={competition} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
