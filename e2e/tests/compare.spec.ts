/**
 * Compare: two seeded garages opened from the address (`?cars=`) give the side-by-side table
 * (server-rendered), the best values marked and 'Belirtilmemiş' where a value is not stored;
 * choosing cars through the slot searches writes them to the address (a shareable link); move
 * and remove; the garage detail's 'Karşılaştır' link; the two-slot address redirects; no
 * horizontal scroll at 390 px. Four garages: compare-four.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test, waitForSettled } from '../fixtures/test';

interface Suggestion {
  id: string;
  title: string;
}

/** The id of a seeded garage, found through the compare search API itself. */
async function garageId(page: Page, q: string, title: string): Promise<string> {
  const res = await page.request.get('/api/compare/suggestions', { params: { q } });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: Suggestion[] };
  const found = items.find((s) => s.title === title);
  expect(found, `${title} among the suggestions for ${q}`).toBeTruthy();
  return found!.id;
}

const row = (page: Page, name: RegExp) => page.getByTestId('compare-table').getByRole('row', { name });
const cells = (page: Page, name: RegExp) => row(page, name).getByRole('cell');

test('two seeded garages from the address: table, best values marked, Belirtilmemiş where a value is missing', async ({ page }) => {
  // Honda Africa Twin (no 0-100 stored in the demo data) and BMW R 1250 GS.
  const africa = await garageId(page, 'africa twin', 'Kaçkar Yolcusu');
  const gs = await garageId(page, 'r 1250 gs', '81 İl Hedefi');
  const url = `/compare?cars=${africa},${gs}`;

  // Server-rendered: the HTML already holds the table with both titles.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-testid="compare-table"');
  expect(html).toContain('Kaçkar Yolcusu');
  expect(html).toContain('81 İl Hedefi');
  expect(html).toContain('Belirtilmemiş');

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Araç Karşılaştır' })).toBeVisible();
  await expect(page).toHaveTitle(/Kaçkar Yolcusu ve 81 İl Hedefi karşılaştırması/);
  const table = page.getByRole('table', { name: 'Kaçkar Yolcusu ve 81 İl Hedefi teknik özellikleri' });
  await expect(table).toBeVisible();

  // Current power: 102 HP vs 136 HP — the GS is best, marked for sight (trophy, bold) and for screen readers.
  await expect(cells(page, /^Güncel güç/).nth(0)).toHaveText('102 HP');
  await expect(cells(page, /^Güncel güç/).nth(1)).toHaveText('136 HP(en iyi)');
  await expect(cells(page, /^Güncel güç/).nth(1)).toHaveAttribute('data-better', 'true');
  // Weight: lower is better.
  await expect(cells(page, /^Ağırlık/).nth(0)).toHaveText('238 kg(en iyi)');
  // 0-100 is not stored for the Africa Twin: 'Belirtilmemiş', and nothing is marked in that row.
  await expect(cells(page, /^0-100/).nth(0)).toHaveText('Belirtilmemiş');
  await expect(cells(page, /^0-100/).nth(1)).toHaveText('3,7 sn');
  await expect(row(page, /^0-100/).locator('[data-better]')).toHaveCount(0);
  // Derived rows: HP per tonne and the modifications' costs in lira.
  await expect(cells(page, /^Güç\/Ağırlık/).nth(1)).toContainText('546,2 HP/ton');
  await expect(cells(page, /^Modifiye maliyeti/).nth(1)).toHaveText('₺121.000');

  const summary = page.getByRole('region', { name: 'Avantaj Özeti' });
  await expect(summary).toContainText('Bazı araçlarda belirtilmemiş');
  await expect(summary).toContainText('0-100 km/sa');
  await expect(summary.getByTestId('compare-wins-2')).toContainText('özellikte önde');

  // Owners and garages are links.
  await expect(page.getByRole('link', { name: '@tolga_afrika', exact: true })).toHaveAttribute('href', '/user/tolga_afrika');
  await expect(table.getByRole('link', { name: '81 İl Hedefi' })).toHaveAttribute('href', `/garage/${gs}`);
  await waitForSettled(page);
  await expectNoSeriousA11yViolations(page, 'compare (full)');
});

