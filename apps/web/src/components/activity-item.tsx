/**
 * One event of the activity feed (type,
 * user, action, target, time, icon, colour), shared by /activities, the profile's Aktivite tab
 * and the home activity section. The member links to `/user/{username}`, the target to its page.
 * Texts: the `activities` namespace (load it with the screen).
 */
import type { ActivityItem as ActivityItemData, ActivityType } from '@garaj/shared';
import {
  Car,
  CircleHelp,
  Heart,
  MessageCircle,
  MessageSquareText,
  Newspaper,
  RefreshCw,
  UserCheck,
  UserPlus,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { SITE_TIME_ZONE, formatDate, formatRelativeTime } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The icon and its colours per type (Activity: icon, color). */
export const ACTIVITY_LOOK: Record<ActivityType, { icon: LucideIcon; className: string }> = {
  new_garage: { icon: Car, className: 'bg-blue-500/10 text-blue-600 dark:text-blue-400' },
  garage_update: { icon: RefreshCw, className: 'bg-sky-500/10 text-sky-600 dark:text-sky-400' },
  modification: { icon: Wrench, className: 'bg-orange-500/10 text-orange-600 dark:text-orange-400' },
  join: { icon: UserPlus, className: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400' },
  like: { icon: Heart, className: 'bg-rose-500/10 text-rose-600 dark:text-rose-400' },
  comment: { icon: MessageCircle, className: 'bg-violet-500/10 text-violet-600 dark:text-violet-400' },
  follow: { icon: UserCheck, className: 'bg-pink-500/10 text-pink-600 dark:text-pink-400' },
  blog_post: { icon: Newspaper, className: 'bg-amber-500/10 text-amber-600 dark:text-amber-400' },
  question: { icon: CircleHelp, className: 'bg-cyan-500/10 text-cyan-600 dark:text-cyan-400' },
  answer: { icon: MessageSquareText, className: 'bg-teal-500/10 text-teal-600 dark:text-teal-400' },
};

/**
 * The translation key of the action text: likes and comments say what they were about (a
 * garage or a post), the other types have one text each.
 */
export function actionKey(item: Pick<ActivityItemData, 'type' | 'target'>): string {
  if ((item.type === 'like' || item.type === 'comment') && item.target?.kind === 'post') return `actions.${item.type}_post`;
  return `actions.${item.type}`;
}

interface ActivityItemProps {
  item: ActivityItemData;
  /** Smaller spacing (home section). */
  compact?: boolean;
  className?: string;
}

/** An event: avatar, '<member> <action>', the target's link and the time. */
export function ActivityItem({ item, compact = false, className }: ActivityItemProps) {
  const { t } = useTranslation('activities');
  const look = ACTIVITY_LOOK[item.type];
  const Icon = look.icon;
  const profile = `/user/${encodeURIComponent(item.actor.username)}`;
  return (
    <article className={cn('flex min-w-0 gap-3 rounded-xl border bg-card shadow-sm', compact ? 'p-3' : 'p-4', className)} aria-label={t(`types.${item.type}`)}>
      <Link to={profile} className="shrink-0 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring" tabIndex={-1} aria-hidden="true">
        <UserAvatar name={item.actor.username} image={item.actor.avatar?.url} className={compact ? 'size-9' : 'size-10'} />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">
          <Link to={profile} className="font-semibold hover:underline">
            {item.actor.displayName}
          </Link>{' '}
          <span className="text-muted-foreground">{t(actionKey(item))}</span>
        </p>
        {item.target ? (
          <p className="mt-0.5 truncate text-sm font-medium">
            <Link to={item.target.url} className="text-primary hover:underline">
              {item.target.title}
            </Link>
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={item.createdAt} title={formatDate(item.createdAt, 'dateTime', undefined, SITE_TIME_ZONE)} suppressHydrationWarning>
            {formatRelativeTime(item.createdAt)}
          </time>
        </p>
      </div>
      <span className={cn('flex shrink-0 items-center justify-center rounded-full', compact ? 'size-8' : 'size-9', look.className)} title={t(`types.${item.type}`)}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </article>
  );
}

/** Placeholders in the shape of {@link ActivityItem} while a list loads. */
export function ActivityItemSkeletons({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className={cn('rounded-xl', compact ? 'h-[4.5rem]' : 'h-[5.5rem]')} />
        </li>
      ))}
    </ul>
  );
}
