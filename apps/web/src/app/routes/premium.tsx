import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { PageMeta } from '@/components/page-meta';
import { getPremiumQueryOptions } from '@/hooks/use-premium';
import { PremiumPage } from '@/features/premium/components/premium-page';
import { preloadPage } from '@/lib/route-data';
import { sessionQueryOptions } from '@/lib/session';

/**
 * `/premium`: server-rendered with the plans and,
 * for a signed-in member, their premium state (premium until …, pending request).
 */
export function Component() {
  const { t } = useTranslation('premium');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <PremiumPage />
    </div>
  );
}

/** Preloads the premium overview for the session's viewer (the key names the viewer). */
export function loader() {
  return preloadPage([
    async (client: QueryClient) => {
      const session = await client.fetchQuery(sessionQueryOptions()).catch(() => null);
      await client.prefetchQuery(getPremiumQueryOptions(session?.user.id ?? null));
    },
  ]);
}
