import { LEGALITY_RULES, LEGALITY_STATUSES, LEGALITY_TABLE_REVIEWED_ON, legalityRuleAnchor, type LegalityStatus } from '@garaj/shared';
import { Info, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalityRuleDetails } from '@/components/legality/legality-rule-details';
import { LegalityStatusBadge } from '@/components/legality/legality-status-badge';
import { PageMeta } from '@/components/page-meta';
import { formatDate } from '@/lib/format';

const sectionId = (status: LegalityStatus) => `status-${status}`;

/** The rules of one status, in table order. */
const rulesOf = (status: LegalityStatus) => LEGALITY_RULES.filter((rule) => rule.status === status);

/** One status's section: its name and what it means, then each rule with its condition and source. */
function StatusSection({ status }: { status: LegalityStatus }) {
  const { t } = useTranslation('legality');
  const rules = rulesOf(status);
  const titleId = `${sectionId(status)}-title`;
  return (
    <section id={sectionId(status)} aria-labelledby={titleId} className="grid scroll-mt-24 gap-3">
      <div>
        <h2 id={titleId} className="flex flex-wrap items-baseline gap-x-2 text-2xl font-bold">
          {t(`status.${status}`)}
          <span className="text-sm font-normal text-muted-foreground">({t('page.count', { count: rules.length })})</span>
        </h2>
        <p className="mt-1 text-muted-foreground">{t(`statusHint.${status}`)}</p>
      </div>
      <ul className="grid gap-3">
        {rules.map((rule) => (
          <li key={rule.id} id={legalityRuleAnchor(rule.id)} className="scroll-mt-24 rounded-xl border bg-card p-4 sm:p-5">
            <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold break-words">{t(`categories.${rule.id}`)}</h3>
              <LegalityStatusBadge status={rule.status} />
            </div>
            <LegalityRuleDetails rule={rule} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Modifiye ve Muayene Rehberi": the whole legality table, grouped by status (allowed, needs a
 * project and an inspection, not allowed), with the disclaimer and the table's review date.
 * The table is part of the shared package, so the page needs no request and renders on the server.
 */
export function LegalityGuide() {
  const { t } = useTranslation('legality');
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <header className="grid gap-4">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Scale aria-hidden="true" className="size-7 shrink-0 text-brand" />
          {t('page.title')}
        </h1>
        <p className="max-w-3xl text-muted-foreground">{t('page.intro')}</p>
        <p className="text-sm text-muted-foreground">
          {t('page.reviewedOn', { date: formatDate(LEGALITY_TABLE_REVIEWED_ON, 'long') })}
        </p>
        <p role="note" className="flex gap-2 rounded-lg border border-brand/40 bg-brand-soft p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{t('disclaimer')}</span>
        </p>
        <nav aria-label={t('page.jumpTo')}>
          <ul className="flex flex-wrap gap-2">
            {LEGALITY_STATUSES.map((status) => (
              <li key={status}>
                <a
                  href={`#${sectionId(status)}`}
                  className="inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {t(`status.${status}`)}
                  <span className="text-muted-foreground tabular-nums">({rulesOf(status).length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {LEGALITY_STATUSES.map((status) => (
        <StatusSection key={status} status={status} />
      ))}

      <p className="text-sm text-muted-foreground">
        {t('page.assistantHint')}{' '}
        <Link to="/assistant" className="font-medium text-brand underline-offset-4 hover:underline">
          {t('page.assistantLink')}
        </Link>
      </p>
    </div>
  );
}
