import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  BLOG_CATEGORIES,
  GARAGE_LIMITS,
  EVENT_CATEGORIES,
  DRIVETRAINS,
  QA_CATEGORY_IDS,
  ACTIVITY_TYPES,
  REPUTATION_POINTS,
  blogPostInput,
  newReplyInput,
  newTopicInput,
  slugify,
  FUEL_TYPES,
  MODIFICATION_CATEGORIES,
  PROVINCES,
  TRANSMISSIONS,
  brandsFor,
  foldForSearch,
  modificationTypesFor,
  priceRangesFor,
} from '@garaj/shared';
import { as, type TestApp } from '../../test/helpers.ts';
import { createSeededTestApp } from '../../test/seeded-app.ts';
import { imageKey } from '../lib/image-view.ts';
import { readingMinutes, richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { queryRows } from '../db/client.ts';
import { recomputeAllBadges } from '../modules/badges/index.ts';
import { premiumNow } from '../modules/premium/index.ts';
import {
  blogPosts,
  forumCategories,
  forumCategoryMembers,
  forumReplies,
  forumTopics,
  garageComments,
  garageLikes,
  garagePhotos,
  garages,
  images,
  modifications,
  profiles,
  sessions,
  users,
  activities,
  follows,
  userBadges,
} from '../db/schema/index.ts';
import { blogPostSearchText, forumTopicSearchText } from '../db/search-text.ts';
import { BLOG_POSTS_CARE } from './seed-blog-posts.ts';
import { BLOG_POSTS_MODS } from './seed-blog-posts-mods.ts';
import { FORUM_CHASSIS } from './seed-forum-chassis.ts';
import { FORUM_DISCUSSIONS } from './seed-forum-discussions.ts';
import { FORUM_MECHANICS } from './seed-forum-mechanics.ts';
import { DEMO_EMAIL_DOMAIN, seedIfEmpty, type SeedSummary } from './seed.ts';
import { ensureModeratorLogin } from './seed-moderation.ts';
import { activityFor } from '../modules/activities/index.ts';
import { SEED_EVENTS, SEED_PREMIUM } from './seed-community-data.ts';
import { activitiesHandler } from '../modules/activities/activities.handler.ts';
import type { DomainEvent } from '../lib/domain-events.ts';

let t: TestApp;
let summary: SeedSummary | null;
let results: (SeedSummary | null)[];

beforeAll(async () => {
  // Two starters at once (two instances with SEED_DEMO=true on one server): the seed lock lets
  // one seed and the other find members afterwards. The run seeds once and shares a copy
  // (test/seeded-app.ts), which keeps both answers.
  const seeded = await createSeededTestApp();
  t = seeded;
  results = seeded.seedResults;
  summary = results.find((r) => r !== null) ?? null;
}, 600_000);
afterAll(() => t?.close());

const count = async (table: PgTable) => {
  const [row] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row!.n);
};

