import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTheme } from '@/hooks/use-theme';
import { writeChoice } from '@/lib/storage';
import {
  THEME_STORAGE_KEY,
  ThemeContext,
  applyTheme,
  createThemeStore,
  isTheme,
  readRenderedTheme,
  readStoredTheme,
  type Theme,
  type ThemeStore,
} from '@/lib/theme';

interface ThemeProviderProps {
  children: ReactNode;
  /** Used when nothing valid is stored. */
  defaultTheme?: Theme;
  /** The theme to render with on the server (from the `theme` cookie). */
  initialTheme?: Theme;
}

/** Applies the theme to <html> (class, color-scheme, theme-color: lib/theme.ts). Renders nothing. */
function ThemeApplier() {
  const { theme, resolvedTheme } = useTheme();
  useLayoutEffect(() => {
    applyTheme(theme, resolvedTheme);
  }, [theme, resolvedTheme]);
  return null;
}

/**
 * Light / dark / system theme. The choice is stored under `theme` (accepted only if light, dark
 * or system) in a cookie the server reads and in localStorage; `system` follows
 * `prefers-color-scheme` live. Applies the `dark` class on <html> for an explicit dark choice
 * (`system` is left to index.css's media query). On a server-rendered page the
 * first render uses the theme the server rendered with (no hydration mismatch); a different
 * stored choice (an older localStorage one) is applied right after.
 *
 * The context value (a store, lib/theme.ts) never changes: a theme change re-renders only the
 * components that call `useTheme()`.
 */
export function ThemeProvider({ children, defaultTheme = 'system', initialTheme }: ThemeProviderProps) {
  const [store] = useState<ThemeStore>(() => {
    const inner = createThemeStore(initialTheme ?? readRenderedTheme() ?? readStoredTheme() ?? defaultTheme);
    return {
      ...inner,
      setTheme(next) {
        if (!isTheme(next)) return;
        writeChoice(THEME_STORAGE_KEY, next);
        inner.setTheme(next);
      },
    };
  });

  // After hydration: a stored choice the server did not see (no cookie yet) becomes the cookie.
  useEffect(() => {
    const rendered = readRenderedTheme();
    const stored = readStoredTheme();
    if (rendered && stored && stored !== rendered) store.setTheme(stored);
  }, [store]);

  return (
    <ThemeContext value={store}>
      <ThemeApplier />
      {children}
    </ThemeContext>
  );
}
