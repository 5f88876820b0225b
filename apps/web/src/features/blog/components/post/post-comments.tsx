import type { BlogComment } from '@garaj/shared';
import { MessageCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CommentForm as SharedCommentForm } from '@/components/comment-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { getErrorMessage } from '@/lib/error-message';
import { SITE_TIME_ZONE, formatDate, formatRelativeTime } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { ReportButton } from '@/components/report/report-button';
import { useCreatePostComment } from '../../api/create-post-comment';
import { useDeletePostComment } from '../../api/delete-post-comment';
import { usePostComments } from '../../api/get-post-comments';

/** Add-comment form of a post (components/comment-form.tsx), posted to the post's page. */
function CommentForm({ postId }: { postId: string }) {
  const createComment = useCreatePostComment(postId);
  const { pathname } = useLocation();
  return <SharedCommentForm action={pathname} targetId={postId} ns="blog" send={createComment.mutateAsync} pending={createComment.isPending} />;
}

/** One comment (text, never HTML); its author, a moderator or an admin may delete it. */
function CommentItem({ comment, postId }: { comment: BlogComment; postId: string }) {
  const { t } = useTranslation(['blog', 'common', 'errors']);
  const deleteComment = useDeletePostComment(postId);
  const { username, fullName, avatar } = comment.author;
  const onDelete = () =>
    deleteComment.mutateAsync(comment.id).then(
      () => toast.success(t('blog:comments.deleted')),
      (error: unknown) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
    );
  return (
    <li id={`comment-${comment.id}`} className="flex gap-3 rounded-xl border bg-card p-4">
      <UserAvatar name={username} image={avatar?.url} className="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-sm">
            <Link to={`/user/${encodeURIComponent(username)}`} className="font-semibold hover:underline">
              {fullName || `@${username}`}
            </Link>{' '}
            <time
              dateTime={comment.createdAt}
              title={formatDate(comment.createdAt, 'dateTime', undefined, SITE_TIME_ZONE)}
              className="text-muted-foreground"
              suppressHydrationWarning
            >
              · {formatRelativeTime(comment.createdAt)}
            </time>
          </p>
          <ReportButton variant="icon" className="ml-auto" targetType="post_comment" targetId={comment.id} targetLabel={`@${username}`} ownerId={comment.author.id} />
          <HideToggle variant="icon" type="post_comment" id={comment.id} hidden={comment.hidden} label={`@${username}`} />
          {comment.canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon-sm" disabled={deleteComment.isPending} aria-label={t('blog:comments.delete')}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
              title={t('blog:comments.deleteTitle')}
              description={t('blog:comments.deleteText')}
              cancelLabel={t('common:actions.cancel')}
              confirmLabel={t('common:actions.delete')}
              onConfirm={() => void onDelete()}
            />
          ) : null}
        </div>
        <HiddenMark hidden={comment.hidden} className="mt-2" />
        <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.body}</p>
      </div>
    </li>
  );
}

function CommentsList({ postId }: { postId: string }) {
  const { t } = useTranslation('blog');
  const query = usePostComments(postId);
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
  if (isError && !isFetchNextPageError) return <ErrorState headingLevel={3} message={t('comments.error')} onRetry={() => void refetch()} />;
  const comments = data.pages.flatMap((page) => page.items);
  if (comments.length === 0) return <EmptyState icon={MessageCircle} headingLevel={3} title={t('comments.empty')} />;
  return (
    <>
      <ul className="grid gap-3" aria-label={t('comments.listLabel')}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} postId={postId} />
        ))}
      </ul>
      {query.hasNextPage || isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('comments.loadingMore') : isFetchNextPageError ? t('comments.retryMore') : t('comments.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The comments of a post: the form for members (a sign-in prompt for visitors), newest first, more on demand. */
export function PostComments({ postId, count, open }: { postId: string; count: number; open: boolean }) {
  const { t } = useTranslation('blog');
  const { user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  return (
    <section id="comments" aria-labelledby="comments-title" className="grid scroll-mt-24 gap-4">
      <h2 id="comments-title" className="text-xl font-bold">
        {t('comments.title', { count })}
      </h2>
      <LocalErrorBoundary>
        <div className="grid gap-6">
          {!open ? null : user ? (
            <CommentForm postId={postId} />
          ) : isPending ? null : (
            <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
              {t('comments.loginPrompt')}{' '}
              <Link to={loginPath(pathname + search)} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('comments.loginLink')}
              </Link>
            </p>
          )}
          <CommentsList postId={postId} />
        </div>
      </LocalErrorBoundary>
    </section>
  );
}
