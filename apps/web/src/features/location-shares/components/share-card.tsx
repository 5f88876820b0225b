import type { PublicLocationShare } from '@garaj/shared';
import { Car, Clock, ExternalLink, Globe, Heart, LocateFixed, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { ReportButton } from '@/components/report/report-button';
import { cn } from '@/lib/utils';
import { useRemainingText } from './remaining-time';

/** A maps service with the share's coordinates (OpenStreetMap, marker at lat/lng). */
export function mapsUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=14/${lat}/${lng}`;
}

export interface ShareCardProps {
  share: PublicLocationShare;
  now: number;
  liked: boolean;
  isMine: boolean;
  /** Null for visitors: the like button becomes a sign-in link. */
  loginHref: string | null;
  onToggleLike: (share: PublicLocationShare, liked: boolean) => void;
  likePending: boolean;
}

/**
 * One active share: the member (avatar, name → profile), vehicle,
 * message, remaining time, precision and audience, likes ('Beğenildi' / 'Beğeni Kaldırıldı') and
 * a link opening a maps service at the share's coordinates in a new tab.
 */
export function ShareCard({ share, now, liked, isMine, loginHref, onToggleLike, likePending }: ShareCardProps) {
  const { t } = useTranslation('location');
  const remaining = useRemainingText();
  const profile = `/user/${encodeURIComponent(share.member.username)}`;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs" data-share-id={share.id} aria-label={share.member.displayName}>
      <div className="flex min-w-0 items-center gap-3">
        <Link to={profile} tabIndex={-1} aria-hidden="true">
          <UserAvatar name={share.member.username} image={share.member.avatar?.url} className="size-11" />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={profile} className="hover:underline">
              {share.member.displayName}
            </Link>
            {isMine ? <span className="ml-2 text-xs font-normal text-muted-foreground">({t('card.you')})</span> : null}
          </h3>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Car className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('card.vehicle')}: </span>
            <span className="truncate">{share.vehicle.label}</span>
          </p>
        </div>
      </div>
      <p className="text-sm break-words">{share.message}</p>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline" className="gap-1">
          {share.precision === 'approximate' ? <MapPin className="size-3.5" aria-hidden="true" /> : <LocateFixed className="size-3.5" aria-hidden="true" />}
          {share.precision === 'approximate' ? t('card.approximate') : t('card.exact')}
        </Badge>
        <Badge variant="outline" className="gap-1">
          {share.isPublic ? <Globe className="size-3.5" aria-hidden="true" /> : <Users className="size-3.5" aria-hidden="true" />}
          {share.isPublic ? t('card.public') : t('card.followers')}
        </Badge>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{t('card.remaining')}: </span>
          <span data-testid="share-remaining">{remaining(share.expiresAt, now)}</span>
        </p>
        <div className="flex items-center gap-1">
          {loginHref ? (
            <Button asChild variant="ghost" size="sm" title={t('card.loginToLike')}>
              <Link to={loginHref}>
                <Heart aria-hidden="true" />
                <span className="sr-only">{t('card.loginToLike')}: </span>
                {formatNumber(share.likesCount)}
              </Link>
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={liked}
              aria-label={`${liked ? t('card.unlike') : t('card.like')} (${t('card.likes', { count: share.likesCount })})`}
              disabled={isMine || likePending}
              onClick={() => onToggleLike(share, !liked)}
            >
              <Heart className={cn(liked && 'fill-red-500 text-red-500')} aria-hidden="true" />
              <span className="tabular-nums">{formatNumber(share.likesCount)}</span>
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <a href={mapsUrl(share.lat, share.lng)} target="_blank" rel="noopener noreferrer" aria-label={t('card.openMapLabel', { name: share.member.displayName })} data-testid="share-map-link">
              <ExternalLink aria-hidden="true" />
              {t('card.openMap')}
            </a>
          </Button>
          {isMine ? null : <ReportButton variant="icon" targetType="location_share" targetId={share.id} targetLabel={share.member.displayName} ownerId={share.member.id} />}
        </div>
      </div>
    </article>
  );
}
