import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTheme } from '@/hooks/use-theme';
import { setSystemDark } from '@/test/match-media';
import { ThemeProvider } from './theme-provider';

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p data-testid="theme">{theme}</p>
      <p data-testid="resolved">{resolvedTheme}</p>
      <button type="button" onClick={() => setTheme('light')}>light</button>
      <button type="button" onClick={() => setTheme('dark')}>dark</button>
      <button type="button" onClick={() => setTheme('system')}>system</button>
      {/* An invalid value from untyped code must be ignored. */}
      <button type="button" onClick={() => setTheme('sepia' as never)}>sepia</button>
    </div>
  );
}

function renderProbe() {
  return render(
    <ThemeProvider>
      <Probe />
    </ThemeProvider>,
  );
}

const root = () => document.documentElement;

describe('ThemeProvider', () => {
  it('defaults to system and ignores an invalid stored value', () => {
    window.localStorage.setItem('theme', 'purple');
    setSystemDark(false);
    renderProbe();
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(root()).not.toHaveClass('dark');
  });

  it('applies a stored dark theme as the dark class on <html>', () => {
    window.localStorage.setItem('theme', 'dark');
    renderProbe();
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(root()).toHaveClass('dark');
    expect(root().style.colorScheme).toBe('dark');
  });

  it('stores the choice and switches the class', async () => {
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(root()).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(root()).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: 'sepia' }));
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('follows the operating system live when set to system', () => {
    window.localStorage.setItem('theme', 'system');
    setSystemDark(false);
    renderProbe();
    expect(root()).not.toHaveClass('dark');

    act(() => setSystemDark(true));
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
    expect(root()).toHaveClass('dark');

    act(() => setSystemDark(false));
    expect(root()).not.toHaveClass('dark');
  });

  it('ignores the operating system when a theme is chosen', () => {
    window.localStorage.setItem('theme', 'light');
    renderProbe();
    act(() => setSystemDark(true));
    expect(root()).not.toHaveClass('dark');
  });
});
