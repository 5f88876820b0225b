/**
 * Compare four: four seeded garages named in the address (`?cars=a,b,c,d`) give four columns
 * in that order (server-rendered) with the build rows (stock and current power, torque, 0-100,
 * weight, build cost, power per 1,000 TL), the running cost rows and the inspection status; no
 * "Araç ekle" slot at four; removing one keeps the others' order. At 390 px the page does not
 * scroll sideways: the table scrolls in its own frame and the row labels stay in view.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test, waitForSettled } from '../fixtures/test';

/** The id of a seeded garage, found through the compare search API itself. */
async function garageId(page: Page, q: string, title: string): Promise<string> {
  const res = await page.request.get('/api/compare/suggestions', { params: { q } });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const found = items.find((s) => s.title === title);
  expect(found, `${title} among the suggestions for ${q}`).toBeTruthy();
  return found!.id;
}

/** Beyaz Şimşek (Golf GTI), Pist Canavarı F80 (M3), Dedemin Şahin'i (Tofaş), Rosso Corsa V4 (Panigale). */
async function fourGarages(page: Page) {
  return [
    await garageId(page, 'golf gti', 'Beyaz Şimşek'),
    await garageId(page, 'bmw m3', 'Pist Canavarı F80'),
    await garageId(page, 'sahin', "Dedemin Şahin'i"),
    await garageId(page, 'panigale', 'Rosso Corsa V4'),
  ];
}

const TITLES = ['Beyaz Şimşek', 'Pist Canavarı F80', "Dedemin Şahin'i", 'Rosso Corsa V4'];
const BUILD_ROWS = ['Stok güç', 'Güncel güç', 'Tork', '0-100 km/sa', 'Ağırlık', 'Modifiye maliyeti', '1.000 TL başına güç', 'Muayene durumu'];
const COST_ROWS = ['Km başına maliyet', 'Ortalama tüketim'];

const row = (page: Page, name: string) => page.getByTestId('compare-table').getByRole('row', { name: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}`) });

test('four demo garages from ?cars= side by side with the build rows', async ({ page }) => {
  const ids = await fourGarages(page);
  const url = `/compare?cars=${ids.join(',')}`;

  // Server-rendered: the HTML already holds the four columns and the new rows.
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-testid="compare-table"');
  for (const title of TITLES) expect(html).toContain(title.replace("'", '&#x27;'));
  for (const label of [...BUILD_ROWS, ...COST_ROWS]) expect(html).toContain(label);

  await page.goto(url);
  await expect(page).toHaveTitle(/Beyaz Şimşek, Pist Canavarı F80, Dedemin Şahin'i ve Rosso Corsa V4 karşılaştırması/);
  const table = page.getByRole('table', { name: "Beyaz Şimşek, Pist Canavarı F80, Dedemin Şahin'i ve Rosso Corsa V4 teknik özellikleri" });
  await expect(table).toBeVisible();
  // The columns in the address's order.
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  for (const [index, title] of TITLES.entries()) await expect(table.getByRole('columnheader').nth(index + 1)).toContainText(title);

  // Every build row has a cell per garage; current power is ranked and its best is marked.
  for (const label of [...BUILD_ROWS, ...COST_ROWS]) await expect(row(page, label).getByRole('cell')).toHaveCount(4);
  const power = row(page, 'Güncel güç');
  await expect(power.getByRole('cell').nth(1)).toContainText('HP');
  await expect(power.locator('[data-better="true"]')).not.toHaveCount(0);
  await expect(power.locator('[data-better="true"]').first()).toContainText('(en iyi)');
  // The Golf's modifications are priced: the build cost is in lira.
  await expect(row(page, 'Modifiye maliyeti').getByRole('cell').nth(0)).toContainText('₺');

  // Four chosen: no "Araç ekle" slot; the advantages summary names all four.
  await expect(page.getByTestId('compare-slot-add')).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Avantaj Özeti' });
  for (const title of TITLES) await expect(summary).toContainText(title);
  await waitForSettled(page);
  await expectNoSeriousA11yViolations(page, 'compare four');

  // Removing the second keeps the others in order, and "Araç ekle" comes back.
  await page.getByRole('button', { name: 'Kaldır: Pist Canavarı F80' }).click();
  await expect(page).toHaveURL(`/compare?cars=${ids[0]},${ids[2]},${ids[3]}`);
  await expect(page.getByRole('table', { name: "Beyaz Şimşek, Dedemin Şahin'i ve Rosso Corsa V4 teknik özellikleri" })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '4. araç için garaj ara' })).toBeVisible();
});

test('390 px: four garages scroll inside the table while the row labels stay in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ids = await fourGarages(page);
  await page.goto(`/compare?cars=${ids.join(',')}`);
  const frame = page.getByTestId('compare-scroll');
  await expect(page.getByTestId('compare-table')).toBeVisible();
  await waitForSettled(page);
  await expectNoHorizontalScroll(page, 'compare four 390');

  // The frame is wider inside than outside: it scrolls.
  const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const label = row(page, 'Güncel güç').getByRole('rowheader');
  await label.scrollIntoViewIfNeeded();
  const before = await label.boundingBox();
  await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The label did not move with the garages.
  const after = await label.boundingBox();
  expect(after?.x).toBeCloseTo(before!.x, 0);
  await expect(label).toBeInViewport();
  // The last garage's column came into view (sideways; the headers may be above the fold).
  const last = await page.getByTestId('compare-table').getByRole('columnheader').nth(4).boundingBox();
  expect(last!.x).toBeGreaterThanOrEqual(0);
  expect(last!.x + last!.width).toBeLessThanOrEqual(391);
  await expectNoHorizontalScroll(page, 'compare four 390 scrolled');
});
