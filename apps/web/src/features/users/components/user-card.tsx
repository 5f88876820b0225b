import { Calendar, Car, Heart, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserCard as UserCardData } from '@garaj/shared';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate, formatNumber } from '@/lib/format';

/** A member in the directory; the whole card links to /user/{username}. */
export function UserCard({ user }: { user: UserCardData }) {
  const { t } = useTranslation('users');
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-center gap-3">
        <UserAvatar name={user.username} image={user.avatar?.url} className="size-12 [&>span]:text-lg" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link to={`/user/${encodeURIComponent(user.username)}`} className="outline-none after:absolute after:inset-0 hover:underline">
              {user.fullName || user.username}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
        </div>
      </div>
      {user.bio ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{user.bio}</p> : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1">
          <Car className="size-4" aria-hidden="true" />
          {t('card.garages', { count: user.garageCount, formatted: formatNumber(user.garageCount) })}
        </li>
        <li className="flex items-center gap-1">
          <Heart className="size-4" aria-hidden="true" />
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
