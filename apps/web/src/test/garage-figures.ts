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
