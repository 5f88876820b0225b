import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('mine.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('mine.subtitle')}</p>
        </div>
        <Button asChild>
          <Link to="/blog/new">
            <PenLine aria-hidden="true" />
            {t('list.write')}
          </Link>
        </Button>
      </div>
      <MyPostsList />
    </div>
  );
}
Component.displayName = 'MyBlogPostsPage';
