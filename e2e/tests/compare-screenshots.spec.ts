/**
 * Screenshots of /compare (project 'screenshots') at 1280 and 390 px: the empty
 * state, the suggestions open under a slot, a full comparison of two seeded cars (Turkish, dark
 * theme, English) and one of four. PNGs in docs/screenshots/compare-*.png.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test, useTheme } from '../fixtures/test';
import { forEachViewport, shoot, useLanguage, visit } from '../fixtures/screenshots';

async function garageId(page: Page, q: string, title: string): Promise<string> {
  const { items } = (await (await page.request.get('/api/compare/suggestions', { params: { q } })).json()) as { items: { id: string; title: string }[] };
  const found = items.find((s) => s.title === title);
  expect(found).toBeTruthy();
  return found!.id;
}

forEachViewport((width) => {

  test('compare: empty, suggestions, full comparison', async ({ page }) => {
    test.slow();
    await visit(page, '/compare', 'compare-empty', width);
    await expectNoHorizontalScroll(page, `compare empty ${width}`);

    const search = page.getByRole('combobox', { name: '1. araç için garaj ara' });
    await search.fill('bmw');
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    await shoot(page, 'compare-search', width, { fullPage: false });

    const golf = await garageId(page, 'golf gti', 'Beyaz Şimşek');
    const m3 = await garageId(page, 'bmw m3', 'Pist Canavarı F80');
    const full = `/compare?cars=${golf},${m3}`;
    await visit(page, full, 'compare-full', width);
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await expectNoHorizontalScroll(page, `compare full ${width}`);

    const sahin = await garageId(page, 'sahin', "Dedemin Şahin'i");
    await visit(page, `/compare?cars=${sahin}`, 'compare-one', width);

    const v4 = await garageId(page, 'panigale', 'Rosso Corsa V4');
    await visit(page, `/compare?cars=${golf},${m3},${sahin},${v4}`, 'compare-four', width);
    await expectNoHorizontalScroll(page, `compare four ${width}`);
  });

  test('compare: dark theme and English', async ({ page }) => {
    const golf = await garageId(page, 'golf gti', 'Beyaz Şimşek');
    const africa = await garageId(page, 'africa twin', 'Kaçkar Yolcusu');
    const gs = await garageId(page, 'r 1250 gs', '81 İl Hedefi');
    await useTheme(page, 'dark');
    await visit(page, `/compare?cars=${africa},${gs}`, 'compare-full-dark', width);
    await useLanguage(page, 'en');
    await visit(page, `/compare?cars=${golf},${gs}`, 'compare-full-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Vehicles' })).toBeVisible();
  });
});
