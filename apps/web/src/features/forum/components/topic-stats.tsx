import { Eye, MessageSquare, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '@/lib/format';
import { cn } from '@/lib/utils';

interface TopicStatsProps {
  replies: number;
  views: number;
  /** Up votes ('likes' on the forum cards) or, with `votesLabel`, the score. */
  likes: number;
  /** Count `likes` as votes (the live Q&A shows the score as 'oy'). */
  votesLabel?: boolean;
  className?: string;
}

/** Replies, views and likes (or votes) of a topic, with icons and full text for screen readers. */
export function TopicStats({ replies, views, likes, votesLabel = false, className }: TopicStatsProps) {
  const { t } = useTranslation('forum');
  const items = [
    { icon: MessageSquare, value: replies, label: t('counts.replies', { count: replies }) },
    { icon: Eye, value: views, label: t('counts.views', { count: views }) },
    { icon: ThumbsUp, value: likes, label: votesLabel ? t('counts.votes', { count: likes }) : t('counts.likes', { count: likes }) },
  ];
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground', className)}>
      {items.map(({ icon: Icon, value, label }) => (
        <li key={label} className="inline-flex items-center gap-1 tabular-nums" title={label}>
          <Icon className="size-3.5" aria-hidden="true" />
          <span aria-hidden="true">{formatCompact(value)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
