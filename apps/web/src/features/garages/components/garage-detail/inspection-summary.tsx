import { LEGALITY_GUIDE_PATH, inspectionSummary, legalityRulePath, type LegalityRule } from '@garaj/shared';
import { CircleCheck, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalityRuleDetails } from '@/components/legality/legality-rule-details';
import { LegalityStatusBadge } from '@/components/legality/legality-status-badge';

/** What the summary needs of a modification: its title and its legality category (null: not tagged). */
export interface InspectionModification {
  id: string;
  title: string;
  legalCategory?: string | null;
}

/** One category's rule with the titles of the garage's modifications tagged with it. */
function RuleItem({ rule, titles }: { rule: LegalityRule; titles: string[] }) {
  const { t } = useTranslation('legality');
  return (
    <li className="rounded-lg border bg-background p-3 sm:p-4">
      <div className="mb-1 flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold break-words">
          <Link to={legalityRulePath(rule.id)} className="hover:underline">
            {t(`categories.${rule.id}`)}
          </Link>
        </h4>
        <LegalityStatusBadge status={rule.status} />
      </div>
      <p className="mb-2 text-sm text-muted-foreground break-words">{t('summary.modifications', { titles: titles.join(', ') })}</p>
      <LegalityRuleDetails rule={rule} />
    </li>
  );
}

/** A titled list of rules (needs a project, not allowed). */
function RuleGroup({ title, rules, titlesOf }: { title: string; rules: LegalityRule[]; titlesOf: (id: string) => string[] }) {
  if (rules.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      <ul className="grid gap-2">
        {rules.map((rule) => (
          <RuleItem key={rule.id} rule={rule} titles={titlesOf(rule.id)} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The garage's "Muayene durumu": which of its modifications need a modification project and an
 * inspection and which are not allowed on the road — each with the rule's condition, source and
 * review date — or a short "all allowed"; the disclaimer and a link to the whole guide. Renders
 * nothing when no modification is tagged with a legality category.
 */
export function InspectionSummary({ modifications }: { modifications: readonly InspectionModification[] }) {
  const { t } = useTranslation('legality');
  const summary = inspectionSummary(modifications.map((mod) => mod.legalCategory ?? null));
  const tagged = summary.needsProject.length + summary.forbidden.length + summary.allowed.length;
  if (tagged === 0) return null;

  const titlesOf = (id: string) => modifications.filter((mod) => mod.legalCategory === id).map((mod) => mod.title);
  const onlyAllowed = summary.needsProject.length === 0 && summary.forbidden.length === 0;

  return (
    <section aria-labelledby="inspection-summary-title" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="inspection-summary-title" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheck aria-hidden="true" className="size-5 text-brand" />
        {t('summary.title')}
      </h2>

      {onlyAllowed ? (
        <p className="flex items-start gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('summary.allAllowed')}
        </p>
      ) : (
        <>
          <RuleGroup title={t('summary.needsProject')} rules={summary.needsProject} titlesOf={titlesOf} />
          <RuleGroup title={t('summary.forbidden')} rules={summary.forbidden} titlesOf={titlesOf} />
          {summary.allowed.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              {t('summary.allowed', {
                count: summary.allowed.length,
                categories: summary.allowed.map((rule) => t(`categories.${rule.id}`)).join(', '),
              })}
            </p>
          ) : null}
        </>
      )}

      {summary.untagged > 0 ? <p className="text-sm text-muted-foreground">{t('summary.untagged', { count: summary.untagged })}</p> : null}

      <p className="text-xs text-muted-foreground">{t('disclaimer')}</p>
      <p className="text-sm">
        <Link to={LEGALITY_GUIDE_PATH} className="font-medium text-brand underline-offset-4 hover:underline">
          {t('summary.guideLink')}
        </Link>
      </p>
    </section>
  );
}

