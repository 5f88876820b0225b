import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { writeChoice } from '@/lib/storage';
import {
  THEME_STORAGE_KEY,
  ThemeContext,
  applyTheme,
  isTheme,
  readRenderedTheme,
  readStoredTheme,
  subscribeToSystemTheme,
  systemPrefersDark,
  type Theme,
  type ThemeContextValue,
} from '@/lib/theme';

interface ThemeProviderProps {
  children: ReactNode;
  /** Used when nothing valid is stored. */
  defaultTheme?: Theme;
  /** The theme to render with on the server (from the `theme` cookie). */
  initialTheme?: Theme;
}

/**
 * Light / dark / system theme. The choice is stored under `theme` (accepted only if light, dark
 * or system) in a cookie the server reads and in localStorage; `system` follows
 * `prefers-color-scheme` live. Applies the `dark` class on <html>. On a server-rendered page the
 * first render uses the theme the server rendered with (no hydration mismatch); a different
 * stored choice (an older localStorage one) is applied right after.
 */
export function ThemeProvider({ children, defaultTheme = 'system', initialTheme }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readRenderedTheme() ?? readStoredTheme() ?? defaultTheme);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useLayoutEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    if (!isTheme(next)) return;
    writeChoice(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  // After hydration: a stored choice the server did not see (no cookie yet) becomes the cookie.
  useEffect(() => {
    const rendered = readRenderedTheme();
    const stored = readStoredTheme();
    if (rendered && stored && stored !== rendered) setTheme(stored);
  }, [setTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