describe('demo seed', () => {
  it('seeds once when two seedIfEmpty calls start together (seed lock)', () => {
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('creates about 30 members and 40 garages, and the summary matches the rows', async () => {
    expect(summary).not.toBeNull();
    const s = summary!;
    expect(s.members).toBeGreaterThanOrEqual(28);
    expect(s.members).toBeLessThanOrEqual(35);
    expect(s.garages).toBe(40);
    expect(await count(users)).toBe(s.members);
    expect(await count(garages)).toBe(s.garages);
    expect(await count(garagePhotos)).toBe(s.photos);
    expect(await count(images)).toBe(s.photos + s.avatars + s.content.covers + s.community.images);
    expect(await count(modifications)).toBe(s.modifications);
    expect(await count(garageComments)).toBe(s.comments);
    expect(await count(garageLikes)).toBe(s.likes);
    expect(s.modifications).toBeGreaterThan(40);
    expect(s.comments).toBeGreaterThan(40);
    expect(s.likes).toBeGreaterThan(100);
    expect(s.favorites).toBeGreaterThan(20);
    expect(s.avatars).toBeGreaterThan(5);
    console.info(`seed: ${JSON.stringify(s)}`);
  });

  it('gives every garage 2–4 stored photos with a cover at position 0, files in storage', async () => {
    const db = t.app.deps.db;
    const rows = await db
      .select({ garageId: garagePhotos.garageId, position: garagePhotos.position, imageId: garagePhotos.imageId, ownerId: images.ownerId, purpose: images.purpose, variants: images.variants, garageOwner: garages.userId })
      .from(garagePhotos)
      .innerJoin(images, eq(images.id, garagePhotos.imageId))
      .innerJoin(garages, eq(garages.id, garagePhotos.garageId));
    const byGarage = new Map<string, number[]>();
    for (const r of rows) byGarage.set(r.garageId, [...(byGarage.get(r.garageId) ?? []), r.position]);
    expect(byGarage.size).toBe(40);
    for (const positions of byGarage.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(2);
      expect(positions.length).toBeLessThanOrEqual(4);
      expect([...positions].sort()).toEqual(positions.map((_, i) => i));
    }
    for (const r of rows) {
      expect(r.ownerId).toBe(r.garageOwner);
      expect(r.purpose).toBe('garage');
      expect(r.variants).toEqual(r.position === 0 ? [320, 640, 960, 1280] : [320, 640, 960]);
    }
    const all = await db.select({ id: images.id, variants: images.variants }).from(images);
    for (const image of all) {
      for (const width of image.variants) {
        const object = await t.app.deps.storage.get(imageKey(image.id, width));
        expect(object, `${image.id}/${width}`).not.toBeNull();
      }
    }
    const avatars = await db.select({ id: profiles.avatarImageId }).from(profiles).where(sql`${profiles.avatarImageId} is not null`);
    expect(avatars.length).toBe(summary!.avatars);
  });

  it('uses real brands, models, provinces and the option lists, in cars and motorcycles', async () => {
    const rows = await t.app.deps.db.select().from(garages);
    expect(rows.some((g) => g.vehicleType === 'car')).toBe(true);
    expect(rows.filter((g) => g.vehicleType === 'motorcycle').length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((g) => g.isForSale).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((g) => g.engine).length).toBeGreaterThanOrEqual(30);
    const nextYear = new Date().getFullYear() + 1;
    for (const g of rows) {
      const brand = brandsFor(g.vehicleType).find((b) => b.name === g.carBrand);
      expect(brand, g.carBrand).toBeDefined();
      expect(brand!.models).toContain(g.carModel);
      expect(g.carYear).toBeGreaterThanOrEqual(1960);
      expect(g.carYear).toBeLessThanOrEqual(nextYear);
      expect(PROVINCES).toContain(g.location);
      if (g.modificationType) expect(modificationTypesFor(g.vehicleType)).toContain(g.modificationType);
      if (g.priceRange) expect(priceRangesFor(g.vehicleType)).toContain(g.priceRange);
      if (g.fuelType) expect(FUEL_TYPES).toContain(g.fuelType);
      if (g.transmission) expect(TRANSMISSIONS).toContain(g.transmission);
      if (g.drivetrain) expect(DRIVETRAINS).toContain(g.drivetrain);
      if (g.isForSale) expect(g.salePrice).toMatch(/^\d{1,3}(\.\d{3})+ TL$/);
      else expect(g.salePrice).toBeNull();
      expect(g.searchText).toBe(foldForSearch(`${g.name} ${g.carBrand} ${g.carModel} ${g.description ?? ''}`));
      expect(g.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const ages = rows.map((g) => (Date.now() - g.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(180);
    const mods = await t.app.deps.db.select().from(modifications);
    for (const mod of mods) expect(MODIFICATION_CATEGORIES).toContain(mod.category);
  });

  it('keeps counters equal to rows, views at least likes, and nobody likes their own garage', async () => {
    const db = t.app.deps.db;
    const mismatched = await db
      .select({ id: garages.id })
      .from(garages)
      .where(
        sql`${garages.likesCount} <> (select count(*) from garage_likes l where l.garage_id = ${garages.id})
          or ${garages.commentsCount} <> (select count(*) from garage_comments c where c.garage_id = ${garages.id} and c.hidden_at is null)
          or ${garages.viewsCount} < ${garages.likesCount}`,
      );
    expect(mismatched).toEqual([]);
    const selfLikes = await db.select({ n: sql<number>`count(*)::int` }).from(garageLikes).innerJoin(garages, eq(garages.id, garageLikes.garageId)).where(eq(garages.userId, garageLikes.userId));
    expect(Number(selfLikes[0]!.n)).toBe(0);
    const future = await db.select({ id: garageComments.id }).from(garageComments).where(sql`${garageComments.createdAt} > now() or ${garageComments.createdAt} < (select created_at from garages g where g.id = ${garageComments.garageId})`);
    expect(future).toEqual([]);
  });

  it('makes verified members with profiles, no open sessions and no e-mail sent', async () => {
    const db = t.app.deps.db;
    const members = await db.select().from(users).innerJoin(profiles, eq(profiles.userId, users.id));
    expect(members.length).toBe(summary!.members);
    for (const { users: u, profiles: p } of members) {
      expect(u.emailVerified).toBe(true);
      expect(u.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(u.role).toBe(u.displayUsername === summary!.content.moderator ? 'moderator' : 'user');
      expect(p.fullName).toBeTruthy();
      expect(PROVINCES).toContain(p.location);
      expect(p.searchText).toBe(foldForSearch(`${u.displayUsername} ${p.fullName ?? ''} ${p.location ?? ''} ${p.bio ?? ''}`));
    }
    expect(members.some(({ profiles: p }) => p.website)).toBe(true);
    expect(members.some(({ profiles: p }) => p.phoneNumber)).toBe(true);
    expect(await count(sessions)).toBe(0);
    const outbox = await readdir(path.join(t.dataDir, 'outbox')).catch(() => [] as string[]);
    expect(outbox.filter((f) => f.includes(DEMO_EMAIL_DOMAIN))).toEqual([]);
  });

  it('lets nobody sign in with an obvious password', async () => {
    const members = await t.app.deps.db.select({ email: users.email, username: users.displayUsername }).from(users).limit(3);
    for (const member of members) {
      for (const password of ['123456', 'password', 'garaj123', 'gizli-sifre-123', member.username ?? 'x']) {
        const res = await as(t.app, null, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: member.email, password } });
        expect(res.statusCode, `${member.email} / ${password}`).toBe(401);
      }
    }
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty(t.app)).toBeNull();
    expect(await count(garages)).toBe(40);
  });
});

describe('demo blog and forum content', () => {
  const db = () => t.app.deps.db;
  const usernames = async () => new Map((await db().select({ id: users.id, name: users.displayUsername }).from(users)).map((u) => [u.id, u.name ?? '']));

  it('publishes at least 12 posts in all five categories, plus drafts and one or two featured', async () => {
    const posts = await db().select().from(blogPosts);
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(posts.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((p) => p.status === 'draft').every((p) => p.publishedAt === null)).toBe(true);
    const featured = published.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(1);
    expect(featured).toBeLessThanOrEqual(2);
    const ages = published.map((p) => (Date.now() - p.publishedAt!.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(90);
    expect(summary!.content.posts).toBe(published.length);
  });

  it('stores posts as the blog module does: sanitised rich HTML, plain text, reading time, search text, unique slugs, a generated cover', async () => {
    const names = await usernames();
    const posts = await db().select().from(blogPosts);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const p of posts) {
      expect(p.slug).toBe(slugify(p.title));
      expect(sanitizeRichText(p.bodyHtml)).toBe(p.bodyHtml);
      expect(p.bodyText).toBe(richTextToPlain(p.bodyHtml));
      expect(p.readingMinutes).toBe(readingMinutes(p.bodyText));
      expect(p.searchText).toBe(blogPostSearchText({ title: p.title, excerpt: p.excerpt, tags: p.tags, author: names.get(p.authorId)!, bodyText: p.bodyText }));
      expect(p.tags.length).toBeGreaterThan(0);
      if (p.status !== 'published') continue;
      for (const tag of ['<h2>', '<li>', '<blockquote>', '<a href=']) expect(p.bodyHtml, `${p.slug} ${tag}`).toContain(tag);
      expect(p.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(p.coverImageId).not.toBeNull();
    }
    const covers = await db().select().from(images).where(inArray(images.id, posts.flatMap((p) => (p.coverImageId ? [p.coverImageId] : []))));
    expect(covers.length).toBe(posts.filter((p) => p.coverImageId).length);
    for (const cover of covers) {
      expect(cover.purpose).toBe('post');
      expect(cover.ownerId).toBe(posts.find((p) => p.coverImageId === cover.id)!.authorId);
      expect(await t.app.deps.storage.get(imageKey(cover.id, cover.variants.at(-1)!))).not.toBeNull();
    }
  });

  it('writes only texts the API accepts (the shared input schemas)', () => {
    for (const post of [...BLOG_POSTS_CARE, ...BLOG_POSTS_MODS]) {
      expect(blogPostInput.safeParse({ ...post, status: post.draft ? 'draft' : 'published' }).success, post.title).toBe(true);
    }
    for (const topic of [...FORUM_MECHANICS, ...FORUM_CHASSIS, ...FORUM_DISCUSSIONS]) {
      expect(newTopicInput.safeParse({ ...topic, categoryId: topic.category, isUrgent: topic.urgent ?? false }).success, topic.title).toBe(true);
      for (const reply of topic.replies) expect(newReplyInput.safeParse({ body: reply.body }).success, topic.title).toBe(true);
    }
  });

  it('stores the six Q&A categories and general ones, with Turkish and English names', async () => {
    const categories = await db().select().from(forumCategories).orderBy(forumCategories.position);
    expect(categories.filter((c) => c.isQa).map((c) => c.id)).toEqual([...QA_CATEGORY_IDS]);
    expect(categories.filter((c) => c.isQa).map((c) => c.name)).toEqual(['Motor', 'Şanzıman', 'Elektrik', 'Frenler', 'Süspansiyon', 'Modifikasyon']);
    expect(categories.filter((c) => !c.isQa).length).toBeGreaterThanOrEqual(3);
    for (const c of categories) for (const text of [c.name, c.nameEn, c.description, c.descriptionEn, c.icon]) expect(text).toBeTruthy();
  });

  it('has at least 30 topics with answers, accepted answers, pinned, locked, closed and urgent topics', async () => {
    const names = await usernames();
    const topics = await db().select().from(forumTopics);
    const replies = await db().select().from(forumReplies);
    expect(topics.length).toBeGreaterThanOrEqual(30);
    expect(topics.filter((tp) => replies.some((r) => r.topicId === tp.id)).length).toBeGreaterThanOrEqual(30);
    for (const tp of topics) {
      expect(tp.searchText).toBe(forumTopicSearchText({ title: tp.title, tags: tp.tags, author: names.get(tp.authorId)!, bodyText: tp.bodyText }));
      expect(sanitizeRichText(tp.bodyHtml)).toBe(tp.bodyHtml);
      expect(tp.bodyText).toBe(richTextToPlain(tp.bodyHtml));
      const accepted = replies.find((r) => r.id === tp.acceptedReplyId);
      if (tp.acceptedReplyId) {
        expect(accepted?.topicId).toBe(tp.id);
        expect(accepted?.authorId).not.toBe(tp.authorId);
      }
      if (tp.status === 'answered') expect(tp.acceptedReplyId).not.toBeNull();
      if (tp.status === 'open') expect(tp.acceptedReplyId).toBeNull();
    }
    expect(topics.filter((tp) => tp.status === 'answered').length).toBeGreaterThanOrEqual(10);
    expect(topics.some((tp) => tp.status === 'closed')).toBe(true);
    expect(topics.some((tp) => tp.isPinned && tp.isLocked)).toBe(true);
    expect(topics.some((tp) => tp.isUrgent && tp.status === 'open')).toBe(true);
    for (const r of replies) expect(sanitizeRichText(r.bodyHtml)).toBe(r.bodyHtml);
    expect(summary!.content.topics).toBe(topics.length);
    expect(summary!.content.replies).toBe(replies.length);
  });

  it('names 3–5 experts who answer a lot and one moderator', async () => {
    const experts = await db().select({ id: profiles.userId, name: users.displayUsername }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(profiles.isExpert, true));
    expect(experts.length).toBeGreaterThanOrEqual(3);
    expect(experts.length).toBeLessThanOrEqual(5);
    expect(experts.map((e) => e.name).sort()).toEqual([...summary!.content.experts].sort());
    for (const expert of experts) expect((await db().select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.authorId, expert.id))).length).toBeGreaterThanOrEqual(4);
    const moderators = await db().select({ name: users.displayUsername }).from(users).where(eq(users.role, 'moderator'));
    expect(moderators.map((m) => m.name)).toEqual([summary!.content.moderator]);
  });

  it('never lets members vote on or like their own content', async () => {
    const own = await queryRows<{ n: number }>(db(), sql`
      select (select count(*) from forum_topic_votes v join forum_topics t on t.id = v.topic_id where v.user_id = t.author_id)
        + (select count(*) from forum_reply_votes v join forum_replies r on r.id = v.reply_id where v.user_id = r.author_id)
        + (select count(*) from blog_post_likes l join blog_posts p on p.id = l.post_id where l.user_id = p.author_id) as n`);
    expect(Number(own[0]!.n)).toBe(0);
    const early = await queryRows<{ id: string }>(db(), sql`
      select r.id::text from forum_replies r join forum_topics t on t.id = r.topic_id where r.created_at < t.created_at or r.created_at > now()
      union all select c.id::text from blog_post_comments c join blog_posts p on p.id = c.post_id where c.created_at < p.published_at or c.created_at > now()`);
    expect(early).toEqual([]);
  });

  it('keeps every counter of the blog and forum tables equal to its rows, recomputed here', async () => {
    const mismatched = await queryRows<{ what: string; id: string }>(db(), sql`
      select 'post' as what, p.id::text from blog_posts p
      where p.likes_count <> (select count(*) from blog_post_likes l where l.post_id = p.id)
         or p.comments_count <> (select count(*) from blog_post_comments c where c.post_id = p.id)
         or p.views_count < (select count(*) from blog_post_views v where v.post_id = p.id)
         or p.views_count < (select count(distinct u) from (select l.user_id as u from blog_post_likes l where l.post_id = p.id
                               union select c.user_id from blog_post_comments c where c.post_id = p.id and c.user_id <> p.author_id) x)
      union all
      select 'topic', t.id::text from forum_topics t
      where t.replies_count <> (select count(*) from forum_replies r where r.topic_id = t.id)
         or t.score <> coalesce((select sum(v.value) from forum_topic_votes v where v.topic_id = t.id), 0)
         or t.upvotes_count <> (select count(*) from forum_topic_votes v where v.topic_id = t.id and v.value = 1)
         or t.last_reply_at is distinct from (select max(r.created_at) from forum_replies r where r.topic_id = t.id)
         or t.last_reply_user_id is distinct from (select r.author_id from forum_replies r where r.topic_id = t.id order by r.created_at desc, r.id desc limit 1)
         or t.views_count < (select count(*) from forum_topic_views v where v.topic_id = t.id)
         or t.views_count < (select count(distinct u) from (select r.author_id as u from forum_replies r where r.topic_id = t.id
                               union select v.user_id from forum_topic_votes v where v.topic_id = t.id) x)
      union all
      select 'reply', r.id::text from forum_replies r
      where r.score <> coalesce((select sum(v.value) from forum_reply_votes v where v.reply_id = r.id), 0)
         or r.upvotes_count <> (select count(*) from forum_reply_votes v where v.reply_id = r.id and v.value = 1)
      union all
      select 'category', c.id from forum_categories c
      where c.topics_count <> (select count(*) from forum_topics t where t.category_id = c.id)
         or c.replies_count <> (select count(*) from forum_replies r join forum_topics t on t.id = r.topic_id where t.category_id = c.id)
         or c.last_post_at is distinct from (select max(x.at) from (select t.created_at as at from forum_topics t where t.category_id = c.id
                               union all select r.created_at from forum_replies r join forum_topics t on t.id = r.topic_id where t.category_id = c.id) x)
         or c.last_post_user_id is distinct from (select x.u from (select t.created_at as at, t.author_id as u from forum_topics t where t.category_id = c.id
                               union all select r.created_at, r.author_id from forum_replies r join forum_topics t on t.id = r.topic_id where t.category_id = c.id) x
                               order by x.at desc limit 1)
      union all
      select 'category member', cm.category_id || ' ' || cm.user_id from forum_category_members cm
      where cm.posts_count <> (select count(*) from forum_topics t where t.category_id = cm.category_id and t.author_id = cm.user_id)
                            + (select count(*) from forum_replies r join forum_topics t on t.id = r.topic_id where t.category_id = cm.category_id and r.author_id = cm.user_id)
      union all
      select 'member', u.id from users u left join forum_members m on m.user_id = u.id
      where coalesce(m.posts_count, 0) <> (select count(*) from forum_topics t where t.author_id = u.id) + (select count(*) from forum_replies r where r.author_id = u.id)
         or coalesce(m.reputation, 0) <> ${REPUTATION_POINTS.upvote} * ((select count(*) from forum_topic_votes v join forum_topics t on t.id = v.topic_id where t.author_id = u.id and v.value = 1)
                                         + (select count(*) from forum_reply_votes v join forum_replies r on r.id = v.reply_id where r.author_id = u.id and v.value = 1))
                                       + ${REPUTATION_POINTS.downvote} * ((select count(*) from forum_topic_votes v join forum_topics t on t.id = v.topic_id where t.author_id = u.id and v.value = -1)
                                         + (select count(*) from forum_reply_votes v join forum_replies r on r.id = v.reply_id where r.author_id = u.id and v.value = -1))
                                       + ${REPUTATION_POINTS.accepted} * (select count(*) from forum_topics t join forum_replies r on r.id = t.accepted_reply_id where r.author_id = u.id)`);
    expect(mismatched).toEqual([]);
    const categoryMembers = await queryRows<{ n: number }>(db(), sql`
      select count(*)::int as n from (select t.category_id, t.author_id from forum_topics t
        union select t.category_id, r.author_id from forum_replies r join forum_topics t on t.id = r.topic_id) x`);
    expect(await count(forumCategoryMembers)).toBe(Number(categoryMembers[0]!.n));
    const totals = await queryRows<{ likes: number; comments: number; votes: number }>(db(), sql`
      select (select count(*)::int from blog_post_likes) as likes, (select count(*)::int from blog_post_comments) as comments,
             (select count(*)::int from forum_topic_votes) + (select count(*)::int from forum_reply_votes) as votes`);
    expect(totals[0]).toEqual({ likes: summary!.content.postLikes, comments: summary!.content.postComments, votes: summary!.content.votes });
    expect(summary!.content.votes).toBeGreaterThan(100);
  });

  it('logs members’ searches, so the popular searches start with them', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/popular' });
    expect(res.statusCode).toBe(200);
    expect(res.json().queries.slice(0, 5)).toEqual(['turbo', 'golf', 'drift', 'cbr500r', 'fren balatasi']);
  });
});

describe('demo community life', () => {
  const db = () => t.app.deps.db;
  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const num = (v: unknown) => Number(v);

  it('draws a follow graph with popular builders, everyone following someone, dated after both joined', async () => {
    const counts = await rows<{ followers: number; following: number }>(sql`select followers_count as followers, following_count as following from profiles order by followers_count desc`);
    expect(num(counts[0]!.followers)).toBeGreaterThanOrEqual(15);
    expect(counts.every((c) => num(c.following) >= 3)).toBe(true);
    expect(num(counts.at(-1)!.followers)).toBeLessThan(num(counts[0]!.followers) / 3);
    const early = await rows(sql`
      select f.follower_id from follows f join users a on a.id = f.follower_id join users b on b.id = f.following_id
      where f.created_at < a.created_at or f.created_at < b.created_at or f.created_at > now()`);
    expect(early).toEqual([]);
    expect(summary!.community.follows).toBe(await count(follows));
  });

  it('dates a year of activity to the things it records, never in the future', async () => {
    const [span] = await rows<{ oldest: Date; newest: Date }>(sql`select min(created_at) as oldest, max(created_at) as newest from activities`);
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(span!.oldest).getTime()).toBeGreaterThan(300 * 86_400_000);
    const misdated = await rows<{ type: string; id: string }>(sql`
      select a.type, a.id::text from activities a
      where (a.type = 'join' and a.created_at <> (select created_at from users u where u.id = a.actor_id))
         or (a.type = 'new_garage' and a.created_at <> (select created_at from garages g where g.id = a.garage_id))
         or (a.type = 'modification' and a.created_at <> (select created_at from modifications m where m.id = a.modification_id))
         or (a.type = 'like' and a.garage_id is not null and a.created_at <> (select created_at from garage_likes l where l.user_id = a.actor_id and l.garage_id = a.garage_id))
         or (a.type = 'like' and a.post_id is not null and a.created_at <> (select created_at from blog_post_likes l where l.user_id = a.actor_id and l.post_id = a.post_id))
         or (a.type = 'comment' and a.created_at <> coalesce((select created_at from garage_comments c where c.id = a.garage_comment_id), (select created_at from blog_post_comments c where c.id = a.post_comment_id)))
         or (a.type = 'follow' and a.created_at <> (select created_at from follows f where f.follower_id = a.actor_id and f.following_id = a.subject_user_id))
         or (a.type = 'blog_post' and a.created_at <> (select published_at from blog_posts p where p.id = a.post_id))
         or (a.type = 'question' and a.created_at <> (select created_at from forum_topics t where t.id = a.topic_id))
         or (a.type = 'answer' and a.created_at <> (select created_at from forum_replies r where r.id = a.reply_id))
         or (a.type = 'garage_update' and a.created_at > (select updated_at from garages g where g.id = a.garage_id))`);
    expect(misdated).toEqual([]);
    const types = new Set((await rows<{ type: string }>(sql`select distinct type from activities`)).map((r) => r.type));
    expect([...types].sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(summary!.community.activities).toBe(await count(activities));
  });

  it('writes the rows the activity handler writes for the same events (replayed through it, rolled back)', async () => {
    const samples = await rows<Record<string, string | null> & { type: string; kind: string | null; owner: string | null; topic_author: string | null }>(sql`
      select distinct on (a.type, a.post_id is null) a.id::text, a.type, a.actor_id, a.garage_id::text, a.modification_id::text, a.garage_comment_id::text, a.post_id::text,
        a.post_comment_id::text, a.topic_id::text, a.reply_id::text, a.subject_user_id, a.search_text,
        g.user_id as owner, p.author_id as post_author, t.author_id as topic_author, t.kind
      from activities a left join garages g on g.id = a.garage_id left join blog_posts p on p.id = a.post_id left join forum_topics t on t.id = a.topic_id
      where a.type <> 'join' order by a.type, a.post_id is null, a.id`);
    expect(samples.length).toBeGreaterThanOrEqual(10);
    const eventOf = (r: (typeof samples)[number]): DomainEvent => {
      const actorId = r.actor_id!;
      switch (r.type) {
        case 'follow': return { type: 'member.followed', actorId, userId: r.subject_user_id! };
        case 'new_garage': return { type: 'garage.created', actorId, garageId: r.garage_id! };
        case 'garage_update': return { type: 'garage.updated', actorId, garageId: r.garage_id! };
        case 'modification': return { type: 'modification.created', actorId, garageId: r.garage_id!, modificationId: r.modification_id! };
        case 'like': return r.post_id ? { type: 'post.liked', actorId, postId: r.post_id, authorId: r.post_author! } : { type: 'garage.liked', actorId, garageId: r.garage_id!, ownerId: r.owner! };
        case 'comment': return r.post_id ? { type: 'post.commented', actorId, postId: r.post_id, authorId: r.post_author!, commentId: r.post_comment_id! } : { type: 'garage.commented', actorId, garageId: r.garage_id!, ownerId: r.owner!, commentId: r.garage_comment_id! };
        case 'blog_post': return { type: 'post.published', actorId, postId: r.post_id! };
        case 'question': return { type: 'topic.created', actorId, topicId: r.topic_id!, kind: 'question' };
        case 'answer': return { type: 'reply.created', actorId, topicId: r.topic_id!, replyId: r.reply_id!, topicAuthorId: r.topic_author!, kind: 'question' };
        default: throw new Error(`no event for ${r.type}`);
      }
    };
    const columns = ['type', 'actor_id', 'garage_id', 'modification_id', 'garage_comment_id', 'post_id', 'post_comment_id', 'topic_id', 'reply_id', 'subject_user_id', 'search_text'] as const;
    const pick = (r: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, r[c] ?? null]));
    for (const sample of samples) {
      const event = eventOf(sample);
      const seeded = activityFor(event);
      expect(seeded?.type, sample.type).toBe(sample.type);
      let replayed: Record<string, unknown>[] = [];
      await db()
        .transaction(async (tx) => {
          await queryRows(tx, sql`delete from activities where id = ${sample.id}`);
          await activitiesHandler(tx, event);
          replayed = await queryRows(tx, sql`
            select type, actor_id, garage_id::text, modification_id::text, garage_comment_id::text, post_id::text, post_comment_id::text, topic_id::text, reply_id::text, subject_user_id, search_text
            from activities where created_at >= now()`);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
        });
      expect(replayed.map(pick), `${sample.type} ${sample.id}`).toEqual([pick(sample)]);
    }
  });

  it('holds upcoming and past events of every category in Turkish cities, participants within capacity who joined before the start', async () => {
    const events = await rows<{ id: string; category: string; starts_at: Date; capacity: number | null; location: string; n: number; image_id: string | null }>(sql`
      select e.id::text, e.category, e.starts_at, e.capacity, e.location, e.image_id::text, (select count(*)::int from community_event_participants p where p.event_id = e.id) as n from community_events e`);
    expect(events.length).toBe(SEED_EVENTS.length);
    const upcoming = events.filter((e) => new Date(e.starts_at).getTime() > Date.now());
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((e) => new Date(e.starts_at).getTime() < Date.now() + 45 * 86_400_000)).toBe(true);
    expect(events.length - upcoming.length).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    for (const e of events) {
      expect(PROVINCES.some((p) => e.location.endsWith(p)), e.location).toBe(true);
      expect(num(e.n)).toBeGreaterThan(0);
      if (e.capacity !== null) expect(num(e.n)).toBeLessThanOrEqual(num(e.capacity));
      expect(e.image_id).not.toBeNull();
    }
    const late = await rows(sql`
      select p.user_id from community_event_participants p join community_events e on e.id = p.event_id join users u on u.id = p.user_id
      where p.created_at > e.starts_at or p.created_at > now() or p.created_at < u.created_at or p.created_at < e.created_at`);
    expect(late).toEqual([]);
  });

  it('runs one upcoming, one active and ended competitions with winners stored from the votes', async () => {
    const list = await rows<{ id: string; status: string; finalized: boolean; entries: number; votes: number; winners: number }>(sql`
      select c.id::text, case when c.starts_at > now() then 'upcoming' when c.ends_at > now() then 'active' else 'ended' end as status, c.finalized_at is not null as finalized,
        (select count(*)::int from competition_entries e where e.competition_id = c.id) as entries,
        (select count(*)::int from competition_votes v where v.competition_id = c.id) as votes,
        (select count(*)::int from competition_entries e where e.competition_id = c.id and e.rank is not null) as winners
      from competitions c`);
    const of = (status: string) => list.filter((c) => c.status === status);
    expect(of('upcoming')).toHaveLength(1);
    expect(num(of('upcoming')[0]!.entries)).toBe(0);
    expect(of('active')).toHaveLength(1);
    expect(num(of('active')[0]!.entries)).toBeGreaterThanOrEqual(5);
    expect(num(of('active')[0]!.votes)).toBeGreaterThanOrEqual(5);
    expect(of('active')[0]!.finalized).toBe(false);
    expect(of('ended').length).toBeGreaterThanOrEqual(1);
    for (const c of of('ended')) {
      expect(c.finalized).toBe(true);
      expect(num(c.winners)).toBe(3);
    }
    const odd = await rows(sql`
      select e.id from competition_entries e join competitions c on c.id = e.competition_id join garages g on g.id = e.garage_id
      where e.created_at < g.created_at or e.created_at < c.starts_at or e.created_at > least(c.ends_at, now())
         or (c.finalized_at is not null and (c.finalized_at < c.ends_at or c.finalized_at > now()))`);
    expect(odd).toEqual([]);
    const res = await as(t.app, null, { method: 'GET', url: `/api/competitions/${of('ended')[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().winners).toHaveLength(3);
  });

  it('holds reports in every state on real targets, the hidden comment hidden, and the moderator’s audit entries', async () => {
    const m = summary!.moderation;
    expect(m.open).toBeGreaterThanOrEqual(3);
    expect(m.resolved).toBeGreaterThanOrEqual(1);
    expect(m.dismissed).toBeGreaterThanOrEqual(1);
    const reports = await rows<{ target_type: string; status: string; action: string | null; title: string; handled: boolean }>(sql`
      select target_type, status, action, target_snapshot->>'title' as title, handled_by is not null as handled from reports`);
    expect(reports).toHaveLength(m.reports);
    expect(new Set(reports.filter((r) => r.status === 'open').map((r) => r.target_type))).toEqual(new Set(['garage', 'post_comment', 'topic']));
    expect(reports.find((r) => r.status === 'resolved')).toMatchObject({ target_type: 'garage_comment', action: 'hide', handled: true });
    expect(reports.find((r) => r.status === 'dismissed')).toMatchObject({ target_type: 'reply', action: null, handled: true });
    for (const r of reports) expect(r.title, r.target_type).toBeTruthy();
    // Reporters never report themselves, and every open target still exists.
    const selfReports = await rows(sql`
      select r.id from reports r
      left join garages g on r.target_type = 'garage' and g.id::text = r.target_id
      left join garage_comments gc on r.target_type = 'garage_comment' and gc.id::text = r.target_id
      left join blog_post_comments pc on r.target_type = 'post_comment' and pc.id::text = r.target_id
      left join forum_topics t on r.target_type = 'topic' and t.id::text = r.target_id
      left join forum_replies fr on r.target_type = 'reply' and fr.id::text = r.target_id
      where coalesce(g.user_id, gc.user_id, pc.user_id, t.author_id, fr.author_id) is null
         or coalesce(g.user_id, gc.user_id, pc.user_id, t.author_id, fr.author_id) = r.reporter_id`);
    expect(selfReports).toEqual([]);
    // The resolved comment is hidden by the moderator and gone from its garage's public comments.
    const [hidden] = await rows<{ id: string; garage_id: string; hidden_by: string; role: string; reason: string }>(sql`
      select c.id::text, c.garage_id::text, c.hidden_by, u.role, c.hidden_reason as reason from garage_comments c join users u on u.id = c.hidden_by where c.hidden_at is not null`);
    expect(hidden).toMatchObject({ role: 'moderator' });
    expect(hidden!.reason).toBeTruthy();
    const page = await as(t.app, null, { method: 'GET', url: `/api/garages/${hidden!.garage_id}/comments` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain(hidden!.id);
    // One audit row per handled target, by the moderator, as the reports service writes it.
    const audit = await rows<{ action: string; target_type: string; role: string; after: { action: string | null } }>(sql`
      select a.action, a.target_type, u.role, a.after from audit_log a join users u on u.id = a.actor_id order by a.created_at`);
    expect(audit).toHaveLength(m.auditEntries);
    expect(audit.map((a) => [a.action, a.target_type, a.role, a.after.action])).toEqual(
      expect.arrayContaining([
        ['report.resolve', 'garage_comment', 'moderator', 'hide'],
        ['report.dismiss', 'reply', 'moderator', null],
      ]),
    );
  });

  it('keeps every member within the garage and photo limits of their plan (GARAGE_LIMITS)', async () => {
    const over = await rows(sql`
      select u.display_username as name, g.n as garages, g.photos
      from users u left join profiles p on p.user_id = u.id
      join lateral (select count(*)::int as n, coalesce(max((select count(*) from garage_photos gp where gp.garage_id = x.id)), 0)::int as photos
                    from garages x where x.user_id = u.id) g on true
      where g.n > case when ${premiumNow('p')} then ${GARAGE_LIMITS.premium.garages}::int else ${GARAGE_LIMITS.free.garages}::int end
         or g.photos > case when ${premiumNow('p')} then ${GARAGE_LIMITS.premium.photosPerGarage}::int else ${GARAGE_LIMITS.free.photosPerGarage}::int end`);
    expect(over).toEqual([]);
  });

  it('awards exactly the badges the rules give, dated when they were earned, and premium from the account', async () => {
    expect(summary!.community.badges).toBe(await count(userBadges));
    const first = await rows(sql`
      select b.user_id from user_badges b where b.badge_id = 'first-garage' and b.earned_at <> (select min(created_at) from garages g where g.user_id = b.user_id)`);
    expect(first).toEqual([]);
    const premiumDates = await rows(sql`
      select b.user_id from user_badges b join profiles p on p.user_id = b.user_id where b.badge_id = 'premium' and b.earned_at <> p.premium_since`);
    expect(premiumDates).toEqual([]);
    expect(await rows(sql`select user_id from user_badges where earned_at > now()`)).toEqual([]);
    const winners = await rows<{ badge_id: string }>(sql`select badge_id from user_badges where badge_id in ('best-photo', 'driver-of-the-year')`);
    expect(winners.length).toBeGreaterThanOrEqual(2);
    const premium = await rows<{ name: string }>(sql`select u.display_username as name from profiles p join users u on u.id = p.user_id where p.premium_since is not null`);
    expect(premium.map((p) => p.name).sort()).toEqual(SEED_PREMIUM.map((p) => p.username).sort());
    const ending = await rows<{ name: string }>(sql`select u.display_username as name from profiles p join users u on u.id = p.user_id where p.premium_until > now() and p.premium_since is not null`);
    expect(ending.map((p) => p.name)).toEqual(SEED_PREMIUM.filter((p) => p.untilDays).map((p) => p.username));
    const changes = await recomputeAllBadges(db(), { emit: false });
    expect(changes).toEqual({ earned: [], revoked: [] });
  });
  // Last: signing in opens a session (the checks above expect none).
  it('lets the demo moderator sign in with the password printed at seeding, or MODERATOR_PASSWORD', async () => {
    const later = await ensureModeratorLogin(db(), { seededNow: false });
    expect(later).toMatchObject({ email: `gizem_yollarda@${DEMO_EMAIL_DOMAIN}`, password: null });
    const first = await ensureModeratorLogin(db(), { seededNow: true });
    expect(first!.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const signIn = (password: string) =>
      as(t.app, null, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: first!.email, password } });
    expect((await signIn(first!.password!)).statusCode).toBe(200);
    expect(await ensureModeratorLogin(db(), { seededNow: false, password: 'moderator-sifresi-1' })).toMatchObject({ password: null });
    expect((await signIn('moderator-sifresi-1')).statusCode).toBe(200);
    expect((await signIn(first!.password!)).statusCode).toBe(401);
  });
});