test('choosing cars through the slot searches writes a shareable address; move and remove', async ({ page }) => {
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Karşılaştırmak için garaj seçin' })).toBeVisible();

  // Slot 1 by keyboard: Turkish-aware ('sahin' finds Şahin), arrow + Enter.
  const first = page.getByRole('combobox', { name: '1. araç için garaj ara' });
  await first.fill('sahin');
  await expect(page.getByRole('option', { name: /Dedemin Şahin'i/ })).toBeVisible();
  await first.press('ArrowDown');
  await first.press('Enter');
  await expect(page).toHaveURL(/\?cars=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'İkinci aracı seçin' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Değiştir: Dedemin Şahin'i" })).toBeFocused();

  // Slot 2 ("Araç ekle") by mouse; emptying the text clears the suggestions first.
  const second = page.getByRole('combobox', { name: '2. araç için garaj ara' });
  await second.fill('toros');
  await expect(page.getByRole('option', { name: /Köyün Toros’u/ })).toBeVisible();
  await second.fill('');
  await expect(page.getByRole('option')).toHaveCount(0);
  await second.fill('toros');
  await page.getByRole('option', { name: /Köyün Toros’u/ }).click();
  await expect(page).toHaveURL(/\?cars=[0-9a-f-]{36},[0-9a-f-]{36}$/);
  await expect(page.getByRole('table', { name: "Dedemin Şahin'i ve Köyün Toros’u teknik özellikleri" })).toBeVisible();
  const shared = page.url();

  await page.getByRole('button', { name: 'Öne al: Köyün Toros’u' }).click();
  await expect(page.getByRole('table', { name: "Köyün Toros’u ve Dedemin Şahin'i teknik özellikleri" })).toBeVisible();
  const moved = new URL(page.url()).searchParams.get('cars')!.split(',');
  const original = new URL(shared).searchParams.get('cars')!.split(',');
  expect(moved).toEqual([original[1], original[0]]);

  // The link alone brings the comparison back.
  await page.goto(shared);
  await expect(page.getByRole('table', { name: "Dedemin Şahin'i ve Köyün Toros’u teknik özellikleri" })).toBeVisible();

  await page.getByRole('button', { name: 'Kaldır: Köyün Toros’u' }).click();
  await expect(page).toHaveURL(/\?cars=[0-9a-f-]{36}$/);
  await expect(page.getByRole('combobox', { name: '2. araç için garaj ara' })).toBeVisible();
});

test('the garage detail offers Karşılaştır; a stale link still shows the other car', async ({ page }) => {
  const golf = await garageId(page, 'golf gti', 'Beyaz Şimşek');
  await page.goto(`/garage/${golf}`);
  await page.getByRole('link', { name: 'Karşılaştır' }).click();
  await expect(page).toHaveURL(`/compare?cars=${golf}`);
  await expect(page.getByRole('table', { name: 'Beyaz Şimşek teknik özellikleri' })).toBeVisible();

  await page.goto(`/compare?cars=00000000-0000-4000-8000-000000000000,${golf}`);
  await expect(page.getByText('Garaj bulunamadı')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Beyaz Şimşek teknik özellikleri' })).toBeVisible();
});

test('an old two-slot address answers 301 to the cars address and still shows the comparison', async ({ page }) => {
  const golf = await garageId(page, 'golf gti', 'Beyaz Şimşek');
  const sahin = await garageId(page, 'sahin', "Dedemin Şahin'i");
  const old = await page.request.get(`/compare?car1=${golf}&car2=${sahin}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/compare?cars=${golf},${sahin}`);

  await page.goto(`/compare?car1=${golf}&car2=${sahin}`);
  await expect(page).toHaveURL(`/compare?cars=${golf},${sahin}`);
  await expect(page.getByRole('table', { name: "Beyaz Şimşek ve Dedemin Şahin'i teknik özellikleri" })).toBeVisible();
});

test('390 px: the full comparison fits without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const v4 = await garageId(page, 'panigale', 'Rosso Corsa V4');
  const defender = await garageId(page, 'defender', 'Yayla Ekspresi');
  await page.goto(`/compare?cars=${v4},${defender}`);
  await expect(page.getByTestId('compare-table')).toBeVisible();
  await waitForSettled(page);
  await expectNoHorizontalScroll(page, 'compare 390');
});
