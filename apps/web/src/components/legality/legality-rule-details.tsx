import type { LegalityRule } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/format';
import { LegalitySourceLink } from './legality-source-link';

/**
 * What a legality rule says, in the interface language: the condition, then its source link and
 * the date it was last checked (a `<time>`, formatted for the language). Labels: `legality:table`.
 */
export function LegalityRuleDetails({ rule }: { rule: LegalityRule }) {
  const { t } = useTranslation('legality');
  const { language } = useLanguage();
  return (
    <>
      <p className="text-sm leading-relaxed">{rule.condition[language]}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
        <div className="flex flex-wrap gap-1">
          <dt>{t('table.source')}:</dt>
          <dd>
            <LegalitySourceLink rule={rule} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('table.reviewedOn')}:</dt>
          <dd>
            <time dateTime={rule.reviewedOn}>{formatDate(rule.reviewedOn, 'long', language)}</time>
          </dd>
        </div>
      </dl>
    </>
  );
}
