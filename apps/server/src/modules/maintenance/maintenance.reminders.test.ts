/**
 * Maintenance reminders: a due item produces exactly ONE notification
 * and ONE e-mail, even when the sweep runs twice and concurrently on two app instances over one
 * database (on PostgreSQL each with its own pool, as separate processes); a completed-and-
 * rescheduled item is reminded again in its next cycle; due → overdue is a second reminder; a
 * km schedule is reminded after an odometer update.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, istanbulToday, type NotificationItem } from '@garaj/shared';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { maintenanceItems } from '../../db/schema/index.ts';
import { as, createTestApp, createUser, mailsTo, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { drainPendingMails } from '../notifications/notifications.mail.ts';
import { mailWorkers } from '../notifications/notifications.routes.ts';
import { checkMaintenanceReminders } from './maintenance.reminders.ts';

const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
let second: FastifyInstance;
let secondDatabase: Database | null = null;
let member: TestUser;
let garageId: string;
const today = istanbulToday();

/** Quoted-printable bytes (`=C4=B1`) back to UTF-8 text (mailsTo already joined soft breaks; links are checked before this). */
const decodeQp = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
/** The reminder mails to `to` (sign-up also sent a verification mail). */
const reminderMails = async (to: string) => (await mailsTo(t.dataDir, to)).filter((m) => /^List-Unsubscribe:/m.test(m) && m.includes('/maintenance?garage='));

async function drainAll() {
  await drainPendingMails({ db: t.app.deps.db, mailer: t.app.deps.mailer, publicUrl: t.app.deps.publicUrl, secret: t.app.deps.auth.options.secret as string, log: t.app.log });
  await mailWorkers.get(t.app.deps)?.idle();
  await mailWorkers.get(second.deps)?.idle();
}

async function notificationsOf(user: TestUser): Promise<NotificationItem[]> {
  const res = await as(t.app, user, { method: 'GET', url: '/api/notifications' });
  expect(res.statusCode).toBe(200);
  return (res.json().items as NotificationItem[]).filter((n) => n.type === 'maintenance_due');
}

