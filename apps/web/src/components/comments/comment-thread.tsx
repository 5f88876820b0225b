import type { HiddenInfo, MemberSummary } from '@garaj/shared';
import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LocalErrorBoundary } from '@/components/error-boundary';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { ReportButton } from '@/components/report/report-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useHydrated } from '@/hooks/use-hydrated';
import { getErrorMessage } from '@/lib/error-message';
import { SITE_TIME_ZONE, formatDate, formatRelativeTime } from '@/lib/format';
import { toast } from '@/lib/lazy-toast';
import { loginPath } from '@/lib/next-path';
import { useCurrentUser } from '@/lib/session';
import { CommentBody } from './comment-body';
import { CommentEditForm } from './comment-edit-form';
import { CommentRevisions, type FetchCommentRevisions } from './comment-revisions';

/** A comment as every commentable kind answers it (garage and post comments). */
export interface CommentView {
  id: string;
  /** Plain text. */
  body: string;
  /** What is shown: rich text the server sanitised. */
  bodyHtml: string;
  author: MemberSummary;
  createdAt: string;
  canDelete: boolean;
  /** Its author, while the item takes comments. */
  canEdit: boolean;
  /** The author's last edit; null when never edited. */
  editedAt: string | null;
  hidden?: HiddenInfo | null;
}

/** The paged comments query of a feature (react-query's infinite query, reduced to what the thread reads). */
export interface CommentPages {
  data: { pages: { items: CommentView[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface CommentThreadProps {
  /** The namespace with `comments.*` (loading, empty, error, listLabel, more, loadingMore, retryMore, delete, deleteTitle, deleteText, deleted, loginPrompt, loginLink); the edit controls' words are `common:comments.*`. */
  ns: 'garages' | 'blog';
  /** The comments' content kind (report and hide targets). */
  targetType: 'garage_comment' | 'post_comment';
  comments: CommentPages;
  /** Deletes one comment through the feature's mutation. */
  deleteComment: (id: string) => Promise<unknown>;
  deleting: boolean;
  /** Saves the author's new text (HTML) through the feature's mutation. */
  editComment: (input: { id: string; body: string }) => Promise<unknown>;
  /** Reads an edited comment's earlier versions (moderators). */
  fetchRevisions: FetchCommentRevisions;
  /** The feature's add-comment form (components/comment-form.tsx) for members; null when the item takes no comments. */
  form: ReactNode | null;
}

type ItemProps = { comment: CommentView } & Pick<CommentThreadProps, 'ns' | 'targetType' | 'deleteComment' | 'deleting' | 'editComment' | 'fetchRevisions'>;

/**
 * One comment (rich text as the server sanitised it); its author, a moderator or an admin may
 * delete it after confirming. Its author edits it in place ("Düzenle": the text becomes the
 * rich-text editor until saved or cancelled, then the focus returns to "Düzenle"); an edited one says so ("(düzenlendi)", the
 * time in its title), and moderators may read its earlier versions. Editing and the versions
 * need the script: before it runs neither control is drawn.
 */
function CommentItem({ comment, ns, targetType, deleteComment, deleting, editComment, fetchRevisions }: ItemProps) {
  const { t } = useTranslation([ns, 'common', 'errors']);
  const { username, fullName, avatar } = comment.author;
  const { user } = useCurrentUser();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    focusEditButton.current = true;
    setEditing(false);
  };
  const moderator = user?.role === 'moderator' || user?.role === 'admin';
  // The toast still shows after this comment left the list (and unmounted).
  const onDelete = () =>
    deleteComment(comment.id).then(
      () => toast.success(t(`${ns}:comments.deleted`)),
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
            {comment.editedAt ? (
              <span className="text-muted-foreground" title={formatDate(comment.editedAt, 'dateTime', undefined, SITE_TIME_ZONE)} suppressHydrationWarning>
                {' '}
                {t('common:comments.edited')}
              </span>
            ) : null}
          </p>
          <ReportButton variant="icon" className="ml-auto" targetType={targetType} targetId={comment.id} targetLabel={`@${username}`} ownerId={comment.author.id} />
          <HideToggle variant="icon" type={targetType} id={comment.id} hidden={comment.hidden} label={`@${username}`} />
          {hydrated && comment.canEdit && !editing ? (
            <Button ref={editButton} variant="ghost" size="icon-sm" aria-label={t('common:comments.edit')} title={t('common:comments.edit')} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {comment.canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon-sm" disabled={deleting} aria-label={t(`${ns}:comments.delete`)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
              title={t(`${ns}:comments.deleteTitle`)}
              description={t(`${ns}:comments.deleteText`)}
              cancelLabel={t('common:actions.cancel')}
              confirmLabel={t('common:actions.delete')}
              onConfirm={() => void onDelete()}
            />
          ) : null}
        </div>
        <HiddenMark hidden={comment.hidden} className="mt-2" />
        {editing ? (
          <CommentEditForm comment={comment} save={(body) => editComment({ id: comment.id, body })} onClose={closeEditor} />
        ) : (
          <CommentBody comment={comment} className="mt-1" />
        )}
        {hydrated && moderator && comment.editedAt ? <CommentRevisions commentId={comment.id} kind={targetType} fetchRevisions={fetchRevisions} /> : null}
      </div>
    </li>
  );
}

function CommentList(props: Omit<CommentThreadProps, 'form'>) {
  const { ns, comments: query } = props;
  const { t } = useTranslation(ns);
  const { data, isPending, isError, isFetchNextPageError } = query;
  if (isPending || !data) {
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
  if (isError && !isFetchNextPageError) return <ErrorState headingLevel={3} message={t('comments.error')} onRetry={() => void query.refetch()} />;
  const comments = data.pages.flatMap((page) => page.items);
  if (comments.length === 0) return <EmptyState icon={MessageCircle} headingLevel={3} title={t('comments.empty')} />;
  return (
    <>
      <ul className="grid gap-3" aria-label={t('comments.listLabel')}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} {...props} />
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

/**
 * The comments of a garage or a post: the feature's form for members (a sign-in prompt back to
 * this page for visitors), newest first, more on demand; loading, empty and error states. Fails
 * alone (local error boundary).
 */
export function CommentThread({ form, ...props }: CommentThreadProps) {
  const { t } = useTranslation(props.ns);
  const { user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  return (
    <LocalErrorBoundary>
      <div className="grid gap-6">
        {form === null ? null : user ? (
          form
        ) : isPending ? null : (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
            {t('comments.loginPrompt')}{' '}
            <Link to={loginPath(pathname + search)} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('comments.loginLink')}
            </Link>
          </p>
        )}
        <CommentList {...props} />
      </div>
    </LocalErrorBoundary>
  );
}
