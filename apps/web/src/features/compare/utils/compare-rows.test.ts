import { describe, expect, it } from 'vitest';
import { compareGarage } from '../testing/fixtures';
import { advantagesOf, COMPARE_ROWS, outcomeOf, rowOutcomes } from './compare-rows';

const garage = compareGarage;

describe('outcomeOf', () => {
  it('higher is better', () => {
    expect(outcomeOf('higher', 300, 200)).toBe('car1');
    expect(outcomeOf('higher', 200, 300)).toBe('car2');
  });
  it('lower is better', () => {
    expect(outcomeOf('lower', 4.1, 5.6)).toBe('car1');
    expect(outcomeOf('lower', 1500, 1200)).toBe('car2');
  });
  it('equal values tie', () => {
    expect(outcomeOf('higher', 250, 250)).toBe('tie');
    expect(outcomeOf('lower', 0, 0)).toBe('tie');
  });
  it('a missing value is never compared — not as zero, not as a default', () => {
    expect(outcomeOf('higher', null, 200)).toBeNull();
    expect(outcomeOf('lower', 5.6, null)).toBeNull();
    expect(outcomeOf('lower', null, null)).toBeNull();
    // zero is a stored value and compares
    expect(outcomeOf('higher', 0, 1)).toBe('car2');
  });
  it('rows without a direction are not ranked', () => {
    expect(outcomeOf(null, 100, 200)).toBeNull();
    expect(outcomeOf(null, 'petrol', 'diesel')).toBeNull();
  });
});

describe('the rows', () => {
  it('rank the rows that have a better direction, and nothing else', () => {
    const direction = Object.fromEntries(COMPARE_ROWS.map((r) => [r.key, r.better]));
    expect(direction).toEqual({
      year: 'higher',
      engine: null,
      horsepower: 'higher',
      torque: 'higher',
      acceleration: 'lower',
      topSpeed: 'higher',
      fuelType: null,
      transmission: null,
      drivetrain: null,
      weight: 'lower',
      modificationsCount: 'higher',
      powerToWeight: 'higher',
      buildCost: null,
    });
  });
});

describe('advantagesOf', () => {
  const golf = garage({ year: 2017, horsepower: 290, torque: 420, acceleration: 5.6, topSpeed: 250, weight: 1350, modificationsCount: 4, powerToWeight: 214.8, buildCost: 108000, fuelType: 'petrol' });
  const m3 = garage({ year: 2015, horsepower: 431, torque: 550, acceleration: 4.1, topSpeed: 250, weight: 1560, modificationsCount: 4, powerToWeight: 276.3, buildCost: 196000, fuelType: 'petrol' });

  it('lists what each car wins, the ties and what could not be compared', () => {
    expect(advantagesOf(golf, m3)).toEqual({
      car1: ['year', 'weight'],
      car2: ['horsepower', 'torque', 'acceleration', 'powerToWeight'],
      ties: ['topSpeed', 'modificationsCount'],
      notCompared: [],
    });
  });

  it('leaves a row out of both sides when one value is missing', () => {
    const noSpecs = garage({ year: 2020, horsepower: 75, modificationsCount: 0 });
    const result = advantagesOf(golf, noSpecs);
    expect(result.car1).toEqual(['horsepower', 'modificationsCount']);
    expect(result.car2).toEqual(['year']);
    expect(result.notCompared).toEqual(['torque', 'acceleration', 'topSpeed', 'weight', 'powerToWeight']);
    expect(rowOutcomes(golf, noSpecs).weight).toBeNull();
  });

  it('never ranks the build cost, engine, fuel, transmission or drivetrain', () => {
    const outcomes = rowOutcomes(golf, m3);
    for (const key of ['buildCost', 'engine', 'fuelType', 'transmission', 'drivetrain'] as const) expect(outcomes[key]).toBeNull();
  });
});
