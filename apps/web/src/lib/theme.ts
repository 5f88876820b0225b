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

export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  // Explicit light: wins over the `prefers-color-scheme: dark` fallback of index.css.
  root.classList.toggle('light', resolved === 'light');
  root.style.colorScheme = resolved;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[resolved]);
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
