/**
 * Where an uploaded image is in use — the one definition the orphan sweeper (lib/sweeper.ts)
 * and the modules that delete images (images, blog) share, so none of them removes a file that
 * a page still shows.
 *
 * An image is in use while any of these references it:
 * - a garage photo (`garage_photos.image_id`);
 * - a profile avatar (`profiles.avatar_image_id`);
 * - a blog post cover (`blog_posts.cover_image_id`);
 * - a community event's image (`community_events.image_id`);
 * - a competition's image (`competitions.image_id`);
 * - an ad's image (`ads.image_id`);
 * - a private message's image (`messages.image_id`);
 * - a blog post, forum topic, forum answer or comment body: `/media/images/<id>/` inside
 *   `body_html` of one written by the image's owner (the editors put only the writer's own uploads
 *   in a body, so only their texts are read, through the `*_author_idx` / `*_user_idx` indexes).
 * A module that adds another place for uploads adds its reference here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expr = SQL | AnyPgColumn;

/** The texts whose `body_html` may show their writer's uploads, and the column naming the writer (indexed). */
const BODIES = [
  { table: 'blog_posts', writer: 'author_id' },
  { table: 'forum_topics', writer: 'author_id' },
  { table: 'forum_replies', writer: 'author_id' },
  { table: 'garage_comments', writer: 'user_id' },
  { table: 'blog_post_comments', writer: 'user_id' },
] as const;

/** SQL condition: the image `id` (owned by `ownerId`) is referenced by something shown on a page. */
export function imageInUse(id: Expr, ownerId: Expr): SQL {
  return sql`(
    exists (select 1 from garage_photos ref_gp where ref_gp.image_id = ${id})
    or exists (select 1 from profiles ref_p where ref_p.avatar_image_id = ${id})
    or exists (select 1 from blog_posts ref_bc where ref_bc.cover_image_id = ${id})
    or exists (select 1 from community_events ref_ce where ref_ce.image_id = ${id})
    or exists (select 1 from competitions ref_cm where ref_cm.image_id = ${id})
    or exists (select 1 from ads ref_ad where ref_ad.image_id = ${id})
    or exists (select 1 from messages ref_msg where ref_msg.image_id = ${id})
    or ${sql.join(
      BODIES.map(({ table, writer }) => sql`exists (select 1 from ${sql.raw(table)} ref_b where ref_b.${sql.raw(writer)} = ${ownerId} and strpos(ref_b.body_html, '/media/images/' || ${id}::text || '/') > 0)`),
      sql` or `,
    )}
  )`;
}
