import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { LANGUAGES, NAMESPACES, i18n } from '@/lib/i18n';
import { setClassMerger } from '@/lib/utils';
import { installMatchMedia, resetMatchMedia } from './match-media';
import { WAIT_LIMIT_MS } from './wait-limit';

// findBy* / waitFor give up after WAIT_LIMIT_MS instead of 1 s (see wait-limit.ts).
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });

// ── cn() merges at once, as after start-up in the browser (lib/utils.ts) ──────────────
setClassMerger(twMerge);

// ── Browser APIs jsdom lacks (used by Radix) ────────────────────────────────────
installMatchMedia();
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom logs "Not implemented" through console.error for scrolling (ScrollRestoration).
window.scrollTo = () => {};

// ── Every translation namespace, both languages, before any test renders ─────────
beforeAll(async () => {
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages([...LANGUAGES]);
  await i18n.changeLanguage('tr');
});

// ── A console error fails the test (epic-stack habit) ────────────────────────────
// If a test expects one, it can replace the spy: vi.spyOn(console, 'error').mockImplementation(() => {}).
const originalConsoleError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    throw new Error(
      `console.error was called during a test:\n${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}`,
    );
  });
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // The theme and language choices are cookies too (lib/storage.ts writeChoice).
  for (const name of ['theme', 'language']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  resetMatchMedia();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  if (i18n.language !== 'tr') await i18n.changeLanguage('tr');
});
