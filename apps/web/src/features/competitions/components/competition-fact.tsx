import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface CompetitionFactProps {
  icon: LucideIcon;
  /** The muted term beside the icon. */
  label: ReactNode;
  children: ReactNode;
  /** Extra classes for the value (`tabular-nums`, `truncate`). */
  valueClassName?: string;
}

/** One term/value row of a competition's `<dl>` of facts (dates, participants, prize). */
export function CompetitionFact({ icon: Icon, label, children, valueClassName }: CompetitionFactProps) {
  return (
    <div className="flex items-center gap-2">
      <dt className="flex shrink-0 items-center gap-2 text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className={cn('font-medium', valueClassName)}>{children}</dd>
    </div>
  );
}
