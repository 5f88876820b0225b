import { useMemo, useRef, useState } from 'react';
import { ArrowRight, BadgeCheck, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingSkeletons } from '@/components/loading-skeletons';
import { isLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useCategories } from '../api/get-categories';
import { useForumStats } from '../api/get-forum-stats';
import { useTopics } from '../api/get-topics';
import { liveQuestionsParams } from '../api/list-params';
import { useForumLiveUpdates } from '../hooks/use-forum-live-updates';
import { categoryText } from '../utils/forum-text';
import { LiveQaAsk } from './live-qa-ask';
import { LiveQaDetail } from './live-qa-detail';
import { LiveQaQuestionItem } from './live-qa-question-item';

/** Below this width the detail is under the list: bring it into view after a choice. */
const STACKED_QUERY = '(max-width: 1023px)';

/** 'Canlı' with a pulsing dot. */
function LiveIndicator() {
  const { t } = useTranslation('forum');
  return (
    <Badge variant="destructive" className="gap-1.5">
      <span className="relative flex size-2" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-70 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-current" />
      </span>
      {t('live.indicator')}
    </Badge>
  );
}

/**
 * The home page's live technical support section (Live Q&A):
 * 'live' indicator and the real number of experts online, the quick-ask box (members), category
 * chips (all + the Q&A categories), recent questions on the left and the selected one's detail
 * on the right ('Soru Seçin' before a choice). New questions, answers, votes and accepts appear
 * live. Self-contained (its own queries); the 'forum' translations must be loaded (the section
 * suspends until they are when rendered inside a Suspense boundary).
 */
export function LiveQaSection({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(['forum', 'common']);
  useForumLiveUpdates();
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const categories = useCategories();
  const stats = useForumStats();
  const [chip, setChip] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const questions = useTopics(liveQuestionsParams(chip));
  const detailRef = useRef<HTMLDivElement>(null);

  const qaCategories = useMemo(() => (categories.data ?? []).filter((c) => c.isQa), [categories.data]);
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, categoryText(c, language).name])), [categories.data, language]);

  const select = (id: string) => {
    setSelectedId(id);
    if (typeof window !== 'undefined' && window.matchMedia(STACKED_QUERY).matches) {
      detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  };

  const chips = [{ id: null, name: t('forum:live.all') }, ...qaCategories.map((c) => ({ id: c.id, name: names.get(c.id) ?? c.name }))];

  return (
    <section aria-labelledby="live-qa-title" className={cn('mx-auto grid w-full max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:px-8', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="live-qa-title" className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
              <Radio className="size-6 text-primary" aria-hidden="true" />
              {t('forum:live.title')}
            </h2>
            <LiveIndicator />
            {stats.data ? (
              <Badge variant="secondary" className="tabular-nums">
                <BadgeCheck aria-hidden="true" />
                {t('forum:live.expertsOnline', { count: stats.data.expertsOnline })}
              </Badge>
            ) : null}
          </div>
          <p className="text-muted-foreground">{t('forum:live.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/forum">
            {t('forum:live.forumLink')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <LiveQaAsk
        categories={qaCategories}
        defaultCategoryId={chip}
        onAsked={(question) => {
          if (chip && chip !== question.categoryId) setChip(null);
          setSelectedId(question.id);
        }}
      />

      <div role="group" aria-label={t('forum:live.chips')} className="flex flex-wrap gap-2">
        {chips.map((c) => (
          <Button
            key={c.id ?? 'all'}
            variant={chip === c.id ? 'default' : 'outline'}
            size="sm"
            aria-pressed={chip === c.id}
            onClick={() => setChip(c.id)}
            className="rounded-full"
          >
            {c.name}
          </Button>
        ))}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-3">
          <h3 className="font-semibold">{t('forum:live.recent')}</h3>
          {questions.isPending ? (
            <LoadingSkeletons label={t('common:status.loading')} blocks={['h-28', 'h-28', 'h-28', 'h-28']} />
          ) : questions.isError ? (
            <ErrorState headingLevel={3} message={t('forum:live.error')} onRetry={() => void questions.refetch()} />
          ) : questions.data.items.length === 0 ? (
            <EmptyState headingLevel={3} title={t('forum:live.empty')} />
          ) : (
            <ul className="grid gap-2" aria-busy={questions.isPlaceholderData || undefined}>
              {questions.data.items.map((question) => (
                <li key={question.id}>
                  <LiveQaQuestionItem question={question} selected={question.id === selectedId} onSelect={() => select(question.id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div ref={detailRef} className="scroll-mt-20">
          <LiveQaDetail questionId={selectedId} categoryNames={names} />
        </div>
      </div>
    </section>
  );
}
