import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { GarageGridSkeleton } from '@/features/garages/components/garage-card-skeleton';
import { FavoritesList } from '@/features/garages/components/favorites-list';
import { LoginRequired } from '@/features/garages/components/login-required';
import { useCurrentUser } from '@/lib/session';

/** `/favorites`: the member's favorite garages (spec core §2 Favorites). */
export function Component() {
  const { t } = useTranslation('garages');
  const { user, isPending } = useCurrentUser();

  const title = <PageTitle title={t('favorites.title')} noIndex />;
  if (!user && !isPending) {
    return (
      <>
        {title}
        <LoginRequired />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {title}
      <div>
        <h1 className="text-3xl font-bold">{t('favorites.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('favorites.subtitle')}</p>
      </div>
      {user ? <FavoritesList /> : <GarageGridSkeleton count={3} />}
    </div>
  );
}
