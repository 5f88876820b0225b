import type { CompareGarage } from '@garaj/shared';

/** Which way a row is better; null: shown, never ranked. */
export type Direction = 'higher' | 'lower' | null;

/** The table's sections, in order (a heading row each). */
export const COMPARE_SECTIONS = ['vehicle', 'build', 'costs'] as const;
export type CompareSection = (typeof COMPARE_SECTIONS)[number];

interface RowSpec {
  key: string;
  section: CompareSection;
  better: Direction;
  /** The number the row is ranked by; null when not known (or hidden by its owner). */
  value?: (garage: CompareGarage) => number | null;
  /** Values in different units (L vs kWh) are never ranked against each other. */
  unit?: (garage: CompareGarage) => string | null;
}

const publicCosts = (g: CompareGarage) => (g.costs?.isPublic ? g.costs : null);

/**
 * The rows of the comparison table, in order, and which way each is better: more power
 * (current), torque, top speed, power per tonne and per 1,000 TL, a newer year and more
 * modifications; a quicker 0–100, a lighter car and a lower cost per km and consumption. Text
 * rows, the stock power, the build cost and the inspection status are shown, never ranked.
 */
export const COMPARE_ROWS = [
  { key: 'year', section: 'vehicle', better: 'higher', value: (g) => g.year },
  { key: 'engine', section: 'vehicle', better: null },
  { key: 'fuelType', section: 'vehicle', better: null },
  { key: 'transmission', section: 'vehicle', better: null },
  { key: 'drivetrain', section: 'vehicle', better: null },
  { key: 'topSpeed', section: 'vehicle', better: 'higher', value: (g) => g.topSpeed },
  { key: 'stockHp', section: 'build', better: null, value: (g) => g.stock.hp },
  { key: 'currentHp', section: 'build', better: 'higher', value: (g) => g.current.hp },
  { key: 'torque', section: 'build', better: 'higher', value: (g) => g.current.nm },
  { key: 'zeroTo100', section: 'build', better: 'lower', value: (g) => g.current.zeroTo100 },
  { key: 'weight', section: 'build', better: 'lower', value: (g) => g.current.kg },
  { key: 'powerToWeight', section: 'build', better: 'higher', value: (g) => g.powerToWeight },
  { key: 'modificationsCount', section: 'build', better: 'higher', value: (g) => g.modificationsCount },
  { key: 'buildCost', section: 'build', better: null, value: (g) => g.buildCost },
  { key: 'hpPer1000Tl', section: 'build', better: 'higher', value: (g) => g.hpPer1000Tl },
  { key: 'inspection', section: 'build', better: null },
  { key: 'costPerKm', section: 'costs', better: 'lower', value: (g) => publicCosts(g)?.costPerKmTl ?? null },
  {
    key: 'consumption',
    section: 'costs',
    better: 'lower',
    value: (g) => publicCosts(g)?.consumption?.value ?? null,
    unit: (g) => publicCosts(g)?.consumption?.unit ?? null,
  },
] as const satisfies readonly RowSpec[];

export type CompareRow = (typeof COMPARE_ROWS)[number];
export type CompareRowKey = CompareRow['key'];

/** A column's result on one row: the best value (shared when several have it), all equal, or not ranked. */
export type CellOutcome = 'best' | 'tie' | null;

/**
 * Each column's outcome on one row. Only known values are ranked, and only when at least two
 * columns have one in the same unit — a missing value is never treated as zero or as a
 * default, and the columns without one are simply left out. When every ranked value is equal
 * they all tie; otherwise every column holding the best value is 'best'.
 */
export function outcomesOf(direction: Direction, values: readonly (number | null)[], units?: readonly (string | null)[]): CellOutcome[] {
  const none = values.map((): CellOutcome => null);
  if (direction === null) return none;
  const known = values.flatMap((value, index) => (typeof value === 'number' ? [{ value, index }] : []));
  if (known.length < 2) return none;
  if (units && new Set(known.map(({ index }) => units[index])).size > 1) return none;
  const best = direction === 'higher' ? Math.max(...known.map((k) => k.value)) : Math.min(...known.map((k) => k.value));
  const allEqual = known.every((k) => k.value === best);
  const result = [...none];
  for (const { value, index } of known) if (value === best) result[index] = allEqual ? 'tie' : 'best';
  return result;
}

/** A row's ranked number for a garage; null for rows without one. */
export function rowValue(row: CompareRow, garage: CompareGarage): number | null {
  return 'value' in row ? row.value(garage) : null;
}

/** The outcome of every row for the garages, column by column. */
export function rowOutcomes(garages: readonly CompareGarage[]): Record<CompareRowKey, CellOutcome[]> {
  const outcomes = {} as Record<CompareRowKey, CellOutcome[]>;
  for (const row of COMPARE_ROWS) {
    const units = 'unit' in row ? garages.map((g) => row.unit(g)) : undefined;
    outcomes[row.key] = outcomesOf(row.better, garages.map((g) => rowValue(row, g)), units);
  }
  return outcomes;
}

/** The advantages summary: the ranked rows each garage is best in, the ties, and the rows missing a value somewhere. */
export interface Advantages {
  /** Per garage (in column order), the rows where it holds the best value. */
  wins: CompareRowKey[][];
  ties: CompareRowKey[];
  /** Ranked rows where at least one garage has no value (those garages were left out of the row). */
  incomplete: CompareRowKey[];
}

export function advantagesOf(garages: readonly CompareGarage[]): Advantages {
  const outcomes = rowOutcomes(garages);
  const result: Advantages = { wins: garages.map(() => []), ties: [], incomplete: [] };
  for (const row of COMPARE_ROWS) {
    if (row.better === null) continue;
    const cells = outcomes[row.key];
    if (cells.some((cell) => cell === 'tie')) result.ties.push(row.key);
    cells.forEach((cell, index) => {
      if (cell === 'best') result.wins[index]!.push(row.key);
    });
    if (garages.some((g) => rowValue(row, g) === null)) result.incomplete.push(row.key);
  }
  return result;
}
