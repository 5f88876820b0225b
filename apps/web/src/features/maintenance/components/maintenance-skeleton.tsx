import { Skeleton } from '@/components/ui/skeleton';

/** 6 loading skeletons on the maintenance page. */
export const MAINTENANCE_SKELETON_COUNT = 6;

/** The item grid while it loads. */
export function MaintenanceSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" data-testid="maintenance-skeleton">
      {Array.from({ length: MAINTENANCE_SKELETON_COUNT }, (_, i) => (
        <div key={i} className="grid gap-3 rounded-xl border p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
