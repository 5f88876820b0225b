import { createContext } from 'react';
import { readCookieChoice, readStoredChoice } from './storage';

/** The server renders the `theme` cookie's choice (class on <html>); index.css follows the system without one. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Browser UI colour (address bar) per resolved theme; equals --background in index.css. */
const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#0a0f1c' };

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The stored theme when it is light, dark or system; otherwise null. The `theme` cookie (the
 * server reads it to render `<html class="dark">`) wins over the older localStorage entry.
 */
export function readStoredTheme(): Theme | null {
  return readCookieChoice(THEME_STORAGE_KEY, THEMES) ?? readStoredChoice(THEME_STORAGE_KEY, THEMES);
}

/**
 * The theme a server-rendered page was rendered with (`<html data-theme>`, set by the server
 * from the cookie), so the first client render matches the HTML; null on a page the server did
 * not render.
 */
export function readRenderedTheme(): Theme | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.dataset.theme;
  return isTheme(value) ? value : null;
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Puts the theme on `<html>`: an explicit choice as the `dark` or `light` class with its
 * `color-scheme`, and the browser UI colour (theme-color) of that theme; `system` as none of them
 * (index.css and the theme-color metas follow `prefers-color-scheme` by themselves). Writes only
 * what differs: a class or style written on `<html>` makes the browser restyle every element, and
 * the server has already rendered the cookie's choice this way.
 */
export function applyTheme(theme: Theme, resolved: ResolvedTheme): void {
  const root = document.documentElement;
  const explicit = theme === 'system' ? null : resolved;
  if (root.classList.contains('dark') !== (explicit === 'dark')) root.classList.toggle('dark', explicit === 'dark');
  // Explicit light: wins over the `prefers-color-scheme: dark` fallback of index.css.
  if (root.classList.contains('light') !== (explicit === 'light')) root.classList.toggle('light', explicit === 'light');
  if (root.style.colorScheme !== (explicit ?? '')) root.style.colorScheme = explicit ?? '';
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const own: ResolvedTheme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    const color = THEME_COLORS[explicit ?? own];
    if (meta.getAttribute('content') !== color) meta.setAttribute('content', color);
  }
}

export interface ThemeContextValue {
  /** The user's choice. */
  theme: Theme;
  /** What is on screen: `system` resolved through `prefers-color-scheme`. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

/**
 * The chosen theme, held outside React state: components read it with `useTheme()`
 * (hooks/use-theme.ts, `useSyncExternalStore`), so a change re-renders only them. The context
 * that carries the store never changes value — a changing context value would reach every
 * Suspense boundary still waiting to hydrate (components/lazy-section.tsx) and make React
 * replace its server HTML by the fallback.
 */
export interface ThemeStore {
  getTheme: () => Theme;
  setTheme: (theme: Theme) => void;
  subscribe: (onChange: () => void) => () => void;
}

export function createThemeStore(initial: Theme): ThemeStore {
  let theme = initial;
  const listeners = new Set<() => void>();
  return {
    getTheme: () => theme,
    setTheme(next) {
      if (!isTheme(next) || next === theme) return;
      theme = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

export const ThemeContext = createContext<ThemeStore | null>(null);
