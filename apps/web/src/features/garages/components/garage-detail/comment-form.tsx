import { CommentForm as SharedCommentForm } from '@/components/comment-form';
import { useCreateComment } from '../../api/create-comment';

/**
 * Add-comment form of a garage (components/comment-form.tsx), posted to `/garage/<id>?tab=comments`
 * (a refused comment comes back with its error on the comments tab).
 */
export function CommentForm({ garageId }: { garageId: string }) {
  const createComment = useCreateComment(garageId);
  return (
    <SharedCommentForm
      action={`/garage/${encodeURIComponent(garageId)}?tab=comments`}
      targetId={garageId}
      ns="garages"
      send={createComment.mutateAsync}
      pending={createComment.isPending}
    />
  );
}
