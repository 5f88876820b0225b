import type { CompareGarage } from '@garaj/shared';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localeFor } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { advantagesOf, type CompareRowKey } from '../utils/compare-rows';

/**
 * The advantages summary (Compare, two to four garages): the ranked rows each garage holds the
 * best value in and how many, who leads (or that several share the lead), the ties, and the
 * rows where some garage has no value.
 */
export function AdvantagesSummary({ garages }: { garages: readonly CompareGarage[] }) {
  const { t } = useTranslation('compare');
  const advantages = advantagesOf(garages);
  const format = new Intl.ListFormat(localeFor(currentLanguage()), { type: 'conjunction' });
  const list = (keys: CompareRowKey[]) => format.format(keys.map((key) => t(`rows.${key}`)));
  const counts = advantages.wins.map((wins) => wins.length);
  const most = Math.max(...counts);
  const leaders = garages.filter((_, index) => counts[index] === most);
  let verdict: string;
  if (most === 0) verdict = advantages.ties.length ? t('summary.verdictNone') : t('summary.nothing');
  else if (leaders.length === 1) verdict = t('summary.verdict', { title: leaders[0]!.title, wins: most });
  else verdict = t('summary.verdictShared', { titles: format.format(leaders.map((g) => g.title)), wins: most });

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
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {garages.map((garage, index) => {
          const wins = advantages.wins[index] ?? [];
          return (
            <li key={`${index}:${garage.id}`} className="rounded-lg border p-3" data-testid={`compare-wins-${index + 1}`}>
              <h3 className="flex items-start gap-2 font-medium break-words">
                <Trophy className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
                {garage.title}
              </h3>
              <p className="mt-1 text-sm font-semibold">{wins.length ? t('summary.wins', { count: wins.length }) : t('summary.winsNone')}</p>
              {wins.length ? <p className="mt-1 text-sm text-muted-foreground">{list(wins)}</p> : null}
            </li>
          );
        })}
      </ul>
      {advantages.ties.length || advantages.incomplete.length ? (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {advantages.ties.length ? <li>{t('summary.ties', { rows: list(advantages.ties) })}</li> : null}
          {advantages.incomplete.length ? <li>{t('summary.incomplete', { rows: list(advantages.incomplete) })}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
