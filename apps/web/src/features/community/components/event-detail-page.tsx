import type { ReactNode } from 'react';
import type { CommunityEvent } from '@garaj/shared';
import { ArrowLeft, CalendarPlus, CalendarX, Clock, Tag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isMissingError } from '@/lib/route-data';
import { useEvent } from '../api/get-event';
import { eventCalendarUrl } from '../api/get-event-participants';
import { useEventParticipation } from '../hooks/use-event-participation';
import { EventAdminActions } from './event-admin-actions';
import { EventFacts, useParticipantsText } from './event-facts';
import { EventImage } from './event-image';
import { EventMapSection } from './event-map-section';
import { EventParticipants } from './event-participants';
import { EventJoinButton, JoinedMark } from './event-join-button';

function BackLink() {
  const { t } = useTranslation('community');
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/community">
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </Link>
    </Button>
  );
}

/** 'Etkinlik bulunamadı': an unknown event, or an id that cannot be one. */
function EventNotFound() {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
      <BackLink />
      <EmptyState icon={CalendarX} title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} headingLevel={2} />
      <PageMeta title={t('detail.notFoundTitle')} />
    </div>
  );
}

/**
 * `/community/events/:id`: one event (the link in the joining mail), with join / leave and admin
 * actions. `extra` renders what the page composes in from other features (the convoy map) for the
 * loaded event, above its participants.
 */
export function EventDetailPage({ id, missing: missingOnServer = false, extra }: { id: string; missing?: boolean; extra?: (event: CommunityEvent) => ReactNode }) {
  const { t } = useTranslation(['community', 'common']);
  const navigate = useNavigate();
  const { data: event, isPending, isError, error, refetch } = useEvent(id);
  const { toggle, pendingId } = useEventParticipation();
  const participants = useParticipantsText();

  if (missingOnServer && !event) return <EventNotFound />;
  if (isPending) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8" aria-busy="true">
        <span role="status" className="sr-only">
          {t('common:status.loading')}
        </span>
        <Skeleton className="aspect-[16/7] w-full rounded-2xl" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isError) {
    if (isMissingError(error)) return <EventNotFound />;
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-8">
        <BackLink />
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  }
  const hours = Math.floor(event.durationMinutes / 60);
  const minutes = event.durationMinutes % 60;
  const duration = hours === 0 ? t('events.durationMinutes', { minutes }) : minutes === 0 ? t('events.durationHours', { hours }) : t('events.duration', { hours, minutes });
  return (
    <article className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <PageMeta title={event.title} description={event.description} image={event.image?.url} />
      <BackLink />
      <div className="relative aspect-[16/9] overflow-hidden rounded-2xl sm:aspect-[16/7]">
        <EventImage image={event.image} category={event.category} alt={t('events.imageAlt', { title: event.title })} priority sizes="(min-width: 896px) 56rem, 100vw" className="absolute inset-0 size-full" />
      </div>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`categories.${event.category}`)}</Badge>
          {event.status === 'past' ? <Badge variant="outline">{t('events.ended')}</Badge> : null}
          {event.joined ? <JoinedMark /> : null}
        </div>
        <h1 className="text-3xl font-bold">{event.title}</h1>
        <EventFacts event={event} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <EventJoinButton event={event} pending={pendingId === event.id} onToggle={(join) => toggle(event.id, join)} />
            <Button asChild variant="outline">
              <a href={eventCalendarUrl(event.id)} download>
                <CalendarPlus aria-hidden="true" />
                {t('detail.addToCalendar')}
              </a>
            </Button>
          </div>
          <EventAdminActions event={event} onDeleted={() => void navigate('/community')} />
        </div>
      </header>
      <section aria-labelledby="event-about" className="grid gap-3">
        <h2 id="event-about" className="text-xl font-semibold">
          {t('detail.about')}
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">{event.description}</p>
        <dl className="grid gap-3 rounded-xl border p-4 sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Tag className="size-4" aria-hidden="true" />
              {t('detail.category')}:
            </dt>
            <dd className="font-medium">{t(`categories.${event.category}`)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              {t('detail.duration')}:
            </dt>
            <dd className="font-medium">{duration}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              {t('detail.capacity')}:
            </dt>
            <dd className="font-medium tabular-nums">{event.capacity === null ? `${participants(event)} · ${t('detail.unlimited')}` : participants(event)}</dd>
          </div>
        </dl>
      </section>
      {event.latitude !== null && event.longitude !== null && event.map ? (
        <EventMapSection latitude={event.latitude} longitude={event.longitude} tileUrl={event.map.tileUrl} attribution={event.map.attribution} label={event.location} />
      ) : null}
      {extra?.(event)}
      <EventParticipants eventId={event.id} />
    </article>
  );
}
