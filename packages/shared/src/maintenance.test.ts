import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_WARNING_KM,
  addDays,
  computeMaintenanceStatus,
  daysBetween,
  istanbulStartOf,
  istanbulToday,
  maintenanceCycle,
  nextMaintenanceSchedule,
  type MaintenanceStatusInput,
} from './maintenance.ts';

const today = '2026-03-10';
const base: MaintenanceStatusInput = { nextDueOn: null, nextDueKm: null, lastServiceOn: null, lastServiceKm: null, odometerKm: null, today };
const byDate = (remaining: number, lastServiceOn: string | null = addDays(today, remaining - 90)) =>
  computeMaintenanceStatus({ ...base, nextDueOn: addDays(today, remaining), lastServiceOn });

describe('computeMaintenanceStatus by date (red negative, yellow under 7 days, green)', () => {
  it.each([
    [-1, 'overdue', 'red'],
    [0, 'due', 'yellow'],
    [1, 'due', 'yellow'],
    [6, 'due', 'yellow'],
    [7, 'upcoming', 'green'],
    [90, 'upcoming', 'green'],
  ] as const)('day %i → %s, %s', (days, status, color) => {
    const result = byDate(days);
    expect(result.status).toBe(status);
    expect(result.color).toBe(color);
    expect(result.remainingDays).toBe(days);
  });

  it('progress: days since the last service over the interval, clamped 0–100', () => {
    expect(byDate(45).progressPercent).toBe(50);
    expect(byDate(90).progressPercent).toBe(0);
    expect(byDate(-10).progressPercent).toBe(100);
    // A last service in the future of "today" (data entered ahead) is clamped to 0.
    expect(computeMaintenanceStatus({ ...base, nextDueOn: addDays(today, 40), lastServiceOn: addDays(today, 2) }).progressPercent).toBe(0);
  });

  it('no last service (a one-off with only a due date): no progress, unless overdue (100)', () => {
    expect(byDate(10, null).progressPercent).toBeNull();
    expect(byDate(-1, null).progressPercent).toBe(100);
  });

  it('a due date equal to the last service date is at 100 %', () => {
    expect(computeMaintenanceStatus({ ...base, nextDueOn: today, lastServiceOn: today }).progressPercent).toBe(100);
  });
});

describe('computeMaintenanceStatus by km', () => {
  const km = (odometerKm: number | null, lastServiceKm: number | null = 50_000) =>
    computeMaintenanceStatus({ ...base, nextDueKm: 60_000, lastServiceKm, odometerKm });

  it('exactly at the due km is due; one km past it is overdue', () => {
    expect(km(60_000)).toMatchObject({ status: 'due', remainingKm: 0, color: 'yellow', progressPercent: 100 });
    expect(km(60_001)).toMatchObject({ status: 'overdue', remainingKm: -1, color: 'red', progressPercent: 100 });
  });

  it(`due within ${MAINTENANCE_WARNING_KM} km, upcoming beyond`, () => {
    expect(km(60_000 - MAINTENANCE_WARNING_KM).status).toBe('due');
    expect(km(60_000 - MAINTENANCE_WARNING_KM - 1).status).toBe('upcoming');
    expect(km(55_000)).toMatchObject({ status: 'upcoming', remainingKm: 5_000, progressPercent: 50, remainingDays: null });
  });

  it('no odometer: nothing to compare with — upcoming, no remaining km, no progress', () => {
    expect(km(null)).toMatchObject({ status: 'upcoming', remainingKm: null, progressPercent: null, color: 'green' });
  });

  it('no km at the last service: status by km, no progress', () => {
    expect(km(59_900, null)).toMatchObject({ status: 'due', progressPercent: null });
  });
});

describe('computeMaintenanceStatus: whichever comes first', () => {
  it('km overdue wins over a far date; a near date wins over far km', () => {
    expect(computeMaintenanceStatus({ ...base, nextDueOn: addDays(today, 60), nextDueKm: 60_000, odometerKm: 61_000 }).status).toBe('overdue');
    expect(computeMaintenanceStatus({ ...base, nextDueOn: addDays(today, 3), nextDueKm: 60_000, odometerKm: 40_000 }).status).toBe('due');
  });

  it('progress is the further of days and km', () => {
    const result = computeMaintenanceStatus({ nextDueOn: addDays(today, 80), lastServiceOn: addDays(today, -20), nextDueKm: 20_000, lastServiceKm: 10_000, odometerKm: 17_500, today });
    expect(result.progressPercent).toBe(75);
  });
});

describe('computeMaintenanceStatus: nothing scheduled', () => {
  it('is completed, without numbers or colour', () => {
    expect(computeMaintenanceStatus({ ...base, lastServiceOn: today, odometerKm: 1000 })).toEqual({
      status: 'completed',
      remainingDays: null,
      remainingKm: null,
      progressPercent: null,
      color: null,
    });
  });
});

describe('schedule helpers', () => {
  it('next schedule = last service + interval, each only when both are known', () => {
    expect(nextMaintenanceSchedule({ lastServiceOn: '2026-01-31', lastServiceKm: 10_000, intervalDays: 30, intervalKm: 5_000 })).toEqual({ nextDueOn: '2026-03-02', nextDueKm: 15_000 });
    expect(nextMaintenanceSchedule({ lastServiceOn: '2026-01-31', lastServiceKm: null, intervalDays: null, intervalKm: 5_000 })).toEqual({ nextDueOn: null, nextDueKm: null });
    // Only a km interval.
    expect(nextMaintenanceSchedule({ lastServiceOn: '2026-01-31', lastServiceKm: 1_000, intervalDays: null, intervalKm: 5_000 })).toEqual({ nextDueOn: null, nextDueKm: 6_000 });
  });

  it('calendar arithmetic across month, year and leap day', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });

  it('today and day starts are in Europe/Istanbul (UTC+3)', () => {
    expect(istanbulToday(new Date('2026-03-09T20:59:59Z'))).toBe('2026-03-09');
    expect(istanbulToday(new Date('2026-03-09T21:00:00Z'))).toBe('2026-03-10');
    expect(istanbulStartOf('2026-03-10').toISOString()).toBe('2026-03-09T21:00:00.000Z');
  });

  it('the cycle names the schedule', () => {
    expect(maintenanceCycle({ nextDueOn: '2026-03-10', nextDueKm: null })).toBe('2026-03-10|');
    expect(maintenanceCycle({ nextDueOn: null, nextDueKm: 60_000 })).toBe('|60000');
  });
});
