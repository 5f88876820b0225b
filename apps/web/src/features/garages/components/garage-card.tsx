import type { ReactNode } from 'react';
import type { GarageCard as GarageCardData } from '@garaj/shared';
import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatSalePrice } from '@/lib/format';
import { garageHashtags } from '../utils/garage-text';
import { GarageImage } from '@/components/garage-image';
import { GarageStats } from './garage-stats';
import { OwnerHandle } from './owner-handle';
import { ViewGarageButton } from './view-garage-button';

interface GarageCardProps {
  garage: GarageCardData;
  /**
   * Heart toggle on the photo (featured cards): a `<FavoriteButton>`. The caller passes the
   * buttons, so a page downloads only the ones it shows (the home page has no like buttons).
   */
  favoriteButton?: ReactNode;
  /** Like toggle next to the figures: a `<LikeButton>`; without one the like count is shown. */
  likeButton?: ReactNode;
  /** '#word' tags from the name (featured cards). */
  showHashtags?: boolean;
  /** First cards of a page: load the photo at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A garage in a grid (the garages list; featured cards on the home page). */
export function GarageCard({
  garage,
  favoriteButton,
  likeButton,
  showHashtags = false,
  priority = false,
  headingLevel = 3,
  className,
}: GarageCardProps) {
  const { t } = useTranslation('garages');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const username = garage.owner.username;
  const vehicle = `${garage.carBrand} ${garage.carModel}`;

  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <GarageImage
          image={garage.cover}
          alt={t('card.imageAlt', { name: garage.name, vehicle })}
          vehicleType={garage.vehicleType}
          priority={priority}
          className="aspect-[16/10] w-full"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {garage.isForSale ? <Badge variant="brand">{t('card.forSale')}</Badge> : null}
          {garage.vehicleType === 'motorcycle' ? (
            <Badge variant="secondary" className="bg-background/90 backdrop-blur">
              <Bike aria-hidden="true" />
              {t('vehicleType.motorcycle')}
            </Badge>
          ) : null}
        </div>
        {favoriteButton}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="min-w-0 text-base leading-snug font-semibold">
            <Link
              to={`/garage/${garage.id}`}
              className="line-clamp-2 rounded-sm break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {garage.name}
            </Link>
          </Heading>
          {garage.carYear ? (
            <Badge variant="outline" className="tabular-nums">
              {garage.carYear}
            </Badge>
          ) : null}
        </div>
        <p className="truncate text-sm font-medium">{vehicle}</p>
        <p className="truncate text-sm text-muted-foreground">
          <OwnerHandle username={username} />
        </p>
        {garage.description ? (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            {garage.description}
          </p>
        ) : null}
        {showHashtags ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.hashtags')}>
            {garageHashtags(garage.name).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {garage.isForSale && garage.salePrice ? (
          <div className="rounded-lg bg-brand-soft px-3 py-2">
            <p className="text-xs text-muted-foreground">{t('card.salePrice')}</p>
            <p className="font-semibold text-brand">{formatSalePrice(garage.salePrice)}</p>
          </div>
        ) : null}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <div className="flex items-center gap-3">
            {likeButton}
            <GarageStats
              likes={likeButton ? undefined : garage.likesCount}
              views={garage.viewsCount}
              comments={garage.commentsCount}
            />
          </div>
          <ViewGarageButton garage={garage}>{t('card.view')}</ViewGarageButton>
        </div>
      </div>
    </article>
  );
}
