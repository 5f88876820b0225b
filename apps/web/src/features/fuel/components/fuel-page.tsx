import { Car, Fuel, Receipt, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FuelGarage } from '@garaj/shared';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCurrency, formatDate } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { useCostEntries } from '../api/get-costs';
import { useFillUps } from '../api/get-fill-ups';
import { useFuelOverview } from '../api/get-overview';
import { useCostReport } from '../api/get-report';
import { formatQuantity } from '../utils/format';
import { fuelPath, readPageParams, type FuelPageParams } from '../utils/page-params';
import { ConfirmDelete } from './confirm-delete';
import { CostForm } from './cost-form';
import { CostList } from './cost-list';
import { CsvPanel } from './csv-panel';
import { FillUpForm } from './fill-up-form';
import { FillUpList } from './fill-up-list';
import { PublicSummaryForm } from './public-summary-form';
import { SelectForm } from './select-form';
import { SummaryCards } from './summary-cards';
import { YearlyReport } from './yearly-report';

/**
 * `/fuel` for a member ("Yakıt ve Masraflar"): the garage (`?garage=`), its summary cards, the
 * fill-ups (add, edit, delete; pages by `?after=`), the cost entries (`?costsAfter=`), the yearly
 * report (`?year=`) with its charts, the CSV import and export, and the public-summary switch.
 * Everything is in the address and preloaded by the route's loader, so the server renders the
 * whole page and its forms work before the script runs (and without it).
 */
export function FuelPage() {
  const { t } = useTranslation(['fuel', 'errors']);
  const [search] = useSearchParams();
  const params = readPageParams(search);
  const overview = useFuelOverview(params.garage);

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <Fuel className="size-7 text-primary" aria-hidden="true" />
          {t('page.title')}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('page.subtitle')}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={params.garage ? `/maintenance?garage=${params.garage}` : '/maintenance'}>
          <Wrench aria-hidden="true" />
          {t('page.maintenanceLink')}
        </Link>
      </Button>
    </header>
  );

  let body;
  if (overview.isPending) {
    body = <Skeleton className="h-96 w-full" />;
  } else if (overview.isError) {
    body = <ErrorState message={getErrorMessage(overview.error, t)} onRetry={() => void overview.refetch()} />;
  } else if (!overview.data.garage) {
    body = (
      <EmptyState
        icon={Car}
        title={t('empty.noGarageTitle')}
        description={t('empty.noGarageText')}
        action={
          <Button asChild>
            <Link to="/create-garage">{t('empty.noGarageAction')}</Link>
          </Button>
        }
      />
    );
  } else {
    const { garages, garage, summary, today } = overview.data;
    body = (
      <>
        {garages.length > 1 ? (
          <SelectForm
            id="fuel-garage-picker"
            label={t('picker.label')}
            name="garage"
            value={garage.id}
            options={garages.map((g) => ({ value: g.id, label: `${g.name} · ${g.carBrand} ${g.carModel}` }))}
            keep={{}}
            submitLabel={t('actions.show')}
            pathFor={(id) => fuelPath(id)}
          />
        ) : null}
        {summary ? <SummaryCards summary={summary} /> : null}
        <GarageLog key={garage.id} garage={garage} params={params} today={today} lastOdometerKm={summary?.last?.odometerKm ?? null} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('page.title')} noIndex />
      {header}
      {body}
    </div>
  );
}

interface GarageLogProps {
  garage: FuelGarage;
  params: FuelPageParams;
  today: string;
  lastOdometerKm: number | null;
}

