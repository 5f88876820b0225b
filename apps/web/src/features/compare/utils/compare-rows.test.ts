import { describe, expect, it } from 'vitest';
import { GOLF, SAHIN, TESLA, VESPA, compareGarage, figures } from '../testing/fixtures';
import { advantagesOf, COMPARE_ROWS, outcomesOf, rowOutcomes } from './compare-rows';

describe('outcomesOf', () => {
  it('marks the highest or the lowest among any number of columns', () => {
    expect(outcomesOf('higher', [300, 200, 450, 100])).toEqual([null, null, 'best', null]);
    expect(outcomesOf('lower', [4.1, 5.6, 3.3])).toEqual([null, null, 'best']);
  });
  it('shares the best between the columns that hold it', () => {
    expect(outcomesOf('higher', [300, 300, 200])).toEqual(['best', 'best', null]);
  });
  it('ties when every ranked value is equal', () => {
    expect(outcomesOf('higher', [250, 250])).toEqual(['tie', 'tie']);
    expect(outcomesOf('lower', [0, null, 0])).toEqual(['tie', null, 'tie']);
  });
  it('leaves a missing value out — never zero, never a default — and needs two values', () => {
    expect(outcomesOf('higher', [null, 200, 150, null])).toEqual([null, 'best', null, null]);
    expect(outcomesOf('lower', [5.6, null])).toEqual([null, null]);
    expect(outcomesOf('lower', [null, null, null])).toEqual([null, null, null]);
    // zero is a known value and is ranked
    expect(outcomesOf('higher', [0, 1])).toEqual([null, 'best']);
  });
  it('never ranks values of different units against each other', () => {
    expect(outcomesOf('lower', [8.4, 16.2], ['l_per_100km', 'kwh_per_100km'])).toEqual([null, null]);
    expect(outcomesOf('lower', [8.4, 16.2, 3.1], ['l_per_100km', 'kwh_per_100km', 'l_per_100km'])).toEqual([null, null, null]);
    expect(outcomesOf('lower', [8.4, null, 3.1], ['l_per_100km', null, 'l_per_100km'])).toEqual([null, null, 'best']);
  });
  it('rows without a direction are not ranked', () => {
    expect(outcomesOf(null, [100, 200])).toEqual([null, null]);
  });
});

describe('the rows', () => {
  it('rank where "best" means something: more power, a quicker 0-100, a lower cost per km', () => {
    const direction = Object.fromEntries(COMPARE_ROWS.map((r) => [r.key, r.better]));
    expect(direction).toEqual({
      year: 'higher',
      engine: null,
      fuelType: null,
      transmission: null,
      drivetrain: null,
      topSpeed: 'higher',
      stockHp: null,
      currentHp: 'higher',
      torque: 'higher',
      zeroTo100: 'lower',
      weight: 'lower',
      powerToWeight: 'higher',
      modificationsCount: 'higher',
      buildCost: null,
      hpPer1000Tl: 'higher',
      inspection: null,
      costPerKm: 'lower',
      consumption: 'lower',
    });
  });

  it('reads the current figures, and ranks no private running cost', () => {
    const outcomes = rowOutcomes([GOLF, VESPA, TESLA, SAHIN]);
    expect(outcomes.currentHp).toEqual([null, null, 'best', null]);
    expect(outcomes.zeroTo100).toEqual([null, null, 'best', null]);
    expect(outcomes.weight).toEqual([null, 'best', null, null]);
    // The Şahin's costs are private: left out, even though they would be the lowest.
    expect(outcomes.costPerKm).toEqual([null, null, 'best', null]);
    // L/100 km and kWh/100 km are not comparable: the row is not ranked at all.
    expect(outcomes.consumption).toEqual([null, null, null, null]);
    expect(rowOutcomes([GOLF, VESPA]).consumption).toEqual([null, 'best']);
  });
});

describe('advantagesOf', () => {
  it('lists what each garage is best in, the ties and the rows missing a value somewhere', () => {
    const a = compareGarage({ year: 2020, current: figures({ hp: 200, kg: 1200 }), modificationsCount: 1 });
    const b = compareGarage({ year: 2020, current: figures({ hp: 300, kg: 1300 }), modificationsCount: 1 });
    const c = compareGarage({ year: 2020, current: figures({ hp: 300 }), modificationsCount: 1 });
    const result = advantagesOf([a, b, c]);
    expect(result.wins).toEqual([['weight'], ['currentHp'], ['currentHp']]);
    expect(result.ties).toEqual(['year', 'modificationsCount']);
    expect(result.incomplete).toEqual(expect.arrayContaining(['weight', 'torque', 'zeroTo100', 'costPerKm']));
    expect(result.incomplete).not.toContain('currentHp');
    // Only one of the two has a weight: nobody wins it.
    expect(advantagesOf([a, c]).wins).toEqual([[], ['currentHp']]);
  });
});
