import type { CompareGarage, CompareSlot, CompareSlotName } from '@garaj/shared';
import { ArrowLeftRight, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCompare } from '../api/get-compare';
import { useCompareParams } from '../hooks/use-compare-params';
import { AdvantagesSummary } from './advantages-summary';
import { CompareEmpty } from './compare-empty';
import { CompareSlotCard } from './compare-slot-card';
import { CompareTable } from './compare-table';

/**
 * `/compare?car1=&car2=` (Compare): two slots with a garage
 * search each, a swap button, the side-by-side table and the advantages summary. The address
 * is the state — picks, removals and swaps rewrite it in place, so a comparison is a link.
 */
export function ComparePage() {
  const { t } = useTranslation('compare');
  const { params, setSlot, swap } = useCompareParams();
  const { data, isError, refetch, isFetching } = useCompare(params);

  /** A slot as loaded for the current address; undefined while it loads (previous data shown elsewhere). */
  const slotOf = (name: CompareSlotName): CompareSlot | null | undefined => {
    const id = params[name];
    if (id === null) return null;
    const loaded = data?.[name];
    return loaded && loaded.id === id ? loaded : undefined;
  };
  const slot1 = slotOf('car1');
  const slot2 = slotOf('car2');
  const garages = [slot1?.garage, slot2?.garage].filter((g): g is CompareGarage => Boolean(g));
  const anyChosen = params.car1 !== null || params.car2 !== null;
  const loading = (slot1 === undefined || slot2 === undefined) && !isError;

  let content;
  if (isError && !data) {
    content = <ErrorState message={t('error')} onRetry={() => void refetch()} />;
  } else if (!anyChosen) {
    content = <CompareEmpty onPick={(garage) => setSlot('car1', garage.id)} />;
  } else if (garages.length === 2) {
    content = (
      <>
        <CompareTable garages={[garages[0]!, garages[1]!]} />
        <AdvantagesSummary car1={garages[0]!} car2={garages[1]!} />
      </>
    );
  } else if (garages.length === 1) {
    content = (
      <>
        {!loading ? <EmptyState icon={Scale} title={t('oneSlot.title')} description={t('oneSlot.text', { title: garages[0]!.title })} className="py-8" /> : null}
        <CompareTable garages={[garages[0]!]} />
      </>
    );
  } else if (!loading) {
    content = <EmptyState icon={Scale} title={t('empty.title')} description={t('empty.text')} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </header>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <CompareSlotCard
          name="car1"
          slot={slot1}
          otherId={params.car2}
          onSelect={(garage) => setSlot('car1', garage.id)}
          onClear={() => setSlot('car1', null)}
        />
        <div className="flex items-center justify-center">
          <Button
            variant="outline"
            size="sm"
            onClick={swap}
            disabled={!anyChosen}
            title={t('swapLabel')}
          >
            <ArrowLeftRight className="md:size-4" aria-hidden="true" />
            <span>{t('swap')}</span>
          </Button>
        </div>
        <CompareSlotCard
          name="car2"
          slot={slot2}
          otherId={params.car1}
          onSelect={(garage) => setSlot('car2', garage.id)}
          onClear={() => setSlot('car2', null)}
        />
      </div>
      <div aria-busy={isFetching} className="grid grid-cols-1 gap-6">
        {content}
      </div>
    </div>
  );
}
