import type { GarageComment } from '@garaj/shared';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { ReportButton } from '@/components/report/report-button';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { getErrorMessage } from '@/lib/error-message';
import { useDeleteComment } from '../../api/delete-comment';

/** One comment; its author (or an admin, per `canDelete`) may delete it after confirming. */
export function CommentItem({ comment }: { comment: GarageComment }) {
  const { t } = useTranslation(['garages', 'common', 'errors']);
  const deleteComment = useDeleteComment(comment.garageId);
  const { username, avatar } = comment.author;

  // mutateAsync: the toast still shows after this comment left the list (and unmounted).
  const onDelete = () =>
    deleteComment.mutateAsync(comment.id).then(
      () => toast.success(t('garages:comments.deleted')),
      (error: unknown) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
    );

  return (
    <li id={`comment-${comment.id}`} className="flex gap-3 rounded-xl border bg-card p-4">
      <Avatar className="size-10">
        {avatar ? <AvatarImage src={avatar.url} alt="" /> : null}
        <AvatarFallback>{(username || 'A').charAt(0)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="text-sm">
            <Link to={`/user/${encodeURIComponent(username)}`} className="font-semibold hover:underline">
              @{username}
            </Link>{' '}
            <time dateTime={comment.createdAt} title={formatDate(comment.createdAt, 'dateTime')} className="text-muted-foreground">
              · {formatRelativeTime(comment.createdAt)}
            </time>
          </p>
          <ReportButton variant="icon" className="ml-auto" targetType="garage_comment" targetId={comment.id} targetLabel={`@${username}`} ownerId={comment.author.id} />
          <HideToggle variant="icon" type="garage_comment" id={comment.id} hidden={comment.hidden} label={`@${username}`} />
          {comment.canDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="icon-sm" disabled={deleteComment.isPending} aria-label={t('garages:comments.delete')}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
              title={t('garages:comments.deleteTitle')}
              description={t('garages:comments.deleteText')}
              cancelLabel={t('common:actions.cancel')}
              confirmLabel={t('common:actions.delete')}
              onConfirm={() => void onDelete()}
            />
          ) : null}
        </div>
        <HiddenMark hidden={comment.hidden} className="mt-2" />
        <p className="mt-1 text-sm whitespace-pre-line break-words">{comment.body}</p>
      </div>
    </li>
  );
}
