import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder with the shape of a GarageCard. */
export function GarageCardSkeleton(props: { 'data-testid'?: string }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true" {...props}>
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex justify-between gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-12" />
        </div>
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-full" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-24" />
        </div>
      </div>
    </div>
  );
}

/**
 * Cards the "My garage" page shows while the member's garages load: one, the garage most members
 * have (the count is not known before the list arrives), so the page does not announce three
 * garages and then show one.
 */
export const MY_GARAGES_SKELETON_COUNT = 1;

export function GarageGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <GarageCardSkeleton key={i} data-testid="garage-card-skeleton" />
      ))}
    </div>
  );
}
