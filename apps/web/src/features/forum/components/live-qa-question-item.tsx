import type { TopicSummary } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { TopicStatusBadge, UrgentBadge } from './topic-badges';
import { TopicStats } from './topic-stats';

interface LiveQaQuestionItemProps {
  question: TopicSummary;
  selected: boolean;
  onSelect: () => void;
}

/**
 * A question in the live Q&A list (Live Q&A): author name and username, 'Acil', status,
 * title, excerpt, counts of answers, views, votes, date. Pressing it shows its detail.
 */
export function LiveQaQuestionItem({ question, selected, onSelect }: LiveQaQuestionItemProps) {
  const { t } = useTranslation('forum');
  const { author } = question;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'grid w-full gap-2 rounded-xl border bg-card p-3 text-left text-card-foreground transition-colors outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-primary bg-primary/5 ring-1 ring-primary/40',
      )}
    >
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="font-medium">{author.displayName || author.username}</span>
        <span className="text-muted-foreground">{t('author.username', { username: author.username })}</span>
        <span className="ml-auto flex gap-1">
          {question.isUrgent ? <UrgentBadge /> : null}
          <TopicStatusBadge status={question.status} />
        </span>
      </span>
      <span className="line-clamp-2 font-semibold break-words">{question.title}</span>
      {question.excerpt ? <span className="line-clamp-2 text-sm break-words text-muted-foreground">{question.excerpt}</span> : null}
      <span className="flex flex-wrap items-center justify-between gap-2">
        <TopicStats replies={question.repliesCount} views={question.viewsCount} likes={question.score} votesLabel />
        <span className="text-xs text-muted-foreground">{formatDate(question.createdAt, 'long')}</span>
      </span>
    </button>
  );
}
