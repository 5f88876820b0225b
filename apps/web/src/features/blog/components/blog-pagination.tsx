import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import type { BlogListParams } from '../api/query-keys';
import { blogListHref } from '../utils/list-href';

/** Page numbers to show: the first, the last, the current one and its neighbours; null = a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) result.push(null);
    result.push(page);
  });
  return result;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Page links of the blog list (`?page=`); real links, so they work before the app loads. */
export function BlogPagination({ params, total, pageSize }: { params: BlogListParams; total: number; pageSize: number }) {
  const { t } = useTranslation('blog');
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const current = Math.min(params.page, last);
  const href = (page: number) => blogListHref({ ...params, page });
  return (
    <nav aria-label={t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} className={cn(itemClass, 'hover:bg-accent')} rel="prev">
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span>{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                className={cn(itemClass, page === current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent')}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={href(current + 1)} className={cn(itemClass, 'hover:bg-accent')} rel="next">
              <span>{t('pagination.next')}</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
