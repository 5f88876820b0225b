import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

interface AdminPagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Numbered pages of an admin list: 'Önceki' / 'Sonraki' and "page 2 / 7 · 134 records". Nothing when one page holds all. */
export function AdminPager({ page, pageSize, total, onPage }: AdminPagerProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">{t('pager.status', { page: formatNumber(page), pages: formatNumber(pages), total: formatNumber(total) })}</span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
