/**
 * Blog list (spec community §2 Blog list; GET /api/blog/posts): published only, newest first,
 * total and pages, category filter, the spec's search rule.
 * Its own file (and database): the assertions count every post there is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BLOG_COUNT_CAP, type BlogPostInput, type BlogPostListPage } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { ANSWER_CACHE_TTL_MS } from '../../lib/answer-cache.ts';
import { writePost } from './blog.fixtures.ts';

describe('list', () => {
  let fresh: TestApp;
  let writer: TestUser;
  beforeAll(async () => {
    fresh = await createTestApp();
    writer = await createUser(fresh.app, { username: 'liste_yazari' });
    const posts: Partial<BlogPostInput>[] = [
      { title: 'Işık Ayarı Nasıl Yapılır', category: 'tips', tags: ['far', 'ışık', 'gece', 'güvenlik'] },
      { title: 'Şoför Koltuğu Bakımı', category: 'maintenance', tags: ['koltuk'] },
      { title: 'Turbo Modifikasyonu', category: 'modification', tags: ['turbo'] },
      { title: 'Honda CBR500R Vites Pedalı', category: 'modification', tags: ['honda', 'motosiklet'] },
      { title: 'Taslak Turbo', category: 'modification', status: 'draft' },
    ];
    for (const p of posts) await writePost(fresh.app, writer, p);
  });
  afterAll(() => fresh.close());

  const fetchList = async (query: string) => (await as(fresh.app, null, { method: 'GET', url: `/api/blog/posts${query}` })).json() as BlogPostListPage;

  it('lists published posts newest first with the total, the page and at most 3 tags per card', async () => {
    const page = await fetchList('');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 9 });
    expect(page.items.map((p) => p.title)).toEqual(['Honda CBR500R Vites Pedalı', 'Turbo Modifikasyonu', 'Şoför Koltuğu Bakımı', 'Işık Ayarı Nasıl Yapılır']);
    const card = page.items[3]!;
    expect(card.tags).toEqual(['far', 'ışık', 'gece']);
    expect(card).toMatchObject({ category: 'tips', readingMinutes: 1, viewsCount: 0, likesCount: 0, commentsCount: 0 });
    expect(card.author).toMatchObject({ username: 'liste_yazari' });
    expect(card).not.toHaveProperty('bodyHtml');
    expect(card).not.toHaveProperty('searchText');
  });

  it('pages with page and pageSize (at most 50)', async () => {
    const second = await fetchList('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((p) => p.title)).toEqual(['Işık Ayarı Nasıl Yapılır']);
    const tooBig = await as(fresh.app, null, { method: 'GET', url: '/api/blog/posts?pageSize=51' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.code).toBe('LIMIT_OUT_OF_RANGE');
  });

  it('filters by category', async () => {
    const page = await fetchList('?category=modification');
    expect(page.total).toBe(2);
    expect(page.items.every((p) => p.category === 'modification')).toBe(true);
    expect((await as(fresh.app, null, { method: 'GET', url: '/api/blog/posts?category=nope' })).statusCode).toBe(400);
  });

  it('searches with the spec rule: Turkish fold, every word or its first three letters', async () => {
    expect((await fetchList('?search=isik')).items.map((p) => p.title)).toEqual(['Işık Ayarı Nasıl Yapılır']);
    expect((await fetchList('?search=SOFOR')).items.map((p) => p.title)).toEqual(['Şoför Koltuğu Bakımı']);
    // 'turbolar': its first three letters 'tur' occur; 'honda cbr' needs both words.
    expect((await fetchList('?search=turbolar')).items.map((p) => p.title)).toEqual(['Turbo Modifikasyonu']);
    expect((await fetchList('?search=honda cbr500r')).items.map((p) => p.title)).toEqual(['Honda CBR500R Vites Pedalı']);
    expect((await fetchList('?search=honda turbo')).total).toBe(0);
    // Only words of one or two characters (no relevance points to order by): still answered.
    const short = await as(fresh.app, null, { method: 'GET', url: '/api/blog/posts?search=ab' });
    expect(short.statusCode).toBe(200);
    expect(short.json().total).toBe(0);
    // Author and tags are searched too; drafts never.
    expect((await fetchList('?search=liste_yazari')).total).toBe(4);
    expect((await fetchList('?search=motosiklet')).total).toBe(1);
    expect((await fetchList('?search=taslak')).total).toBe(0);
    // Search and category together.
    expect((await fetchList('?search=honda&category=tips')).total).toBe(0);
    expect((await fetchList('?search=honda&category=modification')).total).toBe(1);
  });

  it('puts posts with the whole word before those matching only its first letters', async () => {
    await writePost(fresh.app, writer, { title: 'Turuncu Kaliper Boyası', category: 'tips', tags: [] });
    const titles = (await fetchList('?search=turbo')).items.map((p) => p.title);
    expect(titles).toEqual(['Turbo Modifikasyonu', 'Turuncu Kaliper Boyası']);
  });

  it('counts at most BLOG_COUNT_CAP posts and says the total is capped ("1000+")', async () => {
    expect((await fetchList('')).totalCapped).toBe(false);
    await fresh.app.deps.db.execute(sql`
      insert into blog_posts (slug, author_id, title, body_html, category, status, published_at, search_text)
      select 'toplu-' || n, ${writer.id}, 'Toplu yazı ' || n, '<p>x</p>', 'tips', 'published', now() - n * interval '1 minute', 'toplu yazi ' || n
      from generate_series(1, ${BLOG_COUNT_CAP}) n`);
    // Rows written behind the API's back show once the visitors' cached answer has expired.
    await new Promise((resolve) => setTimeout(resolve, ANSWER_CACHE_TTL_MS + 100));
    const capped = await fetchList('');
    expect(capped).toMatchObject({ total: BLOG_COUNT_CAP, totalCapped: true });
    const exact = await fetchList('?category=maintenance');
    expect(exact).toMatchObject({ total: 1, totalCapped: false });
  });
});
