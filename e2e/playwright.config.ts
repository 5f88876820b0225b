import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real server (built web app + API + a fresh embedded database
 * seeded with demo data) in Debian's Chromium. `npm run test:e2e` builds the web app first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'garaj-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const ADMIN = { email: 'admin@e2e.garaj.local', password: 'e2e-admin-password-1' };
/** The seeded demo moderator (seed-content-data.ts SEED_MODERATOR), signed into with MODERATOR_PASSWORD. */
export const MODERATOR = { email: 'gizem_yollarda@ornek.garaj.local', password: 'e2e-moderator-password-1', username: 'gizem_yollarda' };
/** The local map tile stub (tile-stub.mjs): the map never fetches tiles from outside in tests. */
const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? PORT + 500);
export const MAP_TILE_URL = `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A missing element fails its step after 15 s instead of holding the test to its timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: /screenshots\.spec\.ts/ },
    { name: 'screenshots', use: chromium, testMatch: /screenshots\.spec\.ts/ },
  ],
  webServer: [
    {
      command: `node tile-stub.mjs ${TILE_PORT}`,
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx ../apps/server/src/server.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MODERATOR_PASSWORD: MODERATOR.password,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
        MAP_TILE_URL,
        MAP_TILE_ATTRIBUTION: 'Test tiles (local stub)',
      },
    },
  ],
});
