import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { NewPostEditor } from '@/features/blog/components/editor/post-editor';
import { BlogLoginRequired } from '@/features/blog/components/blog-login-required';
import { useCurrentUser } from '@/lib/session';

/** `/blog/new`: a member writes a post (signed-in page, rendered in the browser). */
export function Component() {
  const { t } = useTranslation('blog');
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <BlogLoginRequired title={t('form.newTitle')} message={t('form.loginMessage')} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageTitle title={t('form.newTitle')} noIndex />
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t('form.newTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('form.newSubtitle')}</p>
      </header>
      <NewPostEditor />
    </div>
  );
}
Component.displayName = 'NewBlogPostPage';
