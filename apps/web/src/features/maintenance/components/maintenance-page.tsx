import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Car, Fuel, Plus, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MaintenanceCategory, MaintenanceItem } from '@garaj/shared';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { deleteMaintenanceItem } from '../api/delete-item';
import { useMaintenanceOverview } from '../api/get-overview';
import { maintenanceKeys } from '../api/query-keys';
import { CompleteDialog } from './complete-dialog';
import { HistoryTable } from './history-table';
import { ItemCard } from './item-card';
import { ItemFormDialog, initialValues, type ItemFormValues } from './item-form-dialog';
import { MaintenanceSkeleton } from './maintenance-skeleton';
import { OdometerForm } from './odometer-form';
import { QuickAdd } from './quick-add';
import { SummaryCards } from './summary-cards';

/** The add / edit form's state: which item (null: a new one) and its starting values. */
interface FormState {
  item: MaintenanceItem | null;
  initial: ItemFormValues;
  /** Remounts the form with fresh values each time it opens. */
  key: number;
}

/**
 * `/maintenance` for a member (Maintenance tracker): garage picker
 * (`?garage=`), odometer, summary cards, quick-add buttons, the items of the garage, most urgent
 * first, and its service history. Data loads in the browser (member-only).
 */
export function MaintenancePage() {
  const { t } = useTranslation(['maintenance', 'errors']);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('garage');
  // The list of garages comes with any overview; the chosen garage's items with its own.
  const all = useMaintenanceOverview(null);
  const garages = all.data?.garages ?? [];
  const garage = garages.find((g) => g.id === requested) ?? garages[0] ?? null;
  const overview = useMaintenanceOverview(garage?.id ?? null, Boolean(garage));
  const [form, setForm] = useState<FormState | null>(null);
  const [completing, setCompleting] = useState<MaintenanceItem | null>(null);

  const remove = useMutation({
    mutationFn: (item: MaintenanceItem) => deleteMaintenanceItem(item.id),
    onSuccess: async () => {
      toast.success(t('toast.success'), { description: t('toast.deleted') });
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
    onError: (error) => toast.error(t('toast.error'), { description: getErrorMessage(error, t) }),
  });

  const openAdd = (category: MaintenanceCategory = 'oil') => {
    if (!garage) return;
    // 'other' has no suggested title: the member names it.
    setForm({ item: null, initial: initialValues(garage, category, t(`quickAdd.titles.${category}`, { defaultValue: '' })), key: Date.now() });
  };
  const openEdit = (item: MaintenanceItem) => {
    if (!garage) return;
    setForm({ item, initial: initialValues(garage, item.category, item.title, item), key: Date.now() });
  };

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <Wrench className="size-7 text-primary" aria-hidden="true" />
          {t('page.title')}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('page.subtitle')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to={garage ? `/fuel?garage=${garage.id}` : '/fuel'}>
            <Fuel aria-hidden="true" />
            {t('page.fuelLink')}
          </Link>
        </Button>
        {garage ? (
          <Button onClick={() => openAdd()}>
            <Plus aria-hidden="true" />
            {t('items.add')}
          </Button>
        ) : null}
      </div>
    </header>
  );

  let body;
  if (all.isPending) {
    body = (
      <>
        <Skeleton className="h-20 w-full" />
        <MaintenanceSkeleton />
      </>
    );
  } else if (all.isError) {
    body = <ErrorState message={getErrorMessage(all.error, t)} onRetry={() => void all.refetch()} />;
  } else if (!garage) {
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
    const items = overview.data?.items ?? [];
    body = (
      <>
        {garages.length > 1 ? (
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="maintenance-garage-picker">{t('picker.label')}</Label>
            <select
              id="maintenance-garage-picker"
              className={inputClassName}
              value={garage.id}
              onChange={(e) => setParams((p) => {
                p.set('garage', e.target.value);
                return p;
              })}
            >
              {garages.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} · {g.carBrand} {g.carModel}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <OdometerForm garage={overview.data?.garages.find((g) => g.id === garage.id) ?? garage} />
        {overview.data ? <SummaryCards summary={overview.data.summary} /> : <Skeleton className="h-24 w-full" />}
        <QuickAdd onPick={openAdd} />
        <section aria-labelledby="items-heading" className="grid gap-3">
          <h2 id="items-heading" className="text-xl font-semibold">
            {t('items.title')}
          </h2>
          {overview.isPending ? (
            <MaintenanceSkeleton />
          ) : overview.isError ? (
            <ErrorState message={getErrorMessage(overview.error, t)} onRetry={() => void overview.refetch()} headingLevel={3} />
          ) : !items.length ? (
            <EmptyState icon={Wrench} headingLevel={3} title={t('empty.noItemsTitle')} description={t('empty.noItemsText')} />
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  odometerKm={overview.data.garages.find((g) => g.id === item.garageId)?.odometerKm ?? null}
                  onComplete={setCompleting}
                  onEdit={openEdit}
                  onDelete={(it) => remove.mutate(it)}
                />
              ))}
            </div>
          )}
        </section>
        <HistoryTable key={garage.id} garageId={garage.id} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('page.title')} noIndex />
      {header}
      {body}
      {form ? (
        <ItemFormDialog key={form.key} open onOpenChange={(open) => !open && setForm(null)} garages={garages} initial={form.initial} item={form.item} />
      ) : null}
      {completing ? (
        <CompleteDialog
          item={completing}
          odometerKm={overview.data?.garages.find((g) => g.id === completing.garageId)?.odometerKm ?? null}
          onOpenChange={(open) => !open && setCompleting(null)}
        />
      ) : null}
    </div>
  );
}
