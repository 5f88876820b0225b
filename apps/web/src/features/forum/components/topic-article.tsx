import type { TopicDetail } from '@garaj/shared';
import { Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { ReportButton } from '@/components/report/report-button';
import { ForumAuthorLine } from './forum-author';
import { PostEditActions } from './post-edit-actions';
import { QuoteButton } from './quote-button';
import { ModerationBar } from './moderation-bar';
import { RichTextBody } from '@/components/rich-text/rich-text-body';
import { TopicBadges } from './topic-badges';
import { TopicStats } from './topic-stats';
import { topicPath } from './topic-card';
import { VoteButtons } from './vote-buttons';

interface TopicArticleProps {
  topic: TopicDetail;
  categoryName?: string;
  /** The title's heading level: 1 on the topic page, 3 in the live Q&A. */
  headingLevel?: 1 | 3;
}

/**
 * The topic itself: badges, title, author ('Uzman', level) and Turkish long date, the sanitised
 * body, tags, counts, votes (not on one's own), and the moderation / close actions by permission.
 */
export function TopicArticle({ topic, categoryName, headingLevel = 1 }: TopicArticleProps) {
  const { t } = useTranslation('forum');
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <article id={`topic-${topic.id}`} className="flex gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <VoteButtons
        target={{ kind: 'topic', topicId: topic.id }}
        state={{ myVote: topic.myVote, score: topic.score, upvotesCount: topic.upvotesCount }}
        isMine={topic.isMine}
        action={topicPath(topic)}
      />
      <div className="grid min-w-0 flex-1 content-start gap-4">
        <TopicBadges topic={topic} categoryName={categoryName} />
        <Heading className={headingLevel === 1 ? 'text-2xl font-bold break-words sm:text-3xl' : 'text-lg font-semibold break-words'}>
          {topic.title}
        </Heading>
        <ForumAuthorLine author={topic.author} meta={topic.editedAt ? `${formatDate(topic.createdAt, 'long')} · ${t('edit.edited')}` : formatDate(topic.createdAt, 'long')} />
        <HiddenMark hidden={topic.hidden} />
        {topic.bodyHtml ? <RichTextBody html={topic.bodyHtml} /> : null}
        {topic.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('topic.tags')}>
            {topic.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  <Hash aria-hidden="true" />
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <TopicStats replies={topic.repliesCount} views={topic.viewsCount} likes={topic.upvotesCount} />
        <ModerationBar topic={topic} />
        <div className="flex flex-wrap justify-end gap-1">
          {topic.canReply && topic.bodyHtml ? <QuoteButton author={topic.author.username} bodyHtml={topic.bodyHtml} containerId={`topic-${topic.id}`} /> : null}
          <PostEditActions target={{ kind: 'topic', topicId: topic.id }} canEdit={topic.canEdit} edited={topic.editedAt !== null} title={topic.title} bodyHtml={topic.bodyHtml} />
          <ReportButton targetType="topic" targetId={topic.id} targetLabel={topic.title} ownerId={topic.author.id} />
          <HideToggle type="topic" id={topic.id} hidden={topic.hidden} label={topic.title} />
        </div>
      </div>
    </article>
  );
}
