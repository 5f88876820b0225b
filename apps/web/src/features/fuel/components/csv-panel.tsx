import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FUEL_IMPORT_MAX_ERRORS, fuelApi } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { apiUrl, isApiError } from '@/lib/api-client';
import { importFillUpsCsv } from '../api/import-csv';
import { fuelKeys } from '../api/query-keys';
import { importProblems, type ImportRowProblem } from '../utils/page-params';

/** What the last import said: rows written, or why nothing was. */
export type ImportOutcome = { imported: number; skipped: number } | { code: string; rows: ImportRowProblem[] };

interface CsvPanelProps {
  garageId: string;
  /** The outcome the page's address carries (the form posted without the script). */
  initialOutcome: ImportOutcome | null;
}

/**
 * The fuel log's CSV in LubeLogger's format: the export (a download link) and the import — a
 * real multipart form posted to the API (a field `redirect=page` makes the API answer with a 303
 * back here, the outcome in the address), sent by `fetch` once the script runs. A refusal lists
 * the file's lines and columns with their problems; nothing is written then.
 */
export function CsvPanel({ garageId, initialOutcome }: CsvPanelProps) {
  const { t } = useTranslation(['fuel', 'errors']);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(initialOutcome);
  const [busy, setBusy] = useState(false);
  const importUrl = apiUrl(fuelApi.importFillUpsCsv, { params: { id: garageId } });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the file: the `redirect` field is for the native post.
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    if (!file?.size) {
      setOutcome({ code: 'CSV_IMPORT_EMPTY', rows: [] });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      setOutcome(await importFillUpsCsv(garageId, body));
      await queryClient.invalidateQueries({ queryKey: fuelKeys.all });
    } catch (error) {
      setOutcome({ code: isApiError(error) ? error.code : 'INTERNAL', rows: isApiError(error) ? importProblems(error.fields) : [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="import" aria-labelledby="csv-heading" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <h2 id="csv-heading" className="text-xl font-semibold">
          {t('csv.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('csv.lead')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Button asChild variant="outline">
          <a href={apiUrl(fuelApi.exportFillUpsCsv, { params: { id: garageId } })} download>
            <Download aria-hidden="true" />
            {t('csv.export')}
          </a>
        </Button>
        <form method="post" action={importUrl} encType="multipart/form-data" className="flex flex-wrap items-end gap-2" onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
          <input type="hidden" name="redirect" value="page" />
          <div className="grid gap-2">
            <Label htmlFor="csv-file">{t('csv.file')}</Label>
            <input id="csv-file" name="file" type="file" accept=".csv,text/csv" required className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm" />
          </div>
          <Button type="submit" disabled={busy}>
            <FileUp aria-hidden="true" />
            {busy ? t('csv.importing') : t('csv.import')}
          </Button>
        </form>
      </div>
      <p className="text-xs text-muted-foreground">{t('csv.columns')}</p>
      {outcome ? <Outcome outcome={outcome} /> : null}
    </section>
  );
}

function Outcome({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation(['fuel', 'errors']);
  if ('imported' in outcome) {
    return (
      <p role="status" className="rounded-lg border border-success/40 bg-success/5 p-3 text-sm" data-testid="csv-outcome">
        {[t('csv.imported', { count: outcome.imported }), outcome.skipped ? t('csv.skipped', { count: outcome.skipped }) : ''].join(' ').trim()}
      </p>
    );
  }
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="csv-outcome">
      <p className="font-semibold text-destructive">{t(`errors:${outcome.code}`, { defaultValue: t('errors:INTERNAL') })}</p>
      {outcome.rows.length ? (
        <ul className="grid gap-0.5">
          {outcome.rows.slice(0, FUEL_IMPORT_MAX_ERRORS).map((row) => (
            <li key={`${row.line}-${row.column}`}>
              {t('csv.rowProblem', { line: row.line, column: row.column, problem: t(`errors:${row.code}`, { defaultValue: row.code }) })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
