import { LogIn, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { useEvent } from '../api/get-event';
import { EventForm } from './event-form';

/** Signed out: 'Giriş Gerekli'; not an admin: 'Erişim Reddedildi' (Admin). */
function Gate({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('community');
  const { user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <PageTitle title={t('form.loginTitle')} noIndex />
        <EmptyState
          icon={LogIn}
          title={t('form.loginTitle')}
          description={t('form.loginText')}
          headingLevel={2}
          action={
            <Button asChild>
              <Link to={loginPath(pathname)}>{t('form.loginButton')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (user.role !== 'admin') {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <PageTitle title={t('form.adminOnlyTitle')} noIndex />
        <EmptyState icon={ShieldAlert} title={t('form.adminOnlyTitle')} description={t('form.adminOnlyText')} headingLevel={2} />
      </div>
    );
  }
  return <>{children}</>;
}

function Layout({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <PageTitle title={title} noIndex />
      <div>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{t('form.subtitle')}</p>
      </div>
      {children}
    </div>
  );
}

function EditForm({ id }: { id: string }) {
  const { t } = useTranslation('community');
  const { data, isPending, isError, error, refetch } = useEvent(id);
  if (isPending) return <PageSpinner />;
  if (isError) {
    return isApiError(error) && error.status === 404 ? (
      <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFoundText')} headingLevel={2} />
    ) : (
      <ErrorState onRetry={() => void refetch()} />
    );
  }
  return <EventForm event={data} />;
}

/** `/community/events/new` and `/community/events/:id/edit` (admins only; rendered in the browser). */
export function EventEditorPage({ id }: { id?: string }) {
  const { t } = useTranslation('community');
  return (
    <Gate>
      <Layout title={id ? t('form.editTitle') : t('form.newTitle')}>{id ? <EditForm key={id} id={id} /> : <EventForm />}</Layout>
    </Gate>
  );
}
