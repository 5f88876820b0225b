import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useEventParticipants } from '../api/get-event-participants';

/**
 * Who joined an event: avatars and usernames of the first who joined (at most 24, as public as
 * the count), each linking to the member's profile, and "+N more" past them.
 */
export function EventParticipants({ eventId }: { eventId: string }) {
  const { t } = useTranslation('community');
  const { data, isPending, isError } = useEventParticipants(eventId);
  if (isError) return null;
  return (
    <section aria-labelledby="event-participants" className="grid gap-3">
      <h2 id="event-participants" className="text-xl font-semibold">
        {data ? t('detail.participantsTitle', { count: data.total }) : t('detail.participantsHeading')}
      </h2>
      {isPending ? (
        <div className="flex flex-wrap gap-3" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-32 rounded-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <p className="text-muted-foreground">{t('detail.noParticipants')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {data.items.map((member) => (
            <li key={member.id}>
              <Link
                to={`/user/${encodeURIComponent(member.username)}`}
                className="flex items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <UserAvatar name={member.username} image={member.avatar?.url} />
                <span className="font-medium">{member.username}</span>
              </Link>
            </li>
          ))}
          {data.total > data.items.length ? (
            <li className="flex items-center px-2 text-sm text-muted-foreground">{t('detail.moreParticipants', { count: data.total - data.items.length })}</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
