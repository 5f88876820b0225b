/**
 * Maintenance reminders (acceptance 5; decision 008): when an item becomes due or
 * overdue (packages/shared maintenance.ts), its owner gets ONE in-app notification and ONE e-mail
 * per (item, state, cycle) — whichever instance, job copy, retry or sweep gets there first.
 *
 * **Once.** {@link checkMaintenanceReminders} computes each candidate's status, then in one
 * transaction per item inserts `(item, state, cycle)` into `maintenance_reminders`
 * `ON CONFLICT DO NOTHING RETURNING` — conditional on the item still having that schedule — and
 * only the caller that got the row back emits `maintenance.due`, whose notifications handler writes
 * the notification (marked for e-mail) in the same transaction. On PostgreSQL a concurrent second
 * insert of the same key waits for the first to commit, then does nothing.
 *
 * **When.** Three ways, all safe to repeat:
 * - right after a write that changes a schedule or an odometer (create, edit, completion, odometer
 *   update), for that garage — an item added already due is reminded at once;
 * - a job `maintenance-reminder` per item, sent for the instants it will become due (start of the
 *   day, Europe/Istanbul, MAINTENANCE_WARNING_DAYS − 1 days before the due date) and overdue (the
 *   day after), keyed by item, cycle and state (one job per moment across instances);
 * - a sweep `maintenance-sweep` of every scheduled item, every hour on the hour (pg-boss cron,
 *   lib/jobs.ts) and once at every start (`catchUp`): whatever a lost job missed, and km schedules.
 */
import { sql } from 'drizzle-orm';
import { MAINTENANCE_WARNING_DAYS, MAINTENANCE_WARNING_KM, addDays, computeMaintenanceStatus, istanbulStartOf, istanbulToday, maintenanceCycle } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import type { Jobs } from '../../lib/jobs.ts';

/** Queue of the per-item reminder job. */
export const MAINTENANCE_REMINDER_JOB = 'maintenance-reminder';
/** Queue of the periodic sweep. */
export const MAINTENANCE_SWEEP_JOB = 'maintenance-sweep';
/** Every hour on the hour. */
export const MAINTENANCE_SWEEP_CRON = '0 * * * *';

/** Which items to look at: one item, one garage, or (empty) every scheduled item. */
export interface ReminderScope {
  itemId?: string;
  garageId?: string;
}

/** A reminder written by this call. */
export interface SentReminder {
  itemId: string;
  userId: string;
  state: 'due' | 'overdue';
  cycle: string;
}

interface Candidate {
  id: string;
  user_id: string;
  next_due_on: string | null;
  next_due_km: number | null;
  last_service_on: string | null;
  last_service_km: number | null;
  odometer_km: number | null;
}

/**
 * Writes the reminders that are due for the items in `scope` on `today` (`YYYY-MM-DD`,
 * Europe/Istanbul; default the real today) and returns those written by THIS call (an item
 * already reminded for its state and cycle is skipped). Safe to call any number of times,
 * concurrently, from any instance and from the seed.
 */
