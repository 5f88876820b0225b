import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { EditPostEditor } from '@/features/blog/components/editor/post-editor';
import { BlogLoginRequired } from '@/features/blog/components/blog-login-required';
import { useCurrentUser } from '@/lib/session';

/** `/blog/:slug/edit`: the author edits their post (signed-in page, rendered in the browser). */
export function Component() {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <BlogLoginRequired title={t('form.editTitle')} message={t('form.loginMessage')} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t('form.editTitle')} noIndex />
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('form.editTitle')}</h1>
      </header>
      <EditPostEditor key={slug} slug={slug} />
    </div>
  );
}
Component.displayName = 'EditBlogPostPage';
