import type { GarageCard } from '@garaj/shared';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useFeaturedGarages } from '@/hooks/use-featured-garages';
import { GarageImage } from '@/components/garage-image';
import { vehicleLine } from './garage-search-combobox';

/**
 * No car chosen: an invitation to search, and the community's most liked garages as one-click
 * starting points (each becomes the first car of the comparison).
 */
export function CompareEmpty({ onPick }: { onPick: (garage: GarageCard) => void }) {
  const { t } = useTranslation('compare');
  const { data } = useFeaturedGarages();
  const popular = (data ?? []).slice(0, 6);
  return (
    <div className="grid grid-cols-1 gap-6">
      <EmptyState icon={Scale} title={t('empty.title')} description={t('empty.text')} />
      {popular.length ? (
        <section aria-labelledby="compare-popular-title" className="grid gap-3">
          <h2 id="compare-popular-title" className="text-lg font-semibold">
            {t('empty.popular')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {popular.map((garage) => (
              <li key={garage.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
                <GarageImage image={garage.cover} alt="" sizes="64px" vehicleType={garage.vehicleType} className="aspect-[4/3] w-16 shrink-0 rounded-md" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{garage.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {vehicleLine({ brand: garage.carBrand, model: garage.carModel, year: garage.carYear })}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => onPick(garage)} aria-label={t('empty.pickLabel', { title: garage.name })}>
                  {t('empty.pick')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