export async function checkMaintenanceReminders(db: Db, scope: ReminderScope = {}, today: string = istanbulToday()): Promise<SentReminder[]> {
  // Only items that can be due or overdue today: the date within the warning window, or a km
  // schedule within the km window (the exact rule is computeMaintenanceStatus's below).
  const horizon = addDays(today, MAINTENANCE_WARNING_DAYS - 1);
  const candidates = await queryRows<Candidate>(db, sql`
    select i.id, i.user_id, to_char(i.next_due_on, 'YYYY-MM-DD') as next_due_on, i.next_due_km,
      to_char(i.last_service_on, 'YYYY-MM-DD') as last_service_on, i.last_service_km, g.odometer_km
    from maintenance_items i
    join garages g on g.id = i.garage_id
    where (i.next_due_on <= ${horizon}::date
        or (i.next_due_km is not null and g.odometer_km is not null and g.odometer_km >= i.next_due_km - ${MAINTENANCE_WARNING_KM}))
      ${scope.itemId ? sql`and i.id = ${scope.itemId}` : sql``}
      ${scope.garageId ? sql`and i.garage_id = ${scope.garageId}` : sql``}
    order by i.next_due_on nulls last, i.id`);
  const sent: SentReminder[] = [];
  for (const item of candidates) {
    const nextDueKm = item.next_due_km === null ? null : Number(item.next_due_km);
    const { status } = computeMaintenanceStatus({
      nextDueOn: item.next_due_on,
      nextDueKm,
      lastServiceOn: item.last_service_on,
      lastServiceKm: item.last_service_km === null ? null : Number(item.last_service_km),
      odometerKm: item.odometer_km === null ? null : Number(item.odometer_km),
      today,
    });
    if (status !== 'due' && status !== 'overdue') continue;
    const cycle = maintenanceCycle({ nextDueOn: item.next_due_on, nextDueKm });
    const wrote = await db.transaction(async (tx) => {
      // Conditional on the schedule read above: a completion in between (a new cycle) writes nothing here.
      const rows = await queryRows<{ item_id: string }>(tx, sql`
        insert into maintenance_reminders (item_id, state, cycle)
        select id, ${status}, ${cycle} from maintenance_items
        where id = ${item.id} and next_due_on is not distinct from ${item.next_due_on}::date and next_due_km is not distinct from ${nextDueKm}::int
        on conflict do nothing
        returning item_id`);
      if (!rows.length) return false;
      await emitDomainEvent(tx, { type: 'maintenance.due', userId: item.user_id, itemId: item.id, state: status, cycle });
      return true;
    });
    if (wrote) sent.push({ itemId: item.id, userId: item.user_id, state: status, cycle });
  }
  return sent;
}

/**
 * Sends the per-item jobs for the moments the item's date schedule turns due and overdue (start of
 * the day in Europe/Istanbul). Past moments are left to the immediate check and the sweep.
 * No-op when jobs are off.
 */
export async function scheduleItemReminders(db: Db, jobs: Jobs, itemId: string): Promise<void> {
  if (!jobs.enabled) return;
  const [row] = await queryRows<{ next_due_on: string | null; next_due_km: number | null }>(
    db,
    sql`select to_char(next_due_on, 'YYYY-MM-DD') as next_due_on, next_due_km from maintenance_items where id = ${itemId}`,
  );
  if (!row?.next_due_on) return;
  const cycle = maintenanceCycle({ nextDueOn: row.next_due_on, nextDueKm: row.next_due_km === null ? null : Number(row.next_due_km) });
  const moments: [state: string, day: string][] = [
    ['due', addDays(row.next_due_on, -(MAINTENANCE_WARNING_DAYS - 1))],
    ['overdue', addDays(row.next_due_on, 1)],
  ];
  for (const [state, day] of moments) {
    const startAfter = istanbulStartOf(day);
    if (startAfter.getTime() <= Date.now()) continue;
    await jobs.send(MAINTENANCE_REMINDER_JOB, { itemId }, { startAfter, key: `${itemId}:${cycle}:${state}` });
  }
}

/**
 * After a write to a garage's schedules or odometer (committed): reminds what is due now and
 * schedules the jobs of `itemIds`. Never throws (the write is committed; the sweep repairs a gap).
 */
export async function afterMaintenanceChange(
  deps: { db: Db; jobs: Jobs; log: { error: (obj: object, msg: string) => void } },
  garageId: string,
  itemIds: string[],
): Promise<void> {
  try {
    await checkMaintenanceReminders(deps.db, { garageId });
    for (const id of itemIds) await scheduleItemReminders(deps.db, deps.jobs, id);
  } catch (err) {
    deps.log.error({ err, garageId }, 'maintenance reminder check failed');
  }
}

/** Declares the reminder job and the hourly sweep (called once per app, when the routes are registered). */
export function defineMaintenanceJobs(db: Db, jobs: Jobs): void {
  jobs.define<{ itemId?: string }>({
    name: MAINTENANCE_REMINDER_JOB,
    handler: async ({ itemId }) => {
      if (itemId) await checkMaintenanceReminders(db, { itemId });
    },
  });
  jobs.define<Record<string, never>>({
    name: MAINTENANCE_SWEEP_JOB,
    cron: MAINTENANCE_SWEEP_CRON,
    cronTimeZone: 'Europe/Istanbul',
    handler: async () => {
      await checkMaintenanceReminders(db);
    },
    // What fell due while no instance ran: one sweep per start (instances starting in the same minute share it).
    catchUp: async () => {
      await jobs.send(MAINTENANCE_SWEEP_JOB, {}, { key: `start:${new Date().toISOString().slice(0, 16)}` });
    },
  });
}
