import { describe, expect, it } from 'vitest';
import { hasHelpFilters, helpHref, readHelpParams } from './help-params';

const read = (query: string) => readHelpParams(new URLSearchParams(query));

describe('readHelpParams', () => {
  it('reads the search (trimmed) and a known category', () => {
    expect(read('q=%20%C5%9Fifre%20&category=account')).toEqual({ q: 'şifre', category: 'account' });
  });
  it('treats an unknown or empty category as all, a missing search as none', () => {
    expect(read('category=bogus')).toEqual({ q: '', category: null });
    expect(read('category=')).toEqual({ q: '', category: null });
    expect(read('')).toEqual({ q: '', category: null });
  });
  it('cuts an overlong search to the API limit', () => {
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });
});

describe('helpHref', () => {
  it('keeps only the filters that are set', () => {
    expect(helpHref({})).toBe('/help');
    expect(helpHref({ q: '  ', category: null })).toBe('/help');
    expect(helpHref({ q: 'şifre' })).toBe('/help?q=%C5%9Fifre');
    expect(helpHref({ q: 'foto', category: 'garage' })).toBe('/help?q=foto&category=garage');
    expect(helpHref({ category: 'premium' })).toBe('/help?category=premium');
  });
  it('round-trips through readHelpParams', () => {
    const params = { q: 'İstanbul ışık', category: 'technical' as const };
    expect(read(helpHref(params).split('?')[1] ?? '')).toEqual(params);
  });
});

describe('hasHelpFilters', () => {
  it('is true when a search or a category is set', () => {
    expect(hasHelpFilters({ q: '', category: null })).toBe(false);
    expect(hasHelpFilters({ q: 'x', category: null })).toBe(true);
    expect(hasHelpFilters({ q: '', category: 'premium' })).toBe(true);
  });
});
