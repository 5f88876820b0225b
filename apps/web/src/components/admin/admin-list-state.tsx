import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';

interface AdminListStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading skeleton, error with retry, empty state, or the list itself — one place for every admin list. */
export function AdminListState({ isPending, error, isEmpty, emptyTitle, emptyDescription, onRetry, children }: AdminListStateProps) {
  const { t } = useTranslation(['admin', 'errors']);
  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('admin:status.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState title={t('admin:status.error')} message={getErrorMessage(error, t)} onRetry={onRetry} headingLevel={3} />;
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={3} />;
  return <>{children}</>;
}