/** An item written straight to the table (no route: no immediate check), so only sweeps remind it. */
async function insertItem(values: Partial<typeof maintenanceItems.$inferInsert>): Promise<string> {
  const [row] = await t.app.deps.db
    .insert(maintenanceItems)
    .values({ garageId, userId: member.id, title: 'Motor yağı', category: 'oil', ...values })
    .returning({ id: maintenanceItems.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  secondDatabase = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 4 }) : null;
  second = await buildApp({ env: t.app.deps.env, database: secondDatabase ?? t.app.deps.database, secret: t.app.deps.auth.options.secret as string, logger: false, authRateLimit: 1000 });
  await second.ready();
  member = await createUser(t.app, { username: 'bakimci' });
  const garage = await as(t.app, member, { method: 'POST', url: '/api/garages', payload: { name: 'Hatırlatma Clio', carBrand: 'Renault', carModel: 'Clio', carYear: 2015 } });
  garageId = garage.json().id as string;
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

describe('once per item, state and cycle', () => {
  let itemId: string;

  it('sweeps racing on two instances (and again) write one notification and send one e-mail', async () => {
    itemId = await insertItem({ intervalDays: 30, lastServiceOn: addDays(today, -27), nextDueOn: addDays(today, 3) });
    const results = await Promise.all([
      checkMaintenanceReminders(t.app.deps.db),
      checkMaintenanceReminders(second.deps.db),
      checkMaintenanceReminders(t.app.deps.db),
      checkMaintenanceReminders(second.deps.db),
    ]);
    expect(results.flat().filter((r) => r.itemId === itemId)).toEqual([{ itemId, userId: member.id, state: 'due', cycle: `${addDays(today, 3)}|` }]);
    expect(await checkMaintenanceReminders(second.deps.db)).toEqual([]);
    await drainAll();

    const notes = await notificationsOf(member);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      target: { kind: 'maintenance', title: 'Motor yağı', url: `/maintenance?garage=${garageId}` },
      maintenance: { state: 'due', garageName: 'Hatırlatma Clio' },
      actors: [],
    });
    const mails = await reminderMails(member.email);
    expect(mails).toHaveLength(1);
    expect(decodeQp(mails[0]!)).toContain('“Hatırlatma Clio” garajındaki “Motor yağı” bakımının zamanı geldi.');
    expect(mails[0]).toContain(`http://localhost:3000/maintenance?garage=${garageId}`);
  });

  it('turning overdue is a second (and last) reminder', async () => {
    // The same schedule, seen the day after it was due.
    const tomorrowAfterDue = addDays(today, 4);
    const [a, b] = await Promise.all([checkMaintenanceReminders(t.app.deps.db, {}, tomorrowAfterDue), checkMaintenanceReminders(second.deps.db, {}, tomorrowAfterDue)]);
    expect([...a, ...b].map((r) => r.state)).toEqual(['overdue']);
    expect(await checkMaintenanceReminders(t.app.deps.db, {}, addDays(today, 10))).toEqual([]);
    await drainAll();
    expect((await notificationsOf(member)).map((n) => n.maintenance?.state)).toEqual(['overdue', 'due']);
    const mails = await reminderMails(member.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => decodeQp(m).includes('“Motor yağı” bakımı gecikti.'))).toBe(true);
  });

  it('completed and rescheduled, the item is reminded again in its next cycle', async () => {
    // Complete it today with a short interval: the next due is in 5 days → due again, a new cycle.
    await t.app.deps.db.update(maintenanceItems).set({ intervalDays: 5 }).where(sql`id = ${itemId}`);
    const done = await as(t.app, member, { method: 'POST', url: `/api/maintenance/items/${itemId}/completions`, payload: { servicedOn: today } });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().item).toMatchObject({ nextDueOn: addDays(today, 5), status: 'due' });
    // The completion itself reminded (immediate check); sweeps after it add nothing.
    expect(await checkMaintenanceReminders(second.deps.db)).toEqual([]);
    await drainAll();
    const notes = await notificationsOf(member);
    expect(notes).toHaveLength(3);
    expect(notes[0]!.maintenance?.state).toBe('due');
    expect(await reminderMails(member.email)).toHaveLength(3);
    const rows = await queryRows<{ state: string; cycle: string }>(t.app.deps.db, sql`select state, cycle from maintenance_reminders where item_id = ${itemId} order by created_at`);
    expect(rows).toEqual([
      { state: 'due', cycle: `${addDays(today, 3)}|` },
      { state: 'overdue', cycle: `${addDays(today, 3)}|` },
      { state: 'due', cycle: `${addDays(today, 5)}|` },
    ]);
  });

  it('an upcoming or completed item is not reminded', async () => {
    await insertItem({ title: 'Uzak bakım', intervalDays: 90, lastServiceOn: today, nextDueOn: addDays(today, 90) });
    await insertItem({ title: 'Bitti', lastServiceOn: today });
    expect(await checkMaintenanceReminders(t.app.deps.db)).toEqual([]);
  });
});

describe('by km', () => {
  it('an odometer update that brings a km schedule within reach reminds it once', async () => {
    const created = await as(t.app, member, { method: 'POST', url: '/api/maintenance/items', payload: { garageId, title: 'Triger kayışı', category: 'general', intervalKm: 60000, lastServiceKm: 40000 } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().status).toBe('upcoming');
    const before = (await notificationsOf(member)).length;
    const up = await as(t.app, member, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 99700 } });
    expect(up.statusCode, up.body).toBe(200);
    expect(await checkMaintenanceReminders(second.deps.db)).toEqual([]);
    const notes = await notificationsOf(member);
    expect(notes).toHaveLength(before + 1);
    expect(notes[0]).toMatchObject({ target: { title: 'Triger kayışı' }, maintenance: { state: 'due' } });
    // Past the due km: overdue, once.
    await as(t.app, member, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 100001 } });
    await as(t.app, member, { method: 'PUT', url: `/api/maintenance/garages/${garageId}/odometer`, payload: { odometerKm: 100500 } });
    const after = await notificationsOf(member);
    expect(after).toHaveLength(before + 2);
    expect(after[0]!.maintenance?.state).toBe('overdue');
  });
});
