/**
 * Demo blog and forum content, planned and written by
 * `seedDemo` (seed.ts) with the members it created, inside its transaction:
 *
 * - Blog: the posts of seed-blog-posts*.ts, published over the past months (plus two drafts).
 *   Each body is stored as the blog module stores it: `sanitizeRichText`, then `body_text`,
 *   `reading_minutes` and `search_text` from it; slugs from `slugify`, `-2`, `-3`… when taken.
 *   Covers are drawn locally (`generateDemoPhoto`, purpose 'post') and stored with the garage
 *   photos. Other members like, favorite and comment after the post appeared.
 * - Forum: the categories of seed-content-data.ts, the topics and replies of seed-forum-*.ts,
 *   votes by other members (one per member per topic or reply, never on their own), the asker's
 *   accepted answers (status 'answered'), closed, pinned and locked topics.
 * - Views: the per-day rows (`blog_post_views`, `forum_topic_views`) only de-duplicate one day's
 *   views and the sweeper drops past days, so the views a post or topic had before this
 *   database existed cannot come from rows. As for garages, the seed sets a plausible
 *   `views_count` — never below the members who liked, commented, replied or voted — and
 *   records today's views of a few members as rows (`u:<member id>`, today), which it includes.
 * - Every other counter is computed from the rows after they are written, so it equals them:
 *   the posts' likes and comments here, the forum's (scores, up votes, replies, last reply,
 *   category counts and last post, members' reputation and posts) by the forum module's
 *   `recomputeForumCounters`.
 * - Roles: SEED_MODERATOR gets `users.role = 'moderator'`, SEED_EXPERTS `profiles.is_expert`.
 * - `search_queries`: the searches of SEARCH_QUERIES spread over the last 30 days, folded as the
 *   search module stores them.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { foldForSearch, slugify, type BlogCategory } from '@garaj/shared';
import { plainTextToHtml } from '../lib/html.ts';
import { readingMinutes, richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { generateDemoPhoto } from '../lib/images.ts';
import { queryRows, type Db } from '../db/client.ts';
import {
  blogPostComments,
  blogPostLikes,
  blogPosts,
  blogPostViews,
  favorites,
  forumCategories,
  forumReplies,
  forumReplyVotes,
  forumTopics,
  forumTopicViews,
  forumTopicVotes,
  profiles,
  searchQueries,
  users,
} from '../db/schema/index.ts';
import { blogPostSearchText, forumTopicSearchText, titleSuggestText } from '../db/search-text.ts';
import { recomputeForumCounters } from '../modules/forum/forum.counters.ts';
import { AUTHOR_REPLIES, FORUM_CATEGORIES, POST_COMMENTS, SEARCH_QUERIES, SEED_EXPERTS, SEED_MODERATOR } from './seed-content-data.ts';
import { BLOG_POSTS_CARE } from './seed-blog-posts.ts';
import { BLOG_POSTS_MODS } from './seed-blog-posts-mods.ts';
import { FORUM_MECHANICS } from './seed-forum-mechanics.ts';
import { FORUM_CHASSIS } from './seed-forum-chassis.ts';
import { FORUM_DISCUSSIONS } from './seed-forum-discussions.ts';
import { pick, shuffle } from './seed-helpers.ts';

/** A demo member as seed.ts holds it; `joinedAt` is final by the time `write` runs. */
export interface ContentMember {
  id: string;
  /** `SeedMember.username` (the key the texts use). */
  username: string;
  /** The username actually given (may carry a number when the wanted one was taken). */
  shownName: string;
  joinedAt: Date;
}

/** A cover image to draw, process and store with the other demo photos (purpose 'post'). */
export interface CoverJob {
  id: string;
  ownerId: string;
  createdAt: Date;
  draw: () => Promise<Buffer>;
}

