import type { CommunityTopMember, MemberLevel } from '@garaj/shared';
import { Award, BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';

const LEVEL_STYLES: Record<MemberLevel, string> = {
  gold: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-300',
  silver: 'bg-slate-200 text-slate-800 dark:bg-slate-500/25 dark:text-slate-200',
  bronze: 'bg-orange-100 text-orange-900 dark:bg-orange-700/25 dark:text-orange-300',
};

/** Top members by forum reputation (Top member): rank, avatar, points, posts, level gold / silver / bronze. */
export function TopMembers({ members }: { members: CommunityTopMember[] }) {
  const { t } = useTranslation('community');
  return (
    <section aria-labelledby="community-top-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
      <div>
        <h2 id="community-top-title" className="text-2xl font-bold">
          {t('topMembers.title')}
        </h2>
        <p className="text-muted-foreground">{t('topMembers.subtitle')}</p>
      </div>
      {members.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('topMembers.empty')}</p>
      ) : (
        <ol className="divide-y rounded-xl border bg-card">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-3 p-3" data-testid="community-top-member">
              <span className="w-6 shrink-0 text-center font-bold text-muted-foreground tabular-nums">{t('topMembers.rank', { rank: member.rank })}</span>
              <UserAvatar name={member.username} image={member.avatar?.url} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1 truncate font-semibold">
                  <Link to={`/user/${encodeURIComponent(member.username)}`} className="truncate rounded-sm hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    {member.displayName}
                  </Link>
                  {member.isExpert ? <BadgeCheck className="size-4 shrink-0 text-sky-600" aria-label={t('topMembers.expert')} /> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground tabular-nums">
                  @{member.username} · {t('topMembers.points', { count: member.reputation })} · {t('topMembers.posts', { count: member.postsCount })}
                </p>
              </div>
              <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', LEVEL_STYLES[member.level])}>
                <Award className="size-3.5" aria-hidden="true" />
                {t(`topMembers.levels.${member.level}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
