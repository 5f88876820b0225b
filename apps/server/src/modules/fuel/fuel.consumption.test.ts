/**
 * The fuel log's arithmetic: full-to-full consumption (partial fills added to the segment they
 * fall in, a missed fill-up breaking the chain, nothing before the first full tank), distance-
 * weighted averages, cost per km, km driven in a year; the CSV date reading and the import's
 * odometer-order check.
 */
import { describe, expect, it } from 'vitest';
import { averageConsumption, consumptionChain, costPerKm, kmDrivenIn, trackedSpan, type ChainRow } from './fuel.consumption.ts';
import { parseCsvDate } from './fuel.csv.ts';
import { odometerOrderIssues } from './fuel.import.ts';

const fill = (filledOn: string, odometerKm: number, quantity: number, isFull = true, missedPrevious = false): ChainRow => ({ filledOn, odometerKm, quantity, isFull, missedPrevious });

describe('full-to-full consumption', () => {
  it('measures each full tank against the one before; the first is the base', () => {
    const steps = consumptionChain([fill('2026-01-01', 10_000, 40), fill('2026-01-08', 10_600, 42), fill('2026-01-15', 11_100, 36)]);
    expect(steps.map((s) => s.distanceKm)).toEqual([null, 600, 500]);
    expect(steps.map((s) => s.consumption)).toEqual([null, 7, 7.2]);
    expect(steps[1]!.segment).toEqual({ fuel: 42, distanceKm: 600 });
  });

  it('partial fills add their fuel to the segment closed by the next full tank', () => {
    const steps = consumptionChain([
      fill('2026-01-01', 10_000, 40),
      fill('2026-01-04', 10_300, 10, false),
      fill('2026-01-06', 10_500, 15, false),
      fill('2026-01-10', 10_800, 31),
    ]);
    expect(steps.map((s) => s.consumption)).toEqual([null, null, null, 7]);
    expect(steps[3]!.segment).toEqual({ fuel: 56, distanceKm: 800 });
  });

  it('a missed fill-up breaks the chain: that segment is not measured and the next one starts at it', () => {
    const steps = consumptionChain([
      fill('2026-01-01', 10_000, 40),
      fill('2026-01-20', 11_500, 45, true, true),
      fill('2026-01-27', 12_000, 30),
    ]);
    expect(steps.map((s) => s.consumption)).toEqual([null, null, 6]);
    expect(averageConsumption(steps.map((s) => s.segment))).toBe(6);
  });

  it('a missed partial fill-up leaves the chain open until the next full tank', () => {
    const steps = consumptionChain([
      fill('2026-01-01', 10_000, 40),
      fill('2026-01-10', 11_000, 20, false, true),
      fill('2026-01-12', 11_300, 30),
      fill('2026-01-20', 11_800, 35),
    ]);
    expect(steps.map((s) => s.consumption)).toEqual([null, null, null, 7]);
  });

  it('nothing is measured before the first full tank, nor over no distance', () => {
    const steps = consumptionChain([fill('2026-01-01', 10_000, 20, false), fill('2026-01-05', 10_400, 30), fill('2026-01-05', 10_400, 2)]);
    expect(steps.map((s) => s.consumption)).toEqual([null, null, null]);
    expect(averageConsumption(steps.map((s) => s.segment))).toBeNull();
  });

  it('the average is weighted by distance, not a mean of the fills', () => {
    // 10 L over 100 km (10 L/100 km) and 60 L over 1000 km (6): 70 / 1100 → 6.36, not 8.
    expect(averageConsumption([{ fuel: 10, distanceKm: 100 }, null, { fuel: 60, distanceKm: 1000 }])).toBe(6.36);
  });
});

describe('distance and money', () => {
  const log = [fill('2025-12-20', 9_000, 40), fill('2026-01-10', 9_800, 45), fill('2026-06-01', 14_000, 40), fill('2027-01-03', 20_000, 40)];

  it('cost per km: kuruş over km, two decimals; nothing without distance', () => {
    expect(costPerKm(250_000, 1_000)).toBe(2.5);
    expect(costPerKm(100, 3)).toBe(0.33);
    expect(costPerKm(100, null)).toBeNull();
    expect(costPerKm(100, 0)).toBeNull();
  });

  it('the tracked span runs from the first to the last fill-up', () => {
    expect(trackedSpan(log)).toEqual({ firstOn: '2025-12-20', lastOn: '2027-01-03', distanceKm: 11_000 });
    expect(trackedSpan(log.slice(0, 1))).toBeNull();
  });

  it('km driven in a year: last reading of the year minus the last before it (else its first)', () => {
    expect(kmDrivenIn(log, 2026)).toBe(5_000);
    expect(kmDrivenIn(log, 2025)).toBeNull();
    expect(kmDrivenIn(log.slice(1), 2026)).toBe(4_200);
    expect(kmDrivenIn(log, 2024)).toBeNull();
  });
});

describe('CSV dates and the odometer order of an import', () => {
  it('dates as LubeLogger writes them: ISO, M/D/YYYY (D/M/YYYY for a file that needs it), D.M.YYYY', () => {
    expect(parseCsvDate('2026-03-05', false)).toBe('2026-03-05');
    expect(parseCsvDate('2026-03-05T00:00:00', false)).toBe('2026-03-05');
    expect(parseCsvDate('3/5/2026', false)).toBe('2026-03-05');
    expect(parseCsvDate('3/5/2026 12:00:00 AM', false)).toBe('2026-03-05');
    expect(parseCsvDate('3/5/2026', true)).toBe('2026-05-03');
    expect(parseCsvDate('05.03.2026', false)).toBe('2026-03-05');
    expect(parseCsvDate('2/30/2026', false)).toBeNull();
    expect(parseCsvDate('yesterday', false)).toBeNull();
  });

  it('an imported row that runs the odometer backwards is reported on its own line', () => {
    const stored = [{ filledOn: '2026-01-10', odometerKm: 10_000 }];
    const rows = [
      { line: 2, values: { filledOn: '2026-01-05', odometerKm: 9_500 } },
      { line: 3, values: { filledOn: '2026-01-20', odometerKm: 9_900 } },
      { line: 4, values: { filledOn: '2026-01-25', odometerKm: 10_400 } },
    ] as unknown as Parameters<typeof odometerOrderIssues>[1];
    expect(odometerOrderIssues(stored, rows)).toEqual([{ line: 3, column: 'Odometer', code: 'FUEL_ODOMETER_ORDER' }]);
  });
});
