import type { ListingHistory as ListingHistoryData, ListingHistoryEntry } from '@garaj/shared';
import { HISTORY_LATE_DAYS } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';

/** One kind of history as a table: the owner's date, what was done, and when the site recorded it. */
function HistoryTable({ caption, entries, categoryLabel, withKm }: { caption: string; entries: ListingHistoryEntry[]; categoryLabel: (category: string) => string; withKm: boolean }) {
  const { t } = useTranslation('listings');
  if (entries.length === 0) {
    return (
      <section className="grid gap-2">
        <h3 className="font-semibold">{caption}</h3>
        <p className="text-sm text-muted-foreground">{t('history.none')}</p>
      </section>
    );
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">{t('history.date')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('history.what')}</th>
            {withKm ? <th scope="col" className="py-2 pr-3 font-medium">{t('history.km')}</th> : null}
            <th scope="col" className="py-2 pr-3 font-medium">{t('history.cost')}</th>
            <th scope="col" className="py-2 font-medium">{t('history.recordedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b align-top last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{entry.date ? formatDate(`${entry.date}T12:00:00Z`, 'medium') : t('history.noDate')}</td>
              <td className="py-2 pr-3">
                <span className="font-medium">{entry.title}</span>
                <span className="block text-xs text-muted-foreground">{categoryLabel(entry.category)}</span>
              </td>
              {withKm ? <td className="py-2 pr-3 tabular-nums">{entry.km === null ? '—' : t('card.km', { km: formatNumber(entry.km) })}</td> : null}
              <td className="py-2 pr-3 tabular-nums">{entry.costTl === null ? '—' : formatCurrency(entry.costTl)}</td>
              <td className="py-2 tabular-nums">
                <time dateTime={entry.recordedAt}>{formatDate(entry.recordedAt, 'medium')}</time>
                {entry.recordedLate ? (
                  <Badge variant="outline" className="ml-2 border-amber-500 text-amber-700 dark:text-amber-300">
                    {t('history.recordedLate')}
                  </Badge>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Garaj'da kayıtlı geçmiş": the garage's maintenance logs and modifications, each with the date
 * its owner gave and the time the site recorded it, those recorded long after marked; one
 * sentence says the rule.
 */
export function ListingHistory({ history }: { history: ListingHistoryData }) {
  const { t } = useTranslation(['listings', 'maintenance', 'garageForm']);
  return (
    <section aria-labelledby="listing-history" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id="listing-history" className="text-lg font-semibold">
          {t('listings:history.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('listings:history.rule', { days: HISTORY_LATE_DAYS })}</p>
      </div>
      <HistoryTable
        caption={t('listings:history.maintenance')}
        entries={history.maintenance}
        categoryLabel={(category) => t(`maintenance:categories.${category}`, { defaultValue: category })}
        withKm
      />
      {history.moreMaintenance ? <p className="text-xs text-muted-foreground">{t('listings:history.more')}</p> : null}
      <HistoryTable
        caption={t('listings:history.modifications')}
        entries={history.modifications}
        categoryLabel={(category) => t(`garageForm:categories.${category}`, { defaultValue: category })}
        withKm={false}
      />
      {history.moreModifications ? <p className="text-xs text-muted-foreground">{t('listings:history.more')}</p> : null}
    </section>
  );
}
