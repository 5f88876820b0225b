import type { GarageDetail } from '@garaj/shared';

/**
 * A garage's performance figures with none entered, as the API sends them (null, never a
 * default). Spread into test garages, then set the figures a test needs.
 */
export const NO_PERFORMANCE_FIGURES = {
  engine: null,
  horsepower: null,
  torque: null,
  acceleration: null,
  topSpeed: null,
  fuelType: null,
  transmission: null,
  drivetrain: null,
  weight: null,
} as const;

/**
 * A garage's build log with nothing entered or measured, as the API sends it: no stock figures
 * and an empty "Stok vs Şimdi" summary. Spread into test garage details.
 */
export const NO_BUILD_LOG = {
  stockHp: null,
  stockNm: null,
  stockZeroTo100: null,
  stockKg: null,
  stockDb: null,
  build: {
    stock: { hp: null, nm: null, zeroTo100: null, kg: null, db: null },
    current: { hp: null, nm: null, zeroTo100: null, kg: null, db: null },
    buildCostTl: 0,
    pricedCount: 0,
    modificationsCount: 0,
    hpPer1000Tl: null,
    legalCategories: [],
  },
} satisfies Pick<GarageDetail, 'stockHp' | 'stockNm' | 'stockZeroTo100' | 'stockKg' | 'stockDb' | 'build'>;