/** The chosen garage's fill-ups, cost entries, report, CSV and switch. */
function GarageLog({ garage, params, today, lastOdometerKm }: GarageLogProps) {
  const { t } = useTranslation(['fuel', 'errors']);
  const fillUps = useFillUps(garage.id, params.after);
  const costs = useCostEntries(garage.id, params.costsAfter);
  const report = useCostReport(garage.id, params.year);
  // The page as it is, without the one-off parameters (a form, a confirmation, an outcome).
  const view = { year: params.year, after: params.after, costsAfter: params.costsAfter };
  const next = fuelPath(garage.id, view);
  const editing = params.edit ? (fillUps.data?.items.find((f) => f.id === params.edit) ?? null) : null;
  const editingCost = params.editCost ? (costs.data?.items.find((c) => c.id === params.editCost) ?? null) : null;
  const unit = t(`units.${garage.unit}`);

  let confirmSubject: string | null = null;
  if (params.confirm?.kind === 'fill-up') {
    const fill = fillUps.data?.items.find((f) => f.id === params.confirm?.id);
    if (fill) confirmSubject = `${formatDate(fill.filledOn, 'medium')} · ${formatQuantity(fill.quantity)} ${unit}`;
  } else if (params.confirm?.kind === 'cost') {
    const entry = costs.data?.items.find((c) => c.id === params.confirm?.id);
    if (entry) confirmSubject = `${formatDate(entry.spentOn, 'medium')} · ${t(`categories.${entry.kind}`)} · ${formatCurrency(entry.amountTl)}`;
  }

  return (
    <>
      {params.confirm ? <ConfirmDelete kind={params.confirm.kind} garageId={garage.id} target={params.confirm.id} subject={confirmSubject} next={next} /> : null}

      <section id="fill-ups" aria-labelledby="fill-ups-heading" className="grid gap-4">
        <h2 id="fill-ups-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Fuel className="size-5 text-primary" aria-hidden="true" />
          {t('fillUps.title')}
        </h2>
        <FillUpForm garage={garage} today={today} lastOdometerKm={lastOdometerKm} editing={editing} next={next} />
        {fillUps.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : fillUps.isError ? (
          <ErrorState message={getErrorMessage(fillUps.error, t)} onRetry={() => void fillUps.refetch()} headingLevel={3} />
        ) : !fillUps.data.items.length ? (
          <EmptyState icon={Fuel} headingLevel={3} title={t('empty.noFillUpsTitle')} description={t('empty.noFillUpsText')} />
        ) : (
          <FillUpList
            garage={garage}
            items={fillUps.data.items}
            olderHref={fillUps.data.nextCursor ? fuelPath(garage.id, { ...view, after: fillUps.data.nextCursor }) : null}
            newestHref={params.after ? fuelPath(garage.id, { ...view, after: null }) : null}
            editHref={(id) => `${fuelPath(garage.id, { ...view, edit: id })}#fill-ups`}
            next={next}
          />
        )}
      </section>

      <section id="costs" aria-labelledby="costs-heading" className="grid gap-4">
        <h2 id="costs-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Receipt className="size-5 text-primary" aria-hidden="true" />
          {t('costs.title')}
        </h2>
        <CostForm garageId={garage.id} today={today} editing={editingCost} next={next} />
        {costs.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : costs.isError ? (
          <ErrorState message={getErrorMessage(costs.error, t)} onRetry={() => void costs.refetch()} headingLevel={3} />
        ) : !costs.data.items.length ? (
          <EmptyState icon={Receipt} headingLevel={3} title={t('empty.noCostsTitle')} description={t('empty.noCostsText')} />
        ) : (
          <CostList
            garageId={garage.id}
            items={costs.data.items}
            olderHref={costs.data.nextCursor ? fuelPath(garage.id, { ...view, costsAfter: costs.data.nextCursor }) : null}
            newestHref={params.costsAfter ? fuelPath(garage.id, { ...view, costsAfter: null }) : null}
            editHref={(id) => `${fuelPath(garage.id, { ...view, editCost: id })}#costs`}
            next={next}
          />
        )}
      </section>

      {report.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : report.isError ? (
        <ErrorState message={getErrorMessage(report.error, t)} onRetry={() => void report.refetch()} />
      ) : (
        <YearlyReport report={report.data} keep={{ garage: garage.id }} pathForYear={(year) => `${fuelPath(garage.id, { ...view, year })}#report`} />
      )}

      <CsvPanel
        garageId={garage.id}
        initialOutcome={params.imported ?? (params.importError ? { code: params.importError.code, rows: params.importError.rows } : null)}
      />
      <PublicSummaryForm garage={garage} next={next} />
    </>
  );
}
