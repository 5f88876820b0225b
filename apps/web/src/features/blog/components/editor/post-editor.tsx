import type { BlogPostInput } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { useCreatePost } from '../../api/create-post';
import { usePost } from '../../api/get-post';
import { useUpdatePost } from '../../api/update-post';
import { isPostMissing } from '../post/post-screen';
import { PostNotFound } from '../post/post-not-found';
import { PostForm } from './post-form';

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** A note for members whose e-mail is not verified yet: the server will refuse the save. */
function VerifyNote() {
  const { t } = useTranslation(['blog', 'errors']);
  const { user } = useCurrentUser();
  if (user?.emailVerified !== false) return null;
  return (
    <p role="note" className="rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
      {t('errors:EMAIL_NOT_VERIFIED')}
    </p>
  );
}

/** `/blog/new`: writes a post and opens it. */
export function NewPostEditor() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const create = useCreatePost();
  const onSubmit = async (input: BlogPostInput) => {
    const post = await create.mutateAsync(input);
    toast.success(t(post.status === 'published' ? 'form.published' : 'form.draftSaved'));
    void navigate(postPath(post.slug));
  };
  return (
    <div className="grid gap-4">
      <VerifyNote />
      <PostForm onSubmit={onSubmit} onCancel={() => void navigate('/blog')} />
    </div>
  );
}

/** `/blog/{slug}/edit`: the author edits their post (others are told they may not). */
export function EditPostEditor({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const { data: post, error, isPending, refetch } = usePost(slug);
  const update = useUpdatePost(post?.id ?? '');
  if (isPending) return <PageSpinner label={t('detail.loading')} />;
  if (error) return isPostMissing(error) ? <PostNotFound /> : <ErrorState message={t('detail.loadError')} onRetry={() => void refetch()} />;
  if (!post.isMine) {
    return (
      <ErrorState
        headingLevel={2}
        title={t('form.forbiddenTitle')}
        message={t('form.forbidden')}
        action={
          <Button asChild variant="outline">
            <Link to={postPath(post.slug)}>{t('form.backToPost')}</Link>
          </Button>
        }
      />
    );
  }
  const onSubmit = async (input: BlogPostInput) => {
    const saved = await update.mutateAsync(input);
    toast.success(t(saved.status === 'published' ? 'form.updated' : 'form.draftSaved'));
    void navigate(postPath(saved.slug));
  };
  return (
    <div className="grid gap-4">
      <VerifyNote />
      <PostForm key={post.id} initial={post} onSubmit={onSubmit} onCancel={() => void navigate(postPath(post.slug))} />
    </div>
  );
}
