import type { ListingCard as ListingCardData } from '@garaj/shared';
import { CalendarDays, Gauge, MapPin, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GarageImage } from '@/components/garage-image';
import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { usePriceText } from '../hooks/use-price-text';
import { cn } from '@/lib/utils';

/** A listing in the search: cover photo, price, km, city, year, and 'Satıldı' when sold. */
export function ListingCard({ listing, priority = false }: { listing: ListingCardData; priority?: boolean }) {
  const { t } = useTranslation('listings');
  const priceText = usePriceText();
  const sold = listing.status === 'sold';
  const vehicle = `${listing.brand} ${listing.model}`;
  return (
    <article className={cn('flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md', sold && 'opacity-80')}>
      <div className="relative">
        <GarageImage image={listing.cover} alt={t('card.imageAlt', { name: listing.name, vehicle })} vehicleType={listing.vehicleType} priority={priority} className="aspect-[16/10] w-full" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {sold ? <Badge variant="destructive">{t('card.sold')}</Badge> : null}
          {listing.tradeIn && !sold ? (
            <Badge variant="secondary" className="bg-background/90 backdrop-blur">
              <Repeat aria-hidden="true" />
              {t('card.tradeIn')}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className={cn('text-lg font-bold text-brand tabular-nums', sold && 'text-muted-foreground line-through')}>{priceText(listing.priceTl)}</p>
        <h2 className="text-base leading-snug font-semibold">
          <Link to={`/listings/${listing.garageId}`} className="line-clamp-2 rounded-sm break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            {listing.name}
          </Link>
        </h2>
        <p className="truncate text-sm font-medium">{vehicle}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          {listing.year ? (
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('detail.year')}: </span>
              {listing.year}
            </li>
          ) : null}
          {listing.km !== null ? (
            <li className="flex items-center gap-1 tabular-nums">
              <Gauge className="size-4" aria-hidden="true" />
              {t('card.km', { km: formatNumber(listing.km) })}
            </li>
          ) : null}
          {listing.city ? (
            <li className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('detail.city')}: </span>
              {listing.city}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
