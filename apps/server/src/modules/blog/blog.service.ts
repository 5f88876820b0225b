/**
 * Blog posts: lists, detail, teaser, and the writes — create, edit, delete, moderation. Knows
 * nothing of HTTP: throws `AppError`s and returns rows for the presenter.
 *
 * Rules it enforces:
 * - Drafts are seen by their author and by moderators/admins only (others get 404).
 * - Only the author edits a post; the author or a moderator/admin deletes it; a moderator/admin
 *   unpublishes (or restores what the author had published); only an admin features.
 * - The body is stored only as `sanitizeRichText` made it (lib/rich-text.ts), with its plain
 *   text, reading time and search text; images (cover and body) must be the author's own
 *   `post` uploads.
 * - Slugs come from the title, suffixed `-2`, `-3`… when taken (blog.slugs.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BLOG_COUNT_CAP,
  BLOG_TEASER_COUNT,
  DEFAULT_PAGE_SIZE,
  foldForSearch,
  type BlogModerationInput,
  type BlogPostData,
} from '@garaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts, images } from '../../db/schema/index.ts';
import { afterKeyset, decodeKeyset, decodeTimeCursor, encodeKeyset, encodeTimeCursor, pageOf, type KeyKind } from '../../db/pagination.ts';
import { searchColumns, siteSearchMatch } from '../../db/search-match.ts';
import { blogPostSearchText, titleSuggestText } from '../../db/search-text.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { imageInUse } from '../../lib/image-references.ts';
import { imagePrefix } from '../../lib/image-view.ts';
import { mediaImageIds, readingMinutes, richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import {
  NEWEST,
  PUBLISHED,
  PUBLISHED_LISTED,
  allOf,
  authorFacts,
  categoryCounts,
  countPosts,
  findPostById,
  findPostBySlug,
  isoUtc,
  popularPosts,
  relatedPosts,
  selectPosts,
  viewerFlags,
  type PostRow,
} from './blog.queries.ts';
import { keepRevision, replacesPublishedVersion } from './blog.edits.ts';
import { SLUG_ATTEMPTS, baseSlug, renameSlug, slugCandidates, takenSlugs } from './blog.slugs.ts';

export type BlogDeps = Pick<AppDeps, 'db' | 'storage'> & { log?: { warn(obj: object, msg: string): void } };

/** A post's detail page, before presenting. */
export interface PostDetailParts {
  row: PostRow & { bodyHtml: string };
  related: PostRow[];
  popular: PostRow[];
  categories: Awaited<ReturnType<typeof categoryCounts>>;
  author: { bio: string | null; postsCount: number };
  liked: boolean;
  favorited: boolean;
  viewer: Viewer | null;
}

/**
 * True when the viewer may see the post: moderators always; its author unless banned (a hidden
 * post stays visible to them, marked); others only published, not hidden, author not banned.
 */
export const canSee = (
  row: Pick<PostRow, 'status' | 'authorId'> & { hidden?: unknown; authorBanned?: boolean },
  viewer: Pick<Viewer, 'id' | 'role'> | null,
) =>
  isModerator(viewer) ||
  (!row.authorBanned && (viewer?.id === row.authorId || (row.status === 'published' && !row.hidden)));

