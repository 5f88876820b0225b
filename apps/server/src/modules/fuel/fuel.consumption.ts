/**
 * The fuel log's arithmetic, pure (decision 025). Fill-ups are taken in chain order — date, then
 * odometer, then id — and consumption is measured full to full:
 *
 * - a full fill-up closes the segment that began at the full fill-up before it: the segment's
 *   fuel is every quantity after that one up to and including this one (partial fills in
 *   between count), its distance is the odometer difference; consumption = fuel / distance × 100
 *   (L/100 km, or kWh/100 km);
 * - a partial fill only adds its fuel to the open segment;
 * - a fill-up flagged "missed previous" breaks the chain: the segment ending there holds fuel
 *   nobody logged, so it is not measured, and a new chain starts at the next full fill-up (this
 *   one, when it is full itself);
 * - before the first full fill-up nothing is measured.
 *
 * Averages are weighted by distance (total fuel over total distance of the measured segments),
 * never a mean of the per-fill figures.
 */

/** What the arithmetic needs of a fill-up. */
export interface ChainRow {
  /** `YYYY-MM-DD`. */
  filledOn: string;
  odometerKm: number;
  /** Litres or kWh. */
  quantity: number;
  isFull: boolean;
  missedPrevious: boolean;
}

/** A measured full-to-full segment. */
export interface Segment {
  /** Litres or kWh burnt over it. */
  fuel: number;
  distanceKm: number;
}

/** What the chain computes for one fill-up. */
export interface ChainStep {
  /** km since the fill-up before in chain order; null for the first. */
  distanceKm: number | null;
  /** The segment this full fill-up closes; null for any other. */
  segment: Segment | null;
  /** L (or kWh) per 100 km of `segment`, two decimals; null without one. */
  consumption: number | null;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Per-100-km figure of a fuel amount over a distance, two decimals; null for no distance. */
export function per100Km(fuel: number, distanceKm: number): number | null {
  return distanceKm > 0 ? round((fuel / distanceKm) * 100, 2) : null;
}

/**
 * One step per row of `rows` (already in chain order): the distance since the row before and,
 * for a full fill-up that closes an unbroken segment, the segment and its consumption. A
 * segment with no distance (the same odometer twice) is not measured.
 */
export function consumptionChain(rows: readonly ChainRow[]): ChainStep[] {
  const steps: ChainStep[] = [];
  let previousKm: number | null = null;
  // Odometer of the full fill-up the open segment starts at, and the fuel added since.
  let anchorKm: number | null = null;
  let fuel = 0;
  for (const row of rows) {
    const distanceKm = previousKm === null ? null : Math.max(0, row.odometerKm - previousKm);
    previousKm = row.odometerKm;
    let segment: Segment | null = null;
    if (row.missedPrevious || anchorKm === null) {
      // No measurable segment ends here; a full tank (re)starts the chain.
      anchorKm = row.isFull ? row.odometerKm : null;
      fuel = 0;
    } else {
      fuel += row.quantity;
      if (row.isFull) {
        const km = row.odometerKm - anchorKm;
        if (km > 0) segment = { fuel: round(fuel, 3), distanceKm: km };
        anchorKm = row.odometerKm;
        fuel = 0;
      }
    }
    steps.push({ distanceKm, segment, consumption: segment ? per100Km(segment.fuel, segment.distanceKm) : null });
  }
  return steps;
}

/** Distance-weighted consumption of measured segments (two decimals), or null without one. */
export function averageConsumption(segments: readonly (Segment | null)[]): number | null {
  let fuel = 0;
  let km = 0;
  for (const segment of segments) {
    if (!segment) continue;
    fuel += segment.fuel;
    km += segment.distanceKm;
  }
  return km > 0 ? per100Km(fuel, km) : null;
}

/** TL per km, two decimals; null without a positive distance. */
export function costPerKm(kurus: number, distanceKm: number | null): number | null {
  return distanceKm !== null && distanceKm > 0 ? round(kurus / 100 / distanceKm, 2) : null;
}

/** What the log covers: the first and last fill-up of `rows` (chain order), when there are two with distance between them. */
export interface TrackedSpan {
  firstOn: string;
  lastOn: string;
  distanceKm: number;
}

/** The log's span (first to last fill-up), or null with fewer than two fill-ups or no distance. */
export function trackedSpan(rows: readonly ChainRow[]): TrackedSpan | null {
  if (rows.length < 2) return null;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  const distanceKm = last.odometerKm - first.odometerKm;
  return distanceKm > 0 ? { firstOn: first.filledOn, lastOn: last.filledOn, distanceKm } : null;
}

/**
 * km driven in `year` by the log (`rows` in chain order): the last reading of the year minus the
 * last reading before it (else the year's first reading); null without a reading in the year
 * or without distance.
 */
export function kmDrivenIn(rows: readonly ChainRow[], year: number): number | null {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  let before: number | null = null;
  let first: number | null = null;
  let last: number | null = null;
  for (const row of rows) {
    if (row.filledOn < from) before = row.odometerKm;
    else if (row.filledOn < to) {
      first ??= row.odometerKm;
      last = row.odometerKm;
    }
  }
  if (last === null) return null;
  const km = last - (before ?? first!);
  return km > 0 ? km : null;
}
