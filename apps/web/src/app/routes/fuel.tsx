import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { PageSpinner } from '@/components/ui/spinner';
import { prefetchFuelPage } from '@/features/fuel/api/prefetch-page';
import { FuelIntro } from '@/features/fuel/components/fuel-intro';
import { FuelPage } from '@/features/fuel/components/fuel-page';
import { readPageParams } from '@/features/fuel/utils/page-params';
import { preloadPage } from '@/lib/route-data';
import { useCurrentUser } from '@/lib/session';

/**
 * `/fuel` ("Yakıt ve Masraflar"): for visitors a public, server-rendered screen of what the fuel
 * log does with sign-in / register (no member data); for a member, their log, server-rendered
 * with its data (the loader preloads it), whose forms post to this route's action.
 */
export function Component() {
  const { t } = useTranslation('fuel');
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (user) return <FuelPage />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-16">
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <FuelIntro />
    </div>
  );
}
Component.displayName = 'FuelRoute';

/** Preloads the session and, for a member, the overview, the lists' pages and the report the address names. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([prefetchFuelPage(readPageParams(new URL(request.url).searchParams))]);
}

/** The page's forms (fill-ups, cost entries, the public summary), posted natively or by React Router. */
export { fuelPageAction as action } from '@/features/fuel/actions/fuel-page-action';
