/**
 * Blog post slugs: from the title (`slugify`), suffixed `-2`, `-3`… when taken (the unique
 * constraint decides, so two concurrent writers never get the same one); a published post's
 * earlier slug is kept in `blog_post_slugs` so old links still find it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BLOG_RESERVED_SLUGS, slugify } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { blogPostSlugs, blogPosts } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/search-text.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';

/** The slug a title gives (`Şanzıman Ayarı` → `sanziman-ayari`); a title of symbols only gives `yazi-<id>`. */
export const baseSlug = (title: string, id: string) => slugify(title) || `yazi-${id.slice(0, 8)}`;

/** True when `slug` is `base` or `base-<n>`: the title still gives this slug. */
const slugFits = (slug: string, base: string) => slug === base || new RegExp(`^${base}-\\d+$`).test(slug);

/** Slugs taken by a post (now or before a rename) among `base` and `base-…`. */
export async function takenSlugs(tx: Db, base: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}-%`;
  const rows = await queryRows<{ slug: string }>(tx, sql`
    select slug from blog_posts where slug = ${base} or slug like ${pattern}
    union select slug from blog_post_slugs where slug = ${base} or slug like ${pattern}`);
  return new Set([...rows.map((r) => r.slug), ...BLOG_RESERVED_SLUGS]);
}

/** `base`, `base-2`, `base-3`… skipping the taken ones. */
export function* slugCandidates(base: string, taken: Set<string>): Generator<string> {
  if (!taken.has(base)) yield base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) yield `${base}-${n}`;
}

/** Tries this many free-looking candidates before giving up (each miss is a concurrent writer). */
export const SLUG_ATTEMPTS = 20;

/**
 * Gives the post a slug for its new title: kept when the title still gives it; otherwise the
 * first free `base`, `base-2`… — each try in a savepoint, so a slug a concurrent writer has just
 * taken (unique violation) only moves on to the next. A published post's old slug goes to
 * `blog_post_slugs` (GET by it then answers this post).
 */
export async function renameSlug(tx: Db, id: string, current: { slug: string; publishedAt: Date | null }, title: string): Promise<string> {
  const base = baseSlug(title, id);
  if (slugFits(current.slug, base)) return current.slug;
  const candidates = slugCandidates(base, await takenSlugs(tx, base));
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = candidates.next().value as string;
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.update(blogPosts).set({ slug }).where(eq(blogPosts.id, id));
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    if (current.publishedAt) {
      await tx
        .insert(blogPostSlugs)
        .values({ slug: current.slug, postId: id })
        .onConflictDoUpdate({ target: blogPostSlugs.slug, set: { postId: id } });
    }
    await tx.delete(blogPostSlugs).where(and(eq(blogPostSlugs.slug, slug), eq(blogPostSlugs.postId, id)));
    return slug;
  }
  throw new AppError(500, 'INTERNAL');
}
