import type { CompareGarage } from '@garaj/shared';

/**
 * The rows of the comparison table, in order, and which way each is better (higher year, power, torque, top speed, modification count; lower 0-100
 * and weight; power-to-weight, higher). Text rows and the build cost are shown,
 * never ranked.
 */
export const COMPARE_ROWS = [
  { key: 'year', better: 'higher' },
  { key: 'engine', better: null },
  { key: 'horsepower', better: 'higher' },
  { key: 'torque', better: 'higher' },
  { key: 'acceleration', better: 'lower' },
  { key: 'topSpeed', better: 'higher' },
  { key: 'fuelType', better: null },
  { key: 'transmission', better: null },
  { key: 'drivetrain', better: null },
  { key: 'weight', better: 'lower' },
  { key: 'modificationsCount', better: 'higher' },
  { key: 'powerToWeight', better: 'higher' },
  { key: 'buildCost', better: null },
] as const satisfies readonly { key: keyof CompareGarage; better: 'higher' | 'lower' | null }[];

export type CompareRowKey = (typeof COMPARE_ROWS)[number]['key'];
export type Direction = 'higher' | 'lower' | null;

/** Which side wins a row: a slot, a tie, or null when the row is not compared. */
export type RowOutcome = 'car1' | 'car2' | 'tie' | null;

/** A row's stored value; null when the owner did not enter it. */
export function rowValue(garage: CompareGarage, key: CompareRowKey): string | number | null {
  return garage[key];
}

/**
 * Who is better on one row. Null (not compared) when the row has no direction or either value
 * is missing — a missing value is never treated as zero or as a default.
 */
export function outcomeOf(direction: Direction, a: number | string | null, b: number | string | null): RowOutcome {
  if (direction === null || typeof a !== 'number' || typeof b !== 'number') return null;
  if (a === b) return 'tie';
  const firstWins = direction === 'higher' ? a > b : a < b;
  return firstWins ? 'car1' : 'car2';
}

/** The outcome of every row for two garages. */
export function rowOutcomes(car1: CompareGarage, car2: CompareGarage): Record<CompareRowKey, RowOutcome> {
  const outcomes = {} as Record<CompareRowKey, RowOutcome>;
  for (const row of COMPARE_ROWS) outcomes[row.key] = outcomeOf(row.better, rowValue(car1, row.key), rowValue(car2, row.key));
  return outcomes;
}

/** The advantages summary: rows each car wins, ties, and ranked rows that could not be compared. */
export interface Advantages {
  car1: CompareRowKey[];
  car2: CompareRowKey[];
  ties: CompareRowKey[];
  /** Ranked rows where at least one car has no stored value. */
  notCompared: CompareRowKey[];
}

export function advantagesOf(car1: CompareGarage, car2: CompareGarage): Advantages {
  const outcomes = rowOutcomes(car1, car2);
  const result: Advantages = { car1: [], car2: [], ties: [], notCompared: [] };
  for (const row of COMPARE_ROWS) {
    if (row.better === null) continue;
    const outcome = outcomes[row.key];
    if (outcome === 'tie') result.ties.push(row.key);
    else if (outcome === null) result.notCompared.push(row.key);
    else result[outcome].push(row.key);
  }
  return result;
}
