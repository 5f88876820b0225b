import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '@/lib/next-path';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useComments } from '../../api/get-comments';
import { LoadMore } from '../load-more';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

function CommentsList({ garageId }: { garageId: string }) {
  const { t } = useTranslation('garages');
  const query = useComments(garageId);
  const { data, isPending, isError, isFetchNextPageError, refetch } = query;

  if (isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <span role="status" className="sr-only">
          {t('comments.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError && !isFetchNextPageError) {
    return <ErrorState headingLevel={3} message={t('comments.error')} onRetry={() => void refetch()} />;
  }
  const comments = data.pages.flatMap((page) => page.items);
  if (comments.length === 0) {
    return <EmptyState icon={MessageCircle} headingLevel={3} title={t('comments.empty')} />;
  }
  return (
    <>
      <ul className="grid gap-3" aria-label={t('comments.listLabel')}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

/** Comments tab: add form for members, newest first, load more; fails alone (local boundary). */
export function CommentsTab({ garageId }: { garageId: string }) {
  const { t } = useTranslation('garages');
  const { user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  return (
    <LocalErrorBoundary>
      <div id="comments" className="grid gap-6">
        {user ? (
          <CommentForm garageId={garageId} />
        ) : isPending ? null : (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            {t('comments.loginPrompt')}{' '}
            <Link to={loginPath(pathname + search)} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('comments.loginLink')}
            </Link>
          </p>
        )}
        <CommentsList garageId={garageId} />
      </div>
    </LocalErrorBoundary>
  );
}
