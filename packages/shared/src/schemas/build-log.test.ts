import { describe, expect, it } from 'vitest';
import {
  buildFigures,
  buildTimeline,
  compareBuildEntries,
  enteredStock,
  hasBuildFigures,
  summarizeBuild,
  type BuildFigures,
  type BuildLogEntry,
} from './build-log.ts';
import { garageStockFields, modificationBuildFields, optionalFigure } from './build-log-input.ts';
import { modificationInput } from './garage.ts';

const NONE: BuildFigures = { hp: null, nm: null, zeroTo100: null, kg: null, db: null };

let serial = 0;
/** A modification of the build log; every figure null unless given. */
function entry(over: Partial<BuildLogEntry>): BuildLogEntry {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    installedOn: null,
    odometerKm: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    cost: null,
    legalCategory: null,
    hpBefore: null,
    hpAfter: null,
    nmBefore: null,
    nmAfter: null,
    zeroTo100Before: null,
    zeroTo100After: null,
    kgBefore: null,
    kgAfter: null,
    dbBefore: null,
    dbAfter: null,
    ...over,
  };
}

describe('buildFigures', () => {
  it('takes stock from the earliest "before" and current from the latest "after", per kind', () => {
    const stage1 = entry({ installedOn: '2024-03-01', hpBefore: 245, hpAfter: 280, nmBefore: 370, nmAfter: 405 });
    const downpipe = entry({ installedOn: '2024-05-10', hpBefore: 280, hpAfter: 288, dbBefore: 86, dbAfter: 92 });
    const wheels = entry({ installedOn: '2024-07-01', kgBefore: 1364, kgAfter: 1355 });
    // Given in any order: the build order is by installation date.
    const { stock, current } = buildFigures(NONE, [wheels, downpipe, stage1]);
    expect(stock).toEqual({ hp: 245, nm: 370, zeroTo100: null, kg: 1364, db: 86 });
    expect(current).toEqual({ hp: 288, nm: 405, zeroTo100: null, kg: 1355, db: 92 });
  });

  it('prefers the entered stock figures and falls back to the stock where nothing was measured after', () => {
    const { stock, current } = buildFigures({ ...NONE, hp: 230, zeroTo100: 6.4 }, [entry({ installedOn: '2024-03-01', hpBefore: 245, hpAfter: 300 })]);
    expect(stock).toMatchObject({ hp: 230, zeroTo100: 6.4, nm: null });
    expect(current).toMatchObject({ hp: 300, zeroTo100: 6.4, nm: null });
  });

  it('orders by date, then odometer, then creation; an undated one counts from the day it was recorded', () => {
    const sameDayLowKm = entry({ installedOn: '2024-06-01', odometerKm: 41_000, hpAfter: 300 });
    const sameDayHighKm = entry({ installedOn: '2024-06-01', odometerKm: 42_000, hpAfter: 310 });
    expect(buildFigures(NONE, [sameDayHighKm, sameDayLowKm]).current.hp).toBe(310);

    const earlier = entry({ installedOn: '2024-06-01', createdAt: '2024-06-02T08:00:00.000Z', hpAfter: 320 });
    const later = entry({ installedOn: '2024-06-01', createdAt: '2024-06-02T09:00:00.000Z', hpAfter: 315 });
    expect(buildFigures(NONE, [later, earlier]).current.hp).toBe(315);

    const undated = entry({ installedOn: null, createdAt: '2024-08-15T12:00:00.000Z', hpAfter: 330 });
    const dated = entry({ installedOn: '2024-09-01', hpAfter: 340 });
    expect(buildFigures(NONE, [dated, undated]).current.hp).toBe(340);
    expect(compareBuildEntries(undated, dated)).toBeLessThan(0);
  });

  it('is all null without figures', () => {
    expect(buildFigures(NONE, [])).toEqual({ stock: NONE, current: NONE });
  });
});

