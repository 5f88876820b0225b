import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HiddenInfo } from '@garaj/shared';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

interface HiddenMarkProps {
  /** The item's moderation facts; nothing is rendered when absent (the API sends them to moderators and the author only). */
  hidden?: HiddenInfo | null;
  className?: string;
}

/** "Moderatör tarafından gizlendi", the reason and since when — on a hidden item, for moderators and its author. */
export function HiddenMark({ hidden, className }: HiddenMarkProps) {
  const { t } = useTranslation('moderation');
  if (!hidden) return null;
  return (
    <div role="note" className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm', className)}>
      <EyeOff aria-hidden="true" className="size-4 text-destructive" />
      <span className="font-medium text-destructive">{t('mark.label')}</span>
      {hidden.reason ? <span className="text-muted-foreground">{t('mark.reason', { reason: hidden.reason })}</span> : null}
      <span className="text-xs text-muted-foreground">{t('mark.since', { date: formatDate(hidden.at, 'short') })}</span>
    </div>
  );
}
