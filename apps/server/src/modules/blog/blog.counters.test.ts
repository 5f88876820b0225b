/**
 * Blog counters are facts: likes one per member under concurrency, the count in the
 * same transaction; views once per visitor per post per day; comments counted, newest first,
 * paged; and each matches the rows it counts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogComment } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { writePost } from './blog.fixtures.ts';

let t: TestApp;
let author: TestUser;
let members: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.app);
  members = [];
  for (let i = 0; i < 10; i++) members.push(await createUser(t.app));
});
afterAll(() => t.close());

async function counts(postId: string) {
  const [row] = await queryRows<{ likes_count: number; likes: number; comments_count: number; comments: number }>(
    t.app.deps.db,
    sql`select b.likes_count, (select count(*)::int from blog_post_likes l where l.post_id = b.id) as likes,
      b.comments_count, (select count(*)::int from blog_post_comments c where c.post_id = b.id) as comments
      from blog_posts b where b.id = ${postId}`,
  );
  return { likesCount: Number(row!.likes_count), likes: Number(row!.likes), commentsCount: Number(row!.comments_count), comments: Number(row!.comments) };
}

describe('likes', () => {
  it('ends with likes_count = 10 = rows after 10 concurrent likes by 10 members', async () => {
    const post = await writePost(t.app, author, { title: 'On Kişi Beğeniyor' });
    const results = await Promise.all(members.map((m) => as(t.app, m, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await counts(post.id)).toMatchObject({ likesCount: 10, likes: 10 });
  });

  it('ends with likes_count = 1 after 10 concurrent likes by one member', async () => {
    const post = await writePost(t.app, author, { title: 'Bir Kişi On Kez' });
    const member = members[0]!;
    const results = await Promise.all(Array.from({ length: 10 }, () => as(t.app, member, { method: 'PUT', url: `/api/blog/posts/${post.id}/like` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of results) expect(r.json()).toEqual({ liked: true, likesCount: 1 });
    expect(await counts(post.id)).toMatchObject({ likesCount: 1, likes: 1 });
  });

  it('toggles: like, like again (no change), unlike, unlike again (never below 0); the detail shows likedByMe', async () => {
    const post = await writePost(t.app, author, { title: 'Aç Kapa Beğeni' });
    const member = members[1]!;
    const url = `/api/blog/posts/${post.id}/like`;
    expect((await as(t.app, member, { method: 'PUT', url })).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await as(t.app, member, { method: 'PUT', url })).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await as(t.app, member, { method: 'GET', url: `/api/blog/posts/${post.slug}` })).json()).toMatchObject({ likedByMe: true, likesCount: 1 });
    expect((await as(t.app, member, { method: 'DELETE', url })).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await as(t.app, member, { method: 'DELETE', url })).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await counts(post.id)).toMatchObject({ likesCount: 0, likes: 0 });
  });
});

describe('views', () => {
  it('counts a member once a day, and an anonymous visitor once per address or cookie', async () => {
    const post = await writePost(t.app, author, { title: 'Görüntülenme Sayımı' });
    const url = `/api/blog/posts/${post.id}/views`;
    const member = members[2]!;
    expect((await as(t.app, member, { method: 'POST', url })).json()).toEqual({ viewsCount: 1, counted: true });
    expect((await as(t.app, member, { method: 'POST', url })).json()).toEqual({ viewsCount: 1, counted: false });
    const first = await t.app.inject({ method: 'POST', url, remoteAddress: '10.77.0.1' });
    expect(first.json()).toEqual({ viewsCount: 2, counted: true });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^garaj_visitor=[0-9a-f-]{36}; Max-Age=31536000; Path=\/api\/blog; HttpOnly; SameSite=Lax$/);
    // Same address without cookie, and same cookie from another address: the same visitor.
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: '10.77.0.1' })).json().counted).toBe(false);
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: '10.77.0.2', headers: { cookie: cookie.split(';')[0]! } })).json().counted).toBe(false);
    expect((await t.app.inject({ method: 'POST', url, remoteAddress: '10.77.0.3' })).json()).toEqual({ viewsCount: 3, counted: true });
    const [row] = await t.app.deps.db.select({ views: blogPosts.viewsCount }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.views).toBe(3);
  });

  it('counts no views on a draft', async () => {
    const draft = await writePost(t.app, author, { title: 'Taslak Görüntülenme', status: 'draft' });
    expect((await t.app.inject({ method: 'POST', url: `/api/blog/posts/${draft.id}/views`, remoteAddress: '10.77.1.1' })).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('stores comments (trimmed), lists them newest first in pages, counts them, and deletes', async () => {
    const post = await writePost(t.app, author, { title: 'Yorumlu Yazı' });
    const url = `/api/blog/posts/${post.id}/comments`;
    for (let i = 1; i <= 5; i++) {
      const res = await as(t.app, members[i]!, { method: 'POST', url, payload: { body: `  yorum ${i}  ` } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ body: `yorum ${i}`, canDelete: true, postId: post.id });
    }
    const first = (await as(t.app, null, { method: 'GET', url: `${url}?limit=3` })).json();
    expect(first.items.map((c: BlogComment) => c.body)).toEqual(['yorum 5', 'yorum 4', 'yorum 3']);
    expect(first.items.every((c: BlogComment) => c.canDelete === false)).toBe(true);
    const second = (await as(t.app, null, { method: 'GET', url: `${url}?limit=3&cursor=${first.nextCursor}` })).json();
    expect(second.items.map((c: BlogComment) => c.body)).toEqual(['yorum 2', 'yorum 1']);
    expect(second.nextCursor).toBeNull();
    expect(await counts(post.id)).toMatchObject({ commentsCount: 5, comments: 5 });
    expect((await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${post.slug}` })).json().commentsCount).toBe(5);

    const del = await as(t.app, members[5]!, { method: 'DELETE', url: `/api/blog/comments/${first.items[0].id}` });
    expect(del.statusCode).toBe(204);
    expect(await counts(post.id)).toMatchObject({ commentsCount: 4, comments: 4 });
  });

  it('refuses an empty comment with COMMENT_EMPTY and a malformed cursor with 400', async () => {
    const post = await writePost(t.app, author, { title: 'Boş Yorum' });
    const empty = await as(t.app, members[0]!, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body).toBe('COMMENT_EMPTY');
    const bad = await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${post.id}/comments?cursor=nonsense` });
    expect(bad.statusCode).toBe(400);
  });
});
