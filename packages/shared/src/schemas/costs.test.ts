import { describe, expect, it } from 'vitest';
import { costEntryInput, fillUpInput, fuelUnitOf, kurusOf, parseDecimal, tlOf } from './costs.ts';

describe('parseDecimal', () => {
  it('reads a point or a Turkish comma, grouped thousands and currency marks', () => {
    expect(parseDecimal('45.67', 2)).toBe(45.67);
    expect(parseDecimal('45,67', 2)).toBe(45.67);
    expect(parseDecimal('1.234,56', 2)).toBe(1234.56);
    expect(parseDecimal('1,234.56', 2)).toBe(1234.56);
    expect(parseDecimal('1.234.567', 2)).toBe(1234567);
    expect(parseDecimal('₺2.450', 2, true)).toBe(2450);
    expect(parseDecimal('2.450 TL', 2, true)).toBe(2450);
    expect(parseDecimal('2.450', 2)).toBe(2.45);
    expect(parseDecimal('$45.67', 2)).toBe(45.67);
    expect(parseDecimal('42,123', 3)).toBe(42.123);
    expect(parseDecimal('12.3456', 2)).toBe(12.35);
  });

  it('refuses what is not a non-negative number', () => {
    for (const text of ['-5', 'abc', '1,2,3', '', '.', '1.2.3,4,5']) expect(parseDecimal(text, 2), text).toBeNull();
  });

  it('kuruş and TL convert without drift', () => {
    expect(kurusOf(1980.5)).toBe(198_050);
    expect(kurusOf(0.1 + 0.2)).toBe(30);
    expect(tlOf(198_050)).toBe(1980.5);
  });
});

describe('fillUpInput', () => {
  it('takes form strings: Turkish decimals, thousands in km, checkboxes', () => {
    const parsed = fillUpInput.parse({ filledOn: '2026-03-12', odometerKm: '42.600', quantity: '42,5', totalTl: '2.125,50', isFull: 'on', missedPrevious: '', station: '  ', notes: 'Otoyol' });
    expect(parsed).toEqual({ filledOn: '2026-03-12', odometerKm: 42_600, quantity: 42.5, totalTl: 2125.5, isFull: true, missedPrevious: false, station: null, notes: 'Otoyol' });
  });

  it('isFull is true unless said otherwise; quantity must be above 0; the required fields say so', () => {
    expect(fillUpInput.parse({ filledOn: '2026-03-12', odometerKm: 1, quantity: 1, totalTl: 0 }).isFull).toBe(true);
    const failed = fillUpInput.safeParse({ filledOn: '', odometerKm: '12,5', quantity: 0, totalTl: null });
    expect(failed.success).toBe(false);
    const codes = Object.fromEntries(failed.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(codes).toEqual({ filledOn: 'REQUIRED', odometerKm: 'NUMBER_INVALID', quantity: 'NUMBER_INVALID', totalTl: 'REQUIRED' });
  });
});

describe('costEntryInput and units', () => {
  it('an amount above 0 of a known kind', () => {
    expect(costEntryInput.parse({ kind: 'kasko', spentOn: '2026-02-01', amountTl: '38.400' })).toMatchObject({ kind: 'kasko', amountTl: 38_400, note: null });
    expect(costEntryInput.safeParse({ kind: 'fuel', spentOn: '2026-02-01', amountTl: 10 }).success).toBe(false);
    expect(costEntryInput.safeParse({ kind: 'tax', spentOn: '2026-02-01', amountTl: 0 }).success).toBe(false);
  });

  it('an electric vehicle counts kWh', () => {
    expect(fuelUnitOf('electric')).toBe('kwh');
    expect(fuelUnitOf('lpg')).toBe('l');
    expect(fuelUnitOf(null)).toBe('l');
  });
});
