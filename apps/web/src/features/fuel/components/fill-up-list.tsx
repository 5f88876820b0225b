import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FillUp, FuelGarage } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { formatQuantity } from '../utils/format';
import { DeleteForm } from './delete-form';
import { ListPager } from './list-pager';

interface FillUpListProps {
  garage: FuelGarage;
  items: FillUp[];
  /** The next page's address (`?after=`), or null on the last page. */
  olderHref: string | null;
  /** The first page's address when this is a later one. */
  newestHref: string | null;
  /** The address that opens a fill-up in the form (`?edit=`). */
  editHref: (id: string) => string;
  next: string;
}

/**
 * One page of the garage's fill-ups, newest first, as a table: date, odometer, quantity, price,
 * price per unit, distance since the one before, the consumption a full tank closes, the tank
 * (full / partial / after a missed one) and the station; edit and delete per row. Pages are links
 * (`?after=`), so they work without JavaScript.
 */
export function FillUpList({ garage, items, olderHref, newestHref, editHref, next }: FillUpListProps) {
  const { t } = useTranslation('fuel');
  const unit = t(`units.${garage.unit}`);
  const perUnit = t(`units.${garage.unit === 'kwh' ? 'kwh_per_100km' : 'l_per_100km'}`);
  return (
    <div className="grid gap-3">
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">{t('fillUps.caption', { name: garage.name })}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{t('fillUps.date')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.odometer')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.quantity', { unit })}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.total')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.unitPrice', { unit })}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.distance')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('fillUps.consumption', { unit: perUnit })}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('fillUps.tank')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('fillUps.station')}</th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t('fillUps.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((fill) => {
              const date = formatDate(fill.filledOn, 'medium');
              return (
                <tr key={fill.id} id={`fill-up-${fill.id}`} className="border-t align-middle">
                  <td className="px-3 py-2 whitespace-nowrap">{date}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatNumber(fill.odometerKm)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatQuantity(fill.quantity)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(fill.totalTl)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{fill.unitPriceTl === null ? '—' : formatCurrency(fill.unitPriceTl)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{fill.distanceKm === null ? '—' : `${formatNumber(fill.distanceKm)} km`}</td>
                  <td className="px-3 py-2 text-right font-medium tabular-nums" data-testid="fill-up-consumption">
                    {fill.consumption === null ? '—' : formatNumber(fill.consumption, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      <Badge variant={fill.isFull ? 'secondary' : 'outline'}>{fill.isFull ? t('fillUps.full') : t('fillUps.partial')}</Badge>
                      {fill.missedPrevious ? <Badge variant="outline">{t('fillUps.missed')}</Badge> : null}
                    </div>
                  </td>
                  <td className="max-w-40 truncate px-3 py-2" title={fill.notes ?? undefined}>
                    {fill.station ?? ''}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="sm">
                        <Link to={editHref(fill.id)} aria-label={t('fillUps.editLabel', { date })} title={t('fillUps.editLabel', { date })}>
                          <Pencil aria-hidden="true" />
                          <span className="max-md:sr-only">{t('actions.edit')}</span>
                        </Link>
                      </Button>
                      <DeleteForm
                        intent="deleteFillUp"
                        garageId={garage.id}
                        target={fill.id}
                        next={next}
                        label={t('fillUps.deleteLabel', { date })}
                        description={t('confirmDelete.fillUpDescription', { date, quantity: `${formatQuantity(fill.quantity)} ${unit}` })}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ListPager label={t('fillUps.pages')} newestHref={newestHref} olderHref={olderHref} />
    </div>
  );
}
