import { useContext, useSyncExternalStore } from 'react';
import { ThemeContext, subscribeToSystemTheme, systemPrefersDark, type ThemeContextValue } from '@/lib/theme';

/**
 * The theme choice, what it resolves to on screen, and the setter. Re-renders the caller when the
 * choice or (for `system`) the operating system's preference changes. During hydration the
 * system preference reads as light, as on the server, then updates.
 */
export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  const theme = useSyncExternalStore(store.subscribe, store.getTheme, store.getTheme);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  return { theme, resolvedTheme: theme === 'system' ? (systemDark ? 'dark' : 'light') : theme, setTheme: store.setTheme };
}
