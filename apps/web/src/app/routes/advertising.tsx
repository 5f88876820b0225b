import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getAdsQueryOptions } from '@/features/advertising/api/get-ads';
import { AdvertisingPage } from '@/features/advertising/components/advertising-page';
import { readAdCategory, useAdCategory } from '@/features/advertising/hooks/use-ad-category';
import { preloadPage } from '@/lib/route-data';
import { sessionQueryOptions } from '@/lib/session';

/**
 * `/advertising` (Advertising): server-rendered with the ads of
 * the address's category (`?category=`) for the request's viewer (premium members see none).
 */
export function Component() {
  const { t } = useTranslation('advertising');
  const category = useAdCategory();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={category ? `${t('page.title')} · ${t(`categories.${category}`)}` : t('page.title')} description={t('page.metaDescription')} />
      <AdvertisingPage category={category} />
    </div>
  );
}

/** Preloads the ads of the address's category for the session's viewer (the key names the viewer). */
export function loader({ request }: LoaderFunctionArgs) {
  const category = readAdCategory(new URL(request.url).searchParams);
  return preloadPage([
    async (client: QueryClient) => {
      const session = await client.fetchQuery(sessionQueryOptions()).catch(() => null);
      await client.prefetchQuery(getAdsQueryOptions(category, session?.user.id ?? null));
    },
  ]);
}
