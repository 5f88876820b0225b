import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { getLocationSharesQueryOptions } from '@/features/location-shares/api/get-location-shares';
import { LocationSharingScreen } from '@/features/location-shares/components/location-sharing-screen';
import { preloadPage, query } from '@/lib/route-data';

/**
 * `/location-sharing`: the active shares (cards and counts) are server-rendered from
 * the loader; the map loads in the browser only.
 */
export function Component() {
  const { t } = useTranslation('location');
  return (
    <>
      <PageMeta title={t('page.title')} description={t('page.description')} />
      <LocationSharingScreen />
    </>
  );
}

/** Preloads the shares the viewer may see (readable without JavaScript). */
export function loader() {
  return preloadPage([query(getLocationSharesQueryOptions())]);
}
