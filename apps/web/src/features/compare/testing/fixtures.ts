import type { BuildFigures, CompareGarage, CompareSuggestion } from '@garaj/shared';

/** Test data for the compare feature (shapes of docs/api.md "Compare"). */
const NO_FIGURES: BuildFigures = { hp: null, nm: null, zeroTo100: null, kg: null, db: null };

/** Figures with the given values, the rest null. */
export const figures = (over: Partial<BuildFigures>): BuildFigures => ({ ...NO_FIGURES, ...over });

export const compareGarage = (over: Partial<CompareGarage>): CompareGarage => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Garaj',
  brand: 'Marka',
  model: 'Model',
  year: null,
  vehicleType: 'car',
  engine: null,
  topSpeed: null,
  fuelType: null,
  transmission: null,
  drivetrain: null,
  stock: NO_FIGURES,
  current: NO_FIGURES,
  powerToWeight: null,
  modificationsCount: 0,
  pricedModificationsCount: 0,
  buildCost: null,
  hpPer1000Tl: null,
  costs: null,
  inspection: null,
  cover: null,
  owner: { id: 'u1', username: 'uye', fullName: null, avatar: null },
  ...over,
});

export const GOLF = compareGarage({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Beyaz Şimşek',
  brand: 'Volkswagen',
  model: 'Golf GTI',
  year: 2017,
  engine: '2.0 TSI',
  topSpeed: 250,
  fuelType: 'petrol',
  transmission: 'semi-automatic',
  drivetrain: 'fwd',
  stock: figures({ hp: 245, nm: 370, zeroTo100: 6.2, kg: 1350 }),
  current: figures({ hp: 290, nm: 420, zeroTo100: 5.6, kg: 1350 }),
  powerToWeight: 214.8,
  modificationsCount: 4,
  pricedModificationsCount: 4,
  buildCost: 108000,
  hpPer1000Tl: 0.42,
  costs: { isPublic: true, costPerKmTl: 3.85, consumption: { value: 8.4, unit: 'l_per_100km' }, trackedKm: 12400 },
  inspection: { needsProject: 2, forbidden: 0, allowed: 1 },
  owner: { id: 'u1', username: 'mert_gti', fullName: 'Mert', avatar: null },
});

export const VESPA = compareGarage({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Kadıköy Vespası',
  brand: 'Vespa',
  model: 'GTS 300',
  year: 2022,
  vehicleType: 'motorcycle',
  engine: '278 cc tek silindir',
  topSpeed: 128,
  fuelType: 'petrol',
  transmission: 'cvt',
  drivetrain: 'belt',
  stock: figures({ hp: 24, nm: 26, kg: 160 }),
  current: figures({ hp: 24, nm: 26, kg: 160 }),
  powerToWeight: 150,
  modificationsCount: 2,
  pricedModificationsCount: 1,
  buildCost: 5500,
  costs: { isPublic: true, costPerKmTl: 1.2, consumption: { value: 3.1, unit: 'l_per_100km' }, trackedKm: 5200 },
  inspection: { needsProject: 0, forbidden: 0, allowed: 2 },
  owner: { id: 'u2', username: 'ayse_vespa', fullName: null, avatar: null },
});

export const TESLA = compareGarage({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Sessiz Fırtına',
  brand: 'Tesla',
  model: 'Model 3',
  year: 2021,
  fuelType: 'electric',
  stock: figures({ hp: 480, zeroTo100: 3.3, kg: 1850 }),
  current: figures({ hp: 480, zeroTo100: 3.3, kg: 1850 }),
  powerToWeight: 259.5,
  costs: { isPublic: true, costPerKmTl: 0.9, consumption: { value: 16.2, unit: 'kwh_per_100km' }, trackedKm: 30000 },
  owner: { id: 'u3', username: 'elektrikli_can', fullName: null, avatar: null },
});

export const SAHIN = compareGarage({
  id: '44444444-4444-4444-8444-444444444444',
  title: "Dedemin Şahin'i",
  brand: 'Tofaş',
  model: 'Şahin',
  year: 1994,
  fuelType: 'lpg',
  stock: figures({ hp: 75, nm: 127, zeroTo100: 13.5, kg: 1000 }),
  current: figures({ hp: 75, nm: 127, zeroTo100: 13.5, kg: 1000 }),
  powerToWeight: 75,
  modificationsCount: 3,
  pricedModificationsCount: 3,
  buildCost: 30000,
  costs: { isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null },
  inspection: { needsProject: 0, forbidden: 1, allowed: 0 },
  owner: { id: 'u4', username: 'dede_sahin', fullName: null, avatar: null },
});

export const suggestionOf = (g: CompareGarage): CompareSuggestion => ({
  id: g.id,
  title: g.title,
  brand: g.brand,
  model: g.model,
  year: g.year,
  vehicleType: g.vehicleType,
  cover: g.cover,
  owner: g.owner,
});
