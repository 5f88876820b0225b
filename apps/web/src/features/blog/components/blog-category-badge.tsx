import type { BlogCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The category badge of a post (on its card and its detail page). */
export function BlogCategoryBadge({ category, className }: { category: BlogCategory; className?: string }) {
  const { t } = useTranslation('blog');
  return (
    <Badge variant="brand" className={cn(className)}>
      {t(`categories.${category}`)}
    </Badge>
  );
}
