import { ExternalLink, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeletons } from '@/components/loading-skeletons';
import { useTopic } from '../api/get-topic';
import { ReplyForm } from './reply-form';
import { ReplyList } from './reply-list';
import { TopicArticle } from './topic-article';
import { topicPath } from './topic-card';

/** 'Soru Seçin': the detail pane before a question is chosen. */
function SelectPrompt() {
  const { t } = useTranslation('forum');
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center">
      <MousePointerClick className="size-8 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">{t('live.selectTitle')}</h3>
      <p className="max-w-sm text-sm text-muted-foreground">{t('live.selectText')}</p>
    </div>
  );
}

interface LiveQaDetailProps {
  questionId: string | null;
  /** Category names by id (the badge of the question's category). */
  categoryNames: ReadonlyMap<string, string>;
}

/**
 * The selected question of the live Q&A: author, 'Uzman', title, content, tags, votes,
 * the answers ('En İyi Cevap' first and highlighted) and 'Cevap Yaz' / 'Cevap Gönder'.
 */
export function LiveQaDetail({ questionId, categoryNames }: LiveQaDetailProps) {
  const { t } = useTranslation(['forum', 'common']);
  const { data: topic, isPending, isError, refetch } = useTopic(questionId);

  if (!questionId) return <SelectPrompt />;
  if (isPending) {
    return <LoadingSkeletons label={t('common:status.loading')} blocks={['h-48', 'h-24']} />;
  }
  if (isError) return <ErrorState headingLevel={3} message={t('forum:topic.error')} onRetry={() => void refetch()} />;

  return (
    <div className="grid gap-4">
      <TopicArticle topic={topic} categoryName={categoryNames.get(topic.categoryId)} headingLevel={3} />
      <h4 className="font-semibold">
        {t('forum:topic.answers')} <span className="font-normal text-muted-foreground">({t('forum:topic.answersCount', { count: topic.repliesCount })})</span>
      </h4>
      <ReplyList topic={topic} page={1} paged={false} />
      <ReplyForm topic={topic} rows={3} />
      <Button asChild variant="link" className="justify-self-start px-0">
        <Link to={topicPath(topic)}>
          {t('forum:live.openTopic')}
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
