import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useCurrentUser } from '@/lib/session';
import { useConversations } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';

/** The inbox's conversations, last message first, with "Daha fazla yükle"; loading, empty and error states. */
export function ConversationList() {
  const { t } = useTranslation(['messages', 'errors']);
  const { user } = useCurrentUser();
  const list = useConversations();

  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t('inbox.loading')}</span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex items-center gap-3 p-3">
            <Skeleton className="size-11 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full max-w-md" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorState title={t('inbox.error')} message={getErrorMessage(list.error, t)} onRetry={() => void list.refetch()} />;

  const conversations = list.data.pages.flatMap((page) => page.items);
  if (conversations.length === 0) {
    return (
      <EmptyState
        icon={MessageCircle}
        title={t('inbox.empty')}
        description={t('inbox.emptyText')}
        action={
          <Button asChild variant="outline">
            <Link to="/users">{t('inbox.findMembers')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-1" aria-label={t('inbox.listLabel')}>
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.id} conversation={conversation} viewerId={user?.id ?? null} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? <Spinner size="sm" label={t('inbox.loadingMore')} /> : null}
            {t('inbox.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
