import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { GarageDetail } from '@garaj/shared';
import { Bike, CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCompact } from '@/lib/format';
import { useRecordView } from '../../hooks/use-record-view';
import { formatSalePrice } from '@/lib/format';
import { GarageStats } from '../garage-stats';
import { CommentsTab } from './comments-tab';
import { GalleryTab } from './gallery-tab';
import { GarageActions } from './garage-actions';
import { GarageHero } from './garage-hero';
import { InspectionSummary } from './inspection-summary';
import { MessageSellerButton } from './message-seller-button';
import { ModificationsTab } from './modifications-tab';
import { OverviewTab } from './overview-tab';
import { OwnerGarages } from './owner-garages';
import { PhotoLightbox } from './photo-lightbox';

const TABS = ['overview', 'modifications', 'gallery', 'comments'] as const;
type Tab = (typeof TABS)[number];

interface GarageDetailViewProps {
  garage: GarageDetail;
  /** /garaj/{username}: links to the owner's other garages. */
  showOwnerGarages?: boolean;
}

/** Garage detail screen, shared by /garage/{id} and /garaj/{username}. */
export function GarageDetailView({ garage, showOwnerGarages = false }: GarageDetailViewProps) {
  const { t } = useTranslation('garages');
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  // The thumbnail that opened the viewer: it gets the focus back when the viewer closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const openPhoto = (index: number, opener: HTMLElement) => {
    openerRef.current = opener;
    setPhotoIndex(index);
  };
  const photos = useMemo(
    () => (garage.photos.length > 0 ? garage.photos : garage.cover ? [garage.cover] : []),
    [garage.photos, garage.cover],
  );
  useRecordView(garage.id);
  const username = garage.owner.username;
  // The open tab lives in the address (`?tab=`) and the tabs are links, so they work before the
  // script runs (or without it) and a posted comment comes back to its tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = (TABS as readonly (string | null)[]).includes(requested) ? (requested as Tab) : 'overview';
  const tabHref = (value: Tab) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const onTabChange = (value: string) => setSearchParams(tabHref(value as Tab), { replace: true, preventScrollReset: true });
  const tabLink = (value: Tab, children: ReactNode) => (
    <TabsTrigger value={value} asChild>
      <Link to={tabHref(value)} replace preventScrollReset>
        {children}
      </Link>
    </TabsTrigger>
  );

  return (
    <article className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <GarageHero garage={garage} photos={photos} onOpenPhoto={openPhoto} />

      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">
            {garage.vehicleType === 'motorcycle' ? <Bike aria-hidden="true" /> : null}
            {garage.carBrand} {garage.carModel}
          </Badge>
          {garage.carYear ? (
            <Badge variant="outline">
              <CalendarDays aria-hidden="true" />
              {garage.carYear}
            </Badge>
          ) : null}
          {garage.location ? (
            <Badge variant="outline">
              <MapPin aria-hidden="true" />
              {garage.location}
            </Badge>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{garage.name}</h1>
        <p className="text-muted-foreground">
          {t('detail.owner')}{' '}
          {username ? (
            <Link to={`/user/${encodeURIComponent(username)}`} className="font-medium text-foreground hover:underline">
              @{username}
            </Link>
          ) : (
            <span>@{t('card.anonymous')}</span>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <GarageActions garage={garage} />
          <GarageStats views={garage.viewsCount} comments={garage.commentsCount} />
        </div>
        {garage.isForSale ? (
          <div className="flex flex-wrap items-center gap-3">
            {garage.salePrice ? (
              <p className="w-fit rounded-lg bg-brand-soft px-3 py-2 text-sm">
                <span className="text-muted-foreground">{t('card.salePrice')}: </span>
                <span className="font-semibold text-brand">{formatSalePrice(garage.salePrice)}</span>
              </p>
            ) : null}
            <MessageSellerButton garage={garage} />
          </div>
        ) : null}
      </header>

      <InspectionSummary modifications={garage.modifications} />

      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto sm:gap-0 [&>a]:h-9 sm:[&>a]:h-full">
          {tabLink('overview', t('tabs.overview'))}
          {tabLink(
            'modifications',
            <>
              {t('tabs.modifications')}
              <span className="text-xs text-muted-foreground tabular-nums">({garage.modifications.length})</span>
            </>,
          )}
          {tabLink(
            'gallery',
            <>
              {t('tabs.gallery')}
              <span className="text-xs text-muted-foreground tabular-nums">({photos.length})</span>
            </>,
          )}
          {tabLink(
            'comments',
            <>
              {t('tabs.comments')}
              <span className="text-xs text-muted-foreground tabular-nums">({formatCompact(garage.commentsCount)})</span>
            </>,
          )}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab garage={garage} />
        </TabsContent>
        <TabsContent value="modifications">
          <ModificationsTab garage={garage} />
        </TabsContent>
        <TabsContent value="gallery">
          <GalleryTab photos={photos} name={garage.name} onOpen={openPhoto} />
        </TabsContent>
        <TabsContent value="comments">
          <CommentsTab garageId={garage.id} />
        </TabsContent>
      </Tabs>

      {showOwnerGarages ? <OwnerGarages garage={garage} /> : null}

      <PhotoLightbox photos={photos} title={garage.name} index={photoIndex} onIndexChange={setPhotoIndex} returnFocusRef={openerRef} />
    </article>
  );
}
