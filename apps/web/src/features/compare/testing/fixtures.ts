import type { CompareGarage, CompareSuggestion } from '@garaj/shared';
import { NO_PERFORMANCE_FIGURES } from '@/test/garage-figures';

/** Test data for the compare feature (shapes of docs/api.md "Compare"). */
export const compareGarage = (over: Partial<CompareGarage>): CompareGarage => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Garaj',
  brand: 'Marka',
  model: 'Model',
  year: null,
  vehicleType: 'car',
  ...NO_PERFORMANCE_FIGURES,
  modificationsCount: 0,
  pricedModificationsCount: 0,
  powerToWeight: null,
  buildCost: null,
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
  horsepower: 290,
  torque: 420,
  acceleration: 5.6,
  topSpeed: 250,
  fuelType: 'petrol',
  transmission: 'semi-automatic',
  drivetrain: 'fwd',
  weight: 1350,
  modificationsCount: 4,
  pricedModificationsCount: 4,
  powerToWeight: 214.8,
  buildCost: 108000,
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
  horsepower: 24,
  torque: 26,
  topSpeed: 128,
  fuelType: 'petrol',
  transmission: 'cvt',
  drivetrain: 'belt',
  weight: 160,
  modificationsCount: 2,
  pricedModificationsCount: 1,
  powerToWeight: 150,
  buildCost: 5500,
  owner: { id: 'u2', username: 'ayse_vespa', fullName: null, avatar: null },
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
