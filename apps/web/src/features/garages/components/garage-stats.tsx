import { Eye, MessageCircle, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '@/lib/format';
import { cn } from '@/lib/utils';

interface GarageStatsProps {
  likes?: number;
  views: number;
  comments?: number;
  className?: string;
}

/** Read-only counts (likes, views, comments) with screen-reader text. */
export function GarageStats({ likes, views, comments, className }: GarageStatsProps) {
  const { t } = useTranslation('garages');
  const items = [
    likes === undefined ? null : { key: 'likes', icon: ThumbsUp, value: likes, label: t('like.count', { count: likes }) },
    { key: 'views', icon: Eye, value: views, label: t('card.views', { count: views }) },
    comments === undefined
      ? null
      : { key: 'comments', icon: MessageCircle, value: comments, label: t('card.comments', { count: comments }) },
  ].filter((item) => item !== null);

  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground', className)}>
      {items.map(({ key, icon: Icon, value, label }) => (
        <li key={key} className="inline-flex items-center gap-1 tabular-nums">
          <Icon className="size-4" aria-hidden="true" />
          <span aria-hidden="true">{formatCompact(value)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
