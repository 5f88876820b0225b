import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path';

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

/**
 * Test workers: each has a server and data directory of its own (fixtures/worker-server.ts), so
 * tests that read global figures (the admin dashboard's counts, the newest items of a list) never
 * see another worker's writes. CI runs two (most of a test is waiting on the browser and the
 * server, not computing); a developer's run takes one unless `E2E_WORKERS` says otherwise.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));

/**
 * The server under test with the demo seed (`node --import tsx apps/server/src/server.ts`, run
 * from e2e/): the environment for one on `port` keeping its database, uploads and mail outbox in
 * `dir`. Worker 0 uses the `webServer` below; worker N starts its own on `PORT + 1000 × N`.
 */
export function appServerEnv(port: number, dir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MODERATOR_PASSWORD: MODERATOR.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The account deletion test sees the deletion job run at once.
    ACCOUNT_DELETION_GRACE_HOURS: '0',
    LOG_LEVEL: 'warn',
    MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION: 'Test tiles (local stub)',
  };
}
/**
 * How long a server may take to start, seeding included (ms): 180 s, or `E2E_SERVER_TIMEOUT`
 * seconds on a machine busy with other work.
 */
export const APP_SERVER_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT ?? 180) * 1000;
export const APP_SERVER_COMMAND = ['node', '--import', 'tsx', '../apps/server/src/server.ts'] as const;
/** Port of the server of worker `parallelIndex` (0: the `webServer`). */
export const workerPort = (parallelIndex: number) => PORT + 1000 * parallelIndex;
/** Port of the short-lived server that seeds the demo template (fixtures/seeded-template.ts). */
export const templatePort = () => PORT + 900;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell or full Chromium (chromium-path.ts); check-chromium.ts stops the run first when neither is there.
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
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
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Limits, not timings: in CI two test workers share two cores with the unit suites, where a
  // journey that takes 20 s alone took 70 s; a passing test ends as soon as its last step does.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A missing element fails its step after 30 s instead of holding the test to its timeout.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A failed test's trace, for a developer's run; .ci/run turns tracing off (`--trace off`):
    // recording costs about a sixth of the suite's CPU, and CI keeps only the run's output.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker (features/pwa) stays out of every test but its own
    // (installable-app.spec.ts): a worker could answer requests a test routes or counts.
    serviceWorkers: 'block',
    // The site honours "reduce motion" (index.css: animations and transitions end at once), and
    // the tests check what a screen shows, not how it moves: no frames to composite for spinners,
    // skeletons and dialog transitions, and no waiting for an element to stop moving before a
    // click. Measured on four spec files: about a fifth less CPU per test.
    reducedMotion: 'reduce',
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
      // The server on a copy of the demo seed made once for every worker's server.
      command: 'node --import tsx fixtures/serve.ts',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: APP_SERVER_TIMEOUT_MS,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: appServerEnv(PORT, dataDir),
    },
  ],
});
