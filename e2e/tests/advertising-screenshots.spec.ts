/**
 * Screenshots of /advertising (project 'screenshots') at 1280 and 390 px: the
 * whole page in Turkish, a category, the request form, and the page in English, with no
 * horizontal scrolling. PNGs in docs/screenshots/advertising-*.png.
 */
import { expect, expectNoHorizontalScroll, test, useTheme } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage, visit } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('advertising: tr, category, request form, en', async ({ page }) => {
    test.slow();
    await page.goto('/advertising');
    await expect(page.getByTestId('ad-card')).toHaveCount(7);
    await shoot(page, 'advertising', width);
    await expectNoHorizontalScroll(page, `/advertising ${width}`);

    await visit(page, '/advertising?category=dealer', 'advertising-dealer', width, { fullPage: false });
    await expect(page.getByTestId('ad-card')).toHaveCount(2);

    await page.getByTestId('package-premium').getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Talep Gönder' }).click();
    await expect(page.getByRole('dialog').getByLabel('Firma adı')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: outFile('advertising-request', width), animations: 'disabled', caret: 'hide' });

    await useLanguage(page, 'en');
    await visit(page, '/advertising', 'advertising-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Advertising' })).toBeVisible();
    await expectNoHorizontalScroll(page, `/advertising en ${width}`);

    await useLanguage(page, 'tr');
    await useTheme(page, 'dark');
    await visit(page, '/advertising?category=service', 'advertising-dark', width, { fullPage: false });
    await expect(page.getByTestId('ad-card')).toHaveCount(2);
  });
});
