import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageCircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { isMissingError } from '@/lib/route-data';
import { useCurrentUser } from '@/lib/session';
import { useConversation } from '../api/get-conversation';
import { appendToThread, threadOldestFirst, useMessages, type ThreadData } from '../api/get-messages';
import { messageKeys } from '../api/query-keys';
import { sendMessage } from '../api/send-message';
import { useLiveMessages } from '../hooks/use-live-messages';
import { useMarkConversationRead } from '../hooks/use-mark-conversation-read';
import { ConversationGarageCard, garageOfConversation } from './conversation-garage-card';
import { MemberHeading, memberName } from './member-heading';
import { MessageComposer, type ComposedMessage } from './message-composer';
import { MessageThread } from './message-thread';
import { ModeratorBanner, RefusalNotice } from './refusal-notice';

/** "Konuşma bulunamadı": an unknown id, or a conversation the viewer is not part of. */
export function ConversationNotFound() {
  const { t } = useTranslation('messages');
  return <PageMessage icon={MessageCircleOff} title={t('conversation.notFound')} text={t('conversation.notFoundText')} to="/messages" action={t('conversation.backToInbox')} documentTitle={t('conversation.notFound')} />;
}

/**
 * Marks the conversation read when it opens and whenever a message of the other member arrives
 * while the page is visible; one that arrives in a background tab is marked once the tab shows
 * again. Never for a moderator (they are not part of the conversation).
 */
function useReadWhileVisible(conversationId: string, enabled: boolean, newestOtherId: string | null) {
  const { mutate } = useMarkConversationRead(conversationId);
  const marked = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const key = newestOtherId ?? '';
    if (marked.current === key) return;
    const mark = () => {
      marked.current = key;
      mutate();
    };
    if (document.visibilityState === 'visible') {
      mark();
      return;
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') mark();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [enabled, newestOtherId, mutate]);
}

/**
 * `/messages/:id`: the other member (or both, for a moderator) and the garage at the top, the
 * messages oldest → newest with older pages on demand, the read state, and the composer — or
 * why the viewer cannot write. Live through the `messages` channel.
 */
export function ConversationPage({ id }: { id: string }) {
  const { t } = useTranslation(['messages', 'errors']);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  useLiveMessages();
  const detail = useConversation(id);
  const thread = useMessages(id, { enabled: detail.isSuccess });
  const messages = threadOldestFirst(thread.data);
  const viewerId = detail.data?.viewerRole === 'member' ? (user?.id ?? null) : null;
  const newestOther = messages.findLast((message) => message.senderId !== user?.id);
  useReadWhileVisible(id, detail.data?.viewerRole === 'member' && thread.isSuccess, newestOther?.id ?? null);

  const send = useMutation({
    mutationFn: (message: ComposedMessage) => sendMessage(id, message),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(id), (data) => appendToThread(data, message));
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });

  if (detail.isError && isMissingError(detail.error, ['CONVERSATION_NOT_FOUND'])) return <ConversationNotFound />;
  if (detail.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageTitle title={t('conversation.title')} noIndex />
        <ErrorState headingLevel={1} title={t('conversation.error')} message={getErrorMessage(detail.error, t)} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (detail.isPending) return <ConversationSkeleton />;

  const conversation = detail.data;
  const moderator = conversation.viewerRole === 'moderator';
  const title = moderator
    ? conversation.members.map((member) => `@${member.username}`).join(' · ')
    : t('conversation.titleWith', { name: memberName(conversation.other, t('member.gone')) });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:py-8">
      <PageTitle title={title} noIndex />
      <header className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link to="/messages" aria-label={t('conversation.backToInbox')}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        {moderator ? <h1 className="text-xl font-bold">{title}</h1> : <MemberHeading member={conversation.other} />}
      </header>
      {moderator ? <ModeratorBanner /> : null}
      {conversation.garage ? <ConversationGarageCard garage={garageOfConversation(conversation.garage)} /> : null}
      {thread.isError ? (
        <ErrorState title={t('thread.error')} message={getErrorMessage(thread.error, t)} onRetry={() => void thread.refetch()} />
      ) : thread.isPending ? (
        <div role="status" className="grid gap-3 rounded-lg border p-4">
          <span className="sr-only">{t('thread.loading')}</span>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : (
        <MessageThread
          messages={messages}
          viewerId={viewerId}
          members={conversation.members}
          otherReadAt={conversation.otherReadAt}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
        />
      )}
      {conversation.refusal && conversation.refusal !== 'moderator_view' ? (
        <RefusalNotice refusal={conversation.refusal} username={conversation.other?.username ?? null} />
      ) : moderator ? null : (
        <MessageComposer id={`message-${id}`} onSend={(message) => send.mutateAsync(message)} focusOnShow />
      )}
    </div>
  );
}

function ConversationSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <div role="status" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      <span className="sr-only">{t('conversation.loading')}</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="h-6 w-48" />
      </div>
      <Skeleton className="h-64 w-full rounded-lg" />
      <Skeleton className="h-24 w-full rounded-lg" />
    </div>
  );
}
