import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/query-keys';
import { useMarkRead } from '../hooks/use-mark-read';
import { NotificationRow } from './notification-row';

interface NotificationListProps {
  /** The bell's popover: smaller rows, first page only (the page has the rest). */
  compact?: boolean;
  /** Called when a notification's link is followed. */
  onOpen?: () => void;
  /** False while hidden (the popover is closed): nothing is fetched. */
  enabled?: boolean;
}

/**
 * The member's notifications, newest activity first, with loading, error (retry) and empty
 * states; the full list pages with 'Daha Fazla Göster'.
 */
export function NotificationList({ compact = false, onOpen, enabled = true }: NotificationListProps) {
  const { t } = useTranslation(['notifications', 'errors']);
  const query = useNotifications({ enabled });
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  // Each fetch of the list also brings the unread count: the bell follows it (this also catches
  // an event missed while the live connection was still opening).
  const unreadCount = query.data?.pages[0]?.unreadCount;
  useEffect(() => {
    if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.unreadCount(), { unreadCount });
  }, [queryClient, unreadCount, query.dataUpdatedAt]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('list.loading')} showLabel />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState headingLevel={compact ? 3 : 2} title={t('list.error')} message={getErrorMessage(query.error, t)} onRetry={() => void query.refetch()} className={compact ? 'm-2 py-6' : undefined} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (!items.length) {
    return <EmptyState headingLevel={compact ? 3 : 2} icon={BellOff} title={t('list.empty')} description={t('list.emptyText')} className={compact ? 'm-2 border-none py-8' : undefined} />;
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-1" aria-label={t('bell.title')}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} compact={compact} onOpen={onOpen} onMarkRead={(id) => markRead.mutate(id)} />
        ))}
      </ul>
      {!compact && query.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}
