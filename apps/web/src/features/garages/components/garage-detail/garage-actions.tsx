import type { GarageDetail } from '@garaj/shared';
import { Pencil, Scale, Share2, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report/report-button';
import { useShare } from '@/hooks/use-share';
import { FavoriteButton } from '../favorite-button';
import { LikeButton } from '../like-button';

/** Share, like, favorite, (for the owner) edit, and (for other members) report. */
export function GarageActions({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation(['garages', 'common']);
  const share = useShare({ copied: t('garages:share.copied'), failed: t('garages:share.failed') });
  const onShare = () =>
    void share({
      title: garage.name,
      text: garage.description ? garage.description.slice(0, 140) : `${garage.carBrand} ${garage.carModel}`,
      url: `${window.location.origin}/garage/${garage.id}`,
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <LikeButton garageId={garage.id} liked={garage.likedByMe} count={garage.likesCount} ownerId={garage.owner.id} size="default" />
      <FavoriteButton garage={garage} variant="outline" showLabel className="h-10" />
      <NeedsJavaScript>
        <Button variant="outline" onClick={onShare}>
          <Share2 aria-hidden="true" />
          {t('common:actions.share')}
        </Button>
      </NeedsJavaScript>
      <Button asChild variant="outline">
        <Link to={`/compare?cars=${encodeURIComponent(garage.id)}`}>
          <Scale aria-hidden="true" />
          {t('detail.compare')}
        </Link>
      </Button>
      {garage.isMine ? (
        <Button asChild variant="secondary">
          <Link to={`/edit-garage/${garage.id}`}>
            <Pencil aria-hidden="true" />
            {t('common:actions.edit')}
          </Link>
        </Button>
      ) : null}
      {/* The listing is where sale data lives: its owner creates or edits it, others read it while for sale. */}
      {garage.isMine || garage.isForSale ? (
        <Button asChild variant="outline">
          <Link to={garage.isMine ? `/listings/${garage.id}/edit` : `/listings/${garage.id}`}>
            <Tag aria-hidden="true" />
            {garage.isMine ? t(garage.isForSale ? 'detail.listingEdit' : 'detail.listingCreate') : t('detail.listingView')}
          </Link>
        </Button>
      ) : null}
      <ReportButton targetType="garage" targetId={garage.id} targetLabel={garage.name} ownerId={garage.owner.id} />
    </div>
  );
}
