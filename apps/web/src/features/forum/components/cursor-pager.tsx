import { ChevronRight, ChevronsLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PagerLink } from './pager-link';

interface CursorPagerProps {
  /** The cursor the shown page started at (null: the first page). */
  cursor: string | null;
  /** The next page's cursor (null: this is the last page). */
  nextCursor: string | null;
  className?: string;
}

/**
 * 'İlk sayfa' and 'Sonraki' links of a keyset-paged list, as plain links (`?cursor=`, the rest
 * of the address kept), so they work before hydration and pages can be shared; the browser's
 * back button returns to the page before. Hidden when one page holds all.
 */
export function CursorPager({ cursor, nextCursor, className }: CursorPagerProps) {
  const { t } = useTranslation('forum');
  const { pathname, search } = useLocation();
  if (!cursor && !nextCursor) return null;

  const href = (target: string | null) => {
    const params = new URLSearchParams(search);
    if (target) params.set('cursor', target);
    else params.delete('cursor');
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <nav aria-label={t('pager.label')} className={className}>
      <div className="flex items-center justify-between gap-3">
        <PagerLink to={cursor ? href(null) : null}>
          <ChevronsLeft aria-hidden="true" />
          {t('pager.first')}
        </PagerLink>
        <PagerLink to={nextCursor ? href(nextCursor) : null} rel="next">
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </PagerLink>
      </div>
    </nav>
  );
}
