import type { ReactNode } from 'react';
import { Calendar, Car, MapPin, Pencil, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberProfile } from '@garaj/shared';
import { BadgeChips } from '@/components/badge-chips';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber } from '@/lib/format';
import { ReportButton } from '@/components/report/report-button';
import { FollowButton } from './follow-button';
import { FollowListDialog } from './follow-list-dialog';
import { MessageButton } from './message-button';

/**
 * The user profile's header: avatar with up to 3 badges under it, name, bio, location, member
 * since, counts of garages, followers and following (the last two open their lists). The owner
 * sees 'Profili Düzenle'; others the follow, message and report buttons, then `actions` (the page
 * adds what other features offer, e.g. blocking).
 */
export function UserProfileHeader({ profile, actions }: { profile: MemberProfile; actions?: ReactNode }) {
  const { t } = useTranslation('users');
  const name = profile.fullName || profile.username;
  return (
    <header className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-start sm:p-6">
      <div className="flex flex-col items-center gap-3 sm:w-44 sm:shrink-0">
        <UserAvatar name={profile.username} image={profile.avatar?.url} className="size-24 sm:size-28 [&>span]:text-4xl" />
        <BadgeChips badges={profile.badges} size="md" className="justify-center" />
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
            <p className="text-muted-foreground">@{profile.username}</p>
          </div>
          {profile.isMe ? (
            <Button asChild variant="outline">
              <Link to="/profile">
                <Pencil aria-hidden="true" />
                {t('profile.edit')}
              </Link>
            </Button>
          ) : (
            <div className="flex flex-wrap gap-2">
              <FollowButton target={profile} />
              <MessageButton username={profile.username} memberId={profile.id} />
              <ReportButton targetType="user" targetId={profile.id} targetLabel={`@${profile.username}`} />
              {actions}
            </div>
          )}
        </div>
        {profile.bio ? <p className="max-w-2xl break-words whitespace-pre-line">{profile.bio}</p> : null}
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          {profile.location ? (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {profile.location}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            {t('profile.memberSince', { date: formatDate(profile.createdAt, 'long') })}
          </li>
        </ul>
        <ul aria-label={t('profile.countsLabel')} className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Car className="size-4" aria-hidden="true" />
            {t('profile.garageCount', { count: profile.garageCount, formatted: formatNumber(profile.garageCount) })}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            <FollowListDialog username={profile.username} kind="followers" count={profile.followersCount} />
          </li>
          <li>
            <FollowListDialog username={profile.username} kind="following" count={profile.followingCount} />
          </li>
        </ul>
      </div>
    </header>
  );
}
