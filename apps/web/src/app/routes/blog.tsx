import { useCallback } from 'react';
import { FileText, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('list.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('list.subtitle')}</p>
        </div>
        {user ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/blog/mine">
                <FileText aria-hidden="true" />
                {t('list.mine')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/blog/new">
                <PenLine aria-hidden="true" />
                {t('list.write')}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      <BlogToolbar params={params} rawSearch={rawSearch} onSearch={onSearch} />
      <BlogList params={params} />
    </div>
  );
}

/** Preloads the page of posts the address asks for (server-rendered, readable without JavaScript). */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadPage([query(getPostsQueryOptions(readBlogListParams(new URL(request.url).searchParams)))]);
}
