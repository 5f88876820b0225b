import { LogIn, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/next-path';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/** 'Giriş Gerekli' with a link to /login that comes back here. */
export function NotificationsLoginRequired() {
  const { t } = useTranslation('notifications');
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <PageTitle title={t('page.title')} noIndex />
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <LogIn className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('page.loginTitle')}</h1>
      <p className="text-muted-foreground">{t('page.loginText')}</p>
      <Button asChild>
        <Link to={loginPath(pathname + search)}>{t('page.loginButton')}</Link>
      </Button>
    </div>
  );
}

/** `/notifications`: every notification of the member, paged, live, with 'mark all read'. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useLiveNotifications();
  const unread = useUnreadCount();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('page.title')} noIndex />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('page.description')}</p>
          {unread.data !== undefined ? (
            <p className="mt-1 text-sm font-medium" role="status">
              {unread.data ? t('page.unread', { count: unread.data }) : t('page.allRead')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <MarkAllReadButton size="default" />
          <Button asChild variant="outline">
            <Link to="/profile#notification-preferences">
              <Settings aria-hidden="true" />
              {t('page.preferences')}
            </Link>
          </Button>
        </div>
      </header>
      <NotificationList />
    </div>
  );
}
