/**
 * Help centre API: Turkish-aware FAQ search, category filter and counts, admin
 * FAQ CRUD (401/403/200 and exactly one audit row per write), the contact form (validation,
 * per-address rate limit, member id attached) and the admin inbox. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { HELP_FAQ_CATEGORIES, HELP_FAQ_COUNT, type HelpFaqList } from '@garaj/shared';
import { as, nextIp, type TestApp, type TestUser, useTestAppWithAdminAndMember } from '../../../test/helpers.ts';
import { auditLog, contactMessages, helpFaqs } from '../../db/schema/index.ts';
import { HELP_FAQ_SEED, backfillHelpFaqEnglish, seedHelpFaqs } from '../../seed/seed-help.ts';
import { CONTACT_LIMIT } from './help.routes.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;

useTestAppWithAdminAndMember(async (app, a, m) => {
  [t, admin, member] = [app, a, m];
  expect(await seedHelpFaqs(t.app.deps.db)).toBe(HELP_FAQ_COUNT);
});

const faqs = async (query = '') => {
  const res = await as(t.app, null, { method: 'GET', url: `/api/help/faqs${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as HelpFaqList;
};
const auditRows = async () => (await t.app.deps.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('seed', () => {
  it('has 15 entries, 3 per category, and writes nothing a second time', async () => {
    expect(HELP_FAQ_SEED).toHaveLength(HELP_FAQ_COUNT);
    for (const c of HELP_FAQ_CATEGORIES) expect(HELP_FAQ_SEED.filter((e) => e.category === c)).toHaveLength(3);
    expect(await seedHelpFaqs(t.app.deps.db)).toBe(0);
    expect((await t.app.deps.db.select({ n: count() }).from(helpFaqs))[0]!.n).toBe(HELP_FAQ_COUNT);
  });
});

describe('GET /api/help/faqs', () => {
  it('lists every entry by category order, then position, with counts', async () => {
    const list = await faqs();
    expect(list.items).toHaveLength(HELP_FAQ_COUNT);
    expect(list.items.map((i) => i.category)).toEqual(HELP_FAQ_SEED.map((e) => e.category));
    expect(list.items[0]!.question).toBe(HELP_FAQ_SEED[0]!.question);
    expect(list.counts).toEqual({ all: 15, account: 3, garage: 3, community: 3, technical: 3, premium: 3 });
  });

  it('folds Turkish letters: sifre finds Şifre; İ and ı match i and I', async () => {
    const plain = await faqs('?q=sifre');
    expect(plain.items.some((i) => i.question === 'Şifremi unuttum, nasıl sıfırlarım?')).toBe(true);
    expect(plain.items.every((i) => /şifre/i.test(`${i.question} ${i.answer}`))).toBe(true);
    const upper = await faqs(`?q=${encodeURIComponent('ŞİFRE')}`);
    expect(upper.items.map((i) => i.id)).toEqual(plain.items.map((i) => i.id));
    // 'sıfırlarım' with dotless ı is found by 'SIFIRLA' and 'sifirla'.
    const dotless = await faqs('?q=SIFIRLA');
    expect(dotless.items.map((i) => i.question)).toContain('Şifremi unuttum, nasıl sıfırlarım?');
    expect((await faqs('?q=sifirla')).items.map((i) => i.id)).toEqual(dotless.items.map((i) => i.id));
  });

  it('searches the answer too, every word must appear', async () => {
    const webp = await faqs('?q=webp');
    expect(webp.items.map((i) => i.question)).toEqual(['Hangi fotoğrafları yükleyebilirim?']);
    expect(webp.counts.garage).toBe(1);
    expect(webp.counts.all).toBe(1);
    expect((await faqs('?q=webp%20zzzqqq')).items).toHaveLength(0);
  });

  it('filters by category (counts stay those of the search alone)', async () => {
    const premium = await faqs('?category=premium');
    expect(premium.items).toHaveLength(3);
    expect(premium.items.every((i) => i.category === 'premium')).toBe(true);
    expect(premium.counts.all).toBe(15);
    expect((await faqs('?category=')).items).toHaveLength(15);
  });

  it('refuses a bad category or an overlong query with 400', async () => {
    const bad = await as(t.app, null, { method: 'GET', url: '/api/help/faqs?category=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.category).toBe('VALUE_INVALID');
    const long = await as(t.app, null, { method: 'GET', url: `/api/help/faqs?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('admin FAQ CRUD', () => {
  const body = { category: 'technical', question: 'Karanlık tema nasıl açılır?', answer: 'Üst menüdeki ay simgesine tıklayın.', position: 9 };

  it('401 for visitors, 403 for members on every write', async () => {
    const some = (await faqs()).items[0]!;
    const calls = [
      { method: 'POST' as const, url: '/api/admin/help/faqs', payload: body },
      { method: 'PUT' as const, url: `/api/admin/help/faqs/${some.id}`, payload: body },
      { method: 'DELETE' as const, url: `/api/admin/help/faqs/${some.id}` },
      { method: 'GET' as const, url: '/api/admin/help/contact-messages' },
    ];
    const before = await auditRows();
    for (const call of calls) {
      expect((await as(t.app, null, call)).statusCode).toBe(401);
      const res = await as(t.app, member, call);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(await auditRows()).toBe(before);
    expect((await faqs()).items).toHaveLength(15);
  });

  it('create, update, delete: 201/200/204, one audit row each, searchable at once', async () => {
    let before = await auditRows();
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/help/faqs', payload: body });
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    expect(faq).toMatchObject(body);
    expect(await auditRows()).toBe(before + 1);
    const [createRow] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.targetId, faq.id));
    expect(createRow).toMatchObject({ action: 'faq.create', actorId: admin.id, targetType: 'faq' });
    expect((await faqs('?q=KARANLIK')).items.map((i) => i.id)).toEqual([faq.id]);

    before = await auditRows();
    const updated = await as(t.app, admin, { method: 'PUT', url: `/api/admin/help/faqs/${faq.id}`, payload: { ...body, question: 'Koyu tema nasıl açılır?' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().question).toBe('Koyu tema nasıl açılır?');
    expect(await auditRows()).toBe(before + 1);
    const updateRow = (await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.targetId} = ${faq.id} and ${auditLog.action} = 'faq.update'`))[0]!;
    expect(updateRow.before).toMatchObject({ question: body.question });
    expect(updateRow.after).toMatchObject({ question: 'Koyu tema nasıl açılır?' });
    expect((await faqs('?q=karanlik')).items).toHaveLength(0);
    expect((await faqs('?q=koyu')).items.map((i) => i.id)).toEqual([faq.id]);

    before = await auditRows();
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/help/faqs/${faq.id}` })).statusCode).toBe(204);
    expect(await auditRows()).toBe(before + 1);
    expect((await faqs()).items).toHaveLength(15);
  });

  it('400 with field codes on bad input, 404 on an unknown id; nothing audited', async () => {
    const before = await auditRows();
    const bad = await as(t.app, admin, { method: 'POST', url: '/api/admin/help/faqs', payload: { category: 'x', question: ' ', answer: 'a'.repeat(4001) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ category: 'VALUE_INVALID', question: 'REQUIRED', answer: 'TOO_LONG' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await as(t.app, admin, { method: 'PUT', url: `/api/admin/help/faqs/${missing}`, payload: body })).statusCode).toBe(404);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/help/faqs/${missing}` })).statusCode).toBe(404);
    expect((await as(t.app, admin, { method: 'DELETE', url: '/api/admin/help/faqs/not-a-uuid' })).statusCode).toBe(400);
    expect(await auditRows()).toBe(before);
  });
});

describe('English texts', () => {
  const inLanguage = async (headers: Record<string, string>, query = '') => {
    const res = await as(t.app, null, { method: 'GET', url: `/api/help/faqs${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    return res.json() as HelpFaqList;
  };

  it('answers in English with accept-language: en or the language cookie, Turkish otherwise', async () => {
    const first = HELP_FAQ_SEED[0]!;
    expect((await inLanguage({ 'accept-language': 'en-GB,en;q=0.9' })).items[0]).toMatchObject({ question: first.questionEn, answer: first.answerEn });
    expect((await inLanguage({ cookie: 'language=en' })).items[0]!.question).toBe(first.questionEn);
    // The cookie (the reader's choice on the site) wins over the browser's header.
    expect((await inLanguage({ cookie: 'language=tr', 'accept-language': 'en' })).items[0]!.question).toBe(first.question);
    expect((await inLanguage({ 'accept-language': 'de, fr;q=0.8' })).items[0]!.question).toBe(first.question);
    expect((await inLanguage({})).items[0]!.question).toBe(first.question);
    // The English text is searchable in English.
    expect((await inLanguage({ 'accept-language': 'en' }, '?q=forgot')).items.map((i) => i.question)).toContain(HELP_FAQ_SEED[2]!.questionEn);
  });

  it('an entry without English falls back to Turkish in English; admins write and read both', async () => {
    const body = { category: 'technical', question: 'Bildirim sesi kapatılır mı?', answer: 'Evet, ayarlardan.', questionEn: '  ', position: 8 };
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/help/faqs', payload: body });
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    expect(faq).toMatchObject({ question: body.question, questionEn: null, answerEn: null });
    const english = (await inLanguage({ 'accept-language': 'en' })).items.find((i) => i.id === faq.id)!;
    expect(english).toMatchObject({ question: body.question, answer: body.answer });

    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/help/faqs/${faq.id}`,
      payload: { ...body, questionEn: 'Can notification sounds be turned off?', answerEn: 'Yes, in the settings.' },
    });
    expect(updated.statusCode).toBe(200);
    expect((await inLanguage({ 'accept-language': 'en' })).items.find((i) => i.id === faq.id)).toMatchObject({ question: 'Can notification sounds be turned off?', answer: 'Yes, in the settings.' });
    expect((await inLanguage({ 'accept-language': 'tr' })).items.find((i) => i.id === faq.id)!.question).toBe(body.question);

    const adminList = await as(t.app, admin, { method: 'GET', url: '/api/admin/help/faqs', headers: { 'accept-language': 'en' } });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().items.find((i: { id: string }) => i.id === faq.id)).toMatchObject({ question: body.question, questionEn: 'Can notification sounds be turned off?', answerEn: 'Yes, in the settings.' });
    expect((await as(t.app, member, { method: 'GET', url: '/api/admin/help/faqs' })).statusCode).toBe(403);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/help/faqs/${faq.id}` })).statusCode).toBe(204);
  });

  it('gives seeded entries in their original wording their English texts, never an edited one', async () => {
    const db = t.app.deps.db;
    const [edited, untouched] = await db.select().from(helpFaqs).orderBy(helpFaqs.question).limit(2);
    await db.update(helpFaqs).set({ questionEn: null, answerEn: null, question: `${edited!.question} (düzenlendi)` }).where(eq(helpFaqs.id, edited!.id));
    await db.update(helpFaqs).set({ questionEn: null, answerEn: null }).where(eq(helpFaqs.id, untouched!.id));
    expect(await backfillHelpFaqEnglish(db)).toBe(1);
    const after = await db.select().from(helpFaqs).where(sql`${helpFaqs.id} in (${edited!.id}, ${untouched!.id})`);
    expect(after.find((r) => r.id === untouched!.id)!.questionEn).toBe(untouched!.questionEn);
    expect(after.find((r) => r.id === edited!.id)!.questionEn).toBeNull();
    expect(await backfillHelpFaqEnglish(db)).toBe(0);
    await db.update(helpFaqs).set({ question: edited!.question, questionEn: edited!.questionEn, answerEn: edited!.answerEn }).where(eq(helpFaqs.id, edited!.id));
  });
});

describe('contact messages', () => {
  const message = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Fotoğraf yükleme', message: 'Fotoğrafım yüklenmiyor, yardımcı olur musunuz?' };
  const send = (user: TestUser | null, payload: unknown, remoteAddress = nextIp()) =>
    as(t.app, user, { method: 'POST', url: '/api/help/contact-messages', payload: payload as Record<string, unknown>, remoteAddress });

  it('stores a visitor’s message and a member’s with their id', async () => {
    const anon = await send(null, message);
    expect(anon.statusCode).toBe(201);
    const mine = await send(member, { ...message, subject: 'Üye mesajı' });
    expect(mine.statusCode).toBe(201);
    const rows = await t.app.deps.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === anon.json().id)).toMatchObject({ userId: null, status: 'new', name: 'Ayşe Yılmaz' });
    expect(rows.find((r) => r.id === mine.json().id)).toMatchObject({ userId: member.id });
  });

  it('validates every field (400 with field codes)', async () => {
    const res = await send(null, { name: '', email: 'not-an-email', subject: '   ', message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: 'REQUIRED', email: 'EMAIL_INVALID', subject: 'REQUIRED', message: 'TOO_LONG' });
    expect((await send(null, {})).statusCode).toBe(400);
  });

  it('limits one client address: 429 RATE_LIMITED after CONTACT_LIMIT.max', async () => {
    const address = nextIp();
    for (let i = 0; i < CONTACT_LIMIT.rateLimit.max; i++) expect((await send(null, message, address)).statusCode).toBe(201);
    const limited = await send(null, message, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await send(null, message)).statusCode).toBe(201);
  });

  it('admins list them newest first, paged and by status, and set the status (audited)', async () => {
    const list = await as(t.app, admin, { method: 'GET', url: '/api/admin/help/contact-messages?pageSize=2' });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.items[0].createdAt >= page.items[1].createdAt).toBe(true);
    const mine = (await as(t.app, admin, { method: 'GET', url: '/api/admin/help/contact-messages?pageSize=50' })).json().items.find((m: { subject: string }) => m.subject === 'Üye mesajı');
    expect(mine).toMatchObject({ userId: member.id, username: member.username, status: 'new' });

    const before = await auditRows();
    const patched = await as(t.app, admin, { method: 'PATCH', url: `/api/admin/help/contact-messages/${mine.id}`, payload: { status: 'answered' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().status).toBe('answered');
    expect(await auditRows()).toBe(before + 1);
    const [row] = await t.app.deps.db.select().from(auditLog).where(sql`${auditLog.targetId} = ${mine.id}`);
    expect(row).toMatchObject({ action: 'contact_message.status', before: { status: 'new' }, after: { status: 'answered' } });

    const answered = (await as(t.app, admin, { method: 'GET', url: '/api/admin/help/contact-messages?status=answered' })).json();
    expect(answered.items.map((m: { id: string }) => m.id)).toEqual([mine.id]);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/admin/help/contact-messages?status=bogus' })).statusCode).toBe(400);
    expect((await as(t.app, member, { method: 'PATCH', url: `/api/admin/help/contact-messages/${mine.id}`, payload: { status: 'read' } })).statusCode).toBe(403);
    expect((await as(t.app, admin, { method: 'PATCH', url: `/api/admin/help/contact-messages/${mine.id}`, payload: { status: 'gone' } })).statusCode).toBe(400);
    expect((await as(t.app, admin, { method: 'PATCH', url: '/api/admin/help/contact-messages/00000000-0000-4000-8000-000000000000', payload: { status: 'read' } })).statusCode).toBe(404);
    expect(await auditRows()).toBe(before + 1);
  });
});
