import type { GarageCard } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { FavoriteButton } from './favorite-button';
import { GarageCardFrame } from './garage-card-frame';
import { GarageStats } from './garage-stats';
import { OwnerHandle } from './owner-handle';
import { ViewGarageButton } from './view-garage-button';

/** A favorited garage with the real owner and a remove-heart button. */
export function FavoriteGarageCard({ garage }: { garage: GarageCard }) {
  const { t } = useTranslation(['garages', 'common']);
  const username = garage.owner.username;
  return (
    <GarageCardFrame
      garage={garage}
      overlay={
        <FavoriteButton garage={garage} toastStyle="favorites" className="absolute top-2 right-2" />
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{garage.carBrand}</Badge>
        {garage.carYear ? <Badge variant="outline">{garage.carYear}</Badge> : null}
      </div>
      <h2 className="text-base leading-snug font-semibold break-words">{garage.name}</h2>
      {garage.description ? (
        <p className="line-clamp-2 text-sm break-words text-muted-foreground">
          {garage.description}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        <OwnerHandle username={username} />
        {' · '}
        <time dateTime={garage.createdAt}>{formatDate(garage.createdAt, 'medium')}</time>
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <GarageStats likes={garage.likesCount} views={garage.viewsCount} />
        <ViewGarageButton garage={garage}>{t('common:actions.view')}</ViewGarageButton>
      </div>
    </GarageCardFrame>
  );
}