describe('summarizeBuild', () => {
  it('sums the costs, counts the priced ones, gives HP per 1,000 TL and the categories once', () => {
    const summary = summarizeBuild(NONE, [
      entry({ installedOn: '2024-03-01', cost: 24_000, hpBefore: 245, hpAfter: 280, legalCategory: 'ecu_tuning' }),
      entry({ installedOn: '2024-05-01', cost: 36_000, hpAfter: 305, legalCategory: 'exhaust' }),
      entry({ installedOn: '2024-06-01', cost: 0, legalCategory: 'exhaust' }),
      entry({ installedOn: '2024-07-01' }),
    ]);
    expect(summary).toEqual({
      stock: { ...NONE, hp: 245 },
      current: { ...NONE, hp: 305 },
      buildCostTl: 60_000,
      pricedCount: 3,
      modificationsCount: 4,
      hpPer1000Tl: 1, // 60 HP for 60,000 TL
      legalCategories: ['ecu_tuning', 'exhaust'],
    });
    expect(hasBuildFigures(summary)).toBe(true);
  });

  it('gives no HP per 1,000 TL without a gain or without a cost', () => {
    expect(summarizeBuild(NONE, [entry({ cost: 5_000, hpBefore: 200, hpAfter: 195 })]).hpPer1000Tl).toBeNull();
    expect(summarizeBuild(NONE, [entry({ hpBefore: 200, hpAfter: 230 })]).hpPer1000Tl).toBeNull();
    const empty = summarizeBuild(NONE, []);
    expect(empty).toMatchObject({ buildCostTl: 0, pricedCount: 0, modificationsCount: 0, hpPer1000Tl: null, legalCategories: [] });
    expect(hasBuildFigures(empty)).toBe(false);
  });

  it('reads the stock a garage entered', () => {
    expect(enteredStock({ stockHp: 245, stockNm: null, stockZeroTo100: 6.2, stockKg: null, stockDb: null })).toEqual({ ...NONE, hp: 245, zeroTo100: 6.2 });
  });
});

describe('buildTimeline', () => {
  it('adds up the money and carries the power forward, starting from the stock', () => {
    const points = buildTimeline(NONE, [
      entry({ id: 'b', installedOn: '2024-05-01', cost: 36_000, hpAfter: 305 }),
      entry({ id: 'a', installedOn: '2024-03-01', cost: 24_000, hpBefore: 245 }),
      entry({ id: 'c', installedOn: '2024-07-01', cost: null }),
    ]);
    expect(points).toEqual([
      { id: 'a', date: '2024-03-01', spentTl: 24_000, hp: 245 },
      { id: 'b', date: '2024-05-01', spentTl: 60_000, hp: 305 },
      { id: 'c', date: '2024-07-01', spentTl: 60_000, hp: 305 },
    ]);
  });
});

describe('build-log fields', () => {
  it('keeps each figure within its bounds and its decimals', () => {
    const zeroTo100 = optionalFigure('zeroTo100');
    expect(zeroTo100.parse('5,4')).toBe(5.4);
    expect(zeroTo100.parse('')).toBeNull();
    expect(zeroTo100.safeParse(5.45).success).toBe(false);
    expect(zeroTo100.safeParse(0.5).success).toBe(false);
    expect(optionalFigure('hp').safeParse(5001).success).toBe(false);
    expect(optionalFigure('hp').safeParse(250.5).success).toBe(false);
    expect(optionalFigure('nm').parse(10_000)).toBe(10_000);
    expect(optionalFigure('kg').safeParse(29).success).toBe(false);
    expect(optionalFigure('db').parse('96.5')).toBe(96.5);
    expect(optionalFigure('db').safeParse(201).success).toBe(false);
    expect(garageStockFields.stockHp.parse(null)).toBeNull();
    expect(modificationBuildFields.odometerKm.safeParse(2_000_001).success).toBe(false);
    expect(modificationBuildFields.odometerKm.parse('41500')).toBe(41_500);
  });

  it('requires the shop name when a shop fitted it, and refuses unknown choices', () => {
    const base = { title: 'Downpipe', category: 'exhaust' };
    const shop = modificationInput.safeParse({ ...base, doneBy: 'shop', shopName: ' ' });
    expect(shop.success).toBe(false);
    expect(shop.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['shopName', 'REQUIRED']);
    expect(modificationInput.parse({ ...base, doneBy: 'shop', shopName: 'Yıldız Egzoz' })).toMatchObject({ doneBy: 'shop', shopName: 'Yıldız Egzoz' });
    expect(modificationInput.parse({ ...base, doneBy: '' })).toMatchObject({ doneBy: null, measuredAt: null, legalCategory: null, dynoSheetId: null });
    expect(modificationInput.safeParse({ ...base, doneBy: 'friend' }).success).toBe(false);
    expect(modificationInput.safeParse({ ...base, measuredAt: 'hub' }).success).toBe(false);
    expect(modificationInput.safeParse({ ...base, legalCategory: 'not-a-category' }).success).toBe(false);
    expect(modificationInput.safeParse({ ...base, dynoSheetId: 'abc' }).success).toBe(false);
  });
});
