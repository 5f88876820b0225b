/**
 * The earlier versions of published posts. An author's edit of a published post that changes its
 * title or body keeps the replaced title and body in `blog_post_revisions` and marks the post
 * `edited_at` ("düzenlendi"), in the edit's transaction (blog.service.ts `updatePost`). Drafts are
 * private work: editing one keeps nothing and marks nothing. Moderators and admins read the versions.
 */
import { eq, sql } from 'drizzle-orm';
import type { BlogPostRevision } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isoUtc } from '../../lib/member-rows.ts';

/** Versions listed per post, newest first. */
const REVISIONS_SHOWN = 50;

/** True when the edit replaces a version readers have seen: the post is published and its title or body changes. */
export const replacesPublishedVersion = (
  current: { status: string; title: string; bodyHtml: string },
  next: { title: string; bodyHtml: string },
) =>
  current.status === 'published' &&
  (current.title !== next.title || current.bodyHtml !== next.bodyHtml);

/** Keeps the version an edit replaces (inside the edit's transaction, the post's row locked). */
export async function keepRevision(
  tx: Db,
  postId: string,
  editorId: string,
  replaced: { title: string; bodyHtml: string },
): Promise<void> {
  await tx.execute(
    sql`insert into blog_post_revisions (post_id, editor_id, title, body_html) values (${postId}, ${editorId}, ${replaced.title}, ${replaced.bodyHtml})`,
  );
}

/**
 * GET /api/blog/posts/:id/revisions — the earlier versions of a post, newest first (at most 50).
 * @throws 404 BLOG_POST_NOT_FOUND
 */
export async function listPostRevisions(db: Db, postId: string): Promise<BlogPostRevision[]> {
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId))
    .limit(1);
  if (!post) throw notFound('BLOG_POST_NOT_FOUND');
  const rows = await queryRows<{
    id: string;
    title: string;
    body_html: string;
    editor: string | null;
    created_at: string;
  }>(
    db,
    sql`select r.id, r.title, r.body_html, u.display_username as editor, ${isoUtc(sql`r.created_at`)} as created_at
        from blog_post_revisions r left join users u on u.id = r.editor_id
        where r.post_id = ${postId} order by r.created_at desc, r.id desc limit ${REVISIONS_SHOWN}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    editor: row.editor,
    replacedAt: row.created_at,
  }));
}
