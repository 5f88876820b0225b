import type { BlogAuthor, BlogCategoryCount, BlogPostLink } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { blogListHref } from '../../utils/list-href';
import { BlogImage } from '../blog-image';

const boxClass = 'grid gap-3 rounded-xl border bg-card p-4';

/** The author box: avatar, name, username, bio and published posts count. */
export function AuthorBox({ author }: { author: BlogAuthor }) {
  const { t } = useTranslation('blog');
  const profile = `/user/${encodeURIComponent(author.username)}`;
  return (
    <section aria-labelledby="author-box-title" className={boxClass}>
      <h2 id="author-box-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('detail.aboutAuthor')}
      </h2>
      <div className="flex items-center gap-3">
        <UserAvatar name={author.username} image={author.avatar?.url} className="size-14" />
        <div className="min-w-0">
          <Link to={profile} className="block truncate font-semibold hover:underline">
            {author.fullName || `@${author.username}`}
          </Link>
          {author.fullName ? <p className="truncate text-sm text-muted-foreground">@{author.username}</p> : null}
          <p className="text-sm text-muted-foreground">{t('detail.authorPosts', { count: author.postsCount })}</p>
        </div>
      </div>
      {author.bio ? <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{author.bio}</p> : null}
    </section>
  );
}

/** The 3 most viewed posts. */
export function PopularPosts({ posts }: { posts: BlogPostLink[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="popular-title" className={boxClass}>
      <h2 id="popular-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('detail.popular')}
      </h2>
      <ol className="grid gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="group flex gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <BlogImage image={post.cover} alt="" sizes="80px" className="aspect-square w-16 shrink-0 rounded-md" />
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm font-medium group-hover:underline">{post.title}</span>
                <span className="text-xs text-muted-foreground">{t('stats.views', { count: post.viewsCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every category with its count, each to `/blog?category={id}`. */
export function CategoryList({ categories, current }: { categories: BlogCategoryCount[]; current: string }) {
  const { t } = useTranslation('blog');
  return (
    <nav aria-labelledby="categories-title" className={boxClass}>
      <h2 id="categories-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('detail.categories')}
      </h2>
      <ul className="grid gap-1">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={blogListHref({ category: category.id })}
              aria-current={category.id === current ? 'true' : undefined}
              className="flex items-center justify-between rounded-md px-2 py-1.5 text-sm hover:bg-accent aria-[current]:font-semibold"
            >
              <span>{t(`categories.${category.id}`)}</span>
              <span className="text-muted-foreground tabular-nums">{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Up to 3 posts of the same category (excerpts cut at 100 characters by the server). */
export function RelatedPosts({ posts }: { posts: BlogPostLink[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="grid gap-4">
      <h2 id="related-title" className="text-xl font-bold">
        {t('detail.related')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="overflow-hidden rounded-xl border bg-card">
            <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="group grid h-full outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <BlogImage image={post.cover} alt="" sizes="(min-width: 640px) 33vw, 100vw" className="aspect-[16/9] w-full" />
              <span className="grid gap-1 p-3">
                <span className="line-clamp-2 font-semibold group-hover:underline">{post.title}</span>
                <span className="text-sm text-muted-foreground">{post.excerpt}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
