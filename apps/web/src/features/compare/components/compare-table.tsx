import type { CompareGarage } from '@garaj/shared';
import { ArrowDown, ArrowUp, Equal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { COMPARE_ROWS, rowOutcomes, type CompareRowKey, type RowOutcome } from '../utils/compare-rows';
import { formatRowValue } from '../utils/format-row';

interface CompareTableProps {
  /** One garage (the other slot is empty) or two, in slot order. */
  garages: [CompareGarage] | [CompareGarage, CompareGarage];
}

/**
 * The side-by-side table: one row per spec, a column per garage. A value that is
 * not stored reads 'Belirtilmemiş' and is not compared; the better value of a ranked row is
 * marked with a trophy and, for screen readers, the words "daha iyi" ("eşit" on a tie). Rows
 * are `th scope="row"`, garages `th scope="col"`, so each cell is announced with both. Narrow
 * screens keep three fixed columns whose text wraps: never a horizontal scroll.
 */
export function CompareTable({ garages }: CompareTableProps) {
  const { t } = useTranslation(['compare', 'garages']);
  const [car1, car2] = garages;
  const outcomes = car2 ? rowOutcomes(car1, car2) : null;
  const caption = car2 ? t('table.caption', { car1: car1.title, car2: car2.title }) : t('table.captionOne', { car1: car1.title });

  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className={car2 ? 'w-[30%] sm:w-[26%]' : 'w-[40%] sm:w-[30%]'} />
          {garages.map((g) => (
            <col key={g.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="p-2 text-left align-bottom text-xs font-medium text-muted-foreground sm:p-3">
              {t('table.spec')}
            </th>
            {garages.map((g) => (
              <th key={g.id} scope="col" className="p-2 text-left align-bottom sm:p-3">
                <Link to={`/garage/${g.id}`} className="font-semibold break-words hover:underline">
                  {g.title}
                </Link>
                <span className="block text-xs font-normal break-words text-muted-foreground">
                  {g.brand} {g.model}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.key} className="border-b last:border-b-0" data-row={row.key}>
              <th scope="row" className="p-2 text-left align-top font-medium sm:p-3">
                <span className="break-words">{t(`rows.${row.key}`)}</span>
                <DirectionHint better={row.better} />
              </th>
              {garages.map((g, index) => (
                <ValueCell
                  key={g.id}
                  garage={g}
                  rowKey={row.key}
                  outcome={outcomes ? outcomes[row.key] : null}
                  slot={index === 0 ? 'car1' : 'car2'}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t px-3 py-2 text-xs text-muted-foreground">{t('table.legend')}</p>
    </div>
  );
}

function DirectionHint({ better }: { better: 'higher' | 'lower' | null }) {
  const { t } = useTranslation('compare');
  if (!better) return null;
  const Icon = better === 'higher' ? ArrowUp : ArrowDown;
  const text = better === 'higher' ? t('table.higherBetter') : t('table.lowerBetter');
  return (
    <span title={text} className="ml-1 inline-block whitespace-nowrap text-muted-foreground">
      <Icon className="inline size-3.5 align-[-2px]" aria-hidden="true" />
      <span className="sr-only">({text})</span>
    </span>
  );
}

function ValueCell({ garage, rowKey, outcome, slot }: { garage: CompareGarage; rowKey: CompareRowKey; outcome: RowOutcome; slot: 'car1' | 'car2' }) {
  const { t } = useTranslation(['compare', 'garages']);
  const text = formatRowValue(garage, rowKey, t);
  const wins = outcome === slot;
  const tie = outcome === 'tie';
  const priced = rowKey === 'buildCost' && text !== null && garage.pricedModificationsCount < garage.modificationsCount;
  return (
    <td
      className={cn(
        'p-2 align-top break-words sm:p-3',
        wins && 'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300',
      )}
      data-better={wins ? 'true' : undefined}
    >
      {text === null ? (
        <span className="text-muted-foreground italic">{t('table.notSpecified')}</span>
      ) : (
        <span className="inline-flex flex-wrap items-center gap-1">
          {wins ? <Trophy className="size-4 shrink-0" aria-hidden="true" /> : null}
          {tie ? <Equal className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
          <span>{text}</span>
          {wins ? <span className="sr-only">({t('table.better')})</span> : null}
          {tie ? <span className="sr-only">({t('table.tie')})</span> : null}
        </span>
      )}
      {priced ? (
        <span className="mt-0.5 block text-xs font-normal text-muted-foreground">
          {t('table.pricedMods', { priced: garage.pricedModificationsCount, total: garage.modificationsCount })}
        </span>
      ) : null}
    </td>
  );
}
