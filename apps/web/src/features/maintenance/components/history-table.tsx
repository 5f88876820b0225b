import { Download, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { useMaintenanceLogs } from '../api/get-logs';
import { maintenanceLogsCsvUrl } from '../api/logs-csv';

/**
 * The garage's service history, newest first, paged ('Daha fazla göster'), with
 * 'CSV indir' (a download link; the server sends it as an attachment). A table on wide screens,
 * a list of rows on a phone (no horizontal scroll at 390 px).
 */
export function HistoryTable({ garageId }: { garageId: string }) {
  const { t } = useTranslation('maintenance');
  const logs = useMaintenanceLogs(garageId);
  const rows = logs.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-heading" className="flex items-center gap-2 text-xl font-semibold">
          <History className="size-5 text-muted-foreground" aria-hidden="true" />
          {t('history.title')}
        </h2>
        {rows.length ? (
          <Button asChild variant="outline" size="sm">
            <a href={maintenanceLogsCsvUrl(garageId)} download>
              <Download aria-hidden="true" />
              {t('history.csv')}
            </a>
          </Button>
        ) : null}
      </div>
      {logs.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : logs.isError ? (
        <ErrorState onRetry={() => void logs.refetch()} headingLevel={3} />
      ) : !rows.length ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl border md:block">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">{t('history.date')}</th>
                  <th scope="col" className="px-4 py-2 font-medium">{t('history.item')}</th>
                  <th scope="col" className="px-4 py-2 font-medium">{t('history.category')}</th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">{t('history.km')}</th>
                  <th scope="col" className="px-4 py-2 text-right font-medium">{t('history.cost')}</th>
                  <th scope="col" className="px-4 py-2 font-medium">{t('history.notes')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t" data-testid="history-row">
                    <td className="px-4 py-2 whitespace-nowrap">{formatDate(row.servicedOn)}</td>
                    <td className="px-4 py-2 font-medium">{row.title}</td>
                    <td className="px-4 py-2">{t(`categories.${row.category}`)}</td>
                    <td className="px-4 py-2 text-right whitespace-nowrap">{row.odometerKm === null ? '—' : `${formatNumber(row.odometerKm)} km`}</td>
                    <td className="px-4 py-2 text-right whitespace-nowrap">{row.cost === null ? '—' : formatCurrency(row.cost)}</td>
                    <td className="max-w-64 truncate px-4 py-2 text-muted-foreground">{row.notes ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-2 md:hidden">
            {rows.map((row) => (
              <li key={row.id} className="grid gap-1 rounded-xl border p-3 text-sm">
                <div className="flex justify-between gap-2">
                  <span className="font-medium">{row.title}</span>
                  <span className="whitespace-nowrap text-muted-foreground">{formatDate(row.servicedOn)}</span>
                </div>
                <div className="flex flex-wrap gap-x-3 text-muted-foreground">
                  <span>{t(`categories.${row.category}`)}</span>
                  {row.odometerKm !== null ? <span>{formatNumber(row.odometerKm)} km</span> : null}
                  {row.cost !== null ? <span>{formatCurrency(row.cost)}</span> : null}
                </div>
                {row.notes ? <p className="text-muted-foreground">{row.notes}</p> : null}
              </li>
            ))}
          </ul>
          {logs.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" onClick={() => void logs.fetchNextPage()} disabled={logs.isFetchingNextPage}>
              {t('history.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
