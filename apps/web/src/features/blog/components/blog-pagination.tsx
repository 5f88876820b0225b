import { ChevronRight, ChevronsLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import type { BlogListParams } from '../api/query-keys';
import { blogListHref } from '../utils/list-href';

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-accent';

/**
 * The blog list's page links: 'İlk sayfa' (back to the first page) once past it, and 'Sonraki'
 * with the next page's cursor in the address (`?cursor=`). Real links, so they work before the
 * app loads; the browser's back button returns to the page before.
 */
export function BlogPagination({ params, nextCursor }: { params: BlogListParams; nextCursor: string | null }) {
  const { t } = useTranslation('blog');
  if (!params.cursor && !nextCursor) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {params.cursor ? (
          <li>
            <Link to={blogListHref({ ...params, cursor: null })} className={itemClass}>
              <ChevronsLeft className="size-4" aria-hidden="true" />
              <span>{t('pagination.first')}</span>
            </Link>
          </li>
        ) : null}
        {nextCursor ? (
          <li>
            <Link to={blogListHref({ ...params, cursor: nextCursor })} className={cn(itemClass)} rel="next">
              <span>{t('pagination.next')}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
