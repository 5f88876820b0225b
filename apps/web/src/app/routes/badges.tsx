import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '@/components/page-meta';
import { getBadgesQueryOptions } from '@/features/badges/api/get-badges';
import { BadgesOverview } from '@/features/badges/components/badges-overview';
import { useBadgeCategory } from '@/features/badges/hooks/use-badge-category';
import { preloadPage } from '@/lib/route-data';
import { sessionQueryOptions } from '@/lib/session';

/**
 * `/badges` (Badges): hero, grid with the category filter
 * (`?category=`), how to earn. Server-rendered with the catalogue for the request's member
 * (their own state and progress) or for visitors (what each badge takes).
 */
export function Component() {
  const { t } = useTranslation('badges');
  const category = useBadgeCategory();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={category ? `${t('page.title')} · ${t(`categories.${category}`)}` : t('page.title')} description={t('page.metaDescription')} />
      <BadgesOverview category={category} />
    </div>
  );
}

/** Preloads the catalogue for the session's member (the key names the viewer). */
export function loader() {
  return preloadPage([
    async (client: QueryClient) => {
      const session = await client.fetchQuery(sessionQueryOptions()).catch(() => null);
      await client.prefetchQuery(getBadgesQueryOptions(session?.user.id ?? null));
    },
  ]);
}
