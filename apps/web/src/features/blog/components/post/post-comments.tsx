import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CommentForm } from '@/components/comment-form';
import { CommentThread } from '@/components/comments/comment-thread';
import { useCreatePostComment } from '../../api/create-post-comment';
import { useDeletePostComment } from '../../api/delete-post-comment';
import { getPostCommentRevisions } from '../../api/get-post-comment-revisions';
import { usePostComments } from '../../api/get-post-comments';
import { useUpdatePostComment } from '../../api/update-post-comment';

/** Add-comment form of a post (components/comment-form.tsx), posted to the post's page. */
function PostCommentForm({ postId }: { postId: string }) {
  const createComment = useCreatePostComment(postId);
  const { pathname } = useLocation();
  return <CommentForm action={pathname} targetId={postId} ns="blog" send={createComment.mutateAsync} pending={createComment.isPending} />;
}

/** The comments of a post under its title and count (components/comments/comment-thread.tsx); `open`: the post takes new comments. */
export function PostComments({ postId, count, open }: { postId: string; count: number; open: boolean }) {
  const { t } = useTranslation('blog');
  const comments = usePostComments(postId);
  const deleteComment = useDeletePostComment(postId);
  const updateComment = useUpdatePostComment(postId);
  return (
    <section id="comments" aria-labelledby="comments-title" className="grid scroll-mt-24 gap-4">
      <h2 id="comments-title" className="text-xl font-bold">
        {t('comments.title', { count })}
      </h2>
      <CommentThread
        ns="blog"
        targetType="post_comment"
        comments={comments}
        deleteComment={deleteComment.mutateAsync}
        deleting={deleteComment.isPending}
        editComment={updateComment.mutateAsync}
        fetchRevisions={getPostCommentRevisions}
        form={open ? <PostCommentForm postId={postId} /> : null}
      />
    </section>
  );
}
