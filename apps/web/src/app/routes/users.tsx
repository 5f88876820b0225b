import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { UsersDirectory } from '@/features/users/components/users-directory';
import { UsersSummary } from '@/features/users/components/users-summary';

/** /users — community §2 Users directory. */
export function Component() {
  const { t } = useTranslation('users');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={t('directory.title')} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('directory.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('directory.description')}</p>
      </header>
      <UsersSummary />
      <UsersDirectory />
    </div>
  );
}
Component.displayName = 'UsersPage';
