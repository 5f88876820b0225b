import type { CommunityEvent } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EventAdminActions } from './event-admin-actions';
import { EventFacts } from './event-facts';
import { EventImage } from './event-image';
import { EventJoinButton, JoinedMark } from './event-join-button';

/** One event card (Event): image, category, title, date, place, participants n / capacity, join / leave. */
export function EventCard({ event, pending, onToggle }: { event: CommunityEvent; pending: boolean; onToggle: (eventId: string, join: boolean) => void }) {
  const { t } = useTranslation('community');
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs sm:flex-row" data-testid="event-card">
      <div className="relative aspect-[16/9] sm:aspect-auto sm:w-56 sm:shrink-0">
        <EventImage image={event.image} category={event.category} sizes="(min-width: 640px) 14rem, 100vw" className="absolute inset-0 size-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{t(`categories.${event.category}`)}</Badge>
          {event.joined ? <JoinedMark /> : null}
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link to={`/community/events/${event.id}`} className="rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {event.title}
          </Link>
        </h3>
        <EventFacts event={event} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <EventJoinButton event={event} pending={pending} onToggle={(join) => onToggle(event.id, join)} />
          <EventAdminActions event={event} />
        </div>
      </div>
    </li>
  );
}
