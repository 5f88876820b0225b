import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface NumberedStep {
  key: string;
  Icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * Steps of a 'how it works' section as an ordered list: an icon, the title (numbered for screen
 * readers) and a line of text. Cards in up to four columns; `plain`: borderless items in up to
 * three columns, for a section that already has a panel of its own.
 */
export function NumberedSteps({ steps, plain = false }: { steps: readonly NumberedStep[]; plain?: boolean }) {
  return (
    <ol className={cn('grid gap-4', plain ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}>
      {steps.map(({ key, Icon, title, text }, index) => (
        <li key={key} className={cn('flex gap-3', !plain && 'rounded-xl border bg-card p-4')}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
            <Icon className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">
              <span className="sr-only">{index + 1}. </span>
              {title}
            </h3>
            <p className={cn('text-sm text-muted-foreground', !plain && 'mt-1')}>{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
