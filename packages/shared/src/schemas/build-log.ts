/**
 * The build log of a garage ("Stok vs Şimdi"): the figures a build started from, the figures it
 * has now, and what it cost. Power in HP, torque in Nm, 0–100 km/h in seconds, weight in kg,
 * sound in dB, money in whole TL, distances in km.
 */

/** One set of figures; null where nothing was measured or entered. */
export interface BuildFigures {
  hp: number | null;
  nm: number | null;
  zeroTo100: number | null;
  kg: number | null;
  db: number | null;
}

/** What compare and the garage page show of a build. */
export interface BuildSummary {
  /** Stock figures: entered on the garage, else the "before" of the earliest measurement. */
  stock: BuildFigures;
  /** Current figures: the "after" of the latest measurement of each kind, else the stock. */
  current: BuildFigures;
  /** Sum of the modifications' costs (TL). */
  buildCostTl: number;
  /** How many modifications have a cost. */
  pricedCount: number;
  modificationsCount: number;
  /** HP gained per 1,000 TL spent; null without a gain or without a cost. */
  hpPer1000Tl: number | null;
  /** The legality categories the modifications are tagged with (LEGALITY_CATEGORY_IDS), each once. */
  legalCategories: string[];
}

/** The kinds of figure a build log measures, in the order pages show them. */
export const BUILD_FIGURE_KINDS = ['hp', 'nm', 'zeroTo100', 'kg', 'db'] as const;
export type BuildFigureKind = (typeof BUILD_FIGURE_KINDS)[number];

/**
 * Bounds of each figure (inclusive) and its step: whole HP, Nm and kg; tenths of a second and
 * of a dB. `lowerIsBetter`: a smaller 0–100 time or weight is a gain.
 */
export const BUILD_FIGURE_BOUNDS: Record<BuildFigureKind, { min: number; max: number; decimals: 0 | 1; lowerIsBetter: boolean }> = {
  hp: { min: 1, max: 5000, decimals: 0, lowerIsBetter: false },
  nm: { min: 1, max: 10_000, decimals: 0, lowerIsBetter: false },
  zeroTo100: { min: 1, max: 60, decimals: 1, lowerIsBetter: true },
  kg: { min: 30, max: 10_000, decimals: 0, lowerIsBetter: true },
  db: { min: 30, max: 200, decimals: 1, lowerIsBetter: false },
};

/** Highest odometer reading a modification may name, km. */
export const MAX_ODOMETER_KM = 2_000_000;

/** Who fitted a modification: the owner, or a shop (named in `shopName`). */
export const MODIFICATION_DONE_BY = ['self', 'shop'] as const;
export type ModificationDoneBy = (typeof MODIFICATION_DONE_BY)[number];

/** Where power and torque were measured: at the wheels (chassis dyno) or at the crank. */
export const MEASURED_AT = ['wheel', 'crank'] as const;
export type MeasuredAt = (typeof MEASURED_AT)[number];

/** The measured figures of one modification, before and after it; null where not measured. */
export interface ModificationFigures {
  hpBefore: number | null;
  hpAfter: number | null;
  nmBefore: number | null;
  nmAfter: number | null;
  zeroTo100Before: number | null;
  zeroTo100After: number | null;
  kgBefore: number | null;
  kgAfter: number | null;
  dbBefore: number | null;
  dbAfter: number | null;
}

/** The stock figures a garage's owner entered (all optional), as the garage stores them. */
export interface GarageStockFigures {
  stockHp: number | null;
  stockNm: number | null;
  stockZeroTo100: number | null;
  stockKg: number | null;
  stockDb: number | null;
}

