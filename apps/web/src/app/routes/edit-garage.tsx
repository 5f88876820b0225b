import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { EditGarage } from '@/features/garages/components/garage-form/edit-garage';
import { LoginRequired } from '@/features/garages/components/login-required';
import { useCurrentUser } from '@/lib/session';

/** `/edit-garage/:id`: the owner edits a garage and its modifications. */
export function Component() {
  const { t } = useTranslation('garageForm');
  const { id = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <>
        <PageTitle title={t('edit.title')} noIndex />
        <LoginRequired message={t('edit.loginMessage')} />
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t('edit.title')} noIndex />
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('edit.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('edit.subtitle')}</p>
      </header>
      <EditGarage key={id} id={id} />
    </div>
  );
}
Component.displayName = 'EditGaragePage';
