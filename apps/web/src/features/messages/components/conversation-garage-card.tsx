import type { ConversationGarage, GarageDetail } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GarageImage } from '@/components/garage-image';
import { Badge } from '@/components/ui/badge';
import { formatSalePrice } from '@/lib/format';

/** What the card shows of a garage, from a conversation or from the garage itself. */
export interface MessageGarage extends Omit<ConversationGarage, 'salePrice'> {
  /** The asking price as shown ('₺1.250.000'); null when not for sale or not given. */
  price: string | null;
}

/** The asking price as the site shows it: a plain lira amount in TL ('₺1.250.000'), other text as written. */
const priceOf = (isForSale: boolean, salePrice: string | null) => (isForSale && salePrice ? formatSalePrice(salePrice) : null);

/** A conversation's garage. */
export function garageOfConversation(garage: ConversationGarage): MessageGarage {
  const { salePrice, ...rest } = garage;
  return { ...rest, price: priceOf(garage.isForSale, salePrice) };
}

/** A garage page's answer. */
export function garageOfDetail(garage: GarageDetail): MessageGarage {
  return {
    id: garage.id,
    name: garage.name,
    brand: garage.carBrand,
    model: garage.carModel,
    year: garage.carYear,
    isForSale: garage.isForSale,
    price: priceOf(garage.isForSale, garage.salePrice),
    cover: garage.cover,
  };
}

/** The garage a conversation is about, at its top: photo, name, brand model year, "Satılık" and price, link to the garage. */
export function ConversationGarageCard({ garage }: { garage: MessageGarage }) {
  const { t } = useTranslation('messages');
  return (
    <section aria-label={t('garage.label')} className="flex items-center gap-3 rounded-lg border bg-card p-3">
      <GarageImage image={garage.cover} alt="" sizes="80px" className="aspect-[4/3] w-20 shrink-0 rounded-md" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link to={`/garage/${garage.id}`} className="truncate font-semibold hover:underline">
          {garage.name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{[garage.brand, garage.model, garage.year].filter(Boolean).join(' ')}</p>
        {garage.isForSale ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="brand">{t('garage.forSale')}</Badge>
            {garage.price ? <span className="font-semibold text-brand">{garage.price}</span> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
