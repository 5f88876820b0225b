import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface ViewGarageButtonProps {
  garage: { id: string; name: string };
  /** The visible label (with an icon, if any); the garage's name follows for screen readers. */
  children: ReactNode;
  variant?: 'default' | 'outline';
}

/** A small button linking to a garage's page, named '<label>: <garage name>' for screen readers. */
export function ViewGarageButton({ garage, children, variant = 'default' }: ViewGarageButtonProps) {
  return (
    <Button asChild size="sm" variant={variant}>
      <Link to={`/garage/${garage.id}`}>
        {children}
        <span className="sr-only">: {garage.name}</span>
      </Link>
    </Button>
  );
}
