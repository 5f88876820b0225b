import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchType } from '@garaj/shared';
import { Button } from '@/components/ui/button';
import { searchHref } from '../hooks/use-search-params';

interface SearchPaginationProps {
  q: string;
  type: SearchType | null;
  page: number;
  pages: number;
}

/** 'Önceki' / 'Sonraki' links (`?page=`) around "Sayfa 2 / 5"; nothing for a single page. */
export function SearchPagination({ q, type, page, pages }: SearchPaginationProps) {
  const { t } = useTranslation('search');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={searchHref({ q, type, page: page - 1 })} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground tabular-nums">{t('pagination.status', { page, pages })}</p>
      {page < pages ? (
        <Button asChild variant="outline">
          <Link to={searchHref({ q, type, page: page + 1 })} rel="next">
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
