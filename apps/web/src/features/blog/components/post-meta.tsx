import { CalendarDays, Clock, Eye, Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SITE_TIME_ZONE, formatCompact, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** A post's date in the Turkish long format (Blog detail), in the site's time zone. */
export function PostDate({ value, className }: { value: string | null; className?: string }) {
  const { t } = useTranslation('blog');
  if (!value) return <span className={className}>{t('status.draft')}</span>;
  return (
    <time dateTime={value} className={cn('inline-flex items-center gap-1', className)}>
      <CalendarDays className="size-4" aria-hidden="true" />
      {formatDate(value, 'long', undefined, SITE_TIME_ZONE)}
    </time>
  );
}

/** 'N dk okuma' (reading time in minutes). */
export function ReadingTime({ minutes, className }: { minutes: number; className?: string }) {
  const { t } = useTranslation('blog');
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Clock className="size-4" aria-hidden="true" />
      {t('readingTime', { count: minutes })}
    </span>
  );
}

/** Views, likes and comments of a post, with their names for screen readers. */
export function PostStats({ views, likes, comments, className }: { views: number; likes?: number; comments?: number; className?: string }) {
  const { t } = useTranslation('blog');
  const items = [
    { icon: Eye, value: views, label: t('stats.views', { count: views }) },
    ...(likes === undefined ? [] : [{ icon: Heart, value: likes, label: t('stats.likes', { count: likes }) }]),
    ...(comments === undefined ? [] : [{ icon: MessageCircle, value: comments, label: t('stats.comments', { count: comments }) }]),
  ];
  return (
    <ul className={cn('flex items-center gap-3 text-sm text-muted-foreground', className)}>
      {items.map(({ icon: Icon, value, label }) => (
        <li key={label} className="inline-flex items-center gap-1 tabular-nums">
          <Icon className="size-4" aria-hidden="true" />
          <span aria-hidden="true">{formatCompact(value)}</span>
          <span className="sr-only">{label}</span>
        </li>
      ))}
    </ul>
  );
}