/** What the content part of a seeding run created. */
export interface ContentSummary {
  posts: number;
  /** Generated cover images (purpose 'post'). */
  covers: number;
  drafts: number;
  postLikes: number;
  postComments: number;
  postFavorites: number;
  forumCategories: number;
  topics: number;
  replies: number;
  votes: number;
  acceptedAnswers: number;
  searches: number;
  /** Username of the demo moderator and of the experts. */
  moderator: string;
  experts: string[];
}

export interface ContentPlan {
  covers: CoverJob[];
  /** The earliest time (ms) each member wrote something here: they must have joined before it. */
  firstActivity: Map<ContentMember, number>;
  /** Writes every row (after the members' users, profiles and the cover images exist). */
  write(tx: Db): Promise<ContentSummary>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COVER_SIZE = { width: 1280, height: 800 } as const;
/** Cover subtitles (image text only; the site's category names live in the web locales). */
const CATEGORY_LABELS: Record<BlogCategory, string> = { maintenance: 'Bakım', modification: 'Modifikasyon', guides: 'Rehber', tips: 'İpuçları', reviews: 'İnceleme' };

/**
 * Plans the content with its fixed times (from the texts' `daysAgo`) and covers; the
 * engagement (likes, comments, votes, views) is drawn in `write`, once join dates are known.
 * @throws Error when a text names an unknown member, category or accepted answer.
 */
export function planContent(members: readonly ContentMember[], rand: () => number, now: number): ContentPlan {
  const byName = new Map(members.map((m) => [m.username, m]));
  const member = (username: string) => {
    const found = byName.get(username);
    if (!found) throw new Error(`seed content: unknown member ${username}`);
    return found;
  };
  const firstActivity = new Map<ContentMember, number>();
  const saw = (m: ContentMember, at: number) => firstActivity.set(m, Math.min(firstActivity.get(m) ?? Infinity, at));

  const posts = [...BLOG_POSTS_CARE, ...BLOG_POSTS_MODS].map((spec, index) => {
    const author = member(spec.author);
    const at = Math.min(now - 2 * HOUR, now - spec.daysAgo * DAY + (rand() - 0.5) * 8 * HOUR);
    const createdAt = at - (1 + rand() * 4) * DAY;
    saw(author, createdAt);
    const bodyHtml = sanitizeRichText(spec.body);
    return { spec, index, author, id: randomUUID(), coverId: spec.draft ? null : randomUUID(), createdAt, at, bodyHtml, bodyText: richTextToPlain(bodyHtml) };
  });

  const categoryIds = new Set(FORUM_CATEGORIES.map((c) => c.id));
  const topics = [...FORUM_MECHANICS, ...FORUM_CHASSIS, ...FORUM_DISCUSSIONS].map((spec) => {
    if (!categoryIds.has(spec.category)) throw new Error(`seed content: unknown forum category ${spec.category}`);
    const author = member(spec.author);
    const createdAt = Math.min(now - 3 * HOUR, now - spec.daysAgo * DAY + (rand() - 0.5) * 6 * HOUR);
    saw(author, createdAt);
    // Replies follow each other by `after` hours (default 1–20), squeezed to end before now.
    let elapsed = 0;
    const offsets = spec.replies.map((r) => (elapsed += (r.after ?? 1 + rand() * 19) * HOUR));
    const scale = Math.min(1, (now - 10 * MINUTE - createdAt) / Math.max(1, elapsed));
    const replies = spec.replies.map((r, i) => {
      const replyAuthor = member(r.author);
      const at = createdAt + offsets[i]! * scale;
      saw(replyAuthor, at);
      const bodyHtml = sanitizeRichText(r.body);
      return { id: randomUUID(), author: replyAuthor, at, bodyHtml, bodyText: richTextToPlain(bodyHtml) };
    });
    const accepted = spec.accepted === undefined ? null : replies[spec.accepted];
    if (spec.accepted !== undefined && (!accepted || accepted.author === author)) throw new Error(`seed content: bad accepted answer in "${spec.title}"`);
    const bodyHtml = sanitizeRichText(spec.body);
    return { spec, id: randomUUID(), author, createdAt, replies, accepted, bodyHtml, bodyText: richTextToPlain(bodyHtml) };
  });

  const covers: CoverJob[] = posts.flatMap((p) =>
    p.coverId
      ? [{
          id: p.coverId,
          ownerId: p.author.id,
          createdAt: new Date(p.createdAt),
          draw: () => generateDemoPhoto({ ...COVER_SIZE, title: p.spec.cover.title, subtitle: `Garaj Blog · ${CATEGORY_LABELS[p.spec.category]}`, hue: (p.index * 67 + 200) % 360, vehicle: p.spec.cover.vehicle }),
        }]
      : [],
  );

  async function write(tx: Db): Promise<ContentSummary> {
    const today = new Date(now).toISOString().slice(0, 10);
    /** A moment between `from` and an hour ago. */
    const after = (from: number) => new Date(from + rand() * Math.max(0, now - HOUR - from));
    const othersThan = (...exclude: ContentMember[]) => shuffle(members.filter((m) => !exclude.includes(m)), rand);
    const since = (m: ContentMember, from: number) => after(Math.max(from, m.joinedAt.getTime()));

    // ── Blog ───────────────────────────────────────────────────────────────────────────
    const slugs = await freeSlugs(tx, posts.map((p) => slugify(p.spec.title) || `yazi-${p.id.slice(0, 8)}`));
    const likeRows: (typeof blogPostLikes.$inferInsert)[] = [];
    const favoriteRows: (typeof favorites.$inferInsert)[] = [];
    const commentRows: (typeof blogPostComments.$inferInsert)[] = [];
    const postViewRows: (typeof blogPostViews.$inferInsert)[] = [];
    const postRows = posts.map((p, i) => {
      const { spec } = p;
      let viewsCount = 0;
      if (!spec.draft) {
        const readers = othersThan(p.author);
        const likers = readers.slice(0, Math.round(readers.length * spec.popularity * (0.35 + rand() * 0.35)));
        for (const liker of likers) {
          likeRows.push({ userId: liker.id, postId: p.id, createdAt: since(liker, p.at) });
          if (rand() < 0.2 + spec.popularity * 0.25) favoriteRows.push({ id: randomUUID(), userId: liker.id, postId: p.id, createdAt: since(liker, p.at) });
        }
        const own = spec.comments ?? [];
        const pool = [...own, ...shuffle([...POST_COMMENTS], rand)];
        const commenters = othersThan(p.author);
        const count = Math.min(pool.length, own.length + Math.floor(spec.popularity * 3 * rand() + rand() * 1.5));
        for (let c = 0; c < count; c++) {
          const writer = commenters[c % commenters.length]!;
          const createdAt = since(writer, p.at);
          commentRows.push({ id: randomUUID(), postId: p.id, userId: writer.id, body: pool[c]!, bodyHtml: plainTextToHtml(pool[c]!), createdAt });
          if (rand() < 0.35) {
            const reply = pick(AUTHOR_REPLIES, rand);
            const replyAt = new Date(Math.min(now - 10 * MINUTE, createdAt.getTime() + (1 + rand() * 30) * HOUR));
            commentRows.push({ id: randomUUID(), postId: p.id, userId: p.author.id, body: reply, bodyHtml: plainTextToHtml(reply), createdAt: replyAt });
          }
        }
        const viewedToday = readers.slice(0, Math.floor(rand() * 4));
        for (const viewer of viewedToday) postViewRows.push({ postId: p.id, visitorKey: `u:${viewer.id}`, day: today });
        // Plausible total (see the module comment): everyone who liked or commented read it.
        const engaged = new Set([...likers, ...commenters.slice(0, count)]).size;
        const ageDays = (now - p.at) / DAY;
        viewsCount = Math.max(engaged, viewedToday.length) + Math.round(likers.length * (6 + rand() * 10) + ageDays * spec.popularity * (1 + rand()) * 3);
      }
      return {
        id: p.id,
        slug: slugs[i]!,
        authorId: p.author.id,
        title: spec.title,
        excerpt: spec.excerpt,
        bodyHtml: p.bodyHtml,
        bodyText: p.bodyText,
        category: spec.category,
        tags: spec.tags,
        coverImageId: p.coverId,
        status: spec.draft ? ('draft' as const) : ('published' as const),
        isFeatured: spec.featured ?? false,
        publishedAt: spec.draft ? null : new Date(p.at),
        readingMinutes: readingMinutes(p.bodyText),
        viewsCount,
        searchText: blogPostSearchText({ title: spec.title, excerpt: spec.excerpt, tags: spec.tags, author: p.author.shownName, bodyText: p.bodyText }),
        suggestText: titleSuggestText(spec),
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(p.at),
      };
    });
    await tx.insert(blogPosts).values(postRows);
    if (likeRows.length) await tx.insert(blogPostLikes).values(likeRows);
    if (favoriteRows.length) await tx.insert(favorites).values(favoriteRows);
    if (commentRows.length) await tx.insert(blogPostComments).values(commentRows);
    if (postViewRows.length) await tx.insert(blogPostViews).values(postViewRows);
    await tx.execute(sql`
      update blog_posts p set
        likes_count = (select count(*)::int from blog_post_likes l where l.post_id = p.id),
        comments_count = (select count(*)::int from blog_post_comments c where c.post_id = p.id)
      where p.id in (${uuidList(posts.map((p) => p.id))})`);

    // ── Forum ──────────────────────────────────────────────────────────────────────────
    const categoryRows = await tx
      .insert(forumCategories)
      .values(FORUM_CATEGORIES.map((c, position) => ({ ...c, position })))
      .onConflictDoNothing()
      .returning({ id: forumCategories.id });
    const replyRows: (typeof forumReplies.$inferInsert)[] = [];
    const topicVoteRows: (typeof forumTopicVotes.$inferInsert)[] = [];
    const replyVoteRows: (typeof forumReplyVotes.$inferInsert)[] = [];
    const topicViewRows: (typeof forumTopicViews.$inferInsert)[] = [];
    const experts = new Set(SEED_EXPERTS.map(member));
    const topicRows = topics.map((t) => {
      const { spec } = t;
      const participants = new Set<ContentMember>();
      const voters = othersThan(t.author);
      for (const voter of voters.slice(0, Math.round(voters.length * spec.popularity * (0.15 + rand() * 0.35)))) {
        topicVoteRows.push({ userId: voter.id, topicId: t.id, value: rand() < 0.07 ? -1 : 1, createdAt: since(voter, t.createdAt) });
        participants.add(voter);
      }
      for (const reply of t.replies) {
        replyRows.push({ id: reply.id, topicId: t.id, authorId: reply.author.id, bodyHtml: reply.bodyHtml, bodyText: reply.bodyText, createdAt: new Date(reply.at), updatedAt: new Date(reply.at) });
        participants.add(reply.author);
        // Accepted and expert answers collect the most votes; the asker's follow-ups the fewest.
        const weight = reply === t.accepted ? 0.5 : reply.author === t.author ? 0.06 : experts.has(reply.author) ? 0.3 : 0.15;
        const replyVoters = othersThan(reply.author);
        for (const voter of replyVoters.slice(0, Math.round(replyVoters.length * spec.popularity * weight * (0.5 + rand())))) {
          replyVoteRows.push({ userId: voter.id, replyId: reply.id, value: rand() < 0.06 ? -1 : 1, createdAt: since(voter, reply.at) });
          participants.add(voter);
        }
      }
      const viewedToday = othersThan(t.author).slice(0, Math.floor(rand() * 3));
      for (const viewer of viewedToday) topicViewRows.push({ topicId: t.id, visitorKey: `u:${viewer.id}`, day: today });
      const ageDays = (now - t.createdAt) / DAY;
      const lastAt = t.replies.at(-1)?.at ?? t.createdAt;
      return {
        id: t.id,
        categoryId: spec.category,
        authorId: t.author.id,
        kind: spec.kind,
        title: spec.title,
        bodyHtml: t.bodyHtml,
        bodyText: t.bodyText,
        tags: spec.tags,
        isUrgent: spec.urgent ?? false,
        status: spec.closed ? ('closed' as const) : t.accepted ? ('answered' as const) : ('open' as const),
        isPinned: spec.pinned ?? false,
        isLocked: spec.locked ?? false,
        viewsCount: Math.max(participants.size, viewedToday.length) + Math.round(spec.popularity * (30 + rand() * 120) + Math.min(ageDays, 120) * spec.popularity * (0.5 + rand())),
        searchText: forumTopicSearchText({ title: spec.title, tags: spec.tags, author: t.author.shownName, bodyText: t.bodyText }),
        suggestText: titleSuggestText(spec),
        createdAt: new Date(t.createdAt),
        updatedAt: new Date(spec.closed || spec.locked ? lastAt : t.createdAt),
      };
    });
    await tx.insert(forumTopics).values(topicRows);
    if (replyRows.length) await tx.insert(forumReplies).values(replyRows);
    for (const t of topics) if (t.accepted) await tx.update(forumTopics).set({ acceptedReplyId: t.accepted.id }).where(eq(forumTopics.id, t.id));
    if (topicVoteRows.length) await tx.insert(forumTopicVotes).values(topicVoteRows);
    if (replyVoteRows.length) await tx.insert(forumReplyVotes).values(replyVoteRows);
    if (topicViewRows.length) await tx.insert(forumTopicViews).values(topicViewRows);
    // Scores, up votes, replies and last replies, category counts and last posts, members' reputation and posts.
    await recomputeForumCounters(tx);

    // ── Roles and searches ─────────────────────────────────────────────────────────────
    const moderator = member(SEED_MODERATOR);
    await tx.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
    await tx.update(profiles).set({ isExpert: true }).where(inArray(profiles.userId, [...experts].map((e) => e.id)));
    const searchRows = SEARCH_QUERIES.flatMap(({ query, times }) =>
      Array.from({ length: times }, () => ({
        query: foldForSearch(query),
        userId: rand() < 0.6 ? pick(members, rand).id : null,
        createdAt: new Date(now - (0.1 + rand() * 28) * DAY),
      })),
    );
    await tx.insert(searchQueries).values(searchRows);

    return {
      posts: posts.filter((p) => !p.spec.draft).length,
      covers: covers.length,
      drafts: posts.filter((p) => p.spec.draft).length,
      postLikes: likeRows.length,
      postComments: commentRows.length,
      postFavorites: favoriteRows.length,
      forumCategories: categoryRows.length,
      topics: topics.length,
      replies: replyRows.length,
      votes: topicVoteRows.length + replyVoteRows.length,
      acceptedAnswers: topics.filter((t) => t.accepted).length,
      searches: searchRows.length,
      moderator: moderator.shownName,
      experts: [...experts].map((e) => e.shownName),
    };
  }

  return { covers, firstActivity, write };
}

/** Slugs for the bases, free in `blog_posts` and `blog_post_slugs` and among themselves (`base`, `base-2`…). */
async function freeSlugs(tx: Db, bases: string[]): Promise<string[]> {
  const match = sql.join(bases.map((b) => sql`slug = ${b} or slug like ${`${b}-%`}`), sql` or `);
  const rows = await queryRows<{ slug: string }>(tx, sql`select slug from blog_posts where ${match} union select slug from blog_post_slugs where ${match}`);
  const taken = new Set(rows.map((r) => r.slug));
  return bases.map((base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

const uuidList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
