import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { TODAY, makeItem } from '../testing/fixtures';
import { itemStatus, remainingBasis, remainingText } from './status';

const t = i18n.getFixedT('tr');
const tEn = i18n.getFixedT('en');

describe('remainingText', () => {
  it('days: “N gün kaldı”, “Bugün”, “N gün gecikmiş” (and English)', () => {
    const text = (nextDueOn: string, translate = t) => {
      const item = makeItem({ nextDueOn });
      return remainingText(translate, item, itemStatus(item, null, TODAY));
    };
    expect(text('2026-03-13')).toBe('3 gün kaldı');
    expect(text('2026-03-10')).toBe('Bugün');
    expect(text('2026-03-05')).toBe('5 gün gecikmiş');
    expect(text('2026-03-11', tEn)).toBe('1 day left');
    expect(text('2026-03-08', tEn)).toBe('2 days overdue');
  });

  it('km-only items: remaining km, or a note when no odometer is known', () => {
    const item = makeItem({ intervalDays: null, nextDueOn: null, intervalKm: 5000, lastServiceKm: 10000, nextDueKm: 15000 });
    expect(remainingText(t, item, itemStatus(item, 14000, TODAY))).toBe('1.000 km kaldı');
    expect(remainingText(t, item, itemStatus(item, null, TODAY))).toBe('Kilometre girilmedi');
  });

  it('the basis is the more urgent schedule', () => {
    const both = makeItem({ nextDueOn: '2026-05-01', nextDueKm: 15000, lastServiceKm: 10000 });
    expect(remainingBasis(itemStatus(both, 12000, TODAY))).toBe('days');
    expect(remainingBasis(itemStatus(both, 14800, TODAY))).toBe('km');
    expect(remainingBasis(itemStatus(makeItem({ nextDueOn: '2026-03-11', nextDueKm: 15000 }), 14800, TODAY))).toBe('days');
  });
});
