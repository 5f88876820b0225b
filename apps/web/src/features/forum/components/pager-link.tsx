import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * One link of a pager (first, previous, next) as a small outlined button; an empty placeholder
 * when there is no such page (`to` null), so the pager's layout does not move.
 */
export function PagerLink({ to, rel, children }: { to: string | null; rel?: string; children: ReactNode }) {
  if (!to) return <span />;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to} rel={rel}>
        {children}
      </Link>
    </Button>
  );
}
