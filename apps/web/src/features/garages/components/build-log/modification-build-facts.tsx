import { FileText, Gauge, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUILD_FIGURE_KINDS, figureField, type Modification } from '@garaj/shared';
import { formatNumber } from '@/lib/format';
import { formatFigure } from './build-figures';

type BuildFacts = Pick<Modification, 'odometerKm' | 'doneBy' | 'shopName' | 'legalCategory' | 'measuredAt' | 'dynoSheet'> &
  Pick<Modification, `${'hp' | 'nm' | 'zeroTo100' | 'kg' | 'db'}${'Before' | 'After'}`>;

/**
 * A modification's build-log facts, for its card on the garage page and in the garage form:
 * the odometer, who fitted it, its legality category, each measured figure before → after
 * (power and torque with where they were measured) and a link to its dyno sheet. Renders nothing
 * when the modification has none of them.
 */
export function ModificationBuildFacts({ modification }: { modification: BuildFacts }) {
  const { t, i18n } = useTranslation(['buildLog', 'legality']);
  const { odometerKm, doneBy, shopName, legalCategory, measuredAt, dynoSheet } = modification;
  const figure = (value: number | null, kind: (typeof BUILD_FIGURE_KINDS)[number]) =>
    value === null ? t('panel.unknown') : `${formatFigure(kind, value)} ${t(`units.${kind}`)}`;
  const changes = BUILD_FIGURE_KINDS.flatMap((kind) => {
    const before = modification[figureField(kind, 'Before')];
    const after = modification[figureField(kind, 'After')];
    if (before === null && after === null) return [];
    const where = measuredAt && (kind === 'hp' || kind === 'nm') ? ` (${t(`mod.measuredAtShort.${measuredAt}`)})` : '';
    return [{ kind, text: `${t('mod.figureChange', { figure: t(`figures.${kind}`), before: figure(before, kind), after: figure(after, kind) })}${where}` }];
  });
  // A category the legality table no longer has is not shown (its label is gone with it).
  const categoryKey = `legality:categories.${legalCategory}`;
  const category = legalCategory && i18n.exists(categoryKey) ? t(categoryKey) : null;
  if (odometerKm === null && !doneBy && !category && changes.length === 0 && !dynoSheet) return null;

  return (
    <div className="mt-2 grid gap-2 text-sm">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {odometerKm !== null ? (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('mod.installedAt')}:</dt>
            <dd>{t('mod.odometerValue', { km: formatNumber(odometerKm) })}</dd>
          </div>
        ) : null}
        {doneBy ? (
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t('mod.doneBy')}</dt>
            <dd className="flex items-center gap-1">
              <Wrench className="size-4 text-muted-foreground" aria-hidden="true" />
              {doneBy === 'shop' && shopName ? t('mod.doneByShop', { name: shopName }) : doneBy === 'shop' ? t('mod.doneByOptions.shop') : t('mod.doneBySelf')}
            </dd>
          </div>
        ) : null}
        {category ? (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">{t('mod.legalCategory')}:</dt>
            <dd className="break-words">{category}</dd>
          </div>
        ) : null}
      </dl>
      {changes.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('mod.measurements')}>
          {changes.map((change) => (
            <li key={change.kind} className="inline-flex items-center gap-1 rounded-md bg-muted px-2 py-1 tabular-nums" data-figure={change.kind}>
              <Gauge className="size-3.5 text-muted-foreground" aria-hidden="true" />
              {change.text}
            </li>
          ))}
        </ul>
      ) : null}
      {dynoSheet ? (
        <a href={dynoSheet.url} target="_blank" rel="noreferrer" className="inline-flex w-fit items-center gap-1 font-medium text-primary hover:underline">
          <FileText className="size-4" aria-hidden="true" />
          {t('mod.dynoSheetOpen', { name: dynoSheet.name })}
        </a>
      ) : null}
    </div>
  );
}
