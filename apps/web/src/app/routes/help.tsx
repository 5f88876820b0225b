import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getFaqsQueryOptions } from '@/features/help/api/get-faqs';
import { HelpCenter } from '@/features/help/components/help-center';
import { readHelpParams } from '@/features/help/utils/help-params';
import { preloadPage, query } from '@/lib/route-data';

/**
 * `/help` (Help and support): the FAQ with search and category
 * tiles (`?q=&category=`), how it works, contact cards and form. Server-rendered with the FAQ
 * the address asks for.
 */
export function Component() {
  const { t } = useTranslation('help');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <HelpCenter />
    </div>
  );
}

/** Preloads the FAQ for the address's search and category. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([query(getFaqsQueryOptions(readHelpParamsFrom(request.url)))]);
}

const readHelpParamsFrom = (url: string) => readHelpParams(new URL(url).searchParams);
