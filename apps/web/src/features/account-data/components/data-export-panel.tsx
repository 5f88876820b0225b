import { useId, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_VALID_DAYS, type DataExport, type DataExportList } from '@garaj/shared';
import { CircleAlert, CircleCheck, Clock, Download, FileArchive } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { cn } from '@/lib/utils';
import { accountDataKeys } from '../api/query-keys';
import { dataExportDownloadUrl, requestDataExport, useDataExports } from '../api/data-exports';

const MB = 1024 * 1024;

/** An archive's size: whole KB below a megabyte (at least 1), else MB with one decimal. */
export function formatArchiveSize(bytes: number, t: TFunction): string {
  if (bytes >= MB) return t('accountData:exports.sizeMb', { size: formatNumber(bytes / MB, { maximumFractionDigits: 1 }) });
  return t('accountData:exports.sizeKb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });
}

/** What one archive's row says about its state; only a ready one has the download link. */
function ExportStatus({ item, describedBy }: { item: DataExport; describedBy: string }) {
  const { t } = useTranslation('accountData');
  switch (item.status) {
    case 'pending':
      return (
        <span className="inline-flex items-center gap-2 text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {t('exports.status.pending')}
        </span>
      );
    case 'ready':
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="inline-flex items-center gap-2 font-medium text-primary">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('exports.status.ready')}
          </span>
          {item.bytes !== null ? <span className="text-muted-foreground">{formatArchiveSize(item.bytes, t)}</span> : null}
          {item.expiresAt ? <span className="text-muted-foreground">{t('exports.validUntil', { date: formatDate(item.expiresAt, 'dateTime') })}</span> : null}
          <a
            href={dataExportDownloadUrl(item.id)}
            download
            aria-describedby={describedBy}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto')}
          >
            <Download aria-hidden="true" />
            {t('exports.download')}
          </a>
        </div>
      );
    case 'failed':
      return (
        <span className="inline-flex items-center gap-2 text-destructive">
          <CircleAlert className="size-4" aria-hidden="true" />
          {t('exports.status.failed')}
          <span className="text-muted-foreground">{t('exports.failedHint')}</span>
        </span>
      );
    case 'expired':
      return <span className="text-muted-foreground">{t('exports.status.expired')}</span>;
  }
}

/** The latest archives, newest first, or what stands in for them (loading, failure, none yet). */
function ExportList() {
  const { t } = useTranslation(['accountData', 'errors']);
  const exports = useDataExports();
  const listId = useId();
  if (exports.isPending) return <Spinner label={t('exports.loading')} showLabel />;
  if (exports.isError) {
    return <ErrorState headingLevel={3} title={t('exports.error')} message={getErrorMessage(exports.error, t)} onRetry={() => void exports.refetch()} />;
  }
  if (exports.data.items.length === 0) return <p className="text-sm text-muted-foreground">{t('exports.empty')}</p>;
  return (
    <ul aria-label={t('exports.listLabel')} className="divide-y rounded-md border text-sm">
      {exports.data.items.map((item) => (
        <li key={item.id} className="grid gap-1.5 p-3" aria-busy={item.status === 'pending'}>
          <span id={`${listId}-${item.id}`} className="inline-flex items-center gap-2 font-medium">
            <FileArchive className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('exports.requestedAt', { date: formatDate(item.createdAt, 'dateTime') })}
          </span>
          <ExportStatus item={item} describedBy={`${listId}-${item.id}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Verilerimi indir": what the archive holds and how it comes (prepared in the background,
 * mailed, downloadable for {@link DATA_EXPORT_VALID_DAYS} days, one per
 * {@link DATA_EXPORT_INTERVAL_HOURS} hours — the server answers 429 DATA_EXPORT_TOO_SOON, shown
 * under the button), the button that asks for one, and the latest archives (asked again every
 * few seconds while one is being prepared).
 */
export function DataExportPanel() {
  const { t } = useTranslation(['accountData', 'errors']);
  const queryClient = useQueryClient();
  const headingId = useId();
  const request = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) => {
      queryClient.setQueryData<DataExportList>(accountDataKeys.exports(), (list) =>
        list ? { items: [created, ...list.items.filter((item) => item.id !== created.id)] } : { items: [created] },
      );
      void queryClient.invalidateQueries({ queryKey: accountDataKeys.exports() });
      toast.success(t('exports.requested'));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate();
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        {t('exports.title')}
      </h4>
      <p className="text-sm text-muted-foreground">{t('exports.contents')}</p>
      <p className="text-sm text-muted-foreground">{t('exports.howItWorks', { days: DATA_EXPORT_VALID_DAYS, hours: DATA_EXPORT_INTERVAL_HOURS })}</p>
      <form onSubmit={onSubmit} className="grid gap-2" aria-busy={request.isPending}>
        <div>
          <Button type="submit" variant="outline" disabled={request.isPending}>
            <FileArchive aria-hidden="true" />
            {request.isPending ? t('exports.requesting') : t('exports.request')}
          </Button>
        </div>
        {request.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {getErrorMessage(request.error, t)}
          </p>
        ) : null}
      </form>
      <ExportList />
    </section>
  );
}
