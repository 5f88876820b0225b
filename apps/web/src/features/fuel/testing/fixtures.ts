import { COST_CATEGORIES, type CostCategory, type CostEntry, type CostReport, type FillUp, type FuelGarage, type FuelOverview } from '@garaj/shared';

export function makeFuelGarage(overrides: Partial<FuelGarage> = {}): FuelGarage {
  return { id: 'g1', name: 'Egea', carBrand: 'Fiat', carModel: 'Egea', carYear: 2021, vehicleType: 'car', fuelType: 'petrol', unit: 'l', showCosts: false, ...overrides };
}

export function makeFillUp(overrides: Partial<FillUp> = {}): FillUp {
  return {
    id: 'f1',
    garageId: 'g1',
    filledOn: '2026-03-12',
    odometerKm: 42_600,
    quantity: 42.5,
    totalTl: 2125.5,
    unitPriceTl: 50.01,
    isFull: true,
    missedPrevious: false,
    station: 'Opet Kadıköy',
    notes: null,
    distanceKm: 600,
    consumption: 7.08,
    createdAt: '2026-03-12T10:00:00.000Z',
    updatedAt: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCostEntry(overrides: Partial<CostEntry> = {}): CostEntry {
  return { id: 'c1', garageId: 'g1', kind: 'tax', spentOn: '2026-01-31', amountTl: 3100.5, note: 'MTV 1. taksit', createdAt: '2026-01-31T10:00:00.000Z', updatedAt: '2026-01-31T10:00:00.000Z', ...overrides };
}

export function makeOverview(overrides: Partial<FuelOverview> = {}): FuelOverview {
  const garage = makeFuelGarage();
  return {
    today: '2026-03-20',
    garages: [garage],
    garage,
    summary: { unit: 'l', consumptionUnit: 'l_per_100km', averageConsumption: 7.27, costPerKmTl: 3.42, trackedKm: 12_400, fillUps: 24, thisYearTotalTl: 18_450.5, last: { filledOn: '2026-03-12', odometerKm: 42_600 } },
    ...overrides,
  };
}

const amounts = (values: Partial<Record<CostCategory, number>> = {}) => Object.fromEntries(COST_CATEGORIES.map((c) => [c, values[c] ?? 0])) as Record<CostCategory, number>;

export function makeReport(overrides: Partial<CostReport> = {}): CostReport {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amounts: amounts(), totalTl: 0, fuelQuantity: 0, consumption: null as number | null }));
  months[0] = { month: 1, amounts: amounts({ fuel: 2000, tax: 3100.5, traffic_insurance: 4250 }), totalTl: 9350.5, fuelQuantity: 40, consumption: 8 };
  months[1] = { month: 2, amounts: amounts({ fuel: 2100, maintenance: 2500 }), totalTl: 4600, fuelQuantity: 42, consumption: 7 };
  return {
    garageId: 'g1',
    year: 2026,
    unit: 'l',
    consumptionUnit: 'l_per_100km',
    months,
    amounts: amounts({ fuel: 4100, maintenance: 2500, tax: 3100.5, traffic_insurance: 4250 }),
    totalTl: 13_950.5,
    fuelQuantity: 82,
    averageConsumption: 7.45,
    kmDriven: 1100,
    costPerKmTl: 12.68,
    runningCostPerKmTl: 12.68,
    years: [2026, 2025],
    ...overrides,
  };
}
