import { useState } from 'react';
import { COMPARE_MAX_GARAGES, type CompareGarage, type CompareSlot } from '@garaj/shared';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCompare } from '../api/get-compare';
import { useCompareParams } from '../hooks/use-compare-params';
import { AdvantagesSummary } from './advantages-summary';
import { CompareEmpty } from './compare-empty';
import { AddSlotCard, CompareSlotCard } from './compare-slot-card';
import { CompareTable } from './compare-table';

/** A key per slot that survives removals and moves: the id and which occurrence of it this is. */
function slotKeys(cars: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cars.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return `${id}#${n}`;
  });
}

/**
 * `/compare?cars=<id>,…` (Compare): up to four slots — each chosen garage with Change, Remove
 * and move earlier / later, then an "Araç ekle" search while fewer than four are chosen — the
 * side-by-side table and the advantages summary. The address is the state: picks, removals and
 * moves rewrite it in place, so a comparison is a link.
 */
export function ComparePage() {
  const { t } = useTranslation('compare');
  const { params, add, replace, remove, move } = useCompareParams();
  const { data, isError, refetch, isFetching } = useCompare(params);
  // The slot whose Change button takes focus when its newly picked garage appears.
  const [focusSlot, setFocusSlot] = useState<number | null>(null);
  const { cars } = params;

  // The answer for this address; while a changed one loads, the garages already known stay shown.
  const current = data && data.slots.length === cars.length && data.slots.every((slot, i) => slot.id === cars[i]) ? data.slots : null;
  const slots: (CompareSlot | undefined)[] = cars.map((id, i) => current?.[i] ?? data?.slots.find((slot) => slot.id === id && slot.garage));
  const garages = slots.flatMap((slot): CompareGarage[] => (slot?.garage ? [slot.garage] : []));
  const loading = slots.some((slot) => slot === undefined) && !isError;
  const chosen = cars.map((id) => id.toLowerCase());

  let content;
  if (isError && !data) {
    content = <ErrorState message={t('error')} onRetry={() => void refetch()} />;
  } else if (cars.length === 0) {
    content = <CompareEmpty onPick={(garage) => add(garage.id)} />;
  } else if (garages.length >= 2) {
    content = (
      <>
        <CompareTable garages={garages} />
        <AdvantagesSummary garages={garages} />
      </>
    );
  } else if (garages.length === 1) {
    content = (
      <>
        {!loading ? <EmptyState icon={Scale} title={t('oneSlot.title')} description={t('oneSlot.text', { title: garages[0]!.title })} className="py-8" /> : null}
        <CompareTable garages={garages} />
      </>
    );
  } else if (!loading) {
    content = <EmptyState icon={Scale} title={t('empty.title')} description={t('empty.text')} />;
  }

  const keys = slotKeys(cars);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </header>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="compare-slots">
        {cars.map((id, index) => (
          <CompareSlotCard
            key={keys[index]}
            index={index}
            count={cars.length}
            slot={slots[index]}
            excludeIds={chosen}
            focusChange={focusSlot === index}
            onSelect={(garage) => {
              setFocusSlot(index);
              replace(index, garage.id);
            }}
            onClear={() => {
              setFocusSlot(null);
              remove(index);
            }}
            onMove={(step) => {
              setFocusSlot(null);
              move(index, step);
            }}
          />
        ))}
        {cars.length < COMPARE_MAX_GARAGES ? (
          <AddSlotCard
            key={`add-${cars.length}`}
            position={cars.length + 1}
            excludeIds={chosen}
            onSelect={(garage) => {
              setFocusSlot(cars.length);
              add(garage.id);
            }}
          />
        ) : null}
      </div>
      <div aria-busy={isFetching} className="grid grid-cols-1 gap-6">
        {content}
      </div>
    </div>
  );
}
