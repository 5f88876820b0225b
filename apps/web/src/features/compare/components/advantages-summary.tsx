import type { CompareGarage } from '@garaj/shared';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { advantagesOf, type CompareRowKey } from '../utils/compare-rows';

/**
 * The advantages summary (Compare): which ranked specs each garage wins and
 * how many, the ties, and the specs that could not be compared because one value is missing.
 */
export function AdvantagesSummary({ car1, car2 }: { car1: CompareGarage; car2: CompareGarage }) {
  const { t } = useTranslation('compare');
  const advantages = advantagesOf(car1, car2);
  const list = (keys: CompareRowKey[]) =>
    new Intl.ListFormat(localeFor(currentLanguage()), { type: 'conjunction' }).format(keys.map((key) => t(`rows.${key}`)));
  const wins1 = advantages.car1.length;
  const wins2 = advantages.car2.length;
  let verdict: string;
  if (wins1 === 0 && wins2 === 0 && advantages.ties.length === 0) verdict = t('summary.nothing');
  else if (wins1 === wins2) verdict = t('summary.verdictTie', { wins: wins1 });
  else {
    const [leader, other, leaderWins, otherWins] = wins1 > wins2 ? [car1, car2, wins1, wins2] : [car2, car1, wins2, wins1];
    verdict = t('summary.verdict', { title: leader.title, wins: leaderWins, other: other.title, otherWins });
  }

  return (
    <section aria-labelledby="compare-summary-title" className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div>
        <h2 id="compare-summary-title" className="text-lg font-semibold">
          {t('summary.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="compare-verdict">
          {verdict}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {([
          [car1, advantages.car1],
          [car2, advantages.car2],
        ] as const).map(([garage, wins], index) => (
          <div key={index} className="rounded-lg border p-3" data-testid={`compare-wins-car${index + 1}`}>
            <h3 className="flex items-start gap-2 font-medium break-words">
              <Trophy className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {garage.title}
            </h3>
            <p className="mt-1 text-sm font-semibold">{wins.length ? t('summary.wins', { count: wins.length }) : t('summary.winsNone')}</p>
            {wins.length ? <p className="mt-1 text-sm text-muted-foreground">{list(wins)}</p> : null}
          </div>
        ))}
      </div>
      {advantages.ties.length || advantages.notCompared.length ? (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {advantages.ties.length ? <li>{t('summary.ties', { rows: list(advantages.ties) })}</li> : null}
          {advantages.notCompared.length ? <li>{t('summary.notCompared', { rows: list(advantages.notCompared) })}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