/** `hp` → `hpBefore` / `hpAfter`. */
export const figureField = (kind: BuildFigureKind, side: 'Before' | 'After') => `${kind}${side}` as keyof ModificationFigures;
/** `hp` → `stockHp`. */
export const stockField = (kind: BuildFigureKind) =>
  `stock${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as keyof GarageStockFigures;

// ---------------------------------------------------------------------------------------
// Stock and current figures

/** What the build maths reads of a modification. */
export interface BuildLogEntry extends ModificationFigures {
  id: string;
  /** `YYYY-MM-DD`, or null when not given. */
  installedOn: string | null;
  odometerKm: number | null;
  /** When it was recorded (ISO 8601). */
  createdAt: string;
  /** Whole TL, or null. */
  cost: number | null;
  legalCategory: string | null;
}

const EMPTY: BuildFigures = { hp: null, nm: null, zeroTo100: null, kg: null, db: null };

/** The day a modification counts from: its installation date, else the day it was recorded (UTC). */
const dayOf = (entry: BuildLogEntry) => entry.installedOn ?? new Date(entry.createdAt).toISOString().slice(0, 10);

/**
 * The order of a build: by installation date (a modification without one counts from the day it
 * was recorded), then odometer (unknown first), then when it was recorded, then id.
 */
export function compareBuildEntries(a: BuildLogEntry, b: BuildLogEntry): number {
  const day = dayOf(a).localeCompare(dayOf(b));
  if (day !== 0) return day;
  const km = (a.odometerKm ?? -1) - (b.odometerKm ?? -1);
  if (km !== 0) return km;
  const created = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (created !== 0) return created;
  return a.id.localeCompare(b.id);
}

/** The stock figures of a garage row: the entered ones (`stockHp` …), null where none. */
export function enteredStock(garage: GarageStockFigures): BuildFigures {
  return Object.fromEntries(BUILD_FIGURE_KINDS.map((kind) => [kind, garage[stockField(kind)] ?? null])) as unknown as BuildFigures;
}

/**
 * Stock and current figures of a build, per kind of figure: stock = the entered figure, else the
 * "before" of the earliest modification that has one; current = the "after" of the latest
 * modification that has one, else the stock. Earliest and latest follow
 * {@link compareBuildEntries}.
 */
export function buildFigures(entered: BuildFigures, entries: readonly BuildLogEntry[]): { stock: BuildFigures; current: BuildFigures } {
  const ordered = [...entries].sort(compareBuildEntries);
  const stock = { ...EMPTY };
  const current = { ...EMPTY };
  for (const kind of BUILD_FIGURE_KINDS) {
    const firstBefore = ordered.find((e) => e[figureField(kind, 'Before')] !== null);
    stock[kind] = entered[kind] ?? (firstBefore ? firstBefore[figureField(kind, 'Before')] : null);
    const lastAfter = ordered.findLast((e) => e[figureField(kind, 'After')] !== null);
    current[kind] = lastAfter ? lastAfter[figureField(kind, 'After')] : stock[kind];
  }
  return { stock, current };
}

/**
 * The summary compare and the garage page show: stock and current figures
 * ({@link buildFigures}), the build's cost (whole TL, the sum of the costs given), how many
 * modifications are priced, HP gained per 1,000 TL (two decimals; null without a gain or a cost)
 * and the legality categories used (sorted, each once).
 */
export function summarizeBuild(entered: BuildFigures, entries: readonly BuildLogEntry[]): BuildSummary {
  const { stock, current } = buildFigures(entered, entries);
  const priced = entries.filter((e) => e.cost !== null);
  const buildCostTl = priced.reduce((sum, e) => sum + (e.cost ?? 0), 0);
  const gain = stock.hp !== null && current.hp !== null ? current.hp - stock.hp : null;
  const hpPer1000Tl = gain !== null && gain > 0 && buildCostTl > 0 ? Math.round((gain / (buildCostTl / 1000)) * 100) / 100 : null;
  const legalCategories = [...new Set(entries.flatMap((e) => (e.legalCategory ? [e.legalCategory] : [])))].sort();
  return { stock, current, buildCostTl, pricedCount: priced.length, modificationsCount: entries.length, hpPer1000Tl, legalCategories };
}

/** True when a summary has at least one stock or current figure ("Stok vs Şimdi" is shown). */
export const hasBuildFigures = (summary: BuildSummary) =>
  BUILD_FIGURE_KINDS.some((kind) => summary.stock[kind] !== null || summary.current[kind] !== null);

/** One step of a build's timeline. */
export interface BuildTimelinePoint {
  id: string;
  /** The day it counts from (`YYYY-MM-DD`; see {@link compareBuildEntries}). */
  date: string;
  /** Money spent up to and with this modification, whole TL. */
  spentTl: number;
  /** Power after this modification (the latest "after" so far, else the stock), HP; null when unknown. */
  hp: number | null;
}

/**
 * The build over time, in build order: after each modification, the money spent so far and the
 * power it had. The power before any measured modification is the stock power of the whole
 * build ({@link buildFigures}).
 */
export function buildTimeline(entered: BuildFigures, entries: readonly BuildLogEntry[]): BuildTimelinePoint[] {
  const { stock } = buildFigures(entered, entries);
  let spentTl = 0;
  let hp = stock.hp;
  return [...entries].sort(compareBuildEntries).map((entry) => {
    spentTl += entry.cost ?? 0;
    if (entry.hpAfter !== null) hp = entry.hpAfter;
    return { id: entry.id, date: dayOf(entry), spentTl, hp };
  });
}
