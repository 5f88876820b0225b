import { Skeleton } from '@/components/ui/skeleton';

interface LoadingSkeletonsProps {
  /** Announced to screen readers while the placeholders show. */
  label: string;
  /** One placeholder block per entry: its classes (height, width, rounding). */
  blocks: readonly string[];
}

/** A busy column of placeholder blocks with a screen-reader 'loading' status. */
export function LoadingSkeletons({ label, blocks }: LoadingSkeletonsProps) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      {blocks.map((className, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}
