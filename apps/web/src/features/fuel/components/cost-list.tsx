import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CostEntry } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatDate } from '@/lib/format';
import { DeleteForm } from './delete-form';
import { ListPager } from './list-pager';

interface CostListProps {
  garageId: string;
  items: CostEntry[];
  olderHref: string | null;
  newestHref: string | null;
  editHref: (id: string) => string;
  next: string;
}

/** One page of the garage's cost entries, newest first: date, kind, amount, note; edit and delete per row. */
export function CostList({ garageId, items, olderHref, newestHref, editHref, next }: CostListProps) {
  const { t } = useTranslation('fuel');
  return (
    <div className="grid gap-3">
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t('costs.caption')}</caption>
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{t('costs.date')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('costs.kind')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('costs.amount')}</th>
              <th scope="col" className="px-3 py-2 font-medium">{t('costs.note')}</th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t('fillUps.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => {
              const date = formatDate(entry.spentOn, 'medium');
              const kind = t(`categories.${entry.kind}`);
              return (
                <tr key={entry.id} id={`cost-${entry.id}`} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap">{date}</td>
                  <td className="px-3 py-2">{kind}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCurrency(entry.amountTl)}</td>
                  <td className="max-w-64 truncate px-3 py-2">{entry.note ?? ''}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="sm">
                        <Link to={editHref(entry.id)} aria-label={t('costs.editLabel', { kind, date })} title={t('costs.editLabel', { kind, date })}>
                          <Pencil aria-hidden="true" />
                          <span className="max-md:sr-only">{t('actions.edit')}</span>
                        </Link>
                      </Button>
                      <DeleteForm
                        intent="deleteCost"
                        garageId={garageId}
                        target={entry.id}
                        next={next}
                        label={t('costs.deleteLabel', { kind, date })}
                        description={t('confirmDelete.costDescription', { kind, date, amount: formatCurrency(entry.amountTl) })}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ListPager label={t('costs.pages')} newestHref={newestHref} olderHref={olderHref} />
    </div>
  );
}
