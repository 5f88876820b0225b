import type { CommunityEvent } from '@garaj/shared';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';

/** "n / capacity katılımcı", or "n katılımcı" without a limit. */
export function useParticipantsText() {
  const { t } = useTranslation('community');
  return (event: Pick<CommunityEvent, 'participantsCount' | 'capacity'>) =>
    event.capacity === null
      ? t('events.participants', { count: event.participantsCount })
      : t('events.participantsOf', { count: event.participantsCount, capacity: event.capacity });
}

/** Date (Istanbul time), place and participants of an event, as a description list. */
export function EventFacts({ event }: { event: CommunityEvent }) {
  const { t, i18n } = useTranslation('community');
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const participants = useParticipantsText();
  return (
    <dl className="grid gap-1.5 text-sm text-muted-foreground">
      <div>
        <dt className="sr-only">{t('events.when')}</dt>
        <dd className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={event.startsAt}>{formatDate(event.startsAt, 'dateTime', language)}</time>
        </dd>
      </div>
      <div>
        <dt className="sr-only">{t('events.where')}</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{event.location}</span>
        </dd>
      </div>
      <div>
        <dt className="sr-only">{t('detail.capacity')}</dt>
        <dd className="flex items-center gap-2">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <span className="tabular-nums" data-testid="event-participants">
            {participants(event)}
          </span>
        </dd>
      </div>
    </dl>
  );
}
