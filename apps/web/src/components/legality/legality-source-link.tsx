import type { LegalityRule } from '@garaj/shared';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * The source of a legality rule: its title linking to the official text (https, another site),
 * opened in a new tab without sharing this page (`noopener noreferrer`), said to screen readers.
 */
export function LegalitySourceLink({ rule, className }: { rule: Pick<LegalityRule, 'source'>; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={rule.source.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-baseline gap-1 font-medium text-brand underline-offset-4 hover:underline', className)}
    >
      <span>{rule.source.title}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 self-center" />
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
