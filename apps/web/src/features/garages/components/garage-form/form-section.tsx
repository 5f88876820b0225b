import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface FormSectionProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card grouping form fields; the heading names the region. */
export function FormSection({ id, title, description, className, children }: FormSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