// ── Reads ───────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/blog/posts: published posts, newest first — through blog_posts_published_idx, or
 * blog_posts_category_idx with a category — in keyset pages of `limit`. With a search (the site
 * search's rule, db/search-match.ts): best match first, then newest; the trigram index narrows
 * the rows, so the work follows the matches, not the table. A search's first page also says how
 * many posts match (same filters, counted up to BLOG_COUNT_CAP); a list without a search is not
 * counted (its page is read from the index alone).
 * @throws 400 VALIDATION_FAILED for a malformed cursor, or one made for another search.
 */
export async function listPosts(
  db: Db,
  query: { search?: string; category?: string; cursor?: string; limit: number },
): Promise<{ rows: PostRow[]; nextCursor: string | null; total?: number; totalCapped?: boolean }> {
  // The site search's rule (db/search-match.ts): every word, or its first three letters; or the phrase.
  const search = siteSearchMatch(searchColumns('b'), query.search ?? '');
  const conditions: SQL[] = [PUBLISHED_LISTED];
  if (query.category) conditions.push(sql`b.category = ${query.category}`);
  if (search) conditions.push(search.where);
  const countWhere = allOf(conditions);
  // A search's cursor also holds the score, so it only continues the same search's order.
  const sortName = search ? `match:${foldForSearch(query.search ?? '')}` : 'newest';
  const kinds: KeyKind[] = search ? ['int', 'time'] : ['time'];
  const cursor = decodeKeyset(query.cursor, sortName, kinds, 'uuid');
  const columns = search ? [search.score, sql`b.published_at`] : [sql`b.published_at`];
  if (cursor) conditions.push(afterKeyset(columns, sql`b.id`, kinds, 'uuid', cursor));
  const order = search ? sql`${search.score} desc, ${NEWEST}` : NEWEST;
  const extraColumns = search ? sql`${search.score} as match_score` : undefined;
  const [fetched, total] = await Promise.all([
    selectPosts(db, { where: allOf(conditions), order, limit: query.limit + 1, ...(extraColumns ? { extraColumns } : {}) }),
    cursor || !search ? Promise.resolve(null) : countPosts(db, countWhere, BLOG_COUNT_CAP, sql`b.id`),
  ]);
  const page = pageOf(fetched, query.limit, (last) =>
    encodeKeyset(sortName, search ? [last.matchScore ?? 0, last.publishedAt!] : [last.publishedAt!], last.id),
  );
  if (total === null) return page;
  return { ...page, total: Math.min(total, BLOG_COUNT_CAP), totalCapped: total > BLOG_COUNT_CAP };
}

/** GET /api/blog/teaser: BLOG_TEASER_COUNT published posts, featured first, then newest. */
export const teaserPosts = (db: Db) =>
  selectPosts(db, { where: PUBLISHED, order: sql`b.is_featured desc, ${NEWEST}`, limit: BLOG_TEASER_COUNT });

/**
 * GET /api/blog/posts/:slug — by current or earlier slug (the row's `slug` is the current one).
 * @throws 404 BLOG_POST_NOT_FOUND also for a draft the viewer may not see.
 */
export async function getPostDetail(db: Db, slug: string, viewer: Viewer | null): Promise<PostDetailParts> {
  const row = await findPostBySlug(db, slug);
  if (!row || !canSee(row, viewer)) throw notFound('BLOG_POST_NOT_FOUND');
  const [related, popular, categories, author, flags] = await Promise.all([
    relatedPosts(db, row.category, row.id),
    popularPosts(db),
    categoryCounts(db),
    authorFacts(db, row.authorId),
    viewerFlags(db, row.id, viewer?.id ?? null),
  ]);
  return { row: row as PostDetailParts['row'], related, popular, categories, author, liked: flags.liked, favorited: flags.favorited, viewer };
}

type CursorPage = { cursor?: string; limit?: number };

/** GET /api/blog/mine: the member's own posts (drafts too), newest written first, keyset paged. */
export async function myPosts(db: Db, viewer: Viewer, page: CursorPage): Promise<{ rows: PostRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor);
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const after = cursor ? [sql`(b.created_at, b.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`] : [];
  const rows = await selectPosts(db, {
    where: allOf([sql`b.author_id = ${viewer.id}`, ...after]),
    order: sql`b.created_at desc nulls last, b.id desc nulls last`,
    limit: limit + 1,
  });
  return pageOf(rows, limit, (r) => encodeTimeCursor(r.createdAt, r.id));
}

/**
 * GET /api/blog/favorites: published posts the member favorited, most recently favorited first,
 * keyset paged on (favorite time, favorite id).
 */
