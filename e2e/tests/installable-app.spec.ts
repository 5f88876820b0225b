/**
 * The installable app (features/pwa, modules/seo/web-manifest.ts, the build's service worker):
 * the manifest and its icons load, the service worker takes control and keeps the offline page,
 * with the server stopped a page shows that offline page — with nothing of the API cached — and
 * "Tekrar dene" loads the page once the server is back.
 *
 * The test runs its own server (a copy of the demo seed on a port of its own) so it can stop it
 * without touching the worker's. Service workers are blocked in every other spec
 * (playwright.config.ts); this one allows them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, stopAppServer } from '../fixtures/app-server';
import { prepareDataDir } from '../fixtures/seeded-template';
import { expect, test, waitForSettled } from '../fixtures/test';
import { workerPort } from '../playwright.config';

test.use({ serviceWorkers: 'allow' });

test('the manifest and the service worker load, and the offline page shows with the server stopped', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const port = workerPort(testInfo.parallelIndex) + 700;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-e2e-offline-'));
  await prepareDataDir(dataDir);
  let server = await startAppServer(port, dataDir, { what: 'offline test server', log: true });
  try {
    await page.goto(`${origin}/`);

    // The manifest in the page's language, with icons that load.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest?lang=tr');
    const manifestResponse = await page.request.get(`${origin}${href}`);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as { name: string; lang: string; display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Garaj', lang: 'tr', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${origin}${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    // The service worker installs (the offline page and the shell precached) and controls the page.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((url) => /^\/assets\/index-.*\.css$/.test(url))).toBe(true);
    // Private answers are never kept: nothing of the API (or of any page) is in a cache.
    expect(cached.filter((url) => url.startsWith('/api/') || url === '/' || url.startsWith('/garages'))).toEqual([]);

    // No page of the app is left loading while its server goes away.
    await page.goto('about:blank');
    await stopAppServer(server);

    // The offline page has no script to hydrate: wait for its heading, not for the app.
    await page.goto(`${origin}/garages`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'İnternet bağlantısı yok' })).toBeVisible();
    await expect(page).toHaveTitle('Çevrimdışısınız — Garaj');
    await expect(page).toHaveURL(`${origin}/garages`);
    // Styled from the cache: the stylesheet applied (the primary button has the brand's background).
    const retry = page.getByRole('button', { name: 'Tekrar dene' });
    expect(await retry.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: testInfo.outputPath('offline-page.png') });

    // Back online: "Tekrar dene" loads the page that was asked for.
    server = await startAppServer(port, dataDir, { what: 'offline test server (again)', log: true });
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Garajlar' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/garages`);
    await waitForSettled(page);
    await page.goto('about:blank');
  } finally {
    await stopAppServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
