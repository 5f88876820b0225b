/**
 * The yearly cost report of one garage (`GET /api/fuel/garages/:id/report?year=`): what each
 * source cost in each month of the year — fuel, maintenance, modifications (by installation
 * date), and each kind of cost entry — with the totals, the fuel bought, the consumption of the
 * full-to-full segments closed in each month, the km driven in the year and the cost per km.
 * Three reads: the monthly sums of the cost lines, the first and last year holding any line, and
 * the garage's fill-ups up to the year's end (the chain needs what came before the year).
 */
import { sql } from 'drizzle-orm';
import { COST_CATEGORIES, consumptionUnitOf, fuelUnitOf, tlOf, type CostCategory, type CostReport, type CostReportMonth } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { averageConsumption, consumptionChain, costPerKm, kmDrivenIn, type Segment } from './fuel.consumption.ts';
import { costLines } from './fuel.lines.ts';
import { selectChain, type FuelGarageRow } from './fuel.queries.ts';

const emptyAmounts = (): Record<CostCategory, number> => Object.fromEntries(COST_CATEGORIES.map((c) => [c, 0])) as Record<CostCategory, number>;
const isCategory = (value: string): value is CostCategory => (COST_CATEGORIES as readonly string[]).includes(value);
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The report of `garage` (already checked as the member's) for `year`; `currentYear` is always among `years`. */
export async function buildCostReport(db: Db, garage: FuelGarageRow, year: number, currentYear: number): Promise<CostReport> {
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const lines = costLines([garage.id]);
  const [sums, bounds, chain] = await Promise.all([
    queryRows<{ category: string; month: number; kurus: number }>(
      db,
      sql`select l.category, extract(month from l.spent_on)::int as month, sum(l.amount_kurus)::float8 as kurus
        from ${lines} l where l.spent_on >= ${from}::date and l.spent_on < ${to}::date
        group by l.category, extract(month from l.spent_on)`,
    ),
    queryRows<{ first: number | null; last: number | null }>(
      db,
      sql`select extract(year from min(l.spent_on))::int as first, extract(year from max(l.spent_on))::int as last from ${lines} l`,
    ),
    selectChain(db, garage.id, to),
  ]);

  // Kuruş per month and category, converted to TL at the end so the sums stay exact.
  const kurus = Array.from({ length: 12 }, emptyAmounts);
  for (const row of sums) {
    if (isCategory(row.category)) kurus[row.month - 1]![row.category] += Number(row.kurus);
  }
  const quantity = Array.from({ length: 12 }, () => 0);
  const segments: (Segment | null)[][] = Array.from({ length: 12 }, () => []);
  const chainRows = chain.map((row) => ({ ...row, quantity: Number(row.quantity) }));
  const steps = consumptionChain(chainRows);
  chainRows.forEach((row, i) => {
    if (row.filledOn < from) return;
    const month = Number(row.filledOn.slice(5, 7)) - 1;
    quantity[month]! += row.quantity;
    segments[month]!.push(steps[i]!.segment);
  });

  const totals = emptyAmounts();
  const months: CostReportMonth[] = kurus.map((amounts, index) => {
    for (const category of COST_CATEGORIES) totals[category] += amounts[category];
    const monthKurus = COST_CATEGORIES.reduce((sum, c) => sum + amounts[c], 0);
    return {
      month: index + 1,
      amounts: Object.fromEntries(COST_CATEGORIES.map((c) => [c, tlOf(amounts[c])])) as Record<CostCategory, number>,
      totalTl: tlOf(monthKurus),
      fuelQuantity: round3(quantity[index]!),
      consumption: averageConsumption(segments[index]!),
    };
  });
  const totalKurus = COST_CATEGORIES.reduce((sum, c) => sum + totals[c], 0);
  const kmDriven = kmDrivenIn(chainRows, year);
  const yearSegments = segments.flat();
  const unit = fuelUnitOf(garage.fuelType);

  const first = bounds[0]?.first ?? currentYear;
  const last = Math.max(bounds[0]?.last ?? currentYear, currentYear);
  const years: number[] = [];
  for (let y = last; y >= Math.min(first, currentYear); y--) years.push(y);

  return {
    garageId: garage.id,
    year,
    unit,
    consumptionUnit: consumptionUnitOf(unit),
    months,
    amounts: Object.fromEntries(COST_CATEGORIES.map((c) => [c, tlOf(totals[c])])) as Record<CostCategory, number>,
    totalTl: tlOf(totalKurus),
    fuelQuantity: round3(quantity.reduce((a, b) => a + b, 0)),
    averageConsumption: averageConsumption(yearSegments),
    kmDriven,
    costPerKmTl: costPerKm(totalKurus, kmDriven),
    runningCostPerKmTl: costPerKm(totalKurus - totals.modifications, kmDriven),
    years,
  };
}
