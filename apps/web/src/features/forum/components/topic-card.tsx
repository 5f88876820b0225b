import type { TopicSummary } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ForumAuthorLine } from './forum-author';
import { TopicBadges } from './topic-badges';
import { TopicStats } from './topic-stats';

/** The address of a topic's page. */
export const topicPath = (topic: Pick<TopicSummary, 'id' | 'categoryId'>) =>
  `/forum/${encodeURIComponent(topic.categoryId)}/topic/${encodeURIComponent(topic.id)}`;

interface TopicCardProps {
  topic: TopicSummary;
  /** Shows the category badge (lists that mix categories). */
  categoryName?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A topic in a list (Forum category): badges ('Sabitlenmiş', category, 'Kilitli', status,
 * 'Acil'), title linking to the topic page, excerpt, author with level, Turkish long date,
 * replies, views, likes.
 */
export function TopicCard({ topic, categoryName, headingLevel = 3, className }: TopicCardProps) {
  const { t } = useTranslation('forum');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md',
        topic.isPinned && 'border-brand/40 bg-brand/5',
        className,
      )}
    >
      <TopicBadges topic={topic} categoryName={categoryName} />
      <Heading className="text-base leading-snug font-semibold sm:text-lg">
        <Link to={topicPath(topic)} className="rounded-sm break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
          {topic.title}
        </Link>
      </Heading>
      {topic.excerpt ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{topic.excerpt}</p> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ForumAuthorLine author={topic.author} meta={formatDate(topic.createdAt, 'long')} compact />
        <TopicStats replies={topic.repliesCount} views={topic.viewsCount} likes={topic.upvotesCount} />
      </div>
      {topic.lastReplyAt && topic.lastReplyBy ? (
        <p className="text-xs text-muted-foreground">
          {t('topic.lastReply', { author: `@${topic.lastReplyBy}`, date: formatDate(topic.lastReplyAt, 'long') })}
        </p>
      ) : null}
    </article>
  );
}
