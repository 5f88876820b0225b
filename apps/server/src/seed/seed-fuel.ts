/**
 * Demo fuel log and running costs: for the first demo car that has maintenance history (the
 * first {@link SEED_MAINTENANCE_GARAGES} garages of seed-maintenance.ts), a year of fill-ups —
 * about one a week, İstanbul stations and a few on the road, petrol at 47–56 TL/L rising through
 * the year, 7–9 L/100 km, a few partial top-ups and one fill-up whose previous one went
 * unlogged — ending below the odometer the maintenance seed gave the garage; plus trafik
 * sigortası, kasko, MTV in two instalments, the previous muayene, HGS top-ups, parking and a
 * wash. The garage's cost summary is made public, so compare shows it. Everything is relative to
 * the seed's "today" (Europe/Istanbul) and deterministic (a fixed pseudo-random sequence).
 */
import { addDays, istanbulToday, type CostKind } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { fuelFillUps, garageCostSettings, vehicleCosts } from '../db/schema/index.ts';
import { SEED_MAINTENANCE_GARAGES } from './seed-maintenance.ts';

export interface SeedFuelGarage {
  ownerId: string;
  garageId: string;
  vehicleType: 'car' | 'motorcycle';
  fuelType: string | null;
}

/** The odometer the maintenance seed gives the first garage; the log ends just below it. */
const LAST_ODOMETER_KM = 37_850;
const CITY_STATIONS = ['Shell Ataşehir', 'Opet Kozyatağı', 'BP Kadıköy', 'Petrol Ofisi Maltepe', 'TotalEnergies Üsküdar'];
const ROAD_STATIONS = ['Shell Bolu Dağı', 'Opet Düzce', 'Petrol Ofisi Sakarya'];

/** A fixed pseudo-random sequence in [0, 1) (a 32-bit linear congruential generator), so the seed is the same every time. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** `YYYY-MM-DD` of the most recent `month`/`day` that is not after `today`. */
function lastOccurrence(today: string, month: number, day: number): string {
  const year = Number(today.slice(0, 4));
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return date <= today ? date : `${year - 1}${date.slice(4)}`;
}

/**
 * Writes the demo fuel log and cost entries with `tx` (inside the seed's transaction). Returns
 * the numbers written (zero when no demo garage fits).
 */
export async function seedFuel(tx: Db, candidates: SeedFuelGarage[], today: string = istanbulToday()): Promise<{ fillUps: number; costs: number }> {
  const garage = candidates.slice(0, SEED_MAINTENANCE_GARAGES).find((g) => g.vehicleType === 'car' && g.fuelType !== 'electric');
  if (!garage) return { fillUps: 0, costs: 0 };
  const random = sequence(2026);

  // About one fill-up a week over the last year, 3 days ago the latest.
  const days: number[] = [];
  for (let ago = 3; ago <= 365; ago += 5 + Math.floor(random() * 5)) days.unshift(ago);
  // A road trip every ninth fill; once (the 23rd) the fill-up before went unlogged, so twice the distance.
  const road = (i: number) => i % 9 === 4;
  const MISSED = 22;
  const distances = days.map((_, i) => road(i) ? 420 + Math.round(random() * 120) : 240 + Math.round(random() * 160));
  distances[MISSED] = distances[MISSED]! * 2;
  let odometer = LAST_ODOMETER_KM - distances.slice(1).reduce((a, b) => a + b, 0);
  // What a top-up left empty: the next full tank takes it too.
  let carry = 0;
  const rows = days.map((ago, i) => {
    if (i > 0) odometer += distances[i]!;
    // A top-up every seventh fill (most of what was burnt).
    const isFull = i % 7 !== 3;
    const missedPrevious = i === MISSED;
    const litresPer100 = (road(i) ? 6.9 : 7.8) + random() * 1.1;
    const burnt = ((missedPrevious ? distances[i]! / 2 : distances[i]!) * litresPer100) / 100;
    const quantity = Math.round((isFull ? burnt + carry : burnt * 0.7) * 1000) / 1000;
    carry = isFull ? 0 : burnt * 0.3;
    // 98 octane for the tuned engine: 47 TL at the start of the year, about 56 at its end.
    const price = 47 + ((365 - ago) / 365) * 8.5 + random() * 0.8;
    return {
      garageId: garage.garageId,
      userId: garage.ownerId,
      filledOn: addDays(today, -ago),
      odometerKm: odometer,
      quantity,
      totalKurus: Math.round(quantity * price * 100),
      isFull,
      missedPrevious,
      station: road(i) ? ROAD_STATIONS[i % ROAD_STATIONS.length]! : CITY_STATIONS[i % CITY_STATIONS.length]!,
      notes: road(i) ? 'Ankara yolu, hız sabitleyici 110' : missedPrevious ? 'Bir önceki dolumun fişi kayıp' : null,
    };
  });
  await tx.insert(fuelFillUps).values(rows);

  const costs: { kind: CostKind; spentOn: string; amountKurus: number; note: string | null }[] = [
    { kind: 'traffic_insurance', spentOn: addDays(today, -270), amountKurus: 985_000, note: 'Trafik sigortası yenileme, 4. basamak' },
    { kind: 'kasko', spentOn: addDays(today, -268), amountKurus: 3_840_000, note: 'Genişletilmiş kasko, yetkili servis' },
    { kind: 'tax', spentOn: lastOccurrence(today, 1, 20), amountKurus: 596_250, note: 'MTV 1. taksit' },
    { kind: 'tax', spentOn: lastOccurrence(today, 7, 20), amountKurus: 596_250, note: 'MTV 2. taksit' },
    { kind: 'inspection', spentOn: addDays(today, -760), amountKurus: 225_000, note: 'TÜVTÜRK periyodik muayene' },
    { kind: 'other', spentOn: addDays(today, -45), amountKurus: 35_000, note: 'İç dış yıkama' },
  ];
  for (let month = 1; month <= 6; month++) {
    costs.push({ kind: 'toll_parking', spentOn: addDays(today, -(month * 55 + 6)), amountKurus: 50_000 + Math.round(random() * 4) * 10_000, note: 'HGS bakiye yükleme' });
  }
  costs.push({ kind: 'toll_parking', spentOn: addDays(today, -12), amountKurus: 28_000, note: 'Otopark, Kadıköy' });
  await tx.insert(vehicleCosts).values(costs.map((cost) => ({ garageId: garage.garageId, userId: garage.ownerId, ...cost })));

  await tx.insert(garageCostSettings).values({ garageId: garage.garageId, showCosts: true }).onConflictDoNothing();
  return { fillUps: rows.length, costs: costs.length };
}
