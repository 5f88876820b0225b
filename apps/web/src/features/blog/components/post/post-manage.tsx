import type { BlogPostDetail } from '@garaj/shared';
import { EyeOff, Pencil, Send, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/lazy-toast';
import { useDeletePost } from '../../api/delete-post';
import { useModeratePost } from '../../api/moderate-post';

/**
 * What the viewer may do with the post, as the server says (`isMine`, `canModerate`,
 * `canFeature`): the author edits and deletes; a moderator/admin unpublishes (or restores) and
 * deletes; an admin features it on the home page. The server enforces every one of them.
 */
export function PostManage({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation(['blog', 'common', 'errors']);
  const navigate = useNavigate();
  const deletePost = useDeletePost();
  const moderate = useModeratePost(post.id);
  if (!post.isMine && !post.canModerate && !post.canFeature) return null;

  const onDelete = () =>
    deletePost.mutateAsync(post.id).then(
      () => {
        toast.success(t('blog:manage.deleted'));
        void navigate('/blog', { replace: true });
      },
      (error: unknown) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
    );

  const onModerate = (input: { status?: 'draft' | 'published'; isFeatured?: boolean }, done: string) =>
    moderate.mutateAsync(input).then(
      () => toast.success(t(done)),
      (error: unknown) => toast.error(t('common:status.error'), { description: getErrorMessage(error, t) }),
    );

  const busy = deletePost.isPending || moderate.isPending;
  return (
    <section aria-label={t('blog:manage.label')} className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed p-3">
      {post.isMine ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/blog/${encodeURIComponent(post.slug)}/edit`}>
            <Pencil aria-hidden="true" />
            {t('blog:manage.edit')}
          </Link>
        </Button>
      ) : null}
      {post.canModerate && post.status === 'published' ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onModerate({ status: 'draft' }, 'blog:manage.unpublished')}>
          <EyeOff aria-hidden="true" />
          {t('blog:manage.unpublish')}
        </Button>
      ) : null}
      {post.canModerate && post.status === 'draft' && post.publishedAt ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void onModerate({ status: 'published' }, 'blog:manage.republished')}>
          <Send aria-hidden="true" />
          {t('blog:manage.republish')}
        </Button>
      ) : null}
      {post.canFeature ? (
        <Button
          variant="outline"
          size="sm"
          aria-pressed={post.isFeatured}
          disabled={busy}
          onClick={() => void onModerate({ isFeatured: !post.isFeatured }, post.isFeatured ? 'blog:manage.unfeatured' : 'blog:manage.featured')}
        >
          <Star className={post.isFeatured ? 'fill-current text-amber-500' : undefined} aria-hidden="true" />
          {post.isFeatured ? t('blog:manage.unfeature') : t('blog:manage.feature')}
        </Button>
      ) : null}
      {post.isMine || post.canModerate ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={busy} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              {t('blog:manage.delete')}
            </Button>
          }
          title={t('blog:manage.deleteTitle')}
          description={t('blog:manage.deleteText')}
          cancelLabel={t('common:actions.cancel')}
          confirmLabel={t('common:actions.delete')}
          onConfirm={() => void onDelete()}
        />
      ) : null}
    </section>
  );
}
