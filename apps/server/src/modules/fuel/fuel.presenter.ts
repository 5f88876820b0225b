/**
 * What leaves the server about the fuel log and cost entries (packages/shared schemas/costs.ts):
 * money converted from kuruş to TL, the fill-ups with what the chain computed for them. Never
 * the owner id (it is always the viewer).
 */
import { consumptionUnitOf, fuelUnitOf, tlOf, type CostEntry, type CostKind, type FillUp, type FuelGarage, type FuelSummary } from '@garaj/shared';
import type { ChainStep } from './fuel.consumption.ts';
import type { CostRow, FillUpRow, FuelGarageRow } from './fuel.queries.ts';
import type { GarageFigures } from './fuel.summaries.ts';

export function presentGarage(row: FuelGarageRow): FuelGarage {
  return {
    id: row.id,
    name: row.name,
    carBrand: row.carBrand,
    carModel: row.carModel,
    carYear: row.carYear,
    vehicleType: row.vehicleType,
    fuelType: row.fuelType,
    unit: fuelUnitOf(row.fuelType),
    showCosts: Boolean(row.showCosts),
  };
}

/** A fill-up with its chain step (distance since the one before, consumption when it closes a segment). */
export function presentFillUp(row: FillUpRow, step: ChainStep | undefined): FillUp {
  const quantity = Number(row.quantity);
  return {
    id: row.id,
    garageId: row.garageId,
    filledOn: row.filledOn,
    odometerKm: row.odometerKm,
    quantity,
    totalTl: tlOf(row.totalKurus),
    unitPriceTl: quantity > 0 ? Math.round(row.totalKurus / quantity) / 100 : null,
    isFull: row.isFull,
    missedPrevious: row.missedPrevious,
    station: row.station,
    notes: row.notes,
    distanceKm: step?.distanceKm ?? null,
    consumption: step?.consumption ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCostEntry(row: CostRow): CostEntry {
  return {
    id: row.id,
    garageId: row.garageId,
    kind: row.kind as CostKind,
    spentOn: row.spentOn,
    amountTl: tlOf(row.amountKurus),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The summary cards of the owner's garage. */
export function presentSummary(garage: FuelGarageRow, figures: GarageFigures | undefined): FuelSummary {
  const unit = fuelUnitOf(garage.fuelType);
  return {
    unit,
    consumptionUnit: consumptionUnitOf(unit),
    averageConsumption: figures?.averageConsumption ?? null,
    costPerKmTl: figures?.costPerKmTl ?? null,
    trackedKm: figures?.trackedKm ?? null,
    fillUps: figures?.fillUps ?? 0,
    thisYearTotalTl: tlOf(figures?.yearKurus ?? 0),
    last: figures?.last ?? null,
  };
}
