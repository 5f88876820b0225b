import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useTeaser } from '../api/get-teaser';
import { BlogPostCard, BlogPostCardSkeletons } from './blog-post-card';

/**
 * Home page 'Blog ve Rehberler' section (Home: 3 posts, each to /blog/{slug},
 * and a link to /blog): the published posts an admin features first, then the newest
 * (GET /api/blog/teaser). Loading: 3 placeholder cards; none yet: an empty state with a link to
 * the blog. Its translations are the `blog` namespace: load it with the section.
 */
export function BlogTeaser() {
  const { t } = useTranslation('blog');
  const { data, isPending, isError, refetch } = useTeaser();
  return (
    <section
      aria-labelledby="blog-teaser-title"
      className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:px-8"
    >
      <SectionHeader
        id="blog-teaser-title"
        title={t('teaser.title')}
        subtitle={t('teaser.subtitle')}
        allTo="/blog"
        allLabel={t('teaser.all')}
      />
      {isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('list.loading')}
          </span>
          <BlogPostCardSkeletons count={3} />
        </div>
      ) : isError ? (
        <ErrorState headingLevel={3} message={t('list.error')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={Newspaper} headingLevel={3} title={t('teaser.empty')} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
