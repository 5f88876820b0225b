import { describe, expect, it } from 'vitest';
import { formatCompact, formatCurrency, formatDate, formatNumber, formatRelativeTime } from './format';

// Intl output uses narrow no-break spaces in some locales; compare with normal spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  const date = new Date(2026, 10, 21, 14, 5);

  it('formats dates for the current language (tr by default)', () => {
    expect(formatDate(date)).toBe('21 Kasım 2026');
    expect(formatDate(date, 'long', 'en')).toBe('21 November 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats lira amounts and numbers', () => {
    expect(plain(formatCurrency(1250))).toBe('₺1.250');
    expect(plain(formatCurrency(1250.5))).toBe('₺1.250,50');
    expect(plain(formatCurrency(1250, 'en'))).toBe('₺1,250');
    expect(formatNumber(12345.6)).toBe('12.345,6');
  });

  it('formats compact counts and relative times', () => {
    expect(plain(formatCompact(1200))).toBe('1,2 B');
    expect(formatCompact(1200, 'en')).toBe('1.2k');
    expect(formatRelativeTime(new Date(2026, 10, 21, 11, 5), 'tr', date)).toBe('3 saat önce');
    expect(formatRelativeTime(new Date(2026, 10, 21, 11, 5), 'en', date)).toBe('3 hours ago');
  });
});
