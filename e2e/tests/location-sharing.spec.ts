/**
 * Live location sharing in two browser contexts with a mocked geolocation: member A shares with
 * the one 'Konumumu Paylaş' action (refused first while the browser denies the position) → member
 * B sees the share without reloading, in the cards and on the map, where it joins the seeded
 * Kadıköy share in one bubble of 2 → A moves to Ankara (the position is sent once the 15 s
 * interval has passed: the test waits for that PATCH, not for a fixed time) → Kadıköy stands alone
 * again and A's share bubbles with the seeded Kızılay one → B likes it → A stops → gone for B. Also:
 * the visitor's server-rendered page (seeded shares, tiles from the local stub only).
 */
import { MAP_TILE_URL } from '../playwright.config';
import { baseUrl, expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test, toast } from '../fixtures/test';

const BESIKTAS = { latitude: 41.04312, longitude: 29.00871 };
const ANKARA = { latitude: 39.93271, longitude: 32.85974 };

test('a visitor sees the seeded shares server-rendered and the map with tiles from the local stub', async ({ page, browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
  const html = await (await noScript.request.get('/location-sharing')).text();
  expect(html).toContain('Canlı Konum Paylaşımı');
  expect(html).toMatch(/\d+ aktif paylaşım/);
  expect(html).toContain('Yaklaşık konum (~1 km)');
  await noScript.close();

  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  await page.goto('/location-sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Canlı Konum Paylaşımı' })).toBeVisible();
  await expect(page.getByTestId('share-list').getByRole('article').first()).toBeVisible();
  const tilePrefix = MAP_TILE_URL.split('{z}')[0]!;
  await expect(page.locator(`img.leaflet-tile[src^="${tilePrefix}"]`).first()).toBeAttached();
  await expect(page.locator('.location-share-marker').first()).toBeVisible();
  await expect(page.getByText('Test tiles (local stub)')).toBeVisible();
  // Visitors are asked to sign in to share or like.
  await expect(page.getByRole('main').getByRole('link', { name: 'Giriş Yap', exact: true })).toHaveAttribute('href', '/login?next=%2Flocation-sharing');
  expect(outside, 'nothing fetched from outside').toEqual([]);
  await expectNoSeriousA11yViolations(page, '/location-sharing (visitor)');
});

test('A shares, B sees it appear, move, get a like and disappear', async ({ newMemberPage }) => {
  test.slow();
  const a = await newMemberPage({ label: 'sharer' });
  const b = await newMemberPage({ label: 'viewer' });
  await a.context.grantPermissions(['geolocation']);
  await a.context.setGeolocation(BESIKTAS);

  await b.page.goto('/location-sharing');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Canlı Konum Paylaşımı' })).toBeVisible();
  await expect(b.page.locator('.location-share-marker').first()).toBeVisible();

  await a.page.goto('/location-sharing');
  const share = a.page.getByRole('button', { name: 'Konumumu Paylaş' });
  await share.click();
  await expect(toast(a.page, 'Araç Bilgisi Gerekli')).toBeVisible();
  await a.page.getByLabel('Araç bilgisi').fill('Honda CBR500R 2021');
  await a.page.getByLabel('Mesaj', { exact: true }).fill('Sahil yolundayım');
  // The browser refuses the position: told, nothing sent.
  await a.context.clearPermissions();
  await share.click();
  await expect(toast(a.page, 'Konum Hatası')).toBeVisible();
  await expect(a.page.getByTestId('share-position-error')).toHaveText('Konumunuz alınamadı. Lütfen konum iznini kontrol edin.');
  await a.context.grantPermissions(['geolocation']);
  const started = a.page.waitForResponse((r) => r.url().endsWith('/api/location-shares') && r.request().method() === 'POST');
  await share.click();
  const created = (await (await started).json()) as { id: string; lat: number; lng: number };
  expect(created).toMatchObject({ lat: 41.04, lng: 29.01 });
  await expect(toast(a.page, 'Konum Paylaşıldı! 🎉')).toBeVisible();
  await expect(toast(a.page, 'Konumunuz 30 dakika boyunca paylaşılacak.')).toBeVisible();
  await expect(a.page.getByTestId('my-share')).toContainText('Kalan süre: 30 dk');

  // B: the new share arrives live (no reload): as a card, and on the map in one bubble with the
  // seeded Kadıköy share (about 6 km away; the whole of Turkey is in view).
  const card = b.page.locator(`article[data-share-id="${created.id}"]`);
  const bubble = b.page.locator('.location-share-cluster [data-cluster-count="2"]');
  const kadikoy = b.page.locator('.location-share-marker [data-lat="40.99"]');
  const kizilay = b.page.locator('.location-share-marker [data-lat="39.92"]');
  await expect(bubble).toHaveCount(1, { timeout: 2_000 });
  await expect(bubble).toHaveText('2');
  await expect(kadikoy).toHaveCount(0);
  await expect(kizilay).toBeVisible();
  await expect(card).toContainText('Honda CBR500R 2021');
  await expect(card).toContainText('Sahil yolundayım');
  await expect(card).toContainText('30 dk');
  await expect(card).toContainText('Yaklaşık konum (~1 km)');
  await expect(card.getByTestId('share-map-link')).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=41.04&mlon=29.01#map=14/41.04/29.01');
  await expect(card.getByTestId('share-map-link')).toHaveAttribute('target', '_blank');

  // A moves: the position is sent once 15 s have passed since the start.
  const moved = a.page.waitForResponse((r) => r.url().endsWith('/api/location-shares/mine') && r.request().method() === 'PATCH', { timeout: 40_000 });
  await a.context.setGeolocation(ANKARA);
  expect((await moved).status()).toBe(200);
  await expect(kadikoy).toBeVisible({ timeout: 2_000 });
  await expect(kizilay).toHaveCount(0);
  await expect(bubble).toHaveCount(1);
  await expect(card.getByTestId('share-map-link')).toHaveAttribute('href', /mlat=39\.93&mlon=32\.86/);

  // B likes it; A's card count follows live.
  await card.getByRole('button', { name: /^Beğen/ }).click();
  await expect(toast(b.page, 'Beğenildi')).toBeVisible();
  await expect(a.page.locator(`article[data-share-id="${created.id}"]`).getByRole('button', { name: /1 beğeni/ })).toBeVisible();
  await card.getByRole('button', { name: /^Beğeniyi kaldır/ }).click();
  await expect(toast(b.page, 'Beğeni Kaldırıldı')).toBeVisible();

  // A stops: gone for B at once.
  await a.page.getByRole('button', { name: 'Paylaşımı Durdur' }).click();
  await expect(toast(a.page, 'Konum Paylaşımı Durduruldu')).toBeVisible();
  await expect(card).toHaveCount(0, { timeout: 2_000 });
  await expect(b.page.locator('.location-share-cluster')).toHaveCount(0);
  await expect(kizilay).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Konumumu Paylaş' })).toBeVisible();
  await expectNoSeriousA11yViolations(a.page, '/location-sharing (member form)');
});

test('English and 390 px: the page fits and speaks English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.context().addCookies([{ name: 'language', value: 'en', url: baseUrl() }]);
  await page.goto('/location-sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Location Sharing' })).toBeVisible();
  await expect(page.getByText('Approximate location (~1 km)').first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/location-sharing at 390 px');
});
