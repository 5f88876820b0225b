import type { ReactNode } from 'react';
import type { ListingDetail } from '@garaj/shared';
import { FileText, MessageCircle, Pencil, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GarageImage } from '@/components/garage-image';
import { UserAvatar } from '@/components/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { usePriceText } from '../hooks/use-price-text';
import { ListingHistory } from './listing-history';
import { PanelList, PanelMapPicture } from './panel-map';

/** The address that starts writing to the seller about the garage (the messages flow). */
export const messageSellerPath = (username: string, garageId: string) => `/messages/new?to=${encodeURIComponent(username)}&garage=${encodeURIComponent(garageId)}`;

/** "Satıcıya Mesaj Gönder": a member goes to the messages page, a visitor to sign in first. */
function MessageSeller({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const { user } = useCurrentUser();
  const username = listing.seller.username;
  if (!username || listing.isMine || listing.status !== 'active' || user?.id === listing.seller.id) return null;
  const target = messageSellerPath(username, listing.garageId);
  return (
    <Button asChild className="w-full">
      <Link to={user ? target : loginPath(target)}>
        <MessageCircle aria-hidden="true" />
        {t('detail.messageSeller')}
      </Link>
    </Button>
  );
}

/** One fact of the listing (label and value) in the facts list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The listing page: price and facts, the panel map, the report, the description, the seller and the shared history. */
export function ListingView({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const priceText = usePriceText();
  const vehicle = `${listing.brand} ${listing.model}`;
  const tramer = listing.tramerTl === null ? t('detail.tramerUnknown') : listing.tramerTl === 0 ? t('detail.tramerNone') : formatCurrency(listing.tramerTl);
  const sold = listing.status === 'sold';

  return (
    <article className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GarageImage image={listing.cover} alt={t('card.imageAlt', { name: listing.name, vehicle })} vehicleType={listing.vehicleType} priority sizes="(min-width: 1024px) 60vw, 100vw" className="aspect-[16/10] w-full rounded-xl" />
        <header className="grid content-start gap-4">
          <div className="flex flex-wrap gap-2">
            {sold ? <Badge variant="destructive">{t('card.sold')}</Badge> : null}
            {listing.status === 'withdrawn' ? <Badge variant="outline">{t('detail.withdrawn')}</Badge> : null}
            <Badge variant="secondary">{vehicle}</Badge>
          </div>
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{listing.name}</h1>
          <p className={cn('text-3xl font-bold text-brand tabular-nums', sold && 'text-muted-foreground line-through')}>{priceText(listing.priceTl)}</p>
          {sold && listing.soldAt ? <p className="text-sm text-muted-foreground">{t('detail.soldOn', { date: formatDate(listing.soldAt) })}</p> : null}
          <dl className="grid grid-cols-2 gap-2">
            <Fact label={t('detail.year')}>{listing.year ?? '—'}</Fact>
            <Fact label={t('detail.km')}>{listing.km === null ? '—' : t('card.km', { km: formatNumber(listing.km) })}</Fact>
            <Fact label={t('detail.city')}>{listing.city ?? '—'}</Fact>
            <Fact label={t('detail.tradeIn')}>{listing.tradeIn ? t('detail.tradeInYes') : t('detail.tradeInNo')}</Fact>
            <Fact label={t('detail.tramer')}>{tramer}</Fact>
            <Fact label={t('detail.publishedAt')}>{formatDate(listing.publishedAt, 'medium')}</Fact>
          </dl>
          <section aria-labelledby="listing-seller" className="grid gap-3 rounded-xl border p-4">
            <h2 id="listing-seller" className="text-sm font-semibold text-muted-foreground">
              {t('detail.seller')}
            </h2>
            <div className="flex items-center gap-3">
              <UserAvatar name={listing.seller.fullName ?? listing.seller.username} image={listing.seller.avatar?.url} className="size-10" />
              <div className="min-w-0">
                <p className="truncate font-medium">{listing.seller.fullName ?? listing.seller.username}</p>
                <Link to={`/user/${encodeURIComponent(listing.seller.username)}`} className="text-sm text-muted-foreground hover:underline">
                  @{listing.seller.username}
                </Link>
              </div>
            </div>
            <MessageSeller listing={listing} />
            <Button asChild variant="outline" className="w-full">
              <Link to={`/garage/${listing.garageId}`}>
                <Warehouse aria-hidden="true" />
                {t('detail.viewGarage')}
              </Link>
            </Button>
            {listing.isMine ? (
              <Button asChild variant="secondary" className="w-full">
                <Link to={`/listings/${listing.garageId}/edit`}>
                  <Pencil aria-hidden="true" />
                  {t('detail.edit')}
                </Link>
              </Button>
            ) : null}
          </section>
        </header>
      </div>

      {listing.vehicleType === 'car' ? (
        <section aria-labelledby="listing-panels" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="listing-panels" className="text-lg font-semibold">
            {t('panelMap.title')}
          </h2>
          {Object.keys(listing.panels).length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('panelMap.summaryEmpty')}</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
              <PanelMapPicture panels={listing.panels} />
              <PanelList panels={listing.panels} />
            </div>
          )}
        </section>
      ) : null}

      <section aria-labelledby="listing-about" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="listing-about" className="text-lg font-semibold">
          {t('detail.about')}
        </h2>
        {listing.description ? <p className="text-sm break-words whitespace-pre-line">{listing.description}</p> : <p className="text-sm text-muted-foreground">{t('detail.noDescription')}</p>}
        {listing.expertReport ? (
          <p>
            <a href={listing.expertReport.url} className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline" target="_blank" rel="noopener">
              <FileText className="size-4" aria-hidden="true" />
              {t('detail.expertReport', { name: listing.expertReport.name })}
            </a>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noExpertReport')}</p>
        )}
      </section>

      {listing.history ? <ListingHistory history={listing.history} /> : null}
    </article>
  );
}
