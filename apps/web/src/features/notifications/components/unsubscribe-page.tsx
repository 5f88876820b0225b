import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { unsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/**
 * `/unsubscribe?token=…` — the page of a notification mail's unsubscribe link: names the account
 * and the kind of mail, and turns it off with one button (a GET never changes anything: mail
 * scanners open links). No session needed; the signed token is the authority.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const info = useUnsubscribeInfo(token);
  const confirm = useMutation({ mutationFn: () => unsubscribe(token) });

  let content;
  if (!token || info.isError) {
    content = (
      <ErrorState
        headingLevel={1}
        title={t('unsubscribe.invalidTitle')}
        message={t('unsubscribe.invalidText')}
        action={
          <Button asChild variant="outline">
            <Link to="/profile#notification-preferences">{t('unsubscribe.preferences')}</Link>
          </Button>
        }
      />
    );
  } else if (info.isPending) {
    content = <PageSpinner label={t('unsubscribe.loading')} />;
  } else {
    const label = t(`preferences.types.${info.data.type}`);
    const values = { username: info.data.username, label };
    const done = confirm.isSuccess || !info.data.email;
    content = (
      <div className="flex flex-col items-center gap-4 rounded-xl border bg-card px-6 py-10 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          {done ? <MailCheck className="size-7" aria-hidden="true" /> : <MailX className="size-7" aria-hidden="true" />}
        </span>
        <h1 className="text-2xl font-bold">{done ? t('unsubscribe.doneTitle') : t('unsubscribe.title')}</h1>
        <p className="text-muted-foreground" role={done ? 'status' : undefined}>
          {confirm.isSuccess ? t('unsubscribe.done', values) : done ? t('unsubscribe.alreadyOff', values) : t('unsubscribe.question', values)}
        </p>
        {confirm.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t('unsubscribe.error')} {getErrorMessage(confirm.error, t)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2">
          {done ? null : (
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {t('unsubscribe.confirm')}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/profile#notification-preferences">{t('unsubscribe.preferences')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <PageTitle title={t('unsubscribe.title')} noIndex />
      {content}
    </div>
  );
}
