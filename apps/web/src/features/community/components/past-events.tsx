import { useState } from 'react';
import { ChevronDown, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { useEvents } from '../api/get-events';
import { useParticipantsText } from './event-facts';

/**
 * 'Geçmiş Etkinlikler': events that have started leave the upcoming list and are listed here
 * (most recent first, pages), loaded when opened.
 */
export function PastEvents() {
  const { t, i18n } = useTranslation(['community', 'common']);
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const [open, setOpen] = useState(false);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useEvents('past', { enabled: open });
  const participants = useParticipantsText();
  const events = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="community-past-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      <h2 id="community-past-title" className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="community-past-list"
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-2 rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <History className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('events.past')}
          <ChevronDown className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} aria-hidden="true" />
        </button>
      </h2>
      {open ? (
        <div id="community-past-list" className="grid gap-3">
          {isPending ? (
            <Spinner />
          ) : isError ? (
            <ErrorState onRetry={() => void refetch()} headingLevel={3} />
          ) : events.length === 0 ? (
            <p className="text-muted-foreground">{t('events.pastEmpty')}</p>
          ) : (
            <>
              <ul className="divide-y rounded-xl border bg-card" aria-label={t('events.past')}>
                {events.map((event) => (
                  <li key={event.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
                    <Link to={`/community/events/${event.id}`} className="min-w-0 font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                      {event.title}
                    </Link>
                    <span className="text-muted-foreground tabular-nums">
                      <time dateTime={event.startsAt}>{formatDate(event.startsAt, 'long', language)}</time> · {participants(event)}
                    </span>
                  </li>
                ))}
              </ul>
              {hasNextPage ? (
                <Button variant="outline" className="justify-self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? <Spinner className="size-4" /> : null}
                  {t('events.loadMore')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
