import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last 'load more' failed. */
  isError?: boolean;
  onLoadMore: () => void;
}

/** 'Daha fazla yükle' under a paged list; says when the next page failed and offers a retry. */
export function LoadMore({ hasNextPage, isFetchingNextPage, isError = false, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation(['garages', 'common']);
  if (!hasNextPage) return null;
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('garages:list.loadMoreError')}
        </p>
      ) : null}
      <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
        {isFetchingNextPage ? <Spinner size="sm" label={t('common:status.loading')} /> : null}
        {isError ? t('common:actions.retry') : t('garages:list.loadMore')}
      </Button>
    </div>
  );
}
