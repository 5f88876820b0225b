/**
 * GET /api/search and /api/search/popular (docs/api.md, "Search"): the rule
 * (all words, three-character prefix, phrase, whole short words, Turkish fold both ways, LIKE
 * wildcards literal), every type found with its page's path, drafts never found, type filter
 * and counts, paging, the query log and the popular list, bad input.
 *
 * Blog posts and forum topics are written straight into their tables with the same search-text
 * formulas their modules use (db/search-text.ts), so this file depends only on the schema. The
 * typeahead's lexicon, visibility and bounded reads: search.suggest.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_READS_PER_MINUTE } from '../../lib/rate-limit.ts';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_POPULAR_SEARCHES, SEARCH_COUNT_CAP, SEARCH_SUGGESTION_LIMIT, SIMILAR_TOPICS_LIMIT, type SearchPage, type SearchSuggestions, type SimilarTopics } from '@garaj/shared';
import { blogPostSearchText, forumTopicSearchText, garageSearchText, garageSuggestText, profileSearchText, profileSuggestText, titleSuggestText } from '../../db/search-text.ts';
import { blogPosts, forumCategories, forumTopics, garages, profiles, searchQueries } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { withDefaults } from './search.log.ts';
import { searchCache } from './search.cache.ts';
import { similarTopicWords } from './search.similar.ts';

let t: TestApp;
let owner: TestUser;
let writer: TestUser;

async function addGarage(name: string, o: { brand?: string; model?: string; description?: string; year?: number } = {}) {
  const data = { name, carBrand: o.brand ?? 'Fiat', carModel: o.model ?? 'Egea', description: o.description ?? null };
  const [row] = await t.app.deps.db
    .insert(garages)
    .values({ ...data, userId: owner.id, carYear: o.year ?? null, searchText: garageSearchText(data), suggestText: garageSuggestText(data) })
    .returning({ id: garages.id });
  return row!.id;
}

async function addPost(title: string, o: { status?: 'draft' | 'published'; tags?: string[]; body?: string; excerpt?: string } = {}) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
  const body = o.body ?? 'Gövde metni.';
  const tags = o.tags ?? [];
  const [row] = await t.app.deps.db
    .insert(blogPosts)
    .values({
      slug,
      authorId: writer.id,
      title,
      excerpt: o.excerpt ?? '',
      bodyHtml: `<p>${body}</p>`,
      bodyText: body,
      category: 'guides',
      tags,
      status: o.status ?? 'published',
      publishedAt: o.status === 'draft' ? null : new Date(),
      searchText: blogPostSearchText({ title, excerpt: o.excerpt ?? '', tags, author: writer.username, bodyText: body }),
      suggestText: titleSuggestText({ title }),
    })
    .returning({ id: blogPosts.id });
  return { id: row!.id, slug };
}

async function addTopic(title: string, o: { kind?: 'question' | 'discussion'; tags?: string[]; body?: string } = {}) {
  const body = o.body ?? 'Soru metni.';
  const tags = o.tags ?? [];
  const [row] = await t.app.deps.db
    .insert(forumTopics)
    .values({
      categoryId: 'search-engine',
      authorId: writer.id,
      kind: o.kind ?? 'question',
      title,
      bodyHtml: `<p>${body}</p>`,
      bodyText: body,
      tags,
      searchText: forumTopicSearchText({ title, tags, author: writer.username, bodyText: body }),
      suggestText: titleSuggestText({ title }),
    })
    .returning({ id: forumTopics.id });
  return row!.id;
}

async function find(q: string, extra: Record<string, string | number> = {}): Promise<SearchPage> {
  // Each test writes rows and searches again at once: no answer from the two-second cache.
  searchCache(t.app.deps.db).clear();
  const res = await as(t.app, null, { method: 'GET', url: '/api/search', query: { q, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchPage;
}
const titles = (page: SearchPage) => page.items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'garaj_sahibi' });
  writer = await createUser(t.app, { username: 'yazar_uye' });
  await t.app.deps.db.insert(forumCategories).values({ id: 'search-engine', name: 'Motor', nameEn: 'Engine', isQa: true });
});
afterAll(async () => {
  await t.close();
});

describe('the search rule', () => {
  beforeAll(async () => {
    await addGarage('IŞIK Garajı', { brand: 'BMW', model: 'M3', description: 'Hafta sonu pist aracı, BMW M3, E46.' });
    await addGarage('Sessiz Gece', { brand: 'BMW', model: 'M340i', description: 'Günlük kullanım.' });
    await addGarage('Golf Tutkusu', { brand: 'Volkswagen', model: 'Golf', description: 'Turbo ve egzoz modifikasyonu.' });
    await addGarage('Gol Krallığı', { brand: 'Opel', model: 'Astra', description: 'Futbol ve araba.' });
    await addGarage('Yüzde a%c kiti', { brand: 'Renault', model: 'Clio', description: 'x_z parçası' });
    await addGarage('Abc ve xyz', { brand: 'Renault', model: 'Megane', description: 'Sıradan.' });
    await addPost('Şoför Koltuğu Ayarı', { body: 'Uzun yolda doğru oturma.' });
  });

  it('folds Turkish letters both ways: isik finds IŞIK, ışık and IŞIK find it too; sofor and ŞOFÖR find şoför', async () => {
    for (const q of ['isik', 'ışık', 'IŞIK', 'Işık']) expect(titles(await find(q, { type: 'garage' })), q).toContain('IŞIK Garajı');
    for (const q of ['sofor', 'şoför', 'ŞOFÖR', 'SOFOR']) expect(titles(await find(q, { type: 'post' })), q).toContain('Şoför Koltuğu Ayarı');
  });

  it('needs every word: golf turbo finds the garage holding both, not the one holding only one', async () => {
    const page = await find('golf turbo', { type: 'garage' });
    expect(titles(page)).toEqual(['Golf Tutkusu']);
  });

  it('matches a word of three characters or more by its first three characters starting a word', async () => {
    // 'modifiye' → 'mod' starts 'modifikasyonu'; 'turbocu' → 'tur' starts 'Turbo'; 'ışıkları' → 'isi' starts 'IŞIK'.
    expect(titles(await find('modifiye', { type: 'garage' }))).toEqual(['Golf Tutkusu']);
    expect(titles(await find('turbocu golfçü', { type: 'garage' }))).toContain('Golf Tutkusu');
    expect(titles(await find('ışıkları', { type: 'garage' }))).toEqual(['IŞIK Garajı']);
    // 'isik' is in no word of 'Günlük kullanım. Değişimi yapıldı' ('değişimi' holds 'isi' inside, not at its start).
    await addGarage('Yağ Bakımı', { description: 'Değişimi yapıldı, kişisel bakım.' });
    expect(titles(await find('isik', { type: 'garage' }))).toEqual(['IŞIK Garajı']);
    // A whole word is found anywhere, also inside another word ('500r' in 'cbr500r').
    await addGarage('Sarı Arı', { brand: 'Honda', model: 'CBR500R' });
    expect(titles(await find('500r', { type: 'garage' }))).toEqual(['Sarı Arı']);
  });

  it('ranks a word found whole above a word found by its first three characters only', async () => {
    const page = await find('golf', { type: 'garage' });
    expect(titles(page)).toEqual(['Golf Tutkusu', 'Gol Krallığı']);
  });

  it('finds words of one or two characters only as whole words, and the whole phrase anywhere', async () => {
    expect(titles(await find('m3', { type: 'garage' }))).toEqual(['IŞIK Garajı']);
    // 'm' alone is no word of 'bmw m340i', but the phrase 'bmw m' appears in it.
    expect(titles(await find('bmw m', { type: 'garage' })).sort()).toEqual(['IŞIK Garajı', 'Sessiz Gece']);
    expect(titles(await find('gece m', { type: 'garage' }))).toEqual([]);
  });

  it('finds a word holding punctuation where it is contained, or by its first three characters starting a word', async () => {
    await addGarage('Mavi Yamaha', { brand: 'Yamaha', model: 'MT-07' });
    await addGarage('Beyaz Honda', { brand: 'Honda', model: 'CR-V', description: 'Tampon kodu abcxcr-vz.' });
    expect(titles(await find('mt-07', { type: 'garage' }))).toEqual(['Mavi Yamaha']);
    // 'mt-' starts a word of 'yamaha mt-07'; 't-07' is inside it.
    expect(titles(await find('MT-09', { type: 'garage' }))).toEqual(['Mavi Yamaha']);
    expect(titles(await find('t-07', { type: 'garage' }))).toEqual(['Mavi Yamaha']);
    // 'xcr-vz' is inside 'abcxcr-vz' (its first part ends a word); 'r-v' (three characters) inside 'cr-v'.
    expect(titles(await find('xcr-vz', { type: 'garage' }))).toEqual(['Beyaz Honda']);
    expect(titles(await find('r-v', { type: 'garage' }))).toEqual(['Beyaz Honda']);
    expect(titles(await find('xt-07', { type: 'garage' }))).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(titles(await find('a%c', { type: 'garage' }))).toEqual(['Yüzde a%c kiti']);
    expect(titles(await find('x_z', { type: 'garage' }))).toEqual(['Yüzde a%c kiti']);
    expect(titles(await find('%', { type: 'garage' }))).toEqual([]);
  });
});

describe('result types', () => {
  let garageId: string;
  let post: { id: string; slug: string };
  let draftId: string;
  let questionId: string;
  let discussionId: string;

  beforeAll(async () => {
    garageId = await addGarage('Karbon Kaput Projesi', { brand: 'Honda', model: 'Civic', year: 2019, description: 'Karbon kaput ve jant.' });
    post = await addPost('Karbon Parça Bakımı', { tags: ['karbon', 'bakım', 'cila', 'koruma', 'fazla'], excerpt: 'Karbon parçalar nasıl korunur.' });
    draftId = (await addPost('Karbon Taslak Yazı', { status: 'draft' })).id;
    questionId = await addTopic('Karbon kaput ısınma yapar mı?', { tags: ['karbon', 'kaput'] });
    discussionId = await addTopic('Karbon sohbetleri', { kind: 'discussion' });
    const member = await createUser(t.app, { username: 'karbonsever' });
    await t.app.deps.db
      .update(profiles)
      .set({
        fullName: 'Kerem Öztürk',
        bio: 'Karbon fiber meraklısı.',
        searchText: profileSearchText({ username: 'karbonsever', fullName: 'Kerem Öztürk', bio: 'Karbon fiber meraklısı.' }),
        suggestText: profileSuggestText({ username: 'karbonsever', fullName: 'Kerem Öztürk' }),
      })
      .where(eq(profiles.userId, member.id));
    await t.app.deps.db.insert(garages).values({ name: 'X', carBrand: 'Audi', carModel: 'A3', userId: member.id, searchText: 'zzzz' });
  });

  it('finds a garage, a published post, a member and forum topics, each with its page path', async () => {
    const page = await find('karbon');
    expect(page.counts).toEqual({ garage: 1, post: 1, user: 1, topic: 2 });
    expect(page.total).toBe(5);
    const byId = new Map(page.items.map((i) => [i.id, i]));
    const garage = byId.get(garageId)!;
    expect(garage).toMatchObject({ type: 'garage', url: `/garage/${garageId}`, badge: 'garage', title: 'Karbon Kaput Projesi', tags: ['Honda', 'Civic', '2019'] });
    expect(garage.category).toEqual({ id: 'car', name: null, nameEn: null });
    expect(garage.author?.username).toBe('garaj_sahibi');
    const found = byId.get(post.id)!;
    expect(found).toMatchObject({ type: 'post', url: `/blog/${post.slug}`, badge: 'post', description: 'Karbon parçalar nasıl korunur.' });
    expect(found.tags).toEqual(['karbon', 'bakım', 'cila', 'koruma']);
    expect(found.author?.username).toBe('yazar_uye');
    const user = page.items.find((i) => i.type === 'user')!;
    expect(user).toMatchObject({ url: '/user/karbonsever', badge: 'user', title: 'Kerem Öztürk (@karbonsever)', description: 'Karbon fiber meraklısı.', tags: ['Audi'], author: null });
    expect(byId.get(questionId)).toMatchObject({ type: 'topic', url: `/forum/search-engine/topic/${questionId}`, badge: 'question', tags: ['karbon', 'kaput'] });
    expect(byId.get(questionId)?.category).toEqual({ id: 'search-engine', name: 'Motor', nameEn: 'Engine' });
    expect(byId.get(discussionId)?.badge).toBe('discussion');
    expect(byId.has(draftId)).toBe(false);
  });

  it('never finds drafts or unpublished posts', async () => {
    expect(titles(await find('taslak'))).toEqual([]);
    await t.app.deps.db.update(blogPosts).set({ status: 'draft' }).where(eq(blogPosts.id, post.id));
    const page = await find('karbon parça', { type: 'post' });
    expect(page.items).toEqual([]);
    expect(page.counts.post).toBe(0);
    await t.app.deps.db.update(blogPosts).set({ status: 'published' }).where(eq(blogPosts.id, post.id));
  });

  it('filters by type while counting every type', async () => {
    const page = await find('karbon', { type: 'topic' });
    expect(page.items.map((i) => i.type)).toEqual(['topic', 'topic']);
    expect(page.total).toBe(2);
    expect(page.counts).toEqual({ garage: 1, post: 1, user: 1, topic: 2 });
    expect(page.capped).toEqual({ garage: false, post: false, user: false, topic: false });
  });
});

describe('paging', () => {
  it('pages without repeating or skipping a result, mixed types included; past the end is empty', async () => {
    for (let i = 0; i < 4; i++) await addGarage(`Sayfalama Garajı ${i}`);
    for (let i = 0; i < 3; i++) await addTopic(`Sayfalama sorusu ${i}`);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const result = await find('sayfalama', { page, pageSize: 2 });
      expect(result).toMatchObject({ page, pageSize: 2, total: 7 });
      expect(result.items.length).toBe(page < 4 ? 2 : 1);
      seen.push(...result.items.map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(7);
    expect((await find('sayfalama', { page: 5, pageSize: 2 })).items).toEqual([]);
  });
});

describe('counting', () => {
  it(`stops at SEARCH_COUNT_CAP per type (capped, "${SEARCH_COUNT_CAP}+"), and pages only through the first ${SEARCH_COUNT_CAP} results`, async () => {
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => {
      const data = { name: `Kapasite Garajı ${i}`, carBrand: 'Fiat', carModel: 'Egea', description: null };
      return { ...data, userId: owner.id, searchText: garageSearchText(data) };
    });
    await t.app.deps.db.insert(garages).values(rows);
    const first = await find('kapasite', { type: 'garage' });
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, capped: { garage: true, post: false, user: false, topic: false } });
    expect(first.counts.garage).toBe(SEARCH_COUNT_CAP);
    const lastPage = SEARCH_COUNT_CAP / 20;
    expect((await find('kapasite', { type: 'garage', page: lastPage })).items).toHaveLength(20);
    expect((await find('kapasite', { type: 'garage', page: lastPage + 1 })).items).toEqual([]);
  });
});

describe('the two-second cache', () => {
  it('answers an identical search from memory, and a different page or type from the database', async () => {
    const get = async (url: string) => ((await as(t.app, null, { method: 'GET', url })).json() as SearchPage).total;
    expect(await find('önbellekli')).toMatchObject({ total: 0 });
    await addGarage('Önbellekli Garaj');
    expect(await get('/api/search?q=%C3%B6nbellekli')).toBe(0);
    expect(await get('/api/search?q=ONBELLEKLI')).toBe(0);
    expect(await get('/api/search?q=%C3%B6nbellekli&type=garage')).toBe(1);
    searchCache(t.app.deps.db).clear();
    expect(await get('/api/search?q=%C3%B6nbellekli')).toBe(1);
  });
});

describe('did you mean', () => {
  it('offers the most similar words when nothing matched, and nothing when something did or no word is close', async () => {
    const missed = await find('wolkswagen ımpreza');
    expect(missed.counts).toEqual({ garage: 0, post: 0, user: 0, topic: 0 });
    expect(missed.didYouMean).toBe('volkswagen impreza');
    expect((await find('volkswagen')).didYouMean).toBeNull();
    expect((await find('qqqwwwzzz')).didYouMean).toBeNull();
  });
});

describe('typeahead (GET /api/search/suggest)', () => {
  const suggest = async (q: string) => {
    searchCache(t.app.deps.db).clear();
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/suggest', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as SearchSuggestions).items;
  };

  it('suggests every type whose words start with the typed words, titles starting with the text first', async () => {
    const items = await suggest('karb');
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['garage', 'post', 'user', 'topic']));
    expect(items.length).toBeLessThanOrEqual(SEARCH_SUGGESTION_LIMIT);
    const garage = items.find((i) => i.type === 'garage')!;
    expect(garage).toMatchObject({ title: 'Karbon Kaput Projesi', url: `/garage/${garage.id}`, detail: 'Honda Civic' });
    expect(items.find((i) => i.type === 'user')).toMatchObject({ title: 'Kerem Öztürk', detail: '@karbonsever', url: '/user/karbonsever' });
    // The member's title does not start with "karb": members come after the titles that do.
    expect(items.at(-1)?.type).toBe('user');
    expect((await suggest('karbon kap')).map((i) => i.title)).toEqual(expect.arrayContaining(['Karbon Kaput Projesi', 'Karbon kaput ısınma yapar mı?']));
  });

  it('folds Turkish letters, needs a word start, never suggests drafts, and stops at eight', async () => {
    expect((await suggest('IŞI')).map((i) => i.title)).toContain('IŞIK Garajı');
    expect((await suggest('ışık gar')).map((i) => i.title)).toContain('IŞIK Garajı');
    expect((await suggest('arbon')).map((i) => i.title)).toEqual([]);
    expect((await suggest('karbon taslak')).map((i) => i.title)).toEqual([]);
    for (let i = 0; i < 10; i++) await addGarage(`Öneri Garajı ${i}`);
    expect(await suggest('oneri')).toHaveLength(SEARCH_SUGGESTION_LIMIT);
  });

  it('matches the title-like fields only: a word of a description, excerpt, tag or bio is found by the search, not suggested', async () => {
    await addGarage('Sade Garaj', { brand: 'Fiat', model: 'Doblo', description: 'Kompresörlü motor.' });
    expect(titles(await find('kompresor'))).toContain('Sade Garaj');
    expect(await suggest('kompres')).toEqual([]);
    // The post's excerpt and tags, the member's bio: found by the search, never by the typeahead.
    expect(titles(await find('korunur'))).toContain('Karbon Parça Bakımı');
    for (const q of ['korun', 'cila', 'fiber']) expect(await suggest(q), q).toEqual([]);
    // Make and model are title-like, in any order with the name.
    expect((await suggest('doblo sade')).map((i) => i.title)).toEqual(['Sade Garaj']);
  });

  it('finds a typed word holding punctuation where it starts a word, not inside one', async () => {
    await addGarage('Macera Garajı', { brand: 'Honda', model: 'X-ADV' });
    await addGarage('İz Garajı', { description: 'Trax-Adventure lastik.' });
    for (const q of ['x-a', 'X-ADV', 'honda x-ad']) expect((await suggest(q)).map((i) => i.title), q).toEqual(['Macera Garajı']);
  });

  it('refuses an empty text', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/suggest?q=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('SEARCH_QUERY_EMPTY');
  });
});

describe('popular searches and the query log', () => {
  const popular = async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/popular' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { queries: string[] }).queries;
  };

  it('fills up with the spec defaults, without two that fold alike, shown as the default is written', () => {
    expect(withDefaults([])).toEqual([...DEFAULT_POPULAR_SEARCHES]);
    expect(withDefaults(['bmw', 'karbon'])).toEqual(['BMW', 'karbon', 'Honda', 'Mercedes', 'Yamaha', 'turbo', 'drift', 'jdm']);
  });

  it('records only flagged searches that found something, folded, once per member per 10 minutes', async () => {
    const db = t.app.deps.db;
    await db.delete(searchQueries);
    await find('KARBON');
    expect(await db.select().from(searchQueries)).toEqual([]);
    await find('Hiçbir şeyle eşleşmeyen sorgu qqq', { record: 'true' });
    expect(await db.select().from(searchQueries)).toEqual([]);
    await find('KARBON Kaput', { record: 'true' });
    const member = await createUser(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await as(t.app, member, { method: 'GET', url: '/api/search?q=Karbon%20kaput&record=true' });
      expect(res.statusCode).toBe(200);
    }
    const rows = await db.select().from(searchQueries);
    expect(rows.map((r) => r.query)).toEqual(['karbon kaput', 'karbon kaput']);
    expect(rows.filter((r) => r.userId === member.id)).toHaveLength(1);
  });

  it('lists the most searched queries of the last 30 days first, then the defaults', async () => {
    const db = t.app.deps.db;
    await db.delete(searchQueries);
    await db.insert(searchQueries).values([
      ...Array.from({ length: 3 }, () => ({ query: 'golf' })),
      ...Array.from({ length: 2 }, () => ({ query: 'isik' })),
      { query: 'turbo' },
      // Older than the window: not counted.
      ...Array.from({ length: 5 }, () => ({ query: 'eski', createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })),
    ]);
    expect(await popular()).toEqual(['golf', 'isik', 'turbo', 'BMW', 'Honda', 'Mercedes', 'Yamaha', 'drift']);
    await db.execute(sql`delete from search_queries`);
  });
});

describe('similar topics (GET /api/search/similar-topics)', () => {
  const similar = async (title: string) => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/search/similar-topics', query: { title } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as SimilarTopics).items;
  };

  it('finds topics sharing the title’s telling words (any of them, word starts), most shared first, never by common words alone', async () => {
    const both = await addTopic('Golf 7 DSG şanzıman titreme yapıyor');
    const inflected = await addTopic('Şanzımanı vuruntu yapan Golf');
    const dsg = await addTopic('DSG yağı ne zaman değişir?');
    const unrelated = await addTopic('Passat kış lastiği önerisi');
    const items = await similar('Golf DSG şanzıman sorunu nasıl çözülür');
    expect(items[0]).toEqual({ id: both, url: `/forum/search-engine/topic/${both}`, title: 'Golf 7 DSG şanzıman titreme yapıyor', status: 'open' });
    expect(new Set(items.map((i) => i.id))).toEqual(new Set([both, inflected, dsg]));
    expect(items.map((i) => i.id)).not.toContain(unrelated);
    expect(await similar('Nasıl bir sorun var?')).toEqual([]);
    expect(similarTopicWords('Golf DSG şanzıman sorunu nasıl çözülür?')).toEqual(['golf', 'dsg', 'sanziman', 'cozulur']);
  });

  it(`answers at most ${SIMILAR_TOPICS_LIMIT}`, async () => {
    for (let i = 0; i < SIMILAR_TOPICS_LIMIT + 2; i++) await addTopic(`Egzoz sesi ${i}`);
    expect(await similar('egzoz')).toHaveLength(SIMILAR_TOPICS_LIMIT);
  });

  it.each([
    ['title=', 'SEARCH_QUERY_EMPTY'],
    ['', 'SEARCH_QUERY_EMPTY'],
    [`title=${'a'.repeat(201)}`, 'TOO_LONG'],
  ])('GET /api/search/similar-topics?%s → 400 %s', async (query, code) => {
    const res = await as(t.app, null, { method: 'GET', url: `/api/search/similar-topics?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'SEARCH_QUERY_EMPTY'],
    ['q=', 'SEARCH_QUERY_EMPTY'],
    ['q=%20%20%09', 'SEARCH_QUERY_EMPTY'],
    [`q=${'a'.repeat(201)}`, 'TOO_LONG'],
    ['q=bmw&type=car', 'VALUE_INVALID'],
    ['q=bmw&page=0', 'NUMBER_INVALID'],
    ['q=bmw&pageSize=51', 'LIMIT_OUT_OF_RANGE'],
    ['q=bmw&record=maybe', 'VALUE_INVALID'],
  ])('GET /api/search?%s → 400 %s', async (query, code) => {
    const res = await as(t.app, null, { method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('rate-limits a visitor address (LIST_READS_PER_MINUTE.visitor)', async () => {
    const remoteAddress = '10.99.0.1';
    let last = 0;
    for (let i = 0; i <= LIST_READS_PER_MINUTE.visitor; i++) last = (await t.app.inject({ method: 'GET', url: '/api/search?q=%25', remoteAddress })).statusCode;
    expect(last).toBe(429);
  }, 120_000);
});
