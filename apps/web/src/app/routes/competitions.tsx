import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@/components/page-header';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getCompetitionStatsQueryOptions } from '@/features/competitions/api/get-competition-stats';
import { getCompetitionsQueryOptions } from '@/features/competitions/api/get-competitions';
import { CompetitionCategoryChips } from '@/features/competitions/components/competition-category-chips';
import { CompetitionList } from '@/features/competitions/components/competition-list';
import { CompetitionStats } from '@/features/competitions/components/competition-stats';
import { HowToJoin } from '@/features/competitions/components/how-to-join';
import {
  readCompetitionListParams,
  useCompetitionListParams,
} from '@/features/competitions/hooks/use-competition-list-params';
import { preloadPage, query } from '@/lib/route-data';
import { useCurrentUser } from '@/lib/session';

/**
 * `/competitions` (Competitions): stat tiles from the rows, category chips
 * (`?category=`), cards with join / 'Yakında' / results, pages (`?page=`) and 'How to join' in
 * three steps; admins get 'Yarışma Oluştur'. Server-rendered.
 */
export function Component() {
  const { t } = useTranslation('competitions');
  const { user } = useCurrentUser();
  const params = useCompetitionListParams();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('list.title')} description={t('list.description')} />
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          user?.role === 'admin' ? (
            <LinkButton to="/competitions/new" icon={Plus}>
              {t('list.create')}
            </LinkButton>
          ) : null
        }
      />
      <CompetitionStats />
      <CompetitionCategoryChips params={params} />
      <CompetitionList params={params} />
      <HowToJoin />
    </div>
  );
}

/** Preloads the stats and the page of cards the address asks for (readable without JavaScript). */
export function loader({ request }: LoaderFunctionArgs) {
  const params = readCompetitionListParams(new URL(request.url).searchParams);
  return preloadPage([
    query(getCompetitionStatsQueryOptions()),
    query(getCompetitionsQueryOptions(params)),
  ]);
}
