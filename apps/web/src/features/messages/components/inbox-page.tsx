import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoginRequiredMessage } from '@/components/login-required-message';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useLiveMessages } from '../hooks/use-live-messages';
import { ConversationList } from './conversation-list';

/** 'Giriş Gerekli' for the messages pages, with a link to /login that comes back here. */
export function MessagesLoginRequired() {
  const { t } = useTranslation('messages');
  return <LoginRequiredMessage title={t('login.title')} text={t('login.text')} action={t('login.action')} documentTitle={t('inbox.title')} />;
}

/** `/messages`: the member's conversations, live, with a link to the message settings on /profile. */
export function InboxPage() {
  const { t } = useTranslation('messages');
  useLiveMessages();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('inbox.title')} noIndex />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('inbox.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('inbox.description')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/profile#message-settings">
            <Settings aria-hidden="true" />
            {t('inbox.settings')}
          </Link>
        </Button>
      </header>
      <ConversationList />
    </div>
  );
}
