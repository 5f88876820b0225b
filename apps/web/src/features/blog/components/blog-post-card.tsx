import type { BlogPostCard as BlogPostCardData } from '@garaj/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';
import { BlogCategoryBadge } from './blog-category-badge';
import { BlogImage } from './blog-image';
import { PostDate, PostStats, ReadingTime } from './post-meta';

interface BlogPostCardProps {
  post: BlogPostCardData;
  /** First cards of a page: load the cover at once. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Shows the draft / featured state (the member's own posts). */
  showStatus?: boolean;
  className?: string;
}

/**
 * A post in a grid (Blog list): cover, category badge, author, date, reading
 * time, title, excerpt, at most 3 tags, views (and likes, comments), 'Devamını Oku'.
 */
export function BlogPostCard({ post, priority = false, headingLevel = 2, showStatus = false, className }: BlogPostCardProps) {
  const { t } = useTranslation('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const author = post.author;
  return (
    <article className={cn('flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md', className)}>
      <div className="relative">
        <BlogImage image={post.cover} alt={t('card.imageAlt', { title: post.title })} priority={priority} className="aspect-[16/9] w-full" />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          <BlogCategoryBadge category={post.category} />
          {showStatus && post.status === 'draft' ? <Badge variant="secondary">{t('status.draft')}</Badge> : null}
          {post.isFeatured ? <Badge variant="secondary">{t('card.featured')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserAvatar name={author.username} image={author.avatar?.url} className="size-6" />
            <span className="truncate">{author.fullName || `@${author.username}`}</span>
          </span>
          <PostDate value={post.publishedAt} />
          <ReadingTime minutes={post.readingMinutes} />
        </div>
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={href} className="line-clamp-2 rounded-sm break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="line-clamp-3 text-sm break-words text-muted-foreground">{post.excerpt}</p> : null}
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <PostStats views={post.viewsCount} likes={post.likesCount} comments={post.commentsCount} />
          <Button asChild size="sm" variant="ghost" className="text-primary">
            <Link to={href}>
              {t('card.readMore')}
              <span className="sr-only">: {post.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while a page of posts loads. */
export function BlogPostCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-[16/9] w-full rounded-none" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </li>
      ))}
    </ul>
  );
}
