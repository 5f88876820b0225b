/**
 * The assistant API, offline: the NDJSON stream (meta → deltas → done), TL prices,
 * the help text, retrieval over the seeded blog posts ('turbo' for a Golf cites the seeded turbo
 * post; drafts, banned authors' posts and unaccepted answers never cited; accepted answers
 * cited with their anchor), garage grounding and ownership, validation, the two rate limits and
 * the saved answers' authorization. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, type AssistantStreamEvent, type GarageInput, type SavedAssistantAnswer } from '@garaj/shared';
import { as, createTestApp, createUser, nextIp, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { blogPosts, forumCategories, forumReplies, forumTopics, users } from '../../db/schema/index.ts';
import { BLOG_POSTS_CARE } from '../../seed/seed-blog-posts.ts';
import { BLOG_POSTS_MODS } from '../../seed/seed-blog-posts-mods.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { ADDRESS_LIMIT, MEMBER_LIMIT } from './assistant.routes.ts';

let t: TestApp;
let member: TestUser;
let stranger: TestUser;
let author: TestUser;
let bannedAuthor: TestUser;
let golfId: string;
let bikeId: string;
let strangersGarageId: string;
let acceptedReplyId: string;
let topicId: string;

const TURBO_TITLE = 'Turbo Nedir, Nasıl Çalışır? Turbo Kit ve ECU Yazılımı Fiyatları';
const DRAFT_TITLE = 'Taslak: Turbo Yazılımında Gizli Ayarlar';
const BANNED_TITLE = 'Yasaklı Üyenin Turbo Yazısı';

async function createGarage(user: TestUser, body: GarageInput): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: body });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function insertPost(authorId: string, post: { title: string; excerpt: string; category: string; tags: string[]; body: string }, status: 'draft' | 'published') {
  const bodyHtml = sanitizeRichText(post.body);
  await t.app.deps.db.insert(blogPosts).values({
    authorId,
    slug: slugify(post.title),
    title: post.title,
    excerpt: post.excerpt,
    bodyHtml,
    bodyText: richTextToPlain(bodyHtml),
    category: post.category,
    tags: post.tags,
    status,
    publishedAt: status === 'published' ? new Date() : null,
  });
}

/** The NDJSON events of a response. */
function events(body: string): AssistantStreamEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AssistantStreamEvent);
}

function answerOf(list: AssistantStreamEvent[]): string {
  return list.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
}

function meta(list: AssistantStreamEvent[]) {
  const first = list[0];
  if (first?.type !== 'meta') throw new Error(`first event is ${first?.type}`);
  return first;
}

