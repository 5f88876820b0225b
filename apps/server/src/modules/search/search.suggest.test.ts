/**
 * The typeahead's lexicon (migration 0029, search.suggest.ts): it follows every write in the
 * writer's transaction — garages, profiles and topics through their modules, posts and topics
 * straight into their tables (the triggers): inserts, title edits, deletes; hidden, draft and
 * banned rows are never suggested; a two-letter prefix over many rows reads a bounded number of
 * rows (EXPLAIN ANALYZE, on PGlite and on PostgreSQL alike).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_SUGGESTION_LIMIT, type SearchSuggestions } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { garageSuggestText, titleSuggestText } from '../../db/search-text.ts';
import { blogPosts, forumTopics, garages, users } from '../../db/schema/index.ts';
import { siteSearchWords } from '../../db/search-match.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { searchCache } from './search.cache.ts';
import { SUGGEST_CANDIDATES, SUGGEST_WORD_READS, suggestSql } from './search.suggest.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'lexicon_sahibi' });
  admin = await createUser(t.app, { role: 'admin' });
  const category = { id: 'engine', name: 'Motor', nameEn: 'Engine', description: 'Motor soruları', descriptionEn: 'Engine questions', icon: 'cog', isQa: true, position: 1 };
  expect((await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: category })).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

/** The suggestions' titles for `q` (never from the two-second cache). */
async function suggested(q: string): Promise<string[]> {
  searchCache(t.app.deps.db).clear();
  const res = await as(t.app, null, { method: 'GET', url: '/api/search/suggest', query: { q } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchSuggestions).items.map((i) => i.title);
}

/** Entries of a lexicon for one row. */
const entries = async (table: string, key: string, id: string) =>
  (await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(key)} = ${id}`))[0]!.n;

async function addPost(title: string, o: { status?: 'draft' | 'published'; authorId?: string } = {}) {
  const [row] = await t.app.deps.db
    .insert(blogPosts)
    .values({
      slug: `yazi-${randomUUID().slice(0, 8)}`,
      authorId: o.authorId ?? owner.id,
      title,
      excerpt: '',
      bodyHtml: '<p>Gövde.</p>',
      bodyText: 'Gövde.',
      category: 'guides',
      status: o.status ?? 'published',
      publishedAt: o.status === 'draft' ? null : new Date(),
      suggestText: titleSuggestText({ title }),
    })
    .returning({ id: blogPosts.id });
  return row!.id;
}

describe('the lexicon follows the writes', () => {
  it('a garage through the API: created, renamed, deleted', async () => {
    const base = { name: 'Yıldırım Projesi', carBrand: 'Opel', carModel: 'Astra', carYear: 2010, description: 'Kış lastikleri.' };
    const created = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: base });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect(await suggested('yildir')).toEqual(['Yıldırım Projesi']);
    expect(await suggested('astra yil')).toEqual(['Yıldırım Projesi']);
    const renamed = await as(t.app, owner, { method: 'PUT', url: `/api/garages/${id}`, payload: { ...base, name: 'Şimşek Projesi' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await suggested('yildir')).toEqual([]);
    expect(await suggested('SIMSEK')).toEqual(['Şimşek Projesi']);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/garages/${id}` })).statusCode).toBe(204);
    expect(await suggested('simsek')).toEqual([]);
    expect(await entries('garage_suggest_words', 'garage_id', id)).toBe(0);
  });

  it('a member: the username from sign-up, the full name and a new username from the profile', async () => {
    const member = await createUser(t.app, { username: 'Lastikçi_Kemal' });
    expect(await suggested('lastikci')).toEqual(['Lastikçi_Kemal']);
    expect(await suggested('kemal')).toEqual(['Lastikçi_Kemal']);
    const res = await as(t.app, member, { method: 'PUT', url: '/api/me/profile', payload: { username: 'jant_ustasi', fullName: 'Kemal Işıklı' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await suggested('lastikci')).toEqual([]);
    expect(await suggested('isikli')).toEqual(['Kemal Işıklı']);
    expect(await suggested('jant')).toEqual(['Kemal Işıklı']);
  });

  it('a topic through the API: asked, its title edited', async () => {
    const asked = await as(t.app, owner, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: 'Rölanti dalgalanıyor', body: '<p>Soğukta.</p>' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ id: string }>().id;
    expect(await suggested('rolanti dal')).toEqual(['Rölanti dalgalanıyor']);
    const edited = await as(t.app, owner, { method: 'PUT', url: `/api/forum/topics/${id}/content`, payload: { title: 'Egzoz dumanı mavi', body: '<p>Soğukta.</p>' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await suggested('rolanti')).toEqual([]);
    expect(await suggested('mavi')).toEqual(['Egzoz dumanı mavi']);
  });

  it('posts and topics written straight into their tables: one statement of many rows, a title edit, deletes', async () => {
    const rows = ['Vites kutusu bakımı', 'Vites yağı seçimi', 'Debriyaj balatası'].map((title) => ({
      categoryId: 'engine',
      authorId: owner.id,
      title,
      bodyHtml: '',
      suggestText: titleSuggestText({ title }),
    }));
    const ids = (await t.app.deps.db.insert(forumTopics).values(rows).returning({ id: forumTopics.id })).map((r) => r.id);
    expect((await suggested('vites')).sort()).toEqual(['Vites kutusu bakımı', 'Vites yağı seçimi']);
    const postId = await addPost('Fren diski değişimi');
    expect(await suggested('disk')).toEqual(['Fren diski değişimi']);
    await t.app.deps.db.update(blogPosts).set({ title: 'Fren hidroliği', suggestText: titleSuggestText({ title: 'Fren hidroliği' }) }).where(eq(blogPosts.id, postId));
    expect(await suggested('disk')).toEqual([]);
    expect(await suggested('fren h')).toEqual(['Fren hidroliği']);
    // A write that leaves the title alone leaves the lexicon alone.
    const before = await entries('blog_post_suggest_words', 'post_id', postId);
    await t.app.deps.db.update(blogPosts).set({ viewsCount: 5 }).where(eq(blogPosts.id, postId));
    expect(await entries('blog_post_suggest_words', 'post_id', postId)).toBe(before);
    await t.app.deps.db.delete(blogPosts).where(eq(blogPosts.id, postId));
    await t.app.deps.db.delete(forumTopics).where(eq(forumTopics.id, ids[0]!));
    expect(await suggested('fren')).toEqual([]);
    expect(await suggested('vites')).toEqual(['Vites yağı seçimi']);
    expect(await entries('blog_post_suggest_words', 'post_id', postId)).toBe(0);
  });
});

describe('visibility', () => {
  it('never suggests a hidden post or topic, a draft, or anything of a banned member', async () => {
    const hiddenPost = await addPost('Kaporta boyası rehberi');
    await addPost('Kaporta taslağı', { status: 'draft' });
    const [topic] = await t.app.deps.db
      .insert(forumTopics)
      .values({ categoryId: 'engine', authorId: owner.id, title: 'Kaporta göçüğü', bodyHtml: '', suggestText: titleSuggestText({ title: 'Kaporta göçüğü' }) })
      .returning({ id: forumTopics.id });
    expect((await suggested('kaporta')).sort()).toEqual(['Kaporta boyası rehberi', 'Kaporta göçüğü']);
    await t.app.deps.db.update(blogPosts).set({ hiddenAt: new Date() }).where(eq(blogPosts.id, hiddenPost));
    await t.app.deps.db.update(forumTopics).set({ hiddenAt: new Date() }).where(eq(forumTopics.id, topic!.id));
    expect(await suggested('kaporta')).toEqual([]);

    const banned = await createUser(t.app, { username: 'yasakli_surucu' });
    const data = { name: 'Yasaklı Garaj', carBrand: 'Fiat', carModel: 'Tempra' };
    await t.app.deps.db.insert(garages).values({ ...data, userId: banned.id, suggestText: garageSuggestText(data) });
    await addPost('Yasaklı yazı', { authorId: banned.id });
    expect((await suggested('yasakli')).sort()).toEqual(['Yasaklı Garaj', 'Yasaklı yazı', 'yasakli_surucu']);
    await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    expect(await suggested('yasakli')).toEqual([]);
  });
});

/** Every node of an EXPLAIN (ANALYZE, FORMAT JSON) plan. */
function planNodes(node: Record<string, unknown>, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  out.push(node);
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) planNodes(child, out);
  return out;
}

/** The tables holding many rows here, and their lexicons. */
const LARGE = ['garages', 'blog_posts', 'garage_suggest_words', 'blog_post_suggest_words'];

/**
 * What the typeahead statement for `q` reads, run in a transaction of its own: the plan's nodes
 * (rows each read in all its loops, returned or removed by a filter), and — for the lexicon reads
 * inside `suggest_entries`, which a plan does not show — the transaction's statistics: index
 * entries each index of {@link LARGE} returned, and sequential scans of each table.
 */
async function readsOf(q: string) {
  return t.app.deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql`explain (analyze, format json) ${suggestSql(siteSearchWords(q))!}`);
    const raw = row!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
    const nodes = planNodes(plan[0]!.Plan).map((n) => ({
      type: String(n['Node Type']),
      relation: String(n['Relation Name'] ?? ''),
      rows: (Number(n['Actual Rows'] ?? 0) + Number(n['Rows Removed by Filter'] ?? 0)) * Number(n['Actual Loops'] ?? 1),
    }));
    const stats = await queryRows<{ name: string; entries: number; seqScans: number }>(
      tx,
      sql`select i.relname as name, pg_stat_get_xact_tuples_returned(i.oid)::int as entries, 0 as "seqScans"
        from pg_class i join pg_index x on x.indexrelid = i.oid join pg_class r on r.oid = x.indrelid
        where r.relname in (${sql.join(LARGE.map((n) => sql`${n}`), sql`, `)})
        union all select relname, 0, seq_scan::int from pg_stat_xact_user_tables where relname in (${sql.join(LARGE.map((n) => sql`${n}`), sql`, `)})`,
    );
    return { nodes, stats };
  });
}

