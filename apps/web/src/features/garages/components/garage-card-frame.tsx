import type { GarageCard } from '@garaj/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GarageImage } from '@/components/garage-image';

interface GarageCardFrameProps {
  garage: GarageCard;
  /** Laid over the photo (a heart button, a 'for sale' badge). */
  overlay?: ReactNode;
  /** The card body under the photo. */
  children: ReactNode;
}

/** The outline of a member's garage card (own garages, favorites): the cover photo, then the body. */
export function GarageCardFrame({ garage, overlay, children }: GarageCardFrameProps) {
  const { t } = useTranslation('garages');
  const vehicle = `${garage.carBrand} ${garage.carModel}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative">
        <GarageImage
          image={garage.cover}
          alt={t('card.imageAlt', { name: garage.name, vehicle })}
          vehicleType={garage.vehicleType}
          className="aspect-[16/10] w-full"
        />
        {overlay}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">{children}</div>
    </article>
  );
}
