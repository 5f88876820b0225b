import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

/** 404, or 400 for an id that cannot exist: the 'Garaj Bulunamadı' screen. */
export function isGarageMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export function GarageDetailSkeleton() {
  const { t } = useTranslation('garages');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:px-8" aria-busy="true">
      <span role="status" className="sr-only">
        {t('detail.loading')}
      </span>
      <Skeleton className="aspect-[16/9] max-h-[60dvh] w-full rounded-xl" />
      <div className="grid gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-32" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-20" />
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-24" />
        </div>
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** 'Garaj bilgileri yüklenirken bir hata oluştu.' with a retry. */
export function GarageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('garages');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <ErrorState headingLevel={1} message={t('detail.loadError')} onRetry={onRetry} />
    </div>
  );
}