/** Index entries read from the lexicon `table`'s primary key. */
const entriesRead = (reads: Awaited<ReturnType<typeof readsOf>>, table: string) => reads.stats.find((s) => s.name === `${table}_pk`)!.entries;
/** Rows of `table` the plan read. */
const rowsRead = (reads: Awaited<ReturnType<typeof readsOf>>, table: string) => reads.nodes.filter((n) => n.relation === table).reduce((sum, n) => sum + n.rows, 0);

describe('bounded reads', () => {
  const ROWS = 1500;

  beforeAll(async () => {
    // Many rows whose title-like words start with "ka": garages and posts, one statement each.
    const garageRows = Array.from({ length: ROWS }, (_, i) => {
      const data = { name: `Kartal ${i}`, carBrand: 'Kia', carModel: 'Ceed' };
      return { ...data, userId: owner.id, suggestText: garageSuggestText(data) };
    });
    await t.app.deps.db.insert(garages).values(garageRows);
    for (let i = 0; i < ROWS; i += 500) {
      const postRows = Array.from({ length: 500 }, (_, j) => {
        const title = `Karbüratör ayarı ${i + j}`;
        return { slug: `karburator-${i + j}`, authorId: owner.id, title, excerpt: '', bodyHtml: '', bodyText: '', category: 'guides', status: 'published' as const, publishedAt: new Date(), suggestText: titleSuggestText({ title }) };
      });
      await t.app.deps.db.insert(blogPosts).values(postRows);
    }
    await t.app.deps.db.execute(sql`analyze`);
  });

  it(`a two-letter prefix over ${ROWS} rows reads at most ${SUGGEST_CANDIDATES} entries per lexicon range and ${SUGGEST_CANDIDATES} rows per type, never a whole table`, async () => {
    expect(await suggested('ka')).toHaveLength(SEARCH_SUGGESTION_LIMIT);
    const reads = await readsOf('ka');
    expect(reads.stats.filter((s) => s.seqScans > 0)).toEqual([]);
    expect(reads.nodes.filter((n) => LARGE.includes(n.relation) && /Seq Scan|Bitmap/.test(n.type))).toEqual([]);
    // Two ranges (title starts, other word starts) per lexicon; the title starts alone fill the first.
    for (const table of ['garage_suggest_words', 'blog_post_suggest_words']) {
      expect(entriesRead(reads, table), table).toBeGreaterThanOrEqual(SUGGEST_CANDIDATES);
      expect(entriesRead(reads, table), table).toBeLessThanOrEqual(2 * SUGGEST_CANDIDATES);
    }
    for (const table of ['garages', 'blog_posts']) expect(rowsRead(reads, table), table).toBeLessThanOrEqual(SUGGEST_CANDIDATES);
  });

  it(`words typed in another order read at most ${SUGGEST_WORD_READS} entries of the longest word more, and rows only until ${SUGGEST_CANDIDATES} hold every word`, async () => {
    expect(await suggested('ceed kar')).toHaveLength(SEARCH_SUGGESTION_LIMIT);
    const reads = await readsOf('ceed kar');
    expect(reads.stats.filter((s) => s.seqScans > 0)).toEqual([]);
    expect(entriesRead(reads, 'garage_suggest_words')).toBeLessThanOrEqual(2 * SUGGEST_CANDIDATES + SUGGEST_WORD_READS);
    expect(rowsRead(reads, 'garages')).toBeLessThanOrEqual(SUGGEST_CANDIDATES);
    // The typed text itself found enough posts: no row of the longest word's entries was read.
    expect(rowsRead(await readsOf('karburator ay'), 'blog_posts')).toBe(SUGGEST_CANDIDATES);
  });
});
