import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommunity } from '../api/get-community';
import { CommunityHero } from './community-hero';
import { CommunityHighlights } from './community-highlights';
import { CommunityStats } from './community-stats';
import { EventsSection } from './events-section';
import { ForumCategoriesSection } from './forum-categories-section';
import { PastEvents } from './past-events';
import { QuickJoin } from './quick-join';
import { TopMembers } from './top-members';

/**
 * `/community` (Community hub): hero, real figures, upcoming events with join /
 * leave, forum categories, top members, quick join and the week's highlights.
 */
export function CommunityPage() {
  const { t } = useTranslation(['community', 'common']);
  const { data, isPending, isError, refetch } = useCommunity();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <CommunityHero />
      {isPending ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span role="status" className="sr-only">
            {t('common:status.loading')}
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <CommunityStats stats={data.stats} />
      )}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10">
          <EventsSection />
          <PastEvents />
          {data ? <ForumCategoriesSection categories={data.forumCategories} /> : null}
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-10">
          {data ? <TopMembers members={data.topMembers} /> : null}
          <QuickJoin />
        </div>
      </div>
      {data ? <CommunityHighlights highlights={data.highlights} /> : null}
    </div>
  );
}
