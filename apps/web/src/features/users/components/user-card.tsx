import { Calendar, Car, MapPin, ThumbsUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryCard } from '@garaj/shared';
import { BadgeChips } from '@/components/badge-chips';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate, formatNumber } from '@/lib/format';
import { FollowHeart } from './follow-button';

/**
 * A member in the directory: counts, up to 2 badges and the follow heart; the whole
 * card links to /user/{username} (the heart sits above that link).
 */
export function UserCard({ user }: { user: DirectoryCard }) {
  const { t } = useTranslation('users');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-center gap-3">
        <UserAvatar name={user.username} image={user.avatar?.url} className="size-12 [&>span]:text-lg" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={`/user/${encodeURIComponent(user.username)}`} className="outline-none after:absolute after:inset-0 hover:underline">
              {user.fullName || user.username}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
        </div>
        <FollowHeart target={user} className="-mt-1 -mr-1 self-start" />
      </div>
      <BadgeChips badges={user.badges} />
      {user.bio ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{user.bio}</p> : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <Car className="size-4" aria-hidden="true" />
          {t('card.garages', { count: user.garageCount, formatted: formatNumber(user.garageCount) })}
        </li>
        <li className="flex items-center gap-1" data-testid="followers-count">
          <Users className="size-4" aria-hidden="true" />
          {t('card.followers', { count: user.followersCount, formatted: formatNumber(user.followersCount) })}
        </li>
        <li className="flex items-center gap-1">
          <ThumbsUp className="size-4" aria-hidden="true" />
          {t('card.likes', { count: user.totalLikes, formatted: formatNumber(user.totalLikes) })}
        </li>
        {user.location ? (
          <li className="flex min-w-0 items-center gap-1">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{user.location}</span>
          </li>
        ) : null}
        <li className="flex items-center gap-1">
          <Calendar className="size-4" aria-hidden="true" />
          {t('card.joined', { date: formatDate(user.createdAt, 'monthYear') })}
        </li>
      </ul>
    </article>
  );
}

export function UserCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center gap-3">
        <div className="size-12 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-3 w-full animate-pulse rounded bg-muted" />
      <div className="h-3 w-4/5 animate-pulse rounded bg-muted" />
    </div>
  );
}
