import type { GarageDetail, ImageView } from '@garaj/shared';
import { Expand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { GarageImage } from '@/components/garage-image';

interface GarageHeroProps {
  garage: GarageDetail;
  photos: ImageView[];
  /** `opener` gets the focus back when the viewer closes. */
  onOpenPhoto: (index: number, opener: HTMLElement) => void;
}

const MAX_THUMBS = 6;

/** Cover photo with a strip of the other photos; any photo opens the lightbox. */
export function GarageHero({ garage, photos, onOpenPhoto }: GarageHeroProps) {
  const { t } = useTranslation('garages');
  const cover = photos[0] ?? garage.cover;
  const vehicle = `${garage.carBrand} ${garage.carModel}`;
  return (
    <div className="grid gap-2">
      <div className="relative overflow-hidden rounded-xl border">
        <GarageImage
          image={cover}
          alt={t('card.imageAlt', { name: garage.name, vehicle })}
          vehicleType={garage.vehicleType}
          sizes="(min-width: 1280px) 1216px, 100vw"
          priority
          className="aspect-[16/9] max-h-[60dvh] w-full"
        />
        {garage.isForSale ? (
          <Badge variant="brand" className="absolute top-3 left-3 text-sm">
            {t('card.forSale')}
          </Badge>
        ) : null}
        {photos.length > 0 ? (
          <button
            type="button"
            onClick={(event) => onOpenPhoto(0, event.currentTarget)}
            className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-md bg-black/70 px-3 py-1.5 text-sm font-medium text-white outline-none hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white"
          >
            <Expand className="size-4" aria-hidden="true" />
            {t('gallery.showAll', { count: photos.length })}
          </button>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.slice(1, MAX_THUMBS + 1).map((photo, i) => (
            <li key={photo.id ?? photo.url} className="shrink-0">
              <button
                type="button"
                onClick={(event) => onOpenPhoto(i + 1, event.currentTarget)}
                className="block overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <img
                  src={photo.url}
                  srcSet={photo.srcset ?? undefined}
                  sizes={photo.srcset ? '120px' : undefined}
                  width={120}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  alt={t('gallery.openPhoto', { name: garage.name, current: i + 2, total: photos.length })}
                  className="h-16 w-24 bg-muted object-cover sm:h-20 sm:w-30"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