export async function favoritePosts(db: Db, viewer: Viewer, page: CursorPage): Promise<{ rows: PostRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor);
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const after = cursor ? [sql`(f.created_at, f.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`] : [];
  const rows = await selectPosts(db, {
    join: sql`join favorites f on f.post_id = b.id and f.user_id = ${viewer.id}`,
    extraColumns: sql`${isoUtc(sql`f.created_at`)} as fav_iso, f.id as fav_id`,
    where: allOf([PUBLISHED, ...after]),
    order: sql`f.created_at desc nulls last, f.id desc nulls last`,
    limit: limit + 1,
  });
  return pageOf(rows, limit, (r) => encodeTimeCursor(r.favoriteKey!.at, r.favoriteKey!.id));
}

// ── Writes: content ─────────────────────────────────────────────────────────────────────────

/** Longest excerpt made from the body when the author leaves it empty. */
const AUTO_EXCERPT_CHARS = 200;

function autoExcerpt(text: string): string {
  if (text.length <= AUTO_EXCERPT_CHARS) return text;
  const cut = text.slice(0, AUTO_EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > AUTO_EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Tags without repeats (compared Turkish-folded; the first spelling stays). */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = foldForSearch(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What is stored for a post's content: sanitised body, its plain text, reading time, excerpt
 * (the author's, or the body's first words), tags and search text.
 * @throws 400 BLOG_BODY_EMPTY when nothing (no text, no image) is left after sanitising.
 */
function prepareContent(data: BlogPostData, authorUsername: string) {
  const bodyHtml = sanitizeRichText(data.body);
  const bodyText = richTextToPlain(bodyHtml);
  if (!bodyText && !/<img\b/i.test(bodyHtml)) throw badRequest('BLOG_BODY_EMPTY', { body: 'BLOG_BODY_EMPTY' });
  const tags = uniqueTags(data.tags);
  const excerpt = data.excerpt || autoExcerpt(bodyText);
  return {
    title: data.title,
    excerpt,
    bodyHtml,
    bodyText,
    category: data.category,
    tags,
    coverImageId: data.coverImageId,
    readingMinutes: readingMinutes(bodyText),
    searchText: blogPostSearchText({ title: data.title, excerpt, tags, author: authorUsername, bodyText }),
    suggestText: titleSuggestText(data),
  };
}

/**
 * The post's images must be the author's own `post` uploads: the cover and every
 * `/media/images/<id>/` in the body. @throws 400 IMAGE_NOT_FOUND (fields `coverImageId`, `body`)
 */
async function checkImages(tx: Db, ownerId: string, coverImageId: string | null, bodyImageIds: string[]): Promise<void> {
  const ids = [...new Set([...(coverImageId ? [coverImageId] : []), ...bodyImageIds])];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(inArray(images.id, ids), eq(images.ownerId, ownerId), eq(images.purpose, 'post')));
  const own = new Set(rows.map((r) => r.id));
  const fields: Record<string, string> = {};
  if (coverImageId && !own.has(coverImageId)) fields.coverImageId = 'IMAGE_NOT_FOUND';
  if (bodyImageIds.some((id) => !own.has(id))) fields.body = 'IMAGE_NOT_FOUND';
  if (Object.keys(fields).length) throw badRequest('IMAGE_NOT_FOUND', fields);
}


/**
 * POST /api/blog/posts: stores the post in one transaction; a slug another writer
 * takes at the same moment makes the insert do nothing (`ON CONFLICT (slug) DO NOTHING`) and
 * the next candidate is tried. `published_at` is set when it is published.
 * @throws 400 BLOG_BODY_EMPTY, 400 IMAGE_NOT_FOUND
 */
export async function createPost(deps: BlogDeps, viewer: Viewer, data: BlogPostData): Promise<{ id: string; slug: string }> {
  const content = prepareContent(data, viewer.username);
  return deps.db.transaction(async (tx) => {
    await checkImages(tx, viewer.id, content.coverImageId, mediaImageIds(content.bodyHtml));
    const id = randomUUID();
    const base = baseSlug(data.title, id);
    const values = {
      ...content,
      id,
      authorId: viewer.id,
      status: data.status,
      publishedAt: data.status === 'published' ? sql`now()` : null,
    };
    const candidates = slugCandidates(base, await takenSlugs(tx, base));
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const slug = candidates.next().value as string;
      const [row] = await tx.insert(blogPosts).values({ ...values, slug }).onConflictDoNothing({ target: blogPosts.slug }).returning({ id: blogPosts.id });
      if (!row) continue;
      if (data.status === 'published') await emitDomainEvent(tx, { type: 'post.published', actorId: viewer.id, postId: id });
      return { id, slug };
    }
    throw new AppError(500, 'INTERNAL');
  });
}

/** Locks the post's row and returns what the writes need. @throws 404 BLOG_POST_NOT_FOUND */
async function lockPost(tx: Db, id: string) {
  const [row] = await tx
    .select({
      authorId: blogPosts.authorId,
      slug: blogPosts.slug,
      title: blogPosts.title,
      isFeatured: blogPosts.isFeatured,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      coverImageId: blogPosts.coverImageId,
      bodyHtml: blogPosts.bodyHtml,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1)
    .for('update');
  if (!row) throw notFound('BLOG_POST_NOT_FOUND');
  return row;
}

/** The uploads a post shows: its cover and the images of its body. */
const imagesOf = (post: { coverImageId: string | null; bodyHtml: string }) =>
  [...new Set([...(post.coverImageId ? [post.coverImageId] : []), ...mediaImageIds(post.bodyHtml)])];


/**
 * PUT /api/blog/posts/:id — the author only. Replaces the content, may rename (new slug, old one
 * kept for redirects), publish (sets `published_at` the first time) or turn it back into a
 * draft. A published post whose title or body changes keeps the replaced version and is marked
 * edited (blog.edits.ts). Images the post no longer shows are deleted after commit.
 * @throws 404 BLOG_POST_NOT_FOUND, 403 BLOG_POST_FORBIDDEN, 400 BLOG_BODY_EMPTY, 400 IMAGE_NOT_FOUND
 */
export async function updatePost(deps: BlogDeps, viewer: Viewer, id: string, data: BlogPostData): Promise<{ id: string; slug: string }> {
  const content = prepareContent(data, viewer.username);
  const { slug, dropped } = await deps.db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (current.authorId !== viewer.id) throw forbidden('BLOG_POST_FORBIDDEN');
    const kept = imagesOf(content);
    await checkImages(tx, viewer.id, content.coverImageId, mediaImageIds(content.bodyHtml));
    const slug = await renameSlug(tx, id, current, data.title);
    const edited = replacesPublishedVersion(current, content);
    if (edited) await keepRevision(tx, id, viewer.id, current);
    await tx
      .update(blogPosts)
      .set({
        ...content,
        status: data.status,
        ...(data.status === 'published' ? { publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())` } : {}),
        ...(edited ? { editedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id));
    await emitPublicationChange(tx, viewer.id, id, current, data.status);
    return { slug, dropped: imagesOf(current).filter((imageId) => !kept.includes(imageId)) };
  });
  await deleteUnusedImages(deps, viewer.id, dropped);
  return { id, slug };
}

/**
 * Tells the community modules (lib/domain-events.ts) that a post was published for the first
 * time (`published_at` was empty) or taken back from publication, inside the write's transaction.
 */
async function emitPublicationChange(
  tx: Db,
  actorId: string,
  postId: string,
  before: { status: string; publishedAt: Date | null },
  status: string | undefined,
): Promise<void> {
  if (status === 'published' && !before.publishedAt) await emitDomainEvent(tx, { type: 'post.published', actorId, postId });
  else if (status !== undefined && status !== 'published' && before.status === 'published') await emitDomainEvent(tx, { type: 'post.unpublished', actorId, postId });
}

/**
 * DELETE /api/blog/posts/:id — its author, a moderator or an admin. Likes, comments, favorites,
 * views and old slugs go by cascade; its images' files and rows after commit.
 * @throws 404 BLOG_POST_NOT_FOUND, 403 BLOG_POST_FORBIDDEN
 */
export async function deletePost(deps: BlogDeps, viewer: Viewer, id: string): Promise<void> {
  const { authorId, imageIds } = await deps.db.transaction(async (tx) => {
    const deleted = await deletePostInTransaction(tx, viewer, id);
    // A moderator removing someone else's post is on record; an author's own delete is not.
    if (deleted.authorId !== viewer.id) {
      await recordAudit(tx, { actor: viewer, action: 'post.delete', targetType: 'post', targetId: id, targetLabel: deleted.title });
    }
    return deleted;
  });
  await deleteUnusedImages(deps, authorId, imageIds);
}

/**
 * The delete of {@link deletePost} inside the caller's transaction (also modules/moderation/moderation.content.ts
 * `deleteContent`): checks the right, deletes the row (cascades as above) and returns what the
 * caller needs — the images to pass to {@link deleteUnusedImages} after commit (left to the
 * orphan sweeper otherwise), the title for the audit log.
 * @throws 404 BLOG_POST_NOT_FOUND, 403 BLOG_POST_FORBIDDEN
 */
export async function deletePostInTransaction(tx: Db, viewer: Viewer, id: string): Promise<{ authorId: string; title: string; imageIds: string[] }> {
  const current = await lockPost(tx, id);
  if (current.authorId !== viewer.id && !isModerator(viewer)) throw forbidden('BLOG_POST_FORBIDDEN');
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
  return { authorId: current.authorId, title: current.title, imageIds: imagesOf(current) };
}

/**
 * PATCH /api/blog/posts/:id/moderation — a moderator or admin sets `status` (unpublish, or
 * restore what the author had published); an admin sets `isFeatured` (leads the home teaser).
 * @throws 403 FORBIDDEN (not a moderator; `isFeatured` by a moderator), 404 BLOG_POST_NOT_FOUND,
 *   409 BLOG_POST_NEVER_PUBLISHED (publishing a draft its author never published)
 */
export async function moderatePost(db: Db, viewer: Viewer, id: string, input: BlogModerationInput): Promise<void> {
  if (!isModerator(viewer)) throw forbidden('FORBIDDEN');
  if (input.isFeatured !== undefined && viewer.role !== 'admin') throw forbidden('FORBIDDEN');
  await db.transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (input.status === 'published' && !current.publishedAt) throw new AppError(409, 'BLOG_POST_NEVER_PUBLISHED');
    await tx
      .update(blogPosts)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.id, id));
    await emitPublicationChange(tx, viewer.id, id, current, input.status);
    const before = {
      ...(input.status !== undefined ? { status: current.status } : {}),
      ...(input.isFeatured !== undefined ? { isFeatured: current.isFeatured } : {}),
    };
    const after = {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
    };
    const action =
      input.status === undefined && input.isFeatured !== undefined
        ? input.isFeatured ? 'post.feature' : 'post.unfeature'
        : input.status !== undefined && input.isFeatured === undefined
          ? input.status === 'published' ? 'post.publish' : 'post.unpublish'
          : 'post.moderate';
    await recordAudit(tx, { actor: viewer, action, targetType: 'post', targetId: id, targetLabel: current.title, before, after });
  });
}

/** A post after a write, as its author sees it. @throws 404 BLOG_POST_NOT_FOUND */
export async function postForViewer(db: Db, id: string, viewer: Viewer): Promise<PostDetailParts> {
  const row = await findPostById(db, id);
  if (!row) throw notFound('BLOG_POST_NOT_FOUND');
  return getPostDetail(db, row.slug, viewer);
}

/**
 * Deletes the author's `post` uploads among `ids` that nothing shows any more
 * (lib/image-references.ts): files first, then rows. Runs after the transaction committed; a
 * failure is logged and left to the orphan sweeper.
 */
export async function deleteUnusedImages(deps: BlogDeps, authorId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unused = await deps.db
    .select({ id: images.id })
    .from(images)
    .where(and(inArray(images.id, ids), eq(images.ownerId, authorId), eq(images.purpose, 'post'), sql`not ${imageInUse(images.id, images.ownerId)}`));
  const done: string[] = [];
  for (const { id } of unused) {
    try {
      await deps.storage.deletePrefix(imagePrefix(id));
      done.push(id);
    } catch (err) {
      deps.log?.warn({ err, imageId: id }, 'blog image files not deleted; the sweeper will retry');
    }
  }
  if (done.length) await deps.db.delete(images).where(inArray(images.id, done));
}
