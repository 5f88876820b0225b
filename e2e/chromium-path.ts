// The browser the end-to-end tests drive, shared by playwright.config.ts and check-chromium.mjs.
import { existsSync } from 'node:fs';

/**
 * Debian's packages, in order of preference: the old headless shell (`chromium-headless-shell`,
 * the lighter build Playwright itself runs for headless tests — about a third less CPU than the
 * full browser's headless mode over the same tests, measured on this project's suite), then the
 * full browser (`chromium`).
 */
export const CHROMIUM_CANDIDATES: readonly string[] = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** `CHROMIUM_PATH` when set, else the first installed candidate, else undefined. */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH?.trim();
  if (configured) return existsSync(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}
