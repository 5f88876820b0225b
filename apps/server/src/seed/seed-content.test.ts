/** The demo seed's blog posts and forum topics: stored as their modules store them, counters equal to their rows. */
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  BLOG_CATEGORIES,
  QA_CATEGORY_IDS,
  REPUTATION_POINTS,
  blogPostInput,
  newReplyInput,
  newTopicInput,
  slugify,
} from '@garaj/shared';
import { as } from '../../test/helpers.ts';
import type { SeedSummary } from './seed.ts';
import { countRows, useSeededTestApp, type SeededTestApp } from '../../test/seeded-app.ts';
import { imageKey } from '../lib/image-view.ts';
import { readingMinutes, richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { queryRows } from '../db/client.ts';
import {
  blogPosts,
  forumCategories,
  forumCategoryMembers,
  forumReplies,
  forumTopics,
  images,
  profiles,
  users,
} from '../db/schema/index.ts';
import { blogPostSearchText, forumTopicSearchText } from '../db/search-text.ts';
import { BLOG_POSTS_CARE } from './seed-blog-posts.ts';
import { BLOG_POSTS_MODS } from './seed-blog-posts-mods.ts';
import { FORUM_CHASSIS } from './seed-forum-chassis.ts';
import { FORUM_DISCUSSIONS } from './seed-forum-discussions.ts';
import { FORUM_MECHANICS } from './seed-forum-mechanics.ts';

let t: SeededTestApp;
let summary: SeedSummary | null;
useSeededTestApp((seeded) => {
  t = seeded;
  summary = seeded.summary;
});

describe('demo blog and forum content', () => {
  const db = () => t.app.deps.db;
  const usernames = async () =>
    new Map(
      (await db().select({ id: users.id, name: users.displayUsername }).from(users)).map((u) => [
        u.id,
        u.name ?? '',
      ]),
    );

  it('publishes at least 12 posts in all five categories, plus drafts and one or two featured', async () => {
    const posts = await db().select().from(blogPosts);
    const published = posts.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect(posts.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(1);
    expect(posts.filter((p) => p.status === 'draft').every((p) => p.publishedAt === null)).toBe(
      true,
    );
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
      expect(p.searchText).toBe(
        blogPostSearchText({
          title: p.title,
          excerpt: p.excerpt,
          tags: p.tags,
          author: names.get(p.authorId)!,
          bodyText: p.bodyText,
        }),
      );
      expect(p.tags.length).toBeGreaterThan(0);
      if (p.status !== 'published') continue;
      for (const tag of ['<h2>', '<li>', '<blockquote>', '<a href='])
        expect(p.bodyHtml, `${p.slug} ${tag}`).toContain(tag);
      expect(p.readingMinutes).toBeGreaterThanOrEqual(2);
      expect(p.coverImageId).not.toBeNull();
    }
    const covers = await db()
      .select()
      .from(images)
      .where(
        inArray(
          images.id,
          posts.flatMap((p) => (p.coverImageId ? [p.coverImageId] : [])),
        ),
      );
    expect(covers.length).toBe(posts.filter((p) => p.coverImageId).length);
    for (const cover of covers) {
      expect(cover.purpose).toBe('post');
      expect(cover.ownerId).toBe(posts.find((p) => p.coverImageId === cover.id)!.authorId);
      expect(
        await t.app.deps.storage.get(imageKey(cover.id, cover.variants.at(-1)!)),
      ).not.toBeNull();
    }
  });

  it('writes only texts the API accepts (the shared input schemas)', () => {
    for (const post of [...BLOG_POSTS_CARE, ...BLOG_POSTS_MODS]) {
      expect(
        blogPostInput.safeParse({ ...post, status: post.draft ? 'draft' : 'published' }).success,
        post.title,
      ).toBe(true);
    }
    for (const topic of [...FORUM_MECHANICS, ...FORUM_CHASSIS, ...FORUM_DISCUSSIONS]) {
      expect(
        newTopicInput.safeParse({
          ...topic,
          categoryId: topic.category,
          isUrgent: topic.urgent ?? false,
        }).success,
        topic.title,
      ).toBe(true);
      for (const reply of topic.replies)
        expect(newReplyInput.safeParse({ body: reply.body }).success, topic.title).toBe(true);
    }
  });

  it('stores the six Q&A categories and general ones, with Turkish and English names', async () => {
    const categories = await db().select().from(forumCategories).orderBy(forumCategories.position);
    expect(categories.filter((c) => c.isQa).map((c) => c.id)).toEqual([...QA_CATEGORY_IDS]);
    expect(categories.filter((c) => c.isQa).map((c) => c.name)).toEqual([
      'Motor',
      'Şanzıman',
      'Elektrik',
      'Frenler',
      'Süspansiyon',
      'Modifikasyon',
    ]);
    expect(categories.filter((c) => !c.isQa).length).toBeGreaterThanOrEqual(3);
    for (const c of categories)
      for (const text of [c.name, c.nameEn, c.description, c.descriptionEn, c.icon])
        expect(text).toBeTruthy();
  });

  it('has at least 30 topics with answers, accepted answers, pinned, locked, closed and urgent topics', async () => {
    const names = await usernames();
    const topics = await db().select().from(forumTopics);
    const replies = await db().select().from(forumReplies);
    expect(topics.length).toBeGreaterThanOrEqual(30);
    expect(
      topics.filter((tp) => replies.some((r) => r.topicId === tp.id)).length,
    ).toBeGreaterThanOrEqual(30);
    for (const tp of topics) {
      expect(tp.searchText).toBe(
        forumTopicSearchText({
          title: tp.title,
          tags: tp.tags,
          author: names.get(tp.authorId)!,
          bodyText: tp.bodyText,
        }),
      );
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
    const experts = await db()
      .select({ id: profiles.userId, name: users.displayUsername })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.isExpert, true));
    expect(experts.length).toBeGreaterThanOrEqual(3);
    expect(experts.length).toBeLessThanOrEqual(5);
    expect(experts.map((e) => e.name).sort()).toEqual([...summary!.content.experts].sort());
    for (const expert of experts)
      expect(
        (
          await db()
            .select({ id: forumReplies.id })
            .from(forumReplies)
            .where(eq(forumReplies.authorId, expert.id))
        ).length,
      ).toBeGreaterThanOrEqual(4);
    const moderators = await db()
      .select({ name: users.displayUsername })
      .from(users)
      .where(eq(users.role, 'moderator'));
    expect(moderators.map((m) => m.name)).toEqual([summary!.content.moderator]);
  });

  it('never lets members vote on or like their own content', async () => {
    const own = await queryRows<{ n: number }>(
      db(),
      sql`
      select (select count(*) from forum_topic_votes v join forum_topics t on t.id = v.topic_id where v.user_id = t.author_id)
        + (select count(*) from forum_reply_votes v join forum_replies r on r.id = v.reply_id where v.user_id = r.author_id)
        + (select count(*) from blog_post_likes l join blog_posts p on p.id = l.post_id where l.user_id = p.author_id) as n`,
    );
    expect(Number(own[0]!.n)).toBe(0);
    const early = await queryRows<{ id: string }>(
      db(),
      sql`
      select r.id::text from forum_replies r join forum_topics t on t.id = r.topic_id where r.created_at < t.created_at or r.created_at > now()
      union all select c.id::text from blog_post_comments c join blog_posts p on p.id = c.post_id where c.created_at < p.published_at or c.created_at > now()`,
    );
    expect(early).toEqual([]);
    // Comments are rich text: each seeded one is shown from its HTML (paragraphs of its text).
    const withoutHtml = await queryRows<{ id: string }>(db(), sql`select id::text from blog_post_comments where body_html not like '<p>%</p>' or body = ''`);
    expect(withoutHtml).toEqual([]);
  });

  it('keeps every counter of the blog and forum tables equal to its rows, recomputed here', async () => {
    const mismatched = await queryRows<{ what: string; id: string }>(
      db(),
      sql`
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
                                       + ${REPUTATION_POINTS.accepted} * (select count(*) from forum_topics t join forum_replies r on r.id = t.accepted_reply_id where r.author_id = u.id)`,
    );
    expect(mismatched).toEqual([]);
    const categoryMembers = await queryRows<{ n: number }>(
      db(),
      sql`
      select count(*)::int as n from (select t.category_id, t.author_id from forum_topics t
        union select t.category_id, r.author_id from forum_replies r join forum_topics t on t.id = r.topic_id) x`,
    );
    expect(await countRows(t, forumCategoryMembers)).toBe(Number(categoryMembers[0]!.n));
    const totals = await queryRows<{ likes: number; comments: number; votes: number }>(
      db(),
      sql`
      select (select count(*)::int from blog_post_likes) as likes, (select count(*)::int from blog_post_comments) as comments,
             (select count(*)::int from forum_topic_votes) + (select count(*)::int from forum_reply_votes) as votes`,
    );
    expect(totals[0]).toEqual({
      likes: summary!.content.postLikes,
      comments: summary!.content.postComments,
      votes: summary!.content.votes,
    });
    expect(summary!.content.votes).toBeGreaterThan(100);
  });

  it('logs members’ searches, so the popular searches start with them', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/popular' });
    expect(res.statusCode).toBe(200);
    expect(res.json().queries.slice(0, 5)).toEqual([
      'turbo',
      'golf',
      'drift',
      'cbr500r',
      'fren balatasi',
    ]);
  });
});
