import type { LucideIcon } from 'lucide-react';

export interface NumberedStep {
  key: string;
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** Steps of a 'how it works' section as an ordered list of cards: an icon, the title (numbered for screen readers) and a line of text. */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ key, Icon, title, text }, index) => (
        <li key={key} className="flex gap-3 rounded-xl border bg-card p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
            <Icon className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">
              <span className="sr-only">{index + 1}. </span>
              {title}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
