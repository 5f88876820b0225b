import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * The links under a keyset-paged list: back to the newest page and on to older entries (plain
 * links: the page is in the address). Nothing when there is neither.
 */
export function ListPager({ label, newestHref, olderHref }: { label: string; newestHref: string | null; olderHref: string | null }) {
  const { t } = useTranslation('fuel');
  if (!olderHref && !newestHref) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-2">
      {newestHref ? (
        <Button asChild variant="outline" size="sm">
          <Link to={newestHref}>
            <ChevronLeft aria-hidden="true" />
            {t('pages.newest')}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {olderHref ? (
        <Button asChild variant="outline" size="sm">
          <Link to={olderHref}>
            {t('pages.older')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
