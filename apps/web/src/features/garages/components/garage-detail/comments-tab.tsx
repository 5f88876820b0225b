import { CommentThread } from '@/components/comments/comment-thread';
import { useComments } from '../../api/get-comments';
import { useDeleteComment } from '../../api/delete-comment';
import { getCommentRevisions } from '../../api/get-comment-revisions';
import { useUpdateComment } from '../../api/update-comment';
import { CommentForm } from './comment-form';

/** Comments tab of a garage (components/comments/comment-thread.tsx): add form for members, newest first, more on demand, edits in place. */
export function CommentsTab({ garageId }: { garageId: string }) {
  const comments = useComments(garageId);
  const deleteComment = useDeleteComment(garageId);
  const updateComment = useUpdateComment(garageId);
  return (
    <div id="comments">
      <CommentThread
        ns="garages"
        targetType="garage_comment"
        comments={comments}
        deleteComment={deleteComment.mutateAsync}
        deleting={deleteComment.isPending}
        editComment={updateComment.mutateAsync}
        fetchRevisions={getCommentRevisions}
        form={<CommentForm garageId={garageId} />}
      />
    </div>
  );
}
