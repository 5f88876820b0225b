import type { AdCategory, PublicAd } from '@garaj/shared';
import { Car, Cog, Globe, Landmark, Mail, MapPin, Phone, ShieldCheck, Star, Tag, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { recordAdClick } from '../api/record-ad-click';

/** The icon of each ad category (shown when an ad has no image). */
export const AD_CATEGORY_ICONS: Record<AdCategory, LucideIcon> = {
  dealer: Car,
  service: Wrench,
  parts: Cog,
  insurance: ShieldCheck,
  finance: Landmark,
};

const linkClass =
  'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One ad: image (or the category icon),
 * company, title, description, rating and reviews, location, discount, valid until, and the
 * website / tel: / mailto: links — each counts a click (POST /api/ads/:id/clicks).
 */
export function AdCard({ ad, className, wide = false }: { ad: PublicAd; className?: string; /** Featured row: a flatter image. */ wide?: boolean }) {
  const { t } = useTranslation('advertising');
  const Icon = AD_CATEGORY_ICONS[ad.category];
  const click = () => void recordAdClick(ad.id);
  return (
    <article data-testid="ad-card" aria-labelledby={`ad-${ad.id}-title`} className={cn('flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card', className)}>
      <div className={cn('relative bg-muted', wide ? 'aspect-[16/9] md:aspect-[21/9]' : 'aspect-[16/9]')}>
        {ad.image ? (
          <img src={ad.image.url} srcSet={ad.image.srcset ?? undefined} sizes="(min-width: 1024px) 33vw, 100vw" alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary/15 to-primary/5 text-primary">
            <Icon className="size-12" aria-hidden="true" />
          </div>
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {ad.featured ? <Badge>{t('ad.featured')}</Badge> : null}
          <Badge variant="secondary">{t(`categories.${ad.category}`)}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{ad.company}</p>
          <h3 id={`ad-${ad.id}-title`} className="text-lg leading-snug font-semibold break-words">
            {ad.title}
          </h3>
        </div>
        <p className="text-sm break-words text-muted-foreground">{ad.description}</p>
        <ul className="grid gap-1.5 text-sm">
          {ad.rating !== null ? (
            <li className="flex items-center gap-1.5">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              <span>{t('ad.rating', { rating: formatNumber(ad.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: ad.reviewsCount, reviews: formatNumber(ad.reviewsCount) })}</span>
            </li>
          ) : null}
          {ad.location ? (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="break-words">{ad.location}</span>
            </li>
          ) : null}
          {ad.discountText ? (
            <li className="flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
              <Tag className="size-4" aria-hidden="true" />
              <span>{ad.discountText}</span>
            </li>
          ) : null}
          {ad.validUntil ? <li className="text-muted-foreground">{t('ad.validUntil', { date: formatDate(`${ad.validUntil}T12:00:00Z`) })}</li> : null}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {ad.website ? (
            <a href={ad.website} target="_blank" rel="noopener noreferrer sponsored" onClick={click} className={linkClass}>
              <Globe className="size-4" aria-hidden="true" />
              {t('ad.website')}
              <span className="sr-only">{t('ad.opensNewTab', { company: ad.company })}</span>
            </a>
          ) : null}
          {ad.phone ? (
            <a href={`tel:${ad.phone.replace(/[^\d+]/g, '')}`} onClick={click} className={linkClass} aria-label={t('ad.callLabel', { company: ad.company, phone: ad.phone })}>
              <Phone className="size-4" aria-hidden="true" />
              {t('ad.call')}
            </a>
          ) : null}
          {ad.email ? (
            <a href={`mailto:${ad.email}`} onClick={click} className={linkClass} aria-label={t('ad.emailLabel', { company: ad.company, email: ad.email })}>
              <Mail className="size-4" aria-hidden="true" />
              {t('ad.email')}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
