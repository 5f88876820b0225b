import { EVENTS_SHOWN_COLLAPSED } from '@garaj/shared';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { useEvents } from '../api/get-events';
import { useCollapsedList } from '../hooks/use-collapsed-list';
import { useEventParticipation } from '../hooks/use-event-participation';
import { EventCard } from './event-card';
import { ShowAllButton } from './show-all-button';

export const EVENTS_SECTION_ID = 'etkinlikler';

/**
 * Upcoming events: 2 shown until 'Tümünü Gör', then all (further
 * pages with 'Daha Fazla Yükle'); join / leave with their toasts. Admins get 'Etkinlik Ekle'.
 */
export function EventsSection() {
  const { t } = useTranslation(['community', 'common']);
  const { user } = useCurrentUser();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useEvents('upcoming');
  const events = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const list = useCollapsedList(events, EVENTS_SHOWN_COLLAPSED);
  const { toggle, pendingId } = useEventParticipation();

  return (
    <section id={EVENTS_SECTION_ID} aria-labelledby="community-events-title" className="grid min-w-0 scroll-mt-20 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="community-events-title" className="text-2xl font-bold">
            {t('events.title')}
          </h2>
          <p className="text-muted-foreground">{t('events.subtitle')}</p>
        </div>
        {user?.role === 'admin' ? (
          <Button asChild variant="outline">
            <Link to="/community/events/new">
              <CalendarPlus aria-hidden="true" />
              {t('events.add')}
            </Link>
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <div aria-busy="true" className="grid gap-4">
          <span role="status" className="sr-only">
            {t('common:status.loading')}
          </span>
          {Array.from({ length: EVENTS_SHOWN_COLLAPSED }, (_, i) => (
            <Skeleton key={i} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} headingLevel={3} />
      ) : events.length === 0 ? (
        <EmptyState icon={CalendarX} title={t('events.empty')} description={t('events.emptyText')} headingLevel={3} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4" aria-label={t('events.title')}>
            {list.visible.map((event) => (
              <EventCard key={event.id} event={event} pending={pendingId === event.id} onToggle={toggle} />
            ))}
          </ul>
          {list.canExpand || (list.expanded && total > events.length) ? (
            <div className="flex justify-center">
              {list.canExpand ? (
                <ShowAllButton onClick={list.expand} count={total} />
              ) : (
                <Button variant="outline" onClick={() => void fetchNextPage()} disabled={!hasNextPage || isFetchingNextPage}>
                  {isFetchingNextPage ? <Spinner className="size-4" /> : null}
                  {t('events.loadMore')}
                </Button>
              )}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
