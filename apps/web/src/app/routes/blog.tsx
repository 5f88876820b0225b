import { useCallback } from 'react';
import { FileText, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@/components/page-header';
import type { LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { getPostsQueryOptions } from '@/features/blog/api/get-posts';
import { BlogList } from '@/features/blog/components/blog-list';
import { BlogToolbar } from '@/features/blog/components/blog-toolbar';
import { readBlogListParams, useBlogListParams } from '@/features/blog/hooks/use-blog-list-params';
import { preloadPage, query } from '@/lib/route-data';
import { useCurrentUser } from '@/lib/session';

/**
 * `/blog` (Blog list): search (`?search=`), category chips (`?category=`),
 * cards, pages (`?cursor=`); members get 'Yazı Yaz' and their own posts.
 */
export function Component() {
  const { t } = useTranslation('blog');
  const { user } = useCurrentUser();
  const { params, rawSearch, update } = useBlogListParams();
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  const title = params.search
    ? t('list.searchTitle', { query: params.search })
    : params.category
      ? t('list.categoryTitle', { category: t(`categories.${params.category}`) })
      : t('list.title');

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={title} description={t('list.description')} />
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          user ? (
            <div className="flex flex-wrap gap-2">
              <LinkButton to="/blog/mine" icon={FileText} variant="outline">
                {t('list.mine')}
              </LinkButton>
              <LinkButton to="/blog/new" icon={PenLine}>
                {t('list.write')}
              </LinkButton>
            </div>
          ) : null
        }
      />
      <BlogToolbar params={params} rawSearch={rawSearch} onSearch={onSearch} />
      <BlogList params={params} />
    </div>
  );
}

/** Preloads the page of posts the address asks for (server-rendered, readable without JavaScript). */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([
    query(getPostsQueryOptions(readBlogListParams(new URL(request.url).searchParams))),
  ]);
}
