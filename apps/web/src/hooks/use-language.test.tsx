import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitialLanguage, i18n } from '@/lib/i18n';
import { useLanguage } from './use-language';

describe('getInitialLanguage', () => {
  it('defaults to tr', () => {
    expect(getInitialLanguage()).toBe('tr');
  });

  it.each(['tr', 'en'])('accepts a stored %s', (stored) => {
    window.localStorage.setItem('language', stored);
    expect(getInitialLanguage()).toBe(stored);
  });

  it.each(['de', 'EN', 'en-US', '', 'tr '])('rejects a stored %j', (stored) => {
    window.localStorage.setItem('language', stored);
    expect(getInitialLanguage()).toBe('tr');
  });
});

describe('useLanguage', () => {
  it('switches i18next, stores the choice and updates <html lang>', async () => {
    const { result } = renderHook(() => useLanguage());
    expect(result.current.language).toBe('tr');

    await act(() => result.current.setLanguage('en'));
    expect(result.current.language).toBe('en');
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav:search.placeholder')).toBe('Search cars, users...');

    await act(() => result.current.setLanguage('tr'));
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('nav:search.placeholder')).toBe('Araç veya kullanıcı ara...');
  });

  it('ignores languages other than tr and en', async () => {
    const { result } = renderHook(() => useLanguage());
    await act(() => result.current.setLanguage('de'));
    expect(result.current.language).toBe('tr');
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});
