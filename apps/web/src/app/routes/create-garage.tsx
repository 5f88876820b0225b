import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { CreateGarageForm } from '@/features/garages/components/garage-form/create-garage-form';
import { LoginRequired } from '@/features/garages/components/login-required';
import { useCurrentUser } from '@/lib/session';

/** `/create-garage`: new garage form, members only. */
export function Component() {
  const { t } = useTranslation('garageForm');
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <>
        <PageTitle title={t('create.title')} noIndex />
        <LoginRequired message={t('create.loginMessage')} />
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t('create.title')} noIndex />
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('create.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('create.subtitle')}</p>
      </header>
      <CreateGarageForm />
    </div>
  );
}
Component.displayName = 'CreateGaragePage';
