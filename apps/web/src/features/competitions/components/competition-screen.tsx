import { ArrowLeft, CalendarDays, Gift, SearchX, Users, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useCompetition } from '../api/get-competition';
import { CompetitionAdminActions } from './competition-admin-actions';
import { CompetitionEntries } from './competition-entries';
import { CompetitionImage } from './competition-image';
import { CompetitionStatusBadge } from './competition-status-badge';
import { CompetitionWinners } from './competition-winners';
import { JoinCompetitionButton } from './join-competition-button';
import { CompetitionFact } from './competition-fact';

/**
 * `/competitions/:id`: the competition (image, status, category, dates, participants, prize,
 * total votes, description, rules), its join button or its winners, the admin tools, and the
 * entries gallery with the vote buttons. 'Yarışma Bulunamadı' for a missing one.
 */
export function CompetitionScreen({ id, notFound = false }: { id: string; notFound?: boolean }) {
  const { t } = useTranslation('competitions');
  const { data: competition, isPending, isError, error, refetch } = useCompetition(id, { enabled: !notFound });

  if (notFound || (isError && isApiError(error) && error.status === 404)) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <PageMeta title={t('detail.notFoundTitle')} />
        <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold">{t('detail.notFoundTitle')}</h1>
        <p className="text-muted-foreground">{t('detail.notFoundText')}</p>
        <Button asChild variant="outline">
          <Link to="/competitions">{t('detail.back')}</Link>
        </Button>
      </div>
    );
  }
  if (isPending) return <PageSpinner label={t('detail.loading')} />;
  if (isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16">
        <ErrorState headingLevel={1} message={t('detail.error')} onRetry={() => void refetch()} />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={competition.title} description={competition.description} image={competition.image?.url ?? null} />
      <Link to="/competitions" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>

      <header className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="relative overflow-hidden rounded-2xl">
          <CompetitionImage image={competition.image} alt={t('card.imageAlt', { title: competition.title })} priority sizes="(min-width: 1024px) 60vw, 100vw" className="aspect-[16/9] w-full" />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <div className="flex flex-wrap gap-2">
            <CompetitionStatusBadge status={competition.status} />
            <Badge variant="outline">{t(`categories.${competition.category}`)}</Badge>
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{competition.title}</h1>
          <dl className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
            <CompetitionFact icon={CalendarDays} label={t('card.startsAt')}>
              {formatDate(competition.startsAt, 'dateTime')}
            </CompetitionFact>
            <CompetitionFact icon={CalendarDays} label={t('card.endsAt')}>
              {formatDate(competition.endsAt, 'dateTime')}
            </CompetitionFact>
            <CompetitionFact icon={Users} label={t('card.participants')} valueClassName="tabular-nums">
              {t('card.participantsValue', { value: formatNumber(competition.participants), max: formatNumber(competition.maxParticipants) })}
            </CompetitionFact>
            {competition.prize ? (
              <CompetitionFact icon={Gift} label={t('card.prize')}>
                {competition.prize}
              </CompetitionFact>
            ) : null}
            <div className="flex items-center gap-2">
              <dt className="flex shrink-0 items-center">
                <Vote className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">{t('detail.entries')}</span>
              </dt>
              <dd>{t('detail.votes', { count: competition.votesCount })}</dd>
            </div>
          </dl>
          <JoinCompetitionButton competition={competition} className="w-full sm:w-fit" />
          {competition.canManage ? <CompetitionAdminActions competition={competition} /> : null}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="competition-about" className="grid content-start gap-3">
          <h2 id="competition-about" className="text-xl font-bold">
            {t('detail.about')}
          </h2>
          <p className="whitespace-pre-line text-muted-foreground">{competition.description}</p>
          {competition.rules.length ? (
            <>
              <h3 className="mt-2 font-semibold">{t('detail.rules')}</h3>
              <ul className="grid list-disc gap-1 pl-5 text-sm">
                {competition.rules.map((rule, i) => (
                  <li key={i}>{rule}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {competition.status === 'ended' ? (
          <section className="rounded-2xl border bg-card p-4">
            <CompetitionWinners competition={competition} headingLevel={2} />
          </section>
        ) : null}
      </div>

      <CompetitionEntries competition={competition} />
    </div>
  );
}
