import type { ForumAuthor, ForumTier } from '@garaj/shared';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';

const TIER_CLASS: Record<ForumTier, string> = {
  gold: 'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  silver: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
  bronze: 'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
};

/** 'Uzman' (granted by an admin): the expert badge of the live Q&A. */
export function ExpertBadge({ className }: { className?: string }) {
  const { t } = useTranslation('forum');
  return (
    <Badge variant="default" className={className}>
      <BadgeCheck aria-hidden="true" />
      {t('badges.expert')}
    </Badge>
  );
}

/**
 * The member's level from reputation (topic author level, top member gold/silver/bronze),
 * computed by the server from votes received and accepted answers.
 */
export function LevelBadge({ author, className }: { author: Pick<ForumAuthor, 'level' | 'tier' | 'reputation'>; className?: string }) {
  const { t } = useTranslation('forum');
  const level = t(`badges.level.${author.level}`);
  return (
    <Badge variant="outline" className={cn(TIER_CLASS[author.tier], className)} title={t('badges.levelHint', { level, count: author.reputation })}>
      {level}
    </Badge>
  );
}

interface ForumAuthorLineProps {
  author: ForumAuthor;
  /** Shown after the name (a formatted date). */
  meta?: string;
  /** Smaller avatar for compact lists. */
  compact?: boolean;
  className?: string;
}

/** Avatar, name, @username (to the profile), 'Uzman' and the level badge. */
export function ForumAuthorLine({ author, meta, compact = false, className }: ForumAuthorLineProps) {
  const { t } = useTranslation('forum');
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <UserAvatar name={author.displayName || author.username} image={author.avatar?.url} className={compact ? 'size-7' : 'size-9'} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/user/${encodeURIComponent(author.username)}`}
            className="truncate text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {author.displayName || author.username}
          </Link>
          <span className="truncate text-xs text-muted-foreground">{t('author.username', { username: author.username })}</span>
          {author.isExpert ? <ExpertBadge /> : null}
          <LevelBadge author={author} />
        </div>
        {meta ? <p className="text-xs text-muted-foreground">{meta}</p> : null}
      </div>
    </div>
  );
}
