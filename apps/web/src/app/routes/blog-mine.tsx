import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { BlogLoginRequired } from '@/features/blog/components/blog-login-required';
import { MyPostsList } from '@/features/blog/components/my-posts-list';
import { useCurrentUser } from '@/lib/session';

/** `/blog/mine`: the member's own posts, drafts included (signed-in page). */
export function Component() {
  const { t } = useTranslation('blog');
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user) return <BlogLoginRequired title={t('mine.title')} />;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={t('mine.title')} noIndex />
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <LinkButton to="/blog/new" icon={PenLine}>
            {t('list.write')}
          </LinkButton>
        }
      />
      <MyPostsList />
    </div>
  );
}
Component.displayName = 'MyBlogPostsPage';
