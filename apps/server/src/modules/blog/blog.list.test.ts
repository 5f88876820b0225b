/**
 * Blog list (GET /api/blog/posts): published only, newest first,
 * the capped total on the first page, keyset pages, category filter, the site search's rule.
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

  it('lists published posts newest first, uncounted, with at most 3 tags per card', async () => {
    const page = await fetchList('');
    expect(page).toMatchObject({ nextCursor: null });
    // Only a search is counted: the plain list is read from its index alone.
    expect(page).not.toHaveProperty('total');
    expect(page.items.map((p) => p.title)).toEqual(['Honda CBR500R Vites Pedalı', 'Turbo Modifikasyonu', 'Şoför Koltuğu Bakımı', 'Işık Ayarı Nasıl Yapılır']);
    const card = page.items[3]!;
    expect(card.tags).toEqual(['far', 'ışık', 'gece']);
    expect(card).toMatchObject({ category: 'tips', readingMinutes: 1, viewsCount: 0, likesCount: 0, commentsCount: 0 });
    expect(card.author).toMatchObject({ username: 'liste_yazari' });
    expect(card).not.toHaveProperty('bodyHtml');
    expect(card).not.toHaveProperty('searchText');
  });

  it('pages with keyset cursors (limit at most 50): disjoint pages in order, a search\'s total on the first only', async () => {
    const first = await fetchList('?limit=3');
    expect(first.items.map((p) => p.title)).toEqual(['Honda CBR500R Vites Pedalı', 'Turbo Modifikasyonu', 'Şoför Koltuğu Bakımı']);
    const second = await fetchList(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.title)).toEqual(['Işık Ayarı Nasıl Yapılır']);
    expect(second.nextCursor).toBeNull();
    const searched = await fetchList('?limit=1&search=liste_yazari');
    expect(searched).toMatchObject({ total: 4 });
    expect(await fetchList(`?limit=1&search=liste_yazari&cursor=${searched.nextCursor}`)).not.toHaveProperty('total');
    const tooBig = await as(fresh.app, null, { method: 'GET', url: '/api/blog/posts?limit=51' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.code).toBe('LIMIT_OUT_OF_RANGE');
  });

  it('keeps posts published at the same instant in a stable order across pages', async () => {
    await fresh.app.deps.db.execute(sql`
      insert into blog_posts (slug, author_id, title, body_html, category, status, published_at, search_text)
      select 'ayni-an-' || n, ${writer.id}, 'Aynı an ' || n, '<p>x</p>', 'reviews', 'published', timestamptz '2020-01-01T00:00:00Z', 'ayni an ' || n
      from generate_series(1, 7) n`);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_CACHE_TTL_MS + 100));
    const all = (await fetchList('?category=reviews&limit=50')).items.map((p) => p.id);
    expect(all).toHaveLength(7);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: BlogPostListPage = await fetchList(`?category=reviews&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(7);
  });

  it('refuses a malformed cursor, or one of another search, with 400 VALIDATION_FAILED', async () => {
    const first = await fetchList('?limit=1');
    const searched = await fetchList('?search=liste_yazari&limit=1');
    for (const url of [
      '/api/blog/posts?cursor=bm9wZQ',
      `/api/blog/posts?cursor=${Buffer.from('["newest","2025-02-30T00:00:00.000000Z","00000000-0000-0000-0000-000000000000"]').toString('base64url')}`,
      `/api/blog/posts?search=turbo&cursor=${first.nextCursor}`,
      `/api/blog/posts?search=honda&cursor=${searched.nextCursor}`,
    ]) {
      const res = await as(fresh.app, null, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('filters by category', async () => {
    const page = await fetchList('?category=modification');
    expect(page.items).toHaveLength(2);
    expect(page.items.every((p) => p.category === 'modification')).toBe(true);
    expect((await as(fresh.app, null, { method: 'GET', url: '/api/blog/posts?category=nope' })).statusCode).toBe(400);
  });

  it('searches with the site search rule: Turkish fold, every word or its first three letters', async () => {
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
    expect((await fetchList('?search=toplu')).totalCapped).toBe(false);
    await fresh.app.deps.db.execute(sql`
      insert into blog_posts (slug, author_id, title, body_html, category, status, published_at, search_text)
      select 'toplu-' || n, ${writer.id}, 'Toplu yazı ' || n, '<p>x</p>', 'tips', 'published', now() - n * interval '1 minute', 'toplu yazi ' || n
      from generate_series(1, ${BLOG_COUNT_CAP + 1}) n`);
    // Rows written behind the API's back show once the visitors' cached answer has expired.
    await new Promise((resolve) => setTimeout(resolve, ANSWER_CACHE_TTL_MS + 100));
    const capped = await fetchList('?search=toplu');
    expect(capped).toMatchObject({ total: BLOG_COUNT_CAP, totalCapped: true });
    const exact = await fetchList('?search=toplu&category=maintenance');
    expect(exact).toMatchObject({ total: 0, totalCapped: false });
  });
});
