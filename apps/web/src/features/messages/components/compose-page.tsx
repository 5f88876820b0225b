import { useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/error-message';
import { isMissingError } from '@/lib/route-data';
import { useGarageForMessage } from '../api/get-garage';
import { useMessageRecipient } from '../api/get-recipient';
import { messageKeys } from '../api/query-keys';
import { startConversation } from '../api/start-conversation';
import { ConversationGarageCard, garageOfDetail } from './conversation-garage-card';
import { MemberHeading, memberName } from './member-heading';
import { MessageComposer, type ComposedMessage } from './message-composer';
import { RefusalNotice } from './refusal-notice';

/** "Üye bulunamadı" for a missing or unknown `?to=`. */
function RecipientNotFound() {
  const { t } = useTranslation('messages');
  return <PageMessage icon={UserX} title={t('compose.notFound')} text={t('compose.notFoundText')} to="/messages" action={t('conversation.backToInbox')} documentTitle={t('compose.title')} />;
}

/** The garage the message is about: its card, a placeholder while it loads, nothing when it cannot be shown. */
function ComposeGarage({ id }: { id: string }) {
  const garage = useGarageForMessage(id);
  if (garage.isPending) return <Skeleton className="h-24 w-full rounded-lg" />;
  if (garage.isError) return null;
  return <ConversationGarageCard garage={garageOfDetail(garage.data)} />;
}

/**
 * `/messages/new?to=<username>&garage=<garageId>`: writing to a member. When the two already have
 * a conversation and no garage is named, the page is that conversation (the address is replaced);
 * otherwise the member, the garage and the composer — or why the viewer cannot write. Sending
 * starts (or continues) the conversation and opens it.
 */
export function ComposePage({ username, garageId }: { username: string; garageId: string | null }) {
  const { t } = useTranslation(['messages', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recipient = useMessageRecipient(username);

  if (!username || (recipient.isError && isMissingError(recipient.error))) return <RecipientNotFound />;
  if (recipient.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageTitle title={t('compose.title')} noIndex />
        <ErrorState headingLevel={1} title={t('compose.error')} message={getErrorMessage(recipient.error, t)} onRetry={() => void recipient.refetch()} />
      </div>
    );
  }
  if (recipient.isPending) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
        <span className="sr-only">{t('compose.loading')}</span>
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-32 w-full rounded-lg" />
      </div>
    );
  }
  const { member, conversationId, refusal } = recipient.data;
  if (conversationId && !garageId) return <Navigate to={`/messages/${conversationId}`} replace />;

  const send = async ({ body, imageId }: ComposedMessage) => {
    const started = await startConversation({ username: member.username, garageId, body, imageId });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.recipient(member.username) });
    await navigate(`/messages/${started.conversationId}`);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6 sm:py-8">
      <PageTitle title={t('compose.titleTo', { name: memberName(member, t('member.gone')) })} noIndex />
      <p className="text-sm font-medium text-muted-foreground">{t('compose.heading')}</p>
      <MemberHeading member={member} />
      {garageId ? <ComposeGarage id={garageId} /> : null}
      {refusal ? <RefusalNotice refusal={refusal} username={member.username} /> : <MessageComposer id="new-message" onSend={send} focusOnShow />}
    </div>
  );
}
