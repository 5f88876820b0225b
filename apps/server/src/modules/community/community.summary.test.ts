/**
 * The community hub summary: every figure equals its rows, the forum categories are
 * the forum's own, top members come by reputation with their gold / silver / bronze level, and
 * the highlights are read from the last 7 days of rows (likes, views, replies) and the newest
 * account.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommunitySummary } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { blogPosts, blogPostViews, forumMembers, garageLikes, garages } from '../../db/schema/index.ts';
import { as, createUser, type TestApp, type TestUser, useTestAppWithAdmin } from '../../../test/helpers.ts';
import { createEventAs } from './community.fixtures.ts';

let t: TestApp;
let admin: TestUser;

useTestAppWithAdmin((app, a) => {
  [t, admin] = [app, a];
});

const summary = async () => (await as(t.app, null, { method: 'GET', url: '/api/community' })).json() as CommunitySummary;
const DAY = 86_400_000;

async function garageOf(user: TestUser, name: string): Promise<string> {
  const [row] = await t.app.deps.db.insert(garages).values({ userId: user.id, name, carBrand: 'Toyota', carModel: 'Supra' }).returning({ id: garages.id });
  return row!.id;
}

describe('GET /api/community', () => {
  it('answers an empty hub without highlights (the admin account is not "the newest member")', async () => {
    const s = await summary();
    expect(s.highlights).toEqual({ garageOfWeek: null, postOfWeek: null, topicOfWeek: null, newestMember: null });
    expect(s.topMembers).toEqual([]);
    expect(s.stats.members).toBe(1);
  });

  it('stats equal their rows', async () => {
    const member = await createUser(t.app);
    await garageOf(member, 'Beyaz Supra');
    await createEventAs(t.app, admin, {}, 5);
    await createEventAs(t.app, admin, {}, -5);
    const s = await summary();
    const [rows] = await queryRows<Record<string, number>>(
      t.app.deps.db,
      sql`select (select count(*)::int from users) as members, (select count(*)::int from garages) as garages,
                 (select count(*)::int from forum_topics) as topics, (select count(*)::int from community_events where starts_at > now()) as upcoming`,
    );
    expect(s.stats).toEqual({ members: rows!.members, garages: rows!.garages, topics: rows!.topics, upcomingEvents: rows!.upcoming });
    expect(s.stats.upcomingEvents).toBeGreaterThanOrEqual(1);
  });

  it('forum categories are the forum API answer', async () => {
    const created = await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: { id: 'motor', name: 'Motor', nameEn: 'Engine', description: 'Motor soruları' } });
    expect(created.statusCode).toBe(201);
    const forum = (await as(t.app, null, { method: 'GET', url: '/api/forum/categories' })).json();
    expect((await summary()).forumCategories).toEqual(forum);
  });

  it('top members by reputation with levels gold / silver / bronze', async () => {
    const [a, b, c, d] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app), createUser(t.app)]);
    await t.app.deps.db.insert(forumMembers).values([
      { userId: a!.id, reputation: 40, postsCount: 3 },
      { userId: b!.id, reputation: 300, postsCount: 9 },
      { userId: c!.id, reputation: 50, postsCount: 2 },
      { userId: d!.id, reputation: 999, postsCount: 0 },
    ]);
    const top = (await summary()).topMembers;
    expect(top.map((m) => [m.username, m.level, m.rank, m.reputation, m.postsCount])).toEqual([
      [b!.username, 'gold', 1, 300, 9],
      [c!.username, 'silver', 2, 50, 2],
      [a!.username, 'bronze', 3, 40, 3],
    ]);
    expect(JSON.stringify(top)).not.toContain('@example.com');
  });

  it("highlights: this week's most liked garage, most read post and most answered topic; the newest member", async () => {
    const owner = await createUser(t.app);
    const oldFavourite = await garageOf(owner, 'Eski Favori');
    const weekly = await garageOf(owner, 'Haftanın Yıldızı');
    const fans = await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)));
    const now = Date.now();
    // Five old likes (two weeks ago) on one garage, two fresh likes on the other.
    await t.app.deps.db.insert(garageLikes).values(fans.map((f) => ({ userId: f.id, garageId: oldFavourite, createdAt: new Date(now - 14 * DAY) })));
    await t.app.deps.db.insert(garageLikes).values(fans.slice(0, 2).map((f) => ({ userId: f.id, garageId: weekly, createdAt: new Date(now - DAY) })));

    const today = new Date().toISOString().slice(0, 10);
    const longAgo = new Date(now - 20 * DAY).toISOString().slice(0, 10);
    const [read, popular] = await t.app.deps.db
      .insert(blogPosts)
      .values([
        { slug: 'haftanin-yazisi', authorId: owner.id, title: 'Haftanın Yazısı', bodyHtml: '<p>x</p>', category: 'guides', status: 'published', publishedAt: new Date() },
        { slug: 'eski-populer', authorId: owner.id, title: 'Eski Popüler', bodyHtml: '<p>x</p>', category: 'guides', status: 'published', publishedAt: new Date(), viewsCount: 500 },
      ])
      .returning({ id: blogPosts.id });
    await t.app.deps.db.insert(blogPostViews).values([
      { postId: read!.id, visitorKey: 'v1', day: today },
      { postId: read!.id, visitorKey: 'v2', day: today },
      { postId: popular!.id, visitorKey: 'v1', day: longAgo },
      { postId: popular!.id, visitorKey: 'v2', day: longAgo },
      { postId: popular!.id, visitorKey: 'v3', day: longAgo },
    ]);

    const asker = await createUser(t.app);
    const topic = await as(t.app, asker, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'motor', kind: 'question', title: 'Turbo ıslık sesi normal mi?' } });
    expect(topic.statusCode).toBe(201);
    for (const fan of fans.slice(0, 2)) {
      expect((await as(t.app, fan, { method: 'POST', url: `/api/forum/topics/${topic.json().id}/replies`, payload: { body: '<p>Normal.</p>' } })).statusCode).toBe(201);
    }
    const newest = await createUser(t.app);

    const { highlights } = await summary();
    expect(highlights.garageOfWeek).toMatchObject({ id: weekly, name: 'Haftanın Yıldızı', likesThisWeek: 2, ownerUsername: owner.username });
    expect(highlights.postOfWeek).toMatchObject({ slug: 'haftanin-yazisi', viewsThisWeek: 2 });
    expect(highlights.topicOfWeek).toMatchObject({ id: topic.json().id, categoryId: 'motor', repliesThisWeek: 2 });
    expect(highlights.newestMember?.username).toBe(newest.username);
  });
});
