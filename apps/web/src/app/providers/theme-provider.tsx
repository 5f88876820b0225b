import { useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { writeStored } from '@/lib/storage';
import {
  THEME_STORAGE_KEY,
  ThemeContext,
  applyTheme,
  isTheme,
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
}

/**
 * Light / dark / system theme. The choice is stored under `theme` (accepted only if light, dark
 * or system); `system` follows `prefers-color-scheme` live. Applies the `dark` class on <html>.
 */
export function ThemeProvider({ children, defaultTheme = 'system' }: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme() ?? defaultTheme);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useLayoutEffect(() => {
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    if (!isTheme(next)) return;
    writeStored(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