const ask = (user: TestUser | null, payload: Record<string, unknown>, remoteAddress?: string) =>
  as(t.app, user, { method: 'POST', url: '/api/assistant/answers', payload, ...(remoteAddress ? { remoteAddress } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  [member, stranger, author, bannedAuthor] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app), createUser(t.app)]);
  // The seed's blog posts, stored as the seed stores them (sanitised HTML, plain text).
  for (const post of [...BLOG_POSTS_CARE, ...BLOG_POSTS_MODS]) await insertPost(author.id, post, post.draft ? 'draft' : 'published');
  await insertPost(author.id, { title: DRAFT_TITLE, excerpt: '', category: 'guides', tags: ['turbo'], body: '<p>Turbo turbo turbo: Golf için taslak turbo notları.</p>' }, 'draft');
  await insertPost(bannedAuthor.id, { title: BANNED_TITLE, excerpt: '', category: 'guides', tags: ['turbo'], body: '<p>Turbo turbo turbo Golf turbo.</p>' }, 'published');
  await t.app.deps.db.update(users).set({ banned: true }).where(eq(users.id, bannedAuthor.id));

  // A question with an accepted answer about brake pads and an unaccepted one.
  const category = `asistan-${randomUUID().slice(0, 6)}`;
  await t.app.deps.db.insert(forumCategories).values({ id: category, name: 'Frenler', nameEn: 'Brakes' });
  const [topic] = await t.app.deps.db
    .insert(forumTopics)
    .values({ categoryId: category, authorId: member.id, title: 'Balatalar gıcırdıyor, ne yapmalıyım?', bodyHtml: '<p>Soru</p>', bodyText: 'Balatalar gıcırdıyor' })
    .returning({ id: forumTopics.id });
  topicId = topic!.id;
  const [accepted] = await t.app.deps.db
    .insert(forumReplies)
    .values({ topicId, authorId: author.id, bodyHtml: '<p>x</p>', bodyText: 'Balata aşınma sacı gıcırdıyor; balataları aks bazında değiştirin ve fren diskini ölçün.' })
    .returning({ id: forumReplies.id });
  acceptedReplyId = accepted!.id;
  await t.app.deps.db.insert(forumReplies).values({ topicId, authorId: stranger.id, bodyHtml: '<p>y</p>', bodyText: 'Kabul edilmemiş cevap: balata fren disk balata fren.' });
  await t.app.deps.db.update(forumTopics).set({ acceptedReplyId, status: 'answered' }).where(eq(forumTopics.id, topicId));

  golfId = await createGarage(member, {
    name: 'Beyaz Şimşek',
    carBrand: 'Volkswagen',
    carModel: 'Golf GTI',
    carYear: 2017,
    horsepower: 290,
    engine: '2.0 TSI',
    modifications: [{ title: 'Downpipe (katalizörlü)', category: 'exhaust', brand: 'Milltek', cost: 38500 }],
  });
  bikeId = await createGarage(member, { name: 'Kırmızı Ok', vehicleType: 'motorcycle', carBrand: 'Honda', carModel: 'CBR500R', carYear: 2021, horsepower: 47 });
  strangersGarageId = await createGarage(stranger, { name: 'Başkasının', carBrand: 'BMW', carModel: 'E46' });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/assistant/answers (offline)', () => {
  it('streams NDJSON: meta, deltas, done — with TL prices and the offline mode', async () => {
    const res = await ask(null, { question: '  Arabama turbo taktırmak kaça olur?  ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(res.headers['cache-control']).toBe('no-store');
    const list = events(res.body);
    expect(list[0]?.type).toBe('meta');
    expect(list.at(-1)).toEqual({ type: 'done', mode: 'offline', fallback: false, model: null });
    expect(list.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(meta(list)).toMatchObject({ mode: 'offline', topics: ['turbo'], garage: null });
    const answer = answerOf(list);
    expect(answer).toContain('25.000–60.000 TL');
    expect(answer).toContain('1–2 gün');
    expect(answer).not.toMatch(/<[a-z]/i);
  });

  it('gives the help text when no topic matches', async () => {
    const list = events((await ask(null, { question: 'Hava bugün nasıl olacak?' })).body);
    expect(meta(list).topics).toEqual([]);
    const answer = answerOf(list);
    expect(answer).toContain('Sorunuzu bilgi bankamızdaki bir konuyla eşleştiremedim');
    expect(answer).toContain('Ses sistemi');
  });

  it('cites the seeded turbo post for a turbo question about a Golf, never drafts or banned authors', async () => {
    const res = await ask(member, { question: 'Golf’üme turbo ve yazılım yaptırmak istiyorum, ne önerirsin?', garageId: golfId });
    expect(res.statusCode).toBe(200);
    const { sources, garage, topics } = meta(events(res.body));
    expect(garage).toMatchObject({ id: golfId, brand: 'Volkswagen', model: 'Golf GTI', vehicleType: 'car', horsepower: 290 });
    expect(topics).toEqual(['turbo', 'engine']);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(3);
    expect(sources[0]).toEqual({ kind: 'post', title: TURBO_TITLE, url: `/blog/${slugify(TURBO_TITLE)}` });
    const titles = sources.map((s) => s.title);
    expect(titles).not.toContain(DRAFT_TITLE);
    expect(titles).not.toContain(BANNED_TITLE);
  });

  it('never cites a draft even when only drafts match the words', async () => {
    const { sources } = meta(events((await ask(null, { question: 'gizli ayarlar taslak notları' })).body));
    expect(sources.map((s) => s.title)).not.toContain(DRAFT_TITLE);
  });

  it('cites accepted forum answers with a link to the reply, not unaccepted ones', async () => {
    const { sources, topics } = meta(events((await ask(null, { question: 'Balatalarım gıcırdıyor, değiştirmeli miyim?' })).body));
    expect(topics[0]).toBe('brakes');
    const answers = sources.filter((s) => s.kind === 'answer');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.url).toMatch(new RegExp(`^/forum/asistan-[a-z0-9]+/topic/${topicId}#reply-${acceptedReplyId}$`));
  });

  it('grounds the answer in the garage: a turbocharged engine gets stage tuning; the fitted exhaust is mentioned', async () => {
    const turbo = answerOf(events((await ask(member, { question: 'turbo', garageId: golfId })).body));
    expect(turbo).toContain('Volkswagen Golf GTI (2017)');
    expect(turbo).toContain('zaten aşırı beslemeli');
    expect(turbo).toContain('Stage 1');
    const exhaust = answerOf(events((await ask(member, { question: 'Egzoz değiştirmek istiyorum', garageId: golfId })).body));
    expect(exhaust).toContain('Downpipe (katalizörlü) (Milltek, 38.500 TL)');
  });

  it('gives a motorcycle motorcycle advice and its type', async () => {
    const list = events((await ask(member, { question: 'egzoz önerisi', garageId: bikeId })).body);
    expect(meta(list).garage).toMatchObject({ vehicleType: 'motorcycle', model: 'CBR500R' });
    expect(answerOf(list)).toContain('Slip-on susturucu');
  });

  it('refuses another member’s garage (404), a garage without a session (401) and bad input (400)', async () => {
    const other = await ask(member, { question: 'turbo', garageId: strangersGarageId });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('GARAGE_NOT_FOUND');
    expect((await ask(null, { question: 'turbo', garageId: golfId })).statusCode).toBe(401);
    const empty = await ask(null, { question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.question).toBe('QUESTION_EMPTY');
    const long = await ask(null, { question: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.question).toBe('TOO_LONG');
    expect((await ask(member, { question: 'turbo', garageId: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await ask(null, { question: 42 })).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('limits a client address (visitors too): 429 RATE_LIMITED', async () => {
    const address = nextIp();
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) expect((await ask(null, { question: 'x' }, address)).statusCode).toBe(200);
    const res = await ask(null, { question: 'x' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits a member across addresses: 429 RATE_LIMITED', async () => {
    const asker = await createUser(t.app);
    for (let i = 0; i < MEMBER_LIMIT.max; i++) expect((await ask(asker, { question: 'x' })).statusCode).toBe(200);
    const res = await ask(asker, { question: 'x' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    // Others are not affected.
    expect((await ask(stranger, { question: 'x' })).statusCode).toBe(200);
  });
});

describe('saved answers', () => {
  const body = () => ({
    question: 'Golf’üme turbo?',
    answer: '**Turbo**\n- 25.000–60.000 TL',
    sources: [{ kind: 'post', title: TURBO_TITLE, url: `/blog/${slugify(TURBO_TITLE)}` }],
    garageId: golfId,
  });

  it('questions are not stored when not saved', async () => {
    const [row] = await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from assistant_saved_answers`);
    expect(Number(row!.n)).toBe(0);
  });

  it('a member saves, lists (newest first, paged) and deletes their own answers', async () => {
    const saved = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: body() });
    expect(saved.statusCode).toBe(201);
    const first = saved.json() as SavedAssistantAnswer;
    expect(first).toMatchObject({ question: 'Golf’üme turbo?', garage: { id: golfId, name: 'Beyaz Şimşek' }, sources: body().sources });
    const second = (await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: { ...body(), garageId: null, question: 'İkinci' } })).json() as SavedAssistantAnswer;
    const page1 = await as(t.app, member, { method: 'GET', url: '/api/assistant/saved-answers?limit=1' });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((a: SavedAssistantAnswer) => a.id)).toEqual([second.id]);
    const page2 = await as(t.app, member, { method: 'GET', url: `/api/assistant/saved-answers?limit=1&cursor=${page1.json().nextCursor}` });
    expect(page2.json()).toEqual({ items: [first], nextCursor: null });
    // Another member sees none of them and cannot delete them.
    expect((await as(t.app, stranger, { method: 'GET', url: '/api/assistant/saved-answers' })).json().items).toEqual([]);
    const foreign = await as(t.app, stranger, { method: 'DELETE', url: `/api/assistant/saved-answers/${first.id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/assistant/saved-answers/${first.id}` })).statusCode).toBe(204);
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/assistant/saved-answers/${first.id}` })).statusCode).toBe(404);
    expect((await as(t.app, member, { method: 'GET', url: '/api/assistant/saved-answers' })).json().items.map((a: SavedAssistantAnswer) => a.id)).toEqual([second.id]);
  });

  it('needs a session, one’s own garage and valid site links', async () => {
    expect((await as(t.app, null, { method: 'GET', url: '/api/assistant/saved-answers' })).statusCode).toBe(401);
    expect((await as(t.app, null, { method: 'POST', url: '/api/assistant/saved-answers', payload: body() })).statusCode).toBe(401);
    expect((await as(t.app, null, { method: 'DELETE', url: `/api/assistant/saved-answers/${randomUUID()}` })).statusCode).toBe(401);
    const foreignGarage = await as(t.app, stranger, { method: 'POST', url: '/api/assistant/saved-answers', payload: body() });
    expect(foreignGarage.statusCode).toBe(404);
    expect(foreignGarage.json().error.code).toBe('GARAGE_NOT_FOUND');
    const badLink = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: { ...body(), sources: [{ kind: 'post', title: 'x', url: 'javascript:alert(1)' }] } });
    expect(badLink.statusCode).toBe(400);
    const offSite = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: { ...body(), sources: [{ kind: 'post', title: 'x', url: '//evil.example/blog/x' }] } });
    expect(offSite.statusCode).toBe(400);
    expect((await as(t.app, member, { method: 'GET', url: '/api/assistant/saved-answers?cursor=bozuk' })).statusCode).toBe(400);
    expect((await as(t.app, member, { method: 'DELETE', url: '/api/assistant/saved-answers/not-a-uuid' })).statusCode).toBe(400);
  });
});
