import type { GarageCard } from '@garaj/shared';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatSalePrice } from '@/lib/format';
import { DeleteGarageDialog } from './delete-garage-dialog';
import { GarageCardFrame } from './garage-card-frame';
import { GarageStats } from './garage-stats';
import { ViewGarageButton } from './view-garage-button';

/** One of the member's own garages with view, edit and delete. */
export function MyGarageItem({ garage }: { garage: GarageCard }) {
  const { t } = useTranslation(['garages', 'common']);
  const vehicle = `${garage.carBrand} ${garage.carModel}`;
  return (
    <GarageCardFrame
      garage={garage}
      overlay={
        garage.isForSale ? (
          <Badge variant="brand" className="absolute top-2 left-2">
            {t('garages:card.forSale')}
          </Badge>
        ) : null
      }
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-base leading-snug font-semibold break-words">
          <Link to={`/garage/${garage.id}`} className="hover:underline">
            {garage.name}
          </Link>
        </h2>
        {garage.carYear ? <Badge variant="outline">{garage.carYear}</Badge> : null}
      </div>
      <p className="truncate text-sm font-medium">{vehicle}</p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={garage.createdAt}>{formatDate(garage.createdAt, 'medium')}</time>
      </p>
      {garage.isForSale && garage.salePrice ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('garages:card.salePrice')}: </span>
          <span className="font-semibold text-brand">{formatSalePrice(garage.salePrice)}</span>
        </p>
      ) : null}
      <GarageStats
        likes={garage.likesCount}
        views={garage.viewsCount}
        comments={garage.commentsCount}
      />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ViewGarageButton garage={garage} variant="outline">
          <Eye aria-hidden="true" />
          {t('common:actions.view')}
        </ViewGarageButton>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/edit-garage/${garage.id}`}>
            <Pencil aria-hidden="true" />
            {t('common:actions.edit')}
            <span className="sr-only">: {garage.name}</span>
          </Link>
        </Button>
        <DeleteGarageDialog garageId={garage.id} garageName={garage.name} />
      </div>
    </GarageCardFrame>
  );
}
