import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PagerLink } from './pager-link';

interface PagerProps {
  /** 1-based. */
  page: number;
  total: number;
  pageSize: number;
  /** The query parameter holding the page (default `page`). */
  param?: string;
  className?: string;
}

/**
 * Previous / next links for a paged list, as plain links (`?page=N`, the rest of the address
 * kept), so they work before hydration and pages can be shared. Hidden when one page fits all.
 */
export function Pager({ page, total, pageSize, param = 'page', className }: PagerProps) {
  const { t } = useTranslation('forum');
  const { pathname, search } = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;

  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <nav aria-label={t('pager.label')} className={className}>
      <div className="flex items-center justify-between gap-3">
        <PagerLink to={page > 1 ? href(page - 1) : null}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </PagerLink>
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {t('pager.status', { page, count: pageCount })}
        </p>
        <PagerLink to={page < pageCount ? href(page + 1) : null}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </PagerLink>
      </div>
    </nav>
  );
}
