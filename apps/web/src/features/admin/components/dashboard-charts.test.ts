import { describe, expect, it } from 'vitest';
import { dayLabel } from './dashboard-charts';

describe('dashboard day labels', () => {
  it('names the calendar day in Turkish and English whatever the time zone', () => {
    expect(dayLabel('2026-11-24', 'tr')).toBe('24 Kas');
    expect(dayLabel('2026-11-24', 'en')).toBe('24 Nov');
    expect(dayLabel('2026-01-01', 'tr')).toBe('1 Oca');
  });
});
