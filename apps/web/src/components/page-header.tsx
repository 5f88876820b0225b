import { ArrowRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (wrapping under the title on narrow screens). */
  actions?: ReactNode;
}

/** A list page's `<h1>` with a muted subtitle under it and its action buttons beside it. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}

interface LinkButtonProps {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
  variant?: 'default' | 'outline';
}

/** A button that navigates to `to`, with a decorative icon before its label. */
export function LinkButton({ to, icon: Icon, children, variant = 'default' }: LinkButtonProps) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

interface SectionHeaderProps {
  /** The `<h2>`'s id, for the section's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** Where 'see all' leads, and its label. */
  allTo: string;
  allLabel: ReactNode;
  className?: string;
}

/** A home page section's `<h2>` and subtitle, with a 'see all' link to the full list beside them. */
export function SectionHeader({
  id,
  title,
  subtitle,
  allTo,
  allLabel,
  className,
}: SectionHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-4', className)}>
      <div>
        <h2 id={id} className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-muted-foreground">{subtitle}</p>
      </div>
      <Button asChild variant="outline">
        <Link to={allTo}>
          {allLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
