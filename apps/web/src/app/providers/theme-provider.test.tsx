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

  it('follows the operating system live when set to system, leaving <html> to the stylesheet', () => {
    window.localStorage.setItem('theme', 'system');
    setSystemDark(false);
    renderProbe();
    expect(screen.getByTestId('resolved')).toHaveTextContent('light');

    act(() => setSystemDark(true));
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
    // index.css follows prefers-color-scheme on an <html> without a theme class.
    expect(root()).not.toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
    expect(root().style.colorScheme).toBe('');

    act(() => setSystemDark(false));
    expect(screen.getByTestId('resolved')).toHaveTextContent('light');
  });

  it('writes nothing on <html> when it already shows the theme (a write restyles the whole page)', async () => {
    setSystemDark(false);
    const writes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) writes.push(record.attributeName ?? '');
    });
    observer.observe(root(), { attributes: true });
    renderProbe();
    await act(async () => {});
    writes.push(...observer.takeRecords().map((record) => record.attributeName ?? ''));
    observer.disconnect();
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(writes).toEqual([]);
  });

  it('returns <html> and the browser colour to the system when switching back to system', async () => {
    const user = userEvent.setup();
    const metas = (['light', 'dark'] as const).map((scheme) => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.setAttribute('media', `(prefers-color-scheme: ${scheme})`);
      meta.content = scheme === 'light' ? '#ffffff' : '#0a0f1c';
      document.head.append(meta);
      return meta;
    });
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(root()).toHaveClass('dark');
    expect(metas.map((meta) => meta.content)).toEqual(['#0a0f1c', '#0a0f1c']);

    await user.click(screen.getByRole('button', { name: 'system' }));
    expect(root()).not.toHaveClass('dark');
    expect(root().style.colorScheme).toBe('');
    expect(metas.map((meta) => meta.content)).toEqual(['#ffffff', '#0a0f1c']);
    for (const meta of metas) meta.remove();
  });

  it('ignores the operating system when a theme is chosen', () => {
    window.localStorage.setItem('theme', 'light');
    renderProbe();
    act(() => setSystemDark(true));
    expect(root()).not.toHaveClass('dark');
  });
});
