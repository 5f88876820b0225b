/**
 * The convoy map of a live event in three browser contexts with a mocked geolocation: an admin
 * makes an event with 'Konvoy haritası' on, members A and B join it while it is upcoming (C does
 * not), then the admin moves its start ten minutes into the past — the convoy is live. A's browser
 * first refuses the position (told under the switch, nothing sent); then A shares approximately →
 * B sees A's marker and list entry without reloading; A's own marker is drawn apart; C is told the
 * map is for participants, a visitor is asked to sign in; A stops → gone for B. The tiles come
 * from the local stub only.
 */
import type { Page } from '@playwright/test';
import { ADMIN, MAP_TILE_URL } from '../playwright.config';
import { baseUrl, expect, expectNoSeriousA11yViolations, test, type TestUser } from '../fixtures/test';

const GOREME = { latitude: 38.64312, longitude: 34.82871 };
const HOUR = 3_600_000;

/** A write through the page's cookies, from the site's own origin (the same-origin check). */
const write = (page: Page, method: 'post' | 'put' | 'delete', url: string, data?: unknown) =>
  page.request[method](url, { data, headers: { origin: baseUrl() } });

test('participants see each other on the live convoy map; others do not', async ({ page, newMemberPage }) => {
  test.slow();
  const admin = (await newMemberPage({ signInAs: { ...ADMIN, id: '', username: 'admin' } as TestUser, label: 'admin' })).page;
  const event = {
    title: `E2E Kapadokya Konvoyu ${Date.now().toString(36)}`,
    description: 'Göreme’den Uçhisar’a birlikte sürüyoruz; mola Avanos’ta.',
    category: 'motorcycle',
    startsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    durationMinutes: 240,
    location: 'Göreme / Nevşehir',
    capacity: null,
    imageId: null,
    convoyEnabled: true,
  };
  const created = await write(admin, 'post', '/api/community/events', event);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const a = await newMemberPage({ label: 'sharer' });
  const b = await newMemberPage({ label: 'viewer' });
  const c = await newMemberPage({ label: 'not a participant' });
  for (const member of [a, b]) expect((await write(member.page, 'put', `/api/community/events/${id}/participation`)).status()).toBe(200);

  // Before the start: the map opens when the event starts.
  await b.page.goto(`/community/events/${id}`);
  const bConvoy = b.page.getByRole('region', { name: 'Konvoy Haritası' });
  await expect(bConvoy.getByText('Konvoy haritası etkinlik başladığında açılır')).toBeVisible();

  // The admin moves the start ten minutes into the past: the convoy is live.
  const moved = await write(admin, 'put', `/api/community/events/${id}`, { ...event, startsAt: new Date(Date.now() - 10 * 60_000).toISOString() });
  expect(moved.status()).toBe(200);

  await b.page.reload();
  await expect(bConvoy.getByText('Şu anda konumunu paylaşan katılımcı yok.')).toBeVisible();
  const tilePrefix = MAP_TILE_URL.split('{z}')[0]!;
  await expect(b.page.locator(`img.leaflet-tile[src^="${tilePrefix}"]`).first()).toBeAttached();

  // A: the browser refuses the position first — said under the switch, nothing sent.
  await a.page.goto(`/community/events/${id}`);
  const aConvoy = a.page.getByRole('region', { name: 'Konvoy Haritası' });
  const share = aConvoy.getByRole('switch', { name: 'Konumumu paylaş' });
  await a.context.clearPermissions();
  await share.click();
  await expect(aConvoy.getByTestId('convoy-share-status')).toHaveText('Konum izni verilmedi. Konumunu paylaşmak için tarayıcının site ayarlarından konum iznini aç.');
  await expect(share).not.toBeChecked();

  // A shares approximately (the default): the server stores the rounded point.
  await a.context.grantPermissions(['geolocation']);
  await a.context.setGeolocation(GOREME);
  const sent = a.page.waitForResponse((r) => r.url().endsWith(`/api/community/events/${id}/convoy/position`) && r.request().method() === 'PUT');
  await share.click();
  const position = (await (await sent).json()) as { lat: number; lng: number; precision: string };
  expect(position).toMatchObject({ lat: 38.64, lng: 34.83, precision: 'approximate' });
  await expect(share).toBeChecked();
  await expect(a.page.locator(`.convoy-marker-mine [data-member-id="${a.user.id}"]`)).toBeVisible();
  await expect(aConvoy.getByTestId('convoy-list').getByRole('listitem').first()).toContainText('Sen');

  // B: A arrives live, on the map and in the list.
  const aMarker = b.page.locator(`.convoy-marker [data-member-id="${a.user.id}"]`);
  await expect(aMarker).toBeVisible({ timeout: 5_000 });
  await expect(aMarker).toHaveAttribute('data-lat', '38.64');
  const entry = bConvoy.getByTestId('convoy-list').locator(`[data-member-id="${a.user.id}"]`);
  await expect(entry).toContainText(a.user.username);
  await expect(entry).toContainText('az önce');
  await expect(b.page.locator('.convoy-marker-mine')).toHaveCount(0);
  await expectNoSeriousA11yViolations(b.page, '/community/events/:id (live convoy)');

  // C did not join: told so, and nothing of the convoy is loaded. A visitor is asked to sign in.
  await c.page.goto(`/community/events/${id}`);
  await expect(c.page.getByRole('region', { name: 'Konvoy Haritası' })).toContainText('Konvoy haritası yalnızca etkinliğin katılımcılarına açık.');
  await expect(c.page.locator('.convoy-marker')).toHaveCount(0);
  expect((await c.page.request.get(`/api/community/events/${id}/convoy`)).status()).toBe(403);
  await page.goto(`/community/events/${id}`);
  await expect(page.getByRole('region', { name: 'Konvoy Haritası' }).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/community/events/${id}`)}`);

  // A stops: gone for B at once.
  await share.click();
  await expect(share).not.toBeChecked();
  await expect(aMarker).toHaveCount(0, { timeout: 5_000 });
  await expect(entry).toHaveCount(0);

  expect((await write(admin, 'delete', `/api/community/events/${id}`)).status()).toBe(204);
});
