import type { ConvoyPosition } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { useNow } from '../hooks/use-convoy-phase';

const MINUTE = 60_000;

/** "az önce" under a minute, then "x dk önce", from an hour on "x sa önce". */
function useUpdatedAgo(): (updatedAt: string, now: number) => string {
  const { t } = useTranslation('convoy');
  return (updatedAt, now) => {
    const minutes = Math.floor(Math.max(0, now - Date.parse(updatedAt)) / MINUTE);
    if (minutes < 1) return t('list.justNow');
    if (minutes < 60) return t('list.minutesAgo', { count: minutes });
    return t('list.hoursAgo', { count: Math.floor(minutes / 60) });
  };
}

/**
 * The participants sharing now: username (to their profile), the vehicle when they chose one,
 * how precisely they share and their last update ("x dk önce"); the viewer's own entry first and
 * marked. Empty: says nobody shares yet.
 */
export function ConvoyMemberList({ positions, myId }: { positions: ConvoyPosition[]; myId: string | null }) {
  const { t } = useTranslation('convoy');
  const now = useNow();
  const ago = useUpdatedAgo();
  const ordered = [...positions].sort((a, b) => Number(b.member.id === myId) - Number(a.member.id === myId));
  return (
    <section aria-labelledby="convoy-list-title" className="grid gap-2">
      <h3 id="convoy-list-title" className="font-semibold">
        {t('list.title', { count: positions.length })}
      </h3>
      {ordered.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="convoy-list">
          {ordered.map((p) => {
            const mine = p.member.id === myId;
            return (
              <li key={p.member.id} data-member-id={p.member.id} className={mine ? 'flex items-center gap-3 rounded-lg border border-primary/50 bg-primary/5 p-2' : 'flex items-center gap-3 rounded-lg border p-2'}>
                <UserAvatar name={p.member.username} image={p.member.avatar?.url} />
                <div className="grid min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <Link to={`/user/${encodeURIComponent(p.member.username)}`} className="truncate font-medium hover:underline">
                      {p.member.username}
                    </Link>
                    {mine ? <Badge>{t('list.you')}</Badge> : null}
                  </span>
                  {p.vehicle ? <span className="truncate text-sm text-muted-foreground">{p.vehicle.label}</span> : null}
                </div>
                <div className="grid justify-items-end text-xs text-muted-foreground">
                  <span>{p.precision === 'approximate' ? t('list.approximate') : t('list.exact')}</span>
                  <time dateTime={p.positionUpdatedAt}>{ago(p.positionUpdatedAt, Math.max(now, Date.parse(p.positionUpdatedAt)))}</time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
