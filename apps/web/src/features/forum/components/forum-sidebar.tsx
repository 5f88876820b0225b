import type { ForumStats } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { formatNumber } from '@/lib/format';
import { useForumStats } from '../api/get-forum-stats';
import { ExpertBadge } from './forum-author';

function StatsGrid({ stats }: { stats: ForumStats }) {
  const { t } = useTranslation('forum');
  const items = [
    { label: t('stats.topics'), value: stats.topics },
    { label: t('stats.posts'), value: stats.topics + stats.replies },
    { label: t('stats.members'), value: stats.members },
    { label: t('stats.online'), value: stats.onlineMembers },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-lg bg-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Forum home sidebar: real statistics and the members online in the last 5 minutes (Forum home). */
export function ForumSidebar() {
  const { t } = useTranslation(['forum', 'common']);
  const { data, isPending, isError } = useForumStats();
  const shown = data?.online ?? [];
  const more = data ? Math.max(0, data.onlineMembers - shown.length) : 0;

  return (
    <aside className="grid content-start gap-6" aria-label={t('forum:home.stats')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('forum:home.stats')}</CardTitle>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <div className="grid grid-cols-2 gap-3" aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </div>
          ) : isError ? (
            <p className="text-sm text-muted-foreground">{t('forum:home.statsError')}</p>
          ) : (
            <StatsGrid stats={data} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-success" />
            </span>
            {t('forum:home.online')}
            {data ? <span className="ml-auto text-sm font-normal text-muted-foreground tabular-nums">{formatNumber(data.onlineMembers)}</span> : null}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <Skeleton className="h-10" />
          ) : shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('forum:home.onlineEmpty')}</p>
          ) : (
            <>
              <ul className="grid gap-2">
                {shown.map((member) => (
                  <li key={member.id} className="flex min-w-0 items-center gap-2">
                    <UserAvatar name={member.displayName || member.username} image={member.avatar?.url} className="size-7" />
                    <Link to={`/user/${encodeURIComponent(member.username)}`} className="truncate text-sm hover:underline">
                      {member.displayName || member.username}
                    </Link>
                    {member.isExpert ? <ExpertBadge className="ml-auto" /> : null}
                  </li>
                ))}
              </ul>
              {more > 0 ? <p className="mt-2 text-xs text-muted-foreground">{t('forum:home.onlineMore', { count: more })}</p> : null}
            </>
          )}
        </CardContent>
      </Card>
    </aside>
  );
}
