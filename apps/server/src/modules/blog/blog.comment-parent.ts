/**
 * Blog posts as a parent of comments (modules/comments): a post's comments are read by whoever
 * may see the post (a draft only by its author and moderators), only a published post that no
 * moderator hid takes new ones (and edits), and a new one is the `post.commented` event (members
 * it names: `post.comment_mentioned`).
 */
import { eq, sql } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/index.ts';
import { bannedNow } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import type { CommentParent } from '../comments/index.ts';
import { canSee } from './blog.service.ts';

/** The post comments' parent. */
export const postCommentParent: CommentParent = {
  kind: 'post_comment',
  table: 'blog_post_comments',
  parentColumn: 'post_id',
  parentTable: 'blog_posts',
  ownerColumn: 'author_id',
  acceptsComments: sql`p.status = 'published' and p.hidden_at is null`,
  async assertReadable(db, postId, viewer) {
    const [post] = await db
      .select({ status: blogPosts.status, authorId: blogPosts.authorId, hidden: blogPosts.hiddenAt, authorBanned: bannedNow(blogPosts.authorId).mapWith(Boolean) })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId))
      .limit(1);
    if (!post || !canSee(post, viewer)) throw notFound('BLOG_POST_NOT_FOUND');
  },
  notFound: () => notFound('BLOG_POST_NOT_FOUND'),
  commented: (e) => ({ type: 'post.commented', actorId: e.actorId, postId: e.parentId, authorId: e.ownerId, commentId: e.commentId }),
  mentioned: (e) => ({ type: 'post.comment_mentioned', actorId: e.actorId, userIds: e.userIds, postId: e.parentId, commentId: e.commentId }),
  revisionColumn: 'post_comment_id',
};
