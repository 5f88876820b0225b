import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { GaragesList } from '@/features/garages/components/garages-list';
import { GaragesToolbar } from '@/features/garages/components/garages-toolbar';
import { useGarageListParams } from '@/features/garages/hooks/use-garage-list-params';
import { useCurrentUser } from '@/lib/session';
import type { LoaderFunctionArgs } from 'react-router';
import { getGaragesQueryOptions } from '@/features/garages/api/get-garages';
import { readGarageListParams } from '@/features/garages/hooks/use-garage-list-params';
import { infinite, preloadPage } from '@/lib/route-data';

/** `/garages`: all garages with search, sort and filter in the address. */
export function Component() {
  const { t } = useTranslation('garages');
  const { user } = useCurrentUser();
  const { params, rawQuery, update } = useGarageListParams();

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={params.q ? t('list.searchTitle', { query: params.q }) : t('list.title')} />
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          user ? (
            <LinkButton to="/create-garage" icon={Plus}>
              {t('list.create')}
            </LinkButton>
          ) : null
        }
      />
      <GaragesToolbar params={params} rawQuery={rawQuery} onChange={update} />
      <GaragesList params={params} isSignedIn={Boolean(user)} />
    </div>
  );
}

/** Preloads the first page of the list for the address's search, sort and filter. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([
    infinite(getGaragesQueryOptions(readGarageListParams(new URL(request.url).searchParams))),
  ]);
}
