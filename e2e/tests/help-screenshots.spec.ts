/**
 * Screenshots of /help (project 'screenshots') at 1280 and 390 px: the whole page
 * in Turkish with one FAQ item open, a search with no result (empty state), and the page in
 * English, with no horizontal scrolling. PNGs in docs/screenshots/help-*.png.
 */
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';
import { forEachViewport, shoot, useLanguage, visit } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('help: tr, empty search, en', async ({ page }) => {
    test.slow();
    await page.goto('/help');
    await expect(page.getByTestId('faq-item')).toHaveCount(15);
    await page.getByTestId('faq-item').first().locator('summary').click();
    await expect(page.getByTestId('faq-item').first()).toHaveAttribute('open', '');
    await shoot(page, 'help', width);
    await expectNoHorizontalScroll(page, `/help ${width}`);

    await visit(page, '/help?q=karb%C3%BCrat%C3%B6r&category=premium', 'help-empty', width, { fullPage: false });
    await expect(page.getByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeVisible();

    await useLanguage(page, 'en');
    await visit(page, '/help?category=garage', 'help-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    await expectNoHorizontalScroll(page, `/help en ${width}`);
  });
});
