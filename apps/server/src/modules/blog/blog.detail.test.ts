/**
 * Blog detail (Blog detail; GET /api/blog/posts/:slug): body, tags, author box,
 * related (same category, excerpt cut at 100), popular, category counts.
 * Its own file (and database): the assertions count every post there is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { writePost } from './blog.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('detail', () => {
  it('carries the body, all tags, the author box, related, popular and categories', async () => {
    const writer = await createUser(t.app, { username: 'detay_yazari' });
    const longExcerpt = 'A'.repeat(150);
    const main = await writePost(t.app, writer, { title: 'Ana Yazı', category: 'guides', tags: ['a1', 'b2', 'c3', 'd4'] });
    for (let i = 1; i <= 4; i++) await writePost(t.app, writer, { title: `Rehber ${i}`, category: 'guides', excerpt: longExcerpt });
    await writePost(t.app, writer, { title: 'Başka Kategori', category: 'reviews' });
    const res = await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${main.slug}` });
    const post = res.json() as BlogPostDetail;
    expect(post.bodyHtml).toBe('<h2>Giriş</h2><p>Debriyaj boşluğu <strong>önemlidir</strong>.</p>');
    expect(post.tags).toEqual(['a1', 'b2', 'c3', 'd4']);
    expect(post.author).toMatchObject({ username: 'detay_yazari', postsCount: 6, bio: null });
    expect(post.related.map((r) => r.title)).toEqual(['Rehber 4', 'Rehber 3', 'Rehber 2']);
    expect(post.related[0]!.excerpt).toBe(`${'A'.repeat(100)}…`);
    expect(post.popular).toHaveLength(3);
    expect(post.categories).toEqual([
      { id: 'maintenance', count: 0 },
      { id: 'modification', count: 0 },
      { id: 'guides', count: 5 },
      { id: 'tips', count: 0 },
      { id: 'reviews', count: 1 },
    ]);
    expect(post).toMatchObject({ likedByMe: false, favoritedByMe: false, isMine: false, canModerate: false, canFeature: false });
  });

  it('answers 404 BLOG_POST_NOT_FOUND for an unknown slug', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/blog/posts/boyle-bir-yazi-yok' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('BLOG_POST_NOT_FOUND');
  });
});

