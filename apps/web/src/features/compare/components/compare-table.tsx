import type { CompareGarage } from '@garaj/shared';
import { ArrowDown, ArrowUp, Equal, Lock, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeFor } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { COMPARE_ROWS, COMPARE_SECTIONS, rowOutcomes, type CellOutcome, type CompareRow } from '../utils/compare-rows';
import { DASH_ROWS, formatCell } from '../utils/format-row';

interface CompareTableProps {
  /** One to four garages, in the address's order. */
  garages: readonly CompareGarage[];
}

/**
 * The table's least width per number of garages (a 7 rem label column and 7.5 rem per garage):
 * two garages fit a 390 px phone, three and four scroll sideways inside the table's frame.
 */
const MIN_WIDTH = ['', 'min-w-[14.5rem]', 'min-w-[22rem]', 'min-w-[29.5rem]', 'min-w-[37rem]'];

/** The first column stays in place while the garages scroll under it (opaque, above the cells). */
const STICKY = 'sticky left-0 z-10 bg-card';

/**
 * The side-by-side table: sections of rows (vehicle, build, running costs), a column per
 * garage. A spec the owner did not enter reads 'Belirtilmemiş', a figure nothing can give '—',
 * private running costs 'Gizli'; none of them is ranked. The best value of a ranked row is
 * marked with a trophy, bold text and, for screen readers, the words "en iyi" ("eşit" when all
 * are equal) — never by colour alone. Rows are `th scope="row"`, garages `th scope="col"`, so
 * each cell is announced with both. On a narrow screen the frame scrolls sideways while the
 * row labels stay visible in the sticky first column; each garage's heading is a link, so
 * moving through them with the keyboard scrolls its column into view. The frame is positioned,
 * so the visually hidden caption (absolutely placed) stays inside it instead of widening the page.
 */
export function CompareTable({ garages }: CompareTableProps) {
  const { t } = useTranslation(['compare', 'garages']);
  const outcomes = rowOutcomes(garages);
  const titles = garages.map((g) => g.title);
  const caption =
    titles.length > 1
      ? t('table.caption', { titles: new Intl.ListFormat(localeFor(currentLanguage()), { type: 'conjunction' }).format(titles) })
      : t('table.captionOne', { title: titles[0] ?? '' });
  const captionId = 'compare-table-caption';

  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
      {garages.length > 2 ? (
        <p className="border-b px-3 py-2 text-xs text-muted-foreground sm:hidden" data-testid="compare-scroll-hint">
          {t('table.scrollHint')}
        </p>
      ) : null}
      <div
        role="region"
        aria-labelledby={captionId}
        className="relative overflow-x-auto overscroll-x-contain"
        data-testid="compare-scroll"
      >
        <table className={cn('w-full table-fixed border-collapse text-sm', MIN_WIDTH[garages.length])} data-testid="compare-table">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <colgroup>
            <col className="w-28 sm:w-44" />
            {garages.map((g, index) => (
              <col key={`${index}:${g.id}`} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b bg-muted/50">
              <th scope="col" className={cn(STICKY, 'bg-muted p-2 text-left align-bottom text-xs font-medium text-muted-foreground sm:p-3')}>
                {t('table.spec')}
              </th>
              {garages.map((g, index) => (
                <th key={`${index}:${g.id}`} scope="col" className="p-2 text-left align-bottom sm:p-3">
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
          {COMPARE_SECTIONS.map((section) => (
            <tbody key={section} data-section={section}>
              <tr className="border-b bg-muted/30">
                <th scope="rowgroup" colSpan={garages.length + 1} className="p-0 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <span className="sticky left-0 inline-block px-2 py-1.5 sm:px-3">{t(`sections.${section}`)}</span>
                </th>
              </tr>
              {COMPARE_ROWS.filter((row) => row.section === section).map((row) => (
                <tr key={row.key} className="border-b last:border-b-0" data-row={row.key}>
                  <th scope="row" className={cn(STICKY, 'p-2 text-left align-top font-medium sm:p-3')}>
                    <span className="break-words">{t(`rows.${row.key}`)}</span>
                    <DirectionHint better={row.better} />
                  </th>
                  {garages.map((g, index) => (
                    <ValueCell key={`${index}:${g.id}`} garage={g} row={row} outcome={outcomes[row.key][index] ?? null} />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
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

function ValueCell({ garage, row, outcome }: { garage: CompareGarage; row: CompareRow; outcome: CellOutcome }) {
  const { t } = useTranslation(['compare', 'garages']);
  const cell = formatCell(garage, row.key, t);
  const best = outcome === 'best';
  const tie = outcome === 'tie';
  let content;
  if (cell.kind === 'hidden') {
    content = (
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
        {t('table.hidden')}
      </span>
    );
  } else if (cell.kind === 'missing') {
    content = DASH_ROWS.has(row.key) ? (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('table.noData')}</span>
      </span>
    ) : (
      <span className="text-muted-foreground italic">{t('table.notSpecified')}</span>
    );
  } else {
    content = (
      <>
        <span className="inline-flex flex-wrap items-center gap-1">
          {best ? <Trophy className="size-4 shrink-0" aria-hidden="true" /> : null}
          {tie ? <Equal className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
          <span>{cell.text}</span>
          {best ? <span className="sr-only">({t('table.best')})</span> : null}
          {tie ? <span className="sr-only">({t('table.tie')})</span> : null}
        </span>
        {cell.note ? <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{cell.note}</span> : null}
      </>
    );
  }
  return (
    <td
      className={cn('p-2 align-top break-words sm:p-3', best && 'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300')}
      data-better={best ? 'true' : undefined}
    >
      {content}
    </td>
  );
}
