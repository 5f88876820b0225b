import { Bookmark, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedAssistantAnswer } from '@garaj/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { useDeleteSavedAnswer } from '../api/delete-saved-answer';
import { useSavedAnswers } from '../api/get-saved-answers';
import { AnswerText } from './answer-text';

/** One saved answer: question, date, garage, the answer (folded), sources, delete (confirmed). */
function SavedAnswerItem({ saved }: { saved: SavedAssistantAnswer }) {
  const { t } = useTranslation(['assistant', 'common', 'errors']);
  const remove = useDeleteSavedAnswer();
  const onDelete = () =>
    remove.mutate(saved.id, {
      onSuccess: () => toast.success(t('assistant:toast.successTitle'), { description: t('assistant:toast.deleted') }),
      onError: (error) => toast.error(t('assistant:toast.errorTitle'), { description: getErrorMessage(error, t) }),
    });
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium break-words">{saved.question}</p>
          <p className="text-xs text-muted-foreground">
            {formatDate(saved.createdAt, 'medium')}
            {saved.garage ? ` · ${saved.garage.name}` : ''}
          </p>
        </div>
        <ConfirmDialog
          trigger={
            <Button type="button" variant="ghost" size="sm" disabled={remove.isPending} aria-label={t('assistant:saved.deleteLabel', { question: saved.question.slice(0, 60) })}>
              <Trash2 aria-hidden="true" />
              {t('common:actions.delete')}
            </Button>
          }
          title={t('assistant:saved.confirmTitle')}
          description={t('assistant:saved.confirmText')}
          cancelLabel={t('common:actions.cancel')}
          confirmLabel={t('common:actions.delete')}
          onConfirm={onDelete}
        />
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm text-brand">{t('assistant:saved.show')}</summary>
        <div className="mt-2 grid gap-2">
          <AnswerText text={saved.answer} />
          {saved.sources.length ? (
            <ul className="grid gap-1 text-sm">
              {saved.sources.map((source) => (
                <li key={source.url}>
                  <Link to={source.url} className="text-brand underline-offset-4 hover:underline">
                    {source.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** The member's saved answers on /assistant (newest first, 'load more'); members only. */
export function SavedAnswers() {
  const { t } = useTranslation(['assistant', 'common']);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useSavedAnswers(true);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="assistant-saved-title" className="grid gap-3">
      <h2 id="assistant-saved-title" className="text-xl font-bold">
        {t('assistant:saved.title')}
      </h2>
      {isPending ? (
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">{t('common:status.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : isError ? (
        <ErrorState headingLevel={3} message={t('assistant:saved.error')} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Bookmark} headingLevel={3} title={t('assistant:saved.empty')} description={t('assistant:saved.emptyHint')} />
      ) : (
        <ul className="grid gap-3">
          {items.map((saved) => (
            <SavedAnswerItem key={saved.id} saved={saved} />
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button type="button" variant="outline" className="justify-self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner size="sm" /> : null}
          {t('assistant:saved.more')}
        </Button>
      ) : null}
    </section>
  );
}
