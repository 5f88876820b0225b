/**
 * Competitions API: validation, status from the dates, entering (one per member,
 * own garages only, never above the maximum under concurrency), voting (one per member, never
 * for one's own entry, counts from rows), the end (winners by votes, ties by the earlier
 * entry, stored once) and the admin actions. PGlite by default; PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CompetitionDetail, CompetitionEntriesPage, CompetitionListPage, CompetitionStats } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { registerDomainEventHandler, type DomainEvent } from '../../lib/domain-events.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { finalizeCompetition } from './competitions.finalize.ts';
import { competitionBody, createCompetitionAs, endInPast, enter, makeGarage, vote } from './competitions.fixtures.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let admin: TestUser;
const events: DomainEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  registerDomainEventHandler('competitions-test', async (_tx, event) => {
    if (event.type.startsWith('competition.')) events.push(event);
  });
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'competition_entries' | 'competition_votes', competitionId: string) =>
  Number((await queryRows<{ n: number }>(t.app.deps.db, sql`select count(*)::int as n from ${sql.raw(table)} where competition_id = ${competitionId}`))[0]!.n);

describe('validation', () => {
  it('refuses an end before the start, a maximum below 1, a bad category, too many rules', async () => {
    const start = new Date(Date.now() + HOUR).toISOString();
    const cases = [
      [{ startsAt: start, endsAt: start }, 'endsAt', 'COMPETITION_DATES'],
      [{ maxParticipants: 0 }, 'maxParticipants', 'COMPETITION_MAX_PARTICIPANTS'],
      [{ category: 'drift' as never }, 'category', 'VALUE_INVALID'],
      [{ rules: Array.from({ length: 13 }, (_, i) => `kural ${i}`) }, 'rules', 'COMPETITION_TOO_MANY_RULES'],
      [{ title: '  ' }, 'title', 'REQUIRED'],
    ] as const;
    for (const [overrides, field, code] of cases) {
      const res = await as(t.app, admin, { method: 'POST', url: '/api/admin/competitions', payload: competitionBody(overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields[field]).toBe(code);
    }
  });

  it('refuses an image that is not the admin’s competition upload', async () => {
    const res = await as(t.app, admin, { method: 'POST', url: '/api/admin/competitions', payload: competitionBody({ imageId: crypto.randomUUID() }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IMAGE_NOT_FOUND');
  });
});

describe('status from the dates, filters, stats', () => {
  it('answers upcoming / active / ended from the dates, filters by status and category, counts tiles from rows', async () => {
    const before = (await as(t.app, null, { method: 'GET', url: '/api/competitions/stats' })).json() as CompetitionStats;
    const upcoming = await createCompetitionAs(t.app, admin, { title: 'Yakında', category: 'stance', startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    const active = await createCompetitionAs(t.app, admin, { title: 'Şimdi', category: 'stance' });
    const ended = await createCompetitionAs(t.app, admin, { title: 'Bitti', category: 'stance' });
    await endInPast(t.app, ended.id);
    expect(upcoming.status).toBe('upcoming');
    expect(active.status).toBe('active');
    const endedNow = (await as(t.app, null, { method: 'GET', url: `/api/competitions/${ended.id}` })).json() as CompetitionDetail;
    expect(endedNow.status).toBe('ended');
    expect(endedNow.finalizedAt).toBeNull();

    const list = (await as(t.app, null, { method: 'GET', url: '/api/competitions?category=stance' })).json() as CompetitionListPage;
    expect(list.items.map((c) => c.title)).toEqual(['Şimdi', 'Yakında', 'Bitti']);
    expect(list.total).toBe(3);
    for (const status of ['upcoming', 'active', 'ended'] as const) {
      const page = (await as(t.app, null, { method: 'GET', url: `/api/competitions?category=stance&status=${status}` })).json() as CompetitionListPage;
      expect(page.items.map((c) => c.status)).toEqual([status]);
    }
    const after = (await as(t.app, null, { method: 'GET', url: '/api/competitions/stats' })).json() as CompetitionStats;
    expect(after.active - before.active).toBe(1);
    expect(after.upcoming - before.upcoming).toBe(1);
    const [rows] = await queryRows<{ w: number }>(t.app.deps.db, sql`select count(*)::int as w from competition_entries where rank is not null`);
    expect(after.winners).toBe(rows!.w);
  });

  it('pages the list', async () => {
    const res = (await as(t.app, null, { method: 'GET', url: '/api/competitions?pageSize=1&page=2' })).json() as CompetitionListPage;
    expect(res.items).toHaveLength(1);
    expect(res.page).toBe(2);
    expect(res.total).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown competition', async () => {
    const res = await as(t.app, null, { method: 'GET', url: `/api/competitions/${crypto.randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('COMPETITION_NOT_FOUND');
  });
});

describe('entering', () => {
  it('takes one of the member’s own garages once, only while active, and emits competition.entered', async () => {
    const c = await createCompetitionAs(t.app, admin);
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const bGarage = await makeGarage(t.app, b);
    const foreign = await as(t.app, a, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId: bGarage } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('COMPETITION_GARAGE_NOT_OWNED');

    const aGarage = await makeGarage(t.app, a);
    const first = await as(t.app, a, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId: aGarage } });
    expect(first.statusCode).toBe(201);
    const detail = first.json() as CompetitionDetail;
    expect(detail.participants).toBe(1);
    expect(detail.myEntryId).toBeTruthy();
    expect(events).toContainEqual({ type: 'competition.entered', actorId: a.id, competitionId: c.id, entryId: detail.myEntryId, garageId: aGarage });

    const again = await as(t.app, a, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId: await makeGarage(t.app, a) } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'COMPETITION_ALREADY_ENTERED', message: 'Bu yarışmaya zaten katılmışsınız.' });

    const upcoming = await createCompetitionAs(t.app, admin, { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    const early = await as(t.app, a, { method: 'POST', url: `/api/competitions/${upcoming.id}/entries`, payload: { garageId: aGarage } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('COMPETITION_NOT_ACTIVE');

    await endInPast(t.app, c.id);
    const late = await as(t.app, b, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId: bGarage } });
    expect(late.json().error.code).toBe('COMPETITION_NOT_ACTIVE');
  });

  it('10 concurrent entries by one member make one row', async () => {
    const c = await createCompetitionAs(t.app, admin);
    const m = await createUser(t.app);
    const garages = await Promise.all(Array.from({ length: 10 }, (_, i) => makeGarage(t.app, m, `G${i}`)));
    const results = await Promise.all(garages.map((garageId) => as(t.app, m, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'COMPETITION_ALREADY_ENTERED')).toBe(true);
    expect(await count('competition_entries', c.id)).toBe(1);
  });

  it('10 members racing for the last 3 places: never above the maximum', async () => {
    const c = await createCompetitionAs(t.app, admin, { maxParticipants: 5 });
    for (let i = 0; i < 2; i++) await enter(t.app, await createUser(t.app), c.id);
    const racers = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const garages = await Promise.all(racers.map((m) => makeGarage(t.app, m)));
    const results = await Promise.all(racers.map((m, i) => as(t.app, m, { method: 'POST', url: `/api/competitions/${c.id}/entries`, payload: { garageId: garages[i] } })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'COMPETITION_FULL')).toBe(true);
    expect(await count('competition_entries', c.id)).toBe(5);
    const detail = (await as(t.app, null, { method: 'GET', url: `/api/competitions/${c.id}` })).json() as CompetitionDetail;
    expect(detail.participants).toBe(5);
  });
});

describe('voting', () => {
  it('one vote per member, never for one’s own entry; moved and withdrawn; counts from rows', async () => {
    const c = await createCompetitionAs(t.app, admin);
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const voter = await createUser(t.app);
    const entryA = await enter(t.app, a, c.id);
    const entryB = await enter(t.app, b, c.id);

    const own = await as(t.app, a, { method: 'PUT', url: `/api/competitions/${c.id}/vote`, payload: { entryId: entryA } });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('COMPETITION_OWN_ENTRY_VOTE');

    const results = await Promise.all(Array.from({ length: 10 }, () => as(t.app, voter, { method: 'PUT', url: `/api/competitions/${c.id}/vote`, payload: { entryId: entryA } })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await count('competition_votes', c.id)).toBe(1);

    const moved = await as(t.app, voter, { method: 'PUT', url: `/api/competitions/${c.id}/vote`, payload: { entryId: entryB } });
    expect(moved.json()).toEqual({ myVoteEntryId: entryB, votes: { [entryA]: 0, [entryB]: 1 } });
    const entries = (await as(t.app, voter, { method: 'GET', url: `/api/competitions/${c.id}/entries` })).json() as CompetitionEntriesPage;
    expect(entries.items.map((e) => [e.id, e.votes, e.votedByMe])).toEqual([
      [entryB, 1, true],
      [entryA, 0, false],
    ]);
    const mine = (await as(t.app, a, { method: 'GET', url: `/api/competitions/${c.id}/entries` })).json() as CompetitionEntriesPage;
    expect(mine.items.find((e) => e.id === entryA)?.isMine).toBe(true);

    const withdrawn = await as(t.app, voter, { method: 'DELETE', url: `/api/competitions/${c.id}/vote` });
    expect(withdrawn.json()).toEqual({ myVoteEntryId: null, votes: { [entryB]: 0 } });
    expect(await count('competition_votes', c.id)).toBe(0);

    const foreignEntry = await as(t.app, voter, { method: 'PUT', url: `/api/competitions/${c.id}/vote`, payload: { entryId: crypto.randomUUID() } });
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json().error.code).toBe('COMPETITION_ENTRY_NOT_FOUND');

    await endInPast(t.app, c.id);
    const closed = await as(t.app, voter, { method: 'PUT', url: `/api/competitions/${c.id}/vote`, payload: { entryId: entryA } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('COMPETITION_VOTING_CLOSED');
  });
});

describe('the end', () => {
  it('stores the top 3 by votes, ties by the earlier entry, entries without votes never win; once', async () => {
    const c = await createCompetitionAs(t.app, admin);
    const members = await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)));
    const entries: string[] = [];
    for (const m of members) entries.push(await enter(t.app, m, c.id)); // in this order: created_at ascending
    const voters = await Promise.all(Array.from({ length: 5 }, () => createUser(t.app)));
    // Votes: e0 → 1, e1 → 2, e2 → 1, e3 → 1, e4 → 0. Ranks: e1 (2), then the ties 1,1,1 by entry time: e0, e2.
    await vote(t.app, voters[0]!, c.id, entries[1]!);
    await vote(t.app, voters[1]!, c.id, entries[1]!);
    await vote(t.app, voters[2]!, c.id, entries[3]!);
    await vote(t.app, voters[3]!, c.id, entries[2]!);
    await vote(t.app, voters[4]!, c.id, entries[0]!);

    expect(await finalizeCompetition(t.app.deps.db, c.id)).toEqual({ finalized: false, winnerIds: [], entrantIds: [] });
    await endInPast(t.app, c.id);
    const first = await finalizeCompetition(t.app.deps.db, c.id);
    expect(first.finalized).toBe(true);
    expect(first.winnerIds).toEqual([members[1]!.id, members[0]!.id, members[2]!.id]);
    expect(new Set(first.entrantIds)).toEqual(new Set(members.map((m) => m.id)));
    const again = await Promise.all([finalizeCompetition(t.app.deps.db, c.id), finalizeCompetition(t.app.deps.db, c.id)]);
    expect(again.map((r) => r.finalized)).toEqual([false, false]);
    expect(events.filter((e) => e.type === 'competition.finalized' && e.competitionId === c.id)).toHaveLength(1);

    const stored = await queryRows<{ id: string; rank: number | null; final_votes: number }>(t.app.deps.db, sql`
      select id, rank, final_votes from competition_entries where competition_id = ${c.id}`);
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(entries.map((id) => byId.get(id)!.rank)).toEqual([2, 1, 3, null, null]);
    expect(entries.map((id) => byId.get(id)!.final_votes)).toEqual([1, 2, 1, 1, 0]);

    const detail = (await as(t.app, null, { method: 'GET', url: `/api/competitions/${c.id}` })).json() as CompetitionDetail;
    expect(detail.status).toBe('ended');
    expect(detail.finalizedAt).not.toBeNull();
    expect(detail.winners.map((w) => [w.rank, w.owner.id, w.votes])).toEqual([
      [1, members[1]!.id, 2],
      [2, members[0]!.id, 1],
      [3, members[2]!.id, 1],
    ]);
    const list = (await as(t.app, null, { method: 'GET', url: '/api/competitions?status=ended&pageSize=50' })).json() as CompetitionListPage;
    expect(list.items.find((item) => item.id === c.id)?.winners).toHaveLength(3);
  });

  it('admin "end now" ends an active competition with its winners; upcoming is refused; repeat is harmless', async () => {
    const c = await createCompetitionAs(t.app, admin);
    const a = await createUser(t.app);
    const voter = await createUser(t.app);
    const entryA = await enter(t.app, a, c.id);
    await vote(t.app, voter, c.id, entryA);
    const ended = await as(t.app, admin, { method: 'POST', url: `/api/admin/competitions/${c.id}/end` });
    expect(ended.statusCode).toBe(200);
    const detail = ended.json() as CompetitionDetail;
    expect(detail.status).toBe('ended');
    expect(detail.winners.map((w) => [w.rank, w.owner.username, w.votes])).toEqual([[1, a.username, 1]]);
    const repeat = await as(t.app, admin, { method: 'POST', url: `/api/admin/competitions/${c.id}/end` });
    expect(repeat.statusCode).toBe(200);
    expect(events.filter((e) => e.type === 'competition.finalized' && e.competitionId === c.id)).toHaveLength(1);

    const edit = await as(t.app, admin, { method: 'PUT', url: `/api/admin/competitions/${c.id}`, payload: competitionBody() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('COMPETITION_FINALIZED');

    const upcoming = await createCompetitionAs(t.app, admin, { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    const early = await as(t.app, admin, { method: 'POST', url: `/api/admin/competitions/${upcoming.id}/end` });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('COMPETITION_NOT_ACTIVE');
  });
});

describe('admin edits and deletes', () => {
  it('edits the fields, refuses a maximum below the entries, deletes with entries and votes', async () => {
    const c = await createCompetitionAs(t.app, admin);
    await enter(t.app, await createUser(t.app), c.id);
    await enter(t.app, await createUser(t.app), c.id);
    const low = await as(t.app, admin, { method: 'PUT', url: `/api/admin/competitions/${c.id}`, payload: competitionBody({ maxParticipants: 1 }) });
    expect(low.statusCode).toBe(409);
    expect(low.json().error.code).toBe('COMPETITION_MAX_BELOW_ENTRIES');
    const ok = await as(t.app, admin, { method: 'PUT', url: `/api/admin/competitions/${c.id}`, payload: competitionBody({ title: 'Yeni Başlık', maxParticipants: 2, rules: ['', 'Tek kural'] }) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Yeni Başlık', maxParticipants: 2, rules: ['Tek kural'], participants: 2 });
    const del = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/competitions/${c.id}` });
    expect(del.statusCode).toBe(204);
    expect(await count('competition_entries', c.id)).toBe(0);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/competitions/${c.id}` })).statusCode).toBe(404);
  });
});

describe('English texts', () => {
  const read = async (id: string, headers: Record<string, string>, user: TestUser | null = null) => {
    const res = await as(t.app, user, { method: 'GET', url: `/api/competitions/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    return res.json() as CompetitionDetail;
  };

  it('answers in English with accept-language: en, in Turkish otherwise; admins get both to edit', async () => {
    const english = { titleEn: 'Summer Show', descriptionEn: 'Show your build.', prizeEn: 'A trophy', rulesEn: ['One garage each', ''] };
    const c = await createCompetitionAs(t.app, admin, { title: 'Yaz Şovu', description: 'Aracını göster.', prize: 'Kupa', rules: ['Herkese bir garaj'], ...english });
    expect(await read(c.id, { 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({ title: 'Summer Show', description: 'Show your build.', prize: 'A trophy', rules: ['One garage each'] });
    const turkish = await read(c.id, { 'accept-language': 'tr-TR' });
    expect(turkish).toMatchObject({ title: 'Yaz Şovu', description: 'Aracını göster.', prize: 'Kupa', rules: ['Herkese bir garaj'] });
    expect(turkish.texts).toBeUndefined();
    const list = await as(t.app, null, { method: 'GET', url: '/api/competitions?pageSize=50', headers: { cookie: 'language=en' } });
    expect(list.json().items.find((i: { id: string }) => i.id === c.id).title).toBe('Summer Show');

    const asAdmin = await read(c.id, { 'accept-language': 'en' }, admin);
    expect(asAdmin.texts).toEqual({
      title: 'Yaz Şovu',
      titleEn: 'Summer Show',
      description: 'Aracını göster.',
      descriptionEn: 'Show your build.',
      prize: 'Kupa',
      prizeEn: 'A trophy',
      rules: ['Herkese bir garaj'],
      rulesEn: ['One garage each'],
    });
  });

  it('falls back to Turkish for each text left empty in English', async () => {
    const c = await createCompetitionAs(t.app, admin, { title: 'Kış Buluşması', description: 'Soğukta buluşma.', prize: 'Madalya', rules: ['Kural'], titleEn: 'Winter Meet', descriptionEn: ' ', rulesEn: [] });
    expect(await read(c.id, { 'accept-language': 'en' })).toMatchObject({ title: 'Winter Meet', description: 'Soğukta buluşma.', prize: 'Madalya', rules: ['Kural'] });
    const edited = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/competitions/${c.id}`,
      payload: competitionBody({ title: 'Kış Buluşması', titleEn: null, descriptionEn: 'Meeting in the cold.' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await read(c.id, { 'accept-language': 'en' })).toMatchObject({ title: 'Kış Buluşması', description: 'Meeting in the cold.' });
  });
});
