/**
 * The blog's kinds of content — posts and post comments — as moderation and reports see them
 * (lib/content-kinds.ts). Hiding a comment lowers its post's `comments_count` (public counters
 * count visible items only) and showing it again gives it back; a hidden post keeps its counters.
 * Deleting runs the same function as the owner's DELETE endpoint. Notifications of likes,
 * favorites, comments and mentions in comments point at the post; the sitemap lists the
 * published posts the public sees.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/index.ts';
import { publicContent, publicRow } from '../../db/visibility.ts';
import { authorName, excerptOf, hiddenValues, label80, nothingAfterCommit, type ContentKindDescriptor } from '../../lib/content-kinds.ts';
import { idArray } from '../../lib/member-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { deleteCommentInTransaction, setCommentHiddenInTransaction } from '../comments/index.ts';
import { postCommentParent } from './blog.comment-parent.ts';
import { deletePostInTransaction, deleteUnusedImages } from './blog.service.ts';

/** A blog post: seen by the public once published, unless hidden or written by a member banned now. */
export const postKind: ContentKindDescriptor<'post', { slug: string }> = {
  kind: 'post',
  table: 'blog_posts',
  idIsUuid: true,
  target: (id) => sql`select b.author_id as owner_id, b.title, ${excerptOf(sql`coalesce(nullif(b.excerpt, ''), b.body_text)`)} as excerpt, ${authorName('u')} as author,
      '/blog/' || b.slug as url, b.hidden_at is not null as hidden, (b.status = 'published' and ${publicRow('b', 'author_id')}) as public
    from blog_posts b left join users u on u.id = b.author_id where b.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await deletePostInTransaction(tx, actor, id);
    return { label: deleted.title, authorId: deleted.authorId, afterCommit: (deps) => deleteUnusedImages(deps, deleted.authorId, deleted.imageIds) };
  },
  moderation: {
    notFoundCode: 'BLOG_POST_NOT_FOUND',
    async setHidden(tx, actor, id, hidden, reason) {
      const [row] = await tx
        .select({ title: blogPosts.title, authorId: blogPosts.authorId, hiddenAt: blogPosts.hiddenAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      if (!row) throw notFound('BLOG_POST_NOT_FOUND');
      if (Boolean(row.hiddenAt) !== hidden || hidden) await tx.update(blogPosts).set(hiddenValues(actor, hidden, reason)).where(eq(blogPosts.id, id));
      return { label: row.title, authorId: row.authorId, afterCommit: nothingAfterCommit };
    },
    contentListSource: sql`select 'post' as type, b.id, b.title, left(coalesce(nullif(b.excerpt, ''), b.body_text), 200) as excerpt, b.author_id as author_id,
        '/blog/' || b.slug as link, b.created_at, b.hidden_at, b.hidden_by, b.hidden_reason, b.search_text as haystack
      from blog_posts b`,
  },
  path: ({ slug }) => `/blog/${encodeURIComponent(slug)}`,
  notifications: {
    targetKind: 'post',
    column: 'post_id',
    lookup: (ids) => sql`select bp.id::text as id, bp.title, json_build_object('slug', bp.slug) as key from blog_posts bp where bp.id = any(${idArray(ids, 'uuid')})`,
    types: {
      post_like: { sentence: (who, title) => `${who} “${title}” yazını beğendi.`, emailLabel: 'yazı beğenileri' },
      post_favorite: { sentence: (who, title) => `${who} “${title}” yazını favorilerine ekledi.`, emailLabel: 'yazıların favorilere eklenmesi' },
      post_comment: { sentence: (who, title) => `${who} “${title}” yazına yorum yaptı.`, emailLabel: 'yazı yorumları', anchor: '#comments' },
      post_mention: { sentence: (who, title) => `${who} “${title}” yazısına yaptığı yorumda senden bahsetti.`, emailLabel: 'yazı yorumlarında senden bahsedilmesi', anchor: '#comments' },
    },
  },
  // Published posts only (drafts are their author's).
  sitemap: async (db, limit) =>
    (
      await db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, 'published'), publicContent(blogPosts.hiddenAt, blogPosts.authorId)))
        .orderBy(desc(blogPosts.updatedAt))
        .limit(limit)
    ).map((row) => ({ path: postKind.path({ slug: row.slug }), lastModified: row.updatedAt })),
};

/** A comment on a blog post: public when it and its post are. */
export const postCommentKind: ContentKindDescriptor<'post_comment', { slug: string; id: string }> = {
  kind: 'post_comment',
  table: 'blog_post_comments',
  idIsUuid: true,
  target: (id) => sql`select c.user_id as owner_id, b.title, ${excerptOf(sql`c.body`)} as excerpt, ${authorName('u')} as author,
      '/blog/' || b.slug || '#comments' as url, c.hidden_at is not null as hidden,
      (b.status = 'published' and ${publicRow('b', 'author_id')} and ${publicRow('c', 'user_id')}) as public
    from blog_post_comments c join blog_posts b on b.id = c.post_id left join users u on u.id = c.user_id where c.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await deleteCommentInTransaction(tx, postCommentParent, actor, id);
    return { label: label80(deleted.body), authorId: deleted.authorId, afterCommit: nothingAfterCommit };
  },
  moderation: {
    notFoundCode: 'COMMENT_NOT_FOUND',
    setHidden: (tx, actor, id, hidden, reason) => setCommentHiddenInTransaction(tx, postCommentParent, actor, id, hidden, reason),
    contentListSource: sql`select 'post_comment' as type, c.id, null::text as title, left(c.body, 200) as excerpt, c.user_id as author_id,
        '/blog/' || b.slug || '#comment-' || c.id as link, c.created_at, c.hidden_at, c.hidden_by, c.hidden_reason, lower(c.body) as haystack
      from blog_post_comments c join blog_posts b on b.id = c.post_id`,
  },
  path: ({ slug, id }) => `${postKind.path({ slug })}#comment-${id}`,
};
