import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import {
  GarageGridSkeleton,
  MY_GARAGES_SKELETON_COUNT,
} from '@/features/garages/components/garage-card-skeleton';
import { LoginRequired } from '@/features/garages/components/login-required';
import { MyGaragesList } from '@/features/garages/components/my-garages-list';
import { useCurrentUser } from '@/lib/session';

/** `/my-garage`: the member's own garages. */
export function Component() {
  const { t } = useTranslation('garages');
  const { user, isPending } = useCurrentUser();

  const title = <PageTitle title={t('mine.title')} noIndex />;
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
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <LinkButton to="/create-garage" icon={Plus}>
            {t('mine.create')}
          </LinkButton>
        }
      />
      {user ? <MyGaragesList /> : <GarageGridSkeleton count={MY_GARAGES_SKELETON_COUNT} />}
    </div>
  );
}
