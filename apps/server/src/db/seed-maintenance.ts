/**
 * Demo maintenance tracker data: for the first {@link SEED_MAINTENANCE_GARAGES}
 * demo garages, an odometer and items in every computed state — overdue (by date), due (by date
 * and by km), upcoming, and a completed one-off — plus their service history, all relative to the
 * seed's "today" (Europe/Istanbul). Intervals include 90 and 15 days.
 *
 * The seeded due and overdue items are recorded as already reminded (`maintenance_reminders`), so
 * the first start's reminder sweep does not mail the demo members' (undeliverable) addresses.
 */
import {
  addDays,
  computeMaintenanceStatus,
  istanbulToday,
  maintenanceCycle,
  nextMaintenanceSchedule,
  type MaintenanceCategory,
} from '@garaj/shared';
import type { Db } from './client.ts';
import { garages, maintenanceItems, maintenanceLogs, maintenanceReminders } from './schema/index.ts';
import { eq } from 'drizzle-orm';

/** How many demo garages get maintenance items. */
export const SEED_MAINTENANCE_GARAGES = 6;

export interface SeedMaintenanceGarage {
  ownerId: string;
  garageId: string;
  vehicleType: 'car' | 'motorcycle';
}

interface Template {
  title: string;
  category: MaintenanceCategory;
  intervalDays: number | null;
  intervalKm: number | null;
  /** Days before today of the last service. */
  lastServiceDaysAgo: number;
  /** km before the current odometer at the last service. */
  lastServiceKmAgo: number | null;
  cost: number;
  notes: string | null;
}

const CAR: Template[] = [
  { title: 'Motor yağı ve filtre', category: 'oil', intervalDays: 180, intervalKm: 10_000, lastServiceDaysAgo: 195, lastServiceKmAgo: 8_200, cost: 2_800, notes: '5W-30 tam sentetik, 4,5 litre' },
  { title: 'Lastik rotasyonu', category: 'tire', intervalDays: null, intervalKm: 10_000, lastServiceDaysAgo: 160, lastServiceKmAgo: 9_700, cost: 600, notes: null },
  { title: 'Fren balatası kontrolü', category: 'brake', intervalDays: 90, intervalKm: null, lastServiceDaysAgo: 87, lastServiceKmAgo: null, cost: 1_800, notes: 'Ön balatalar %40' },
  { title: 'Polen filtresi', category: 'filter', intervalDays: 365, intervalKm: null, lastServiceDaysAgo: 120, lastServiceKmAgo: 3_000, cost: 450, notes: null },
  { title: 'Akü kontrolü', category: 'other', intervalDays: 15, intervalKm: null, lastServiceDaysAgo: 4, lastServiceKmAgo: null, cost: 0, notes: 'Kışın voltajı takip et' },
];
const MOTORCYCLE: Template[] = [
  { title: 'Motor yağı', category: 'oil', intervalDays: 365, intervalKm: 6_000, lastServiceDaysAgo: 380, lastServiceKmAgo: 4_100, cost: 1_900, notes: '10W-40' },
  { title: 'Zincir bakımı', category: 'general', intervalDays: null, intervalKm: 1_000, lastServiceDaysAgo: 20, lastServiceKmAgo: 800, cost: 250, notes: 'Temizlik + yağlama, gerginlik ayarı' },
  { title: 'Fren hidroliği', category: 'brake', intervalDays: 90, intervalKm: null, lastServiceDaysAgo: 85, lastServiceKmAgo: null, cost: 700, notes: null },
  { title: 'Hava filtresi', category: 'filter', intervalDays: 365, intervalKm: 12_000, lastServiceDaysAgo: 60, lastServiceKmAgo: 2_000, cost: 550, notes: null },
  { title: 'Lastik basıncı', category: 'tire', intervalDays: 15, intervalKm: null, lastServiceDaysAgo: 3, lastServiceKmAgo: null, cost: 0, notes: null },
];

/**
 * Writes the demo maintenance data with `tx` (inside the seed's transaction). Returns the
 * number of items and logs written.
 */
export async function seedMaintenance(tx: Db, candidates: SeedMaintenanceGarage[], today: string = istanbulToday()): Promise<{ items: number; logs: number }> {
  let items = 0;
  let logs = 0;
  for (const [index, garage] of candidates.slice(0, SEED_MAINTENANCE_GARAGES).entries()) {
    const odometerKm = 38_000 + index * 13_500;
    await tx.update(garages).set({ odometerKm }).where(eq(garages.id, garage.garageId));
    const templates = garage.vehicleType === 'motorcycle' ? MOTORCYCLE : CAR;
    for (const template of templates) {
      // A few days' shift per garage, within each template's state.
      const lastServiceOn = addDays(today, -(template.lastServiceDaysAgo + (template.intervalDays && template.intervalDays >= 180 ? index : 0)));
      const lastServiceKm = template.lastServiceKmAgo === null ? null : odometerKm - template.lastServiceKmAgo;
      const schedule = nextMaintenanceSchedule({ lastServiceOn, lastServiceKm, intervalDays: template.intervalDays, intervalKm: template.intervalKm });
      const [item] = await tx
        .insert(maintenanceItems)
        .values({
          garageId: garage.garageId,
          userId: garage.ownerId,
          title: template.title,
          category: template.category,
          notes: template.notes,
          intervalDays: template.intervalDays,
          intervalKm: template.intervalKm,
          lastServiceOn,
          lastServiceKm,
          cost: template.cost,
          ...schedule,
        })
        .returning({ id: maintenanceItems.id });
      items++;
      // The service history: the last service and the one before it.
      const history = [{ servicedOn: lastServiceOn, odometerKm: lastServiceKm }];
      if (template.intervalDays) history.push({ servicedOn: addDays(lastServiceOn, -template.intervalDays), odometerKm: lastServiceKm === null ? null : Math.max(0, lastServiceKm - (template.intervalKm ?? 5_000)) });
      await tx.insert(maintenanceLogs).values(
        history.map((entry) => ({ garageId: garage.garageId, userId: garage.ownerId, itemId: item!.id, title: template.title, category: template.category, cost: template.cost, ...entry })),
      );
      logs += history.length;
      const { status } = computeMaintenanceStatus({ ...schedule, lastServiceOn, lastServiceKm, odometerKm, today });
      if (status === 'due' || status === 'overdue') {
        await tx.insert(maintenanceReminders).values({ itemId: item!.id, state: status, cycle: maintenanceCycle(schedule) }).onConflictDoNothing();
      }
    }
    // A one-off service already done: 'completed'.
    const doneOn = addDays(today, -(30 + index));
    const [oneOff] = await tx
      .insert(maintenanceItems)
      .values({ garageId: garage.garageId, userId: garage.ownerId, title: 'Araç muayenesi', category: 'general', lastServiceOn: doneOn, lastServiceKm: odometerKm - 1_200, cost: 1_350, notes: 'TÜVTÜRK, sorunsuz geçti' })
      .returning({ id: maintenanceItems.id });
    await tx.insert(maintenanceLogs).values({ garageId: garage.garageId, userId: garage.ownerId, itemId: oneOff!.id, title: 'Araç muayenesi', category: 'general', servicedOn: doneOn, odometerKm: odometerKm - 1_200, cost: 1_350, notes: 'TÜVTÜRK, sorunsuz geçti' });
    items++;
    logs++;
  }
  return { items, logs };
}
