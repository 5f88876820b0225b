/**
 * Maintenance tracker API: owner-only access (a visitor 401, a stranger 404 for
 * every read and write, never the data), validation codes, the schedule computed on the server,
 * completion (log + reschedule + odometer in one transaction), the odometer rule, the history
 * pages and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { addDays, istanbulToday, type MaintenanceItem, type MaintenanceOverview } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let garageId: string;
let otherGarageId: string;
const today = istanbulToday();

async function createGarage(user: TestUser, name = 'Bakım Golf'): Promise<string> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/garages', payload: { name, carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2018 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function addItem(user: TestUser, body: Record<string, unknown>): Promise<MaintenanceItem> {
  const res = await as(t.app, user, { method: 'POST', url: '/api/maintenance/items', payload: { garageId, category: 'oil', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MaintenanceItem;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([createUser(t.app), createUser(t.app)]);
  garageId = await createGarage(owner);
  otherGarageId = await createGarage(stranger, 'Yabancının Garajı');
});
afterAll(async () => {
  await t.close();
});

describe('items and the computed schedule', () => {
  it('a recurring item: next due = last service + interval, with status, remaining days and progress', async () => {
    const item = await addItem(owner, { title: 'Motor yağı', lastServiceOn: addDays(today, -80), intervalDays: 90, cost: 2500, notes: '5W-30' });
    expect(item).toMatchObject({
      garageId,
      garageName: 'Bakım Golf',
      title: 'Motor yağı',
      category: 'oil',
      nextDueOn: addDays(today, 10),
      nextDueKm: null,
      status: 'upcoming',
      remainingDays: 10,
      progressPercent: 89,
      color: 'green',
      cost: 2500,
      notes: '5W-30',
    });
  });

  it('a km interval takes the garage odometer as its base when no km is given; a higher km raises the odometer', async () => {
    const res = await as(t.app, owner, { method: 'POST', url: '/api/maintenance/items', payload: { garageId, title: 'Lastik', category: 'tire', intervalKm: 10000 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lastServiceKm: 'REQUIRED' } });
    const item = await addItem(owner, { title: 'Lastik rotasyonu', category: 'tire', intervalKm: 10000, lastServiceKm: 40000 });
    expect(item).toMatchObject({ nextDueKm: 50000, remainingKm: 10000, status: 'upcoming' });
    const overview = (await as(t.app, owner, { method: 'GET', url: `/api/maintenance?garageId=${garageId}` })).json() as MaintenanceOverview;
    expect(overview.garages.find((g) => g.id === garageId)!.odometerKm).toBe(40000);
    const second = await addItem(owner, { title: 'Zincir', category: 'general', intervalKm: 5000 });
    expect(second.lastServiceKm).toBe(40000);
    expect(second.nextDueKm).toBe(45000);
  });

  it('a one-off item needs a due date or km; done, it is completed', async () => {
    const none = await as(t.app, owner, { method: 'POST', url: '/api/maintenance/items', payload: { garageId, title: 'Muayene', category: 'other' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('MAINTENANCE_SCHEDULE_REQUIRED');
    const item = await addItem(owner, { title: 'Muayene', category: 'other', dueOn: addDays(today, 3) });
    expect(item).toMatchObject({ status: 'due', remainingDays: 3, color: 'yellow', intervalDays: null });
    const done = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: { servicedOn: today, cost: 900 } });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().item).toMatchObject({ status: 'completed', nextDueOn: null, nextDueKm: null, lastServiceOn: today });
    // Editing a completed item may keep it unscheduled.
    const edit = await as(t.app, owner, { method: 'PUT', url: `/api/maintenance/items/${item.id}`, payload: { garageId, title: 'Araç muayenesi', category: 'other', lastServiceOn: today } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Araç muayenesi', status: 'completed' });
  });

  it.each([
    [{ title: '' }, 'title', 'REQUIRED'],
    [{ title: 'x'.repeat(101) }, 'title', 'TOO_LONG'],
    [{ category: 'turbo' }, 'category', 'VALUE_INVALID'],
    [{ intervalDays: 0 }, 'intervalDays', 'NUMBER_INVALID'],
    [{ intervalDays: 'abc' }, 'intervalDays', 'NUMBER_INVALID'],
    [{ cost: -5 }, 'cost', 'NUMBER_INVALID'],
    [{ cost: 12.5 }, 'cost', 'NUMBER_INVALID'],
    [{ lastServiceOn: '2026-02-30' }, 'lastServiceOn', 'VALUE_INVALID'],
    [{ intervalDays: 30, dueOn: null }, 'lastServiceOn', 'REQUIRED'],
    [{ intervalDays: 30, lastServiceOn: addDays(today, 1) }, 'lastServiceOn', 'DATE_IN_FUTURE'],
  ])('bad input %j → 400 with field %s %s', async (patch, field, code) => {
    const res = await as(t.app, owner, { method: 'POST', url: '/api/maintenance/items', payload: { garageId, title: 'Filtre', category: 'filter', dueOn: addDays(today, 30), ...patch } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields?.[field]).toBe(code);
  });

  it('the overview lists the member’s items most urgent first, with counts and their garages', async () => {
    await addItem(owner, { title: 'Fren hidroliği', category: 'brake', dueOn: addDays(today, -2) });
    const res = await as(t.app, owner, { method: 'GET', url: '/api/maintenance' });
    expect(res.statusCode).toBe(200);
    const overview = res.json() as MaintenanceOverview;
    expect(overview.today).toBe(today);
    expect(overview.garages.map((g) => g.id)).toEqual([garageId]);
    expect(overview.items[0]).toMatchObject({ title: 'Fren hidroliği', status: 'overdue', remainingDays: -2, color: 'red', progressPercent: 100 });
    expect(overview.items.at(-1)!.status).toBe('completed');
    const s = overview.summary;
    expect(s.total).toBe(overview.items.length);
    expect(s.upcoming + s.due + s.overdue + s.completed).toBe(s.total);
    expect(s).toMatchObject({ overdue: 1, due: 0, completed: 1 });
  });
});

describe('completion', () => {
  it('writes a log, moves the schedule by the interval and raises the odometer, in one go', async () => {
    const item = await addItem(owner, { title: 'Hava filtresi', category: 'filter', lastServiceOn: addDays(today, -100), intervalDays: 90, intervalKm: 15000, lastServiceKm: 30000, cost: 600 });
    expect(item.status).toBe('overdue');
    const res = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: { servicedOn: today, odometerKm: 52000, notes: 'Orijinal parça' } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.item).toMatchObject({ lastServiceOn: today, lastServiceKm: 52000, nextDueOn: addDays(today, 90), nextDueKm: 67000, status: 'upcoming', progressPercent: 0 });
    expect(body.log).toMatchObject({ itemId: item.id, title: 'Hava filtresi', category: 'filter', servicedOn: today, odometerKm: 52000, cost: 600, notes: 'Orijinal parça' });
    expect(body.garage).toMatchObject({ id: garageId, odometerKm: 52000 });
    // An older service with a lower km does not lower the odometer.
    const again = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: { servicedOn: addDays(today, -1), odometerKm: 51000, cost: 0 } });
    expect(again.json().garage.odometerKm).toBe(52000);
    expect(again.json().log.cost).toBe(0);
  });

  it('refuses a date after today and an unknown km for a km interval', async () => {
    const item = (await as(t.app, owner, { method: 'GET', url: '/api/maintenance' })).json().items.find((i: MaintenanceItem) => i.title === 'Motor yağı') as MaintenanceItem;
    const future = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: { servicedOn: addDays(today, 1) } });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ servicedOn: 'DATE_IN_FUTURE' });
    const bad = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: {} });
    expect(bad.statusCode).toBe(400);
    const fresh = await createGarage(owner, 'Kilometresiz');
    const kmItem = await as(t.app, owner, { method: 'POST', url: '/api/maintenance/items', payload: { garageId: fresh, title: 'Triger', category: 'general', intervalKm: 60000, dueKm: 60000 } });
    expect(kmItem.statusCode, kmItem.body).toBe(201);
    const noKm = await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${kmItem.json().id}/completions`, payload: { servicedOn: today } });
    expect(noKm.statusCode).toBe(400);
    expect(noKm.json().error.fields).toEqual({ odometerKm: 'REQUIRED' });
  });
});

describe('odometer', () => {
  it('goes up; a lower reading is refused with a code unless the member confirms a correction', async () => {
    const up = await as(t.app, owner, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 60000 } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().odometerKm).toBe(60000);
    const down = await as(t.app, owner, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 59000 } });
    expect(down.statusCode).toBe(409);
    expect(down.json().error.code).toBe('MAINTENANCE_ODOMETER_LOWER');
    const fixed = await as(t.app, owner, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 59000, allowDecrease: true } });
    expect(fixed.json().odometerKm).toBe(59000);
    for (const odometerKm of [-1, 1.5, '1000', null]) {
      const res = await as(t.app, owner, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm } });
      expect(res.statusCode, String(odometerKm)).toBe(400);
    }
  });
});

describe('history and CSV', () => {
  it('pages the history newest service first', async () => {
    const first = await as(t.app, owner, { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs?limit=2` });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await as(t.app, owner, { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs?limit=2&cursor=${page1.nextCursor}` })).json();
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((l: { id: string }) => l.id)).size).toBe(all.length);
    const dates = all.map((l: { servicedOn: string }) => l.servicedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bad = await as(t.app, owner, { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs?cursor=nonsense` });
    expect(bad.statusCode).toBe(400);
  });

  it('exports UTF-8 CSV with a BOM, Turkish headers, ISO dates, whole TL and no formulas', async () => {
    const item = await addItem(owner, { title: '=HYPERLINK("x")', category: 'brake', dueOn: addDays(today, 20), cost: 1750 });
    await as(t.app, owner, { method: 'POST', url: `/api/maintenance/items/${item.id}/completions`, payload: { servicedOn: today, notes: 'Ön balata, şöför tarafı' } });
    const res = await as(t.app, owner, { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bakim-gecmisi-bakim-golf-${today}.csv"`);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Tarih,Bakım,Kategori,Kilometre,Maliyet (TL),Notlar');
    expect(lines).toContain(`${today},"'=HYPERLINK(""x"")",Fren,,1750,"Ön balata, şöför tarafı"`);
    expect(lines).toContain(`${today},Hava filtresi,Filtre,52000,600,Orijinal parça`);
  });
});

describe('authorization', () => {
  let itemId: string;
  beforeAll(async () => {
    itemId = (await addItem(owner, { title: 'Gizli bakım', dueOn: addDays(today, 5) })).id;
  });

  const requests = (): [string, InjectOptions, number][] => [
    ['overview of my garage', { method: 'GET', url: `/api/maintenance?garageId=${garageId}` }, 404],
    ['add to my garage', { method: 'POST', url: '/api/maintenance/items', payload: { garageId, title: 'X', category: 'oil', dueOn: today } }, 404],
    ['edit my item', { method: 'PUT', url: `/api/maintenance/items/${itemId}`, payload: { garageId: otherGarageId, title: 'X', category: 'oil', dueOn: today } }, 404],
    ['delete my item', { method: 'DELETE', url: `/api/maintenance/items/${itemId}` }, 404],
    ['complete my item', { method: 'POST', url: `/api/maintenance/items/${itemId}/completions`, payload: { servicedOn: today } }, 404],
    ['set my odometer', { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 1 } }, 404],
    ['read my history', { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs` }, 404],
    ['download my CSV', { method: 'GET', url: `/api/maintenance/garages/${garageId}/logs.csv` }, 404],
  ];

  it('a stranger gets 404 for every read and write, and nothing changes', async () => {
    const before = (await as(t.app, owner, { method: 'GET', url: '/api/maintenance' })).body;
    for (const [name, request, status] of requests()) {
      const res = await as(t.app, stranger, request);
      expect(res.statusCode, name).toBe(status);
      expect(['GARAGE_NOT_FOUND', 'MAINTENANCE_ITEM_NOT_FOUND'], name).toContain(res.json().error.code);
      expect(res.body, name).not.toContain('Gizli bakım');
    }
    expect((await as(t.app, owner, { method: 'GET', url: '/api/maintenance' })).body).toBe(before);
    // The stranger's own overview holds only their own garage.
    const theirs = (await as(t.app, stranger, { method: 'GET', url: '/api/maintenance' })).json() as MaintenanceOverview;
    expect(theirs.garages.map((g) => g.id)).toEqual([otherGarageId]);
    expect(theirs.items).toEqual([]);
  });

  it('a visitor gets 401 everywhere', async () => {
    for (const [name, request] of [['overview', { method: 'GET', url: '/api/maintenance' }] as const, ...requests().map(([n, r]) => [n, r] as const)]) {
      const res = await as(t.app, null, request as InjectOptions);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('the owner may delete (then 404); the history keeps the row', async () => {
    const del = await as(t.app, owner, { method: 'DELETE', url: `/api/maintenance/items/${itemId}` });
    expect(del.statusCode).toBe(204);
    expect((await as(t.app, owner, { method: 'DELETE', url: `/api/maintenance/items/${itemId}` })).statusCode).toBe(404);
    expect((await as(t.app, owner, { method: 'PUT', url: '/api/maintenance/items/not-a-uuid', payload: {} })).statusCode).toBe(400);
  });
});
