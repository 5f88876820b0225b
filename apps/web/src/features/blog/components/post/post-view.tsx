import type { BlogPostDetail } from '@garaj/shared';
import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { HiddenMark } from '@/components/moderation/hidden-mark';
import { SITE_TIME_ZONE, formatDate } from '@/lib/format';
import { useRecordView } from '../../hooks/use-record-post-view';
import { BlogCategoryBadge } from '../blog-category-badge';
import { BlogImage } from '../blog-image';
import { PostDate, PostStats, ReadingTime } from '../post-meta';
import { PostActions } from './post-actions';
import { PostBody } from './post-body';
import { PostComments } from './post-comments';
import { PostManage } from './post-manage';
import { PostRevisions } from './post-revisions';
import { AuthorBox, CategoryList, PopularPosts, RelatedPosts } from './post-sidebar';

/**
 * A blog post (Blog detail): category, Turkish long date, title, excerpt,
 * author, reading time, views, "düzenlendi" when its author edited it after publishing (earlier
 * versions for moderators), cover, HTML body, tags, like / favorite / share, comment count,
 * comments, related posts; beside it the author box, the 3 most viewed posts and the categories.
 */
export function PostView({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog');
  useRecordView(post.id, post.status === 'published');
  const author = post.author;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
      <article className="grid min-w-0 content-start gap-6">
        <Link to="/blog" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </Link>
        {post.status === 'draft' ? (
          <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {post.publishedAt ? t('detail.unpublishedNote') : t('detail.draftNote')}
          </p>
        ) : null}
        <header className="grid gap-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <BlogCategoryBadge category={post.category} />
            <PostDate value={post.publishedAt} />
            {post.editedAt ? (
              <span title={formatDate(post.editedAt, 'dateTime', undefined, SITE_TIME_ZONE)} suppressHydrationWarning>
                · {t('edit.edited')}
              </span>
            ) : null}
          </div>
          <h1 className="text-3xl leading-tight font-bold break-words sm:text-4xl">{post.title}</h1>
          {post.excerpt ? <p className="text-lg break-words text-muted-foreground">{post.excerpt}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <Link to={`/user/${encodeURIComponent(author.username)}`} className="inline-flex items-center gap-2 font-medium text-foreground hover:underline">
              <UserAvatar name={author.username} image={author.avatar?.url} className="size-8" />
              {author.fullName || `@${author.username}`}
            </Link>
            <ReadingTime minutes={post.readingMinutes} />
            <PostStats views={post.viewsCount} />
          </div>
        </header>
        <HiddenMark hidden={post.hidden} />
        <PostManage post={post} />
        {post.canModerate && post.editedAt ? <PostRevisions postId={post.id} /> : null}
        {post.cover ? (
          <BlogImage image={post.cover} alt={t('card.imageAlt', { title: post.title })} priority sizes="(min-width: 1024px) 60vw, 100vw" className="aspect-[16/9] w-full rounded-xl" />
        ) : null}
        <PostBody html={post.bodyHtml} />
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('card.tags')}>
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="border-y py-4">
          <PostActions post={post} />
        </div>
        <RelatedPosts posts={post.related} />
        <PostComments postId={post.id} count={post.commentsCount} open={post.status === 'published'} />
      </article>
      <aside className="grid content-start gap-6" aria-label={t('detail.sidebar')}>
        <AuthorBox author={author} />
        <PopularPosts posts={post.popular} />
        <CategoryList categories={post.categories} current={post.category} />
      </aside>
    </div>
  );
}
