/**
 * Screenshots of the build, its costs and its sale (project 'screenshots') at 1280 and 390 px,
 * from the demo seed: a garage's "Stok vs Şimdi" panel and build timeline, the legality guide, the
 * listing search and a listing with its panel map and recorded history, a convoy-enabled event,
 * and a new member's fuel log after a LubeLogger import. PNGs in docs/screenshots/<name>-<width>.png.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createGarageViaApi, expect, expectNoHorizontalScroll, signUpViaApi, test } from '../fixtures/test';
import { forEachViewport, shoot, visit } from '../fixtures/screenshots';

const CSV = fileURLToPath(new URL('../fixtures/lubelogger-fuel.csv', import.meta.url));

async function garageId(page: Page, q: string, title: string): Promise<string> {
  const { items } = (await (await page.request.get('/api/compare/suggestions', { params: { q } })).json()) as { items: { id: string; title: string }[] };
  const found = items.find((s) => s.title === title);
  expect(found, `${title} is seeded`).toBeTruthy();
  return found!.id;
}

forEachViewport((width) => {
  test('build log, legality guide, listings, convoy', async ({ page }) => {
    test.slow();
    const golf = await garageId(page, 'golf gti', 'Beyaz Şimşek');
    await page.goto(`/garage/${golf}`);
    await expect(page.getByText('Stok vs Şimdi').first()).toBeVisible();
    await shoot(page, 'build-log-overview', width);
    await expectNoHorizontalScroll(page, `build log ${width}`);
    await page.getByRole('tab', { name: 'Modifikasyonlar' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await shoot(page, 'build-log-modifications', width);

    await visit(page, '/legality', 'legality-guide', width, { fullPage: width !== 390 });
    await expectNoHorizontalScroll(page, `legality ${width}`);

    await visit(page, '/listings', 'listings-search', width);
    await expectNoHorizontalScroll(page, `listings ${width}`);
    const m3 = await garageId(page, 'bmw m3', 'Pist Canavarı F80');
    await visit(page, `/listings/${m3}`, 'listing-detail', width);
    await expectNoHorizontalScroll(page, `listing ${width}`);

    const { items } = (await (await page.request.get('/api/community/events')).json()) as { items: { id: string; title: string }[] };
    const tour = items.find((e) => e.title === 'Kapadokya Motosiklet Turu');
    if (tour) await visit(page, `/community/events/${tour.id}`, 'convoy-upcoming', width, { fullPage: false });
  });

  test('fuel log after a LubeLogger import', async ({ page }) => {
    test.slow();
    await signUpViaApi(page);
    await createGarageViaApi(page, { name: 'Günlük Egea', carBrand: 'Fiat', carModel: 'Egea', carYear: 2021 });
    await page.goto('/fuel');
    await page.getByLabel(/CSV dosyası/).setInputFiles(CSV);
    await page.getByRole('button', { name: 'İçe aktar' }).click();
    await expect(page.getByTestId('csv-outcome')).toBeVisible();
    await expect(page.getByTestId('fuel-summary-consumption')).toHaveText('7,30 L/100 km');
    await shoot(page, 'fuel-log', width);
    await expectNoHorizontalScroll(page, `fuel ${width}`);
  });
});
