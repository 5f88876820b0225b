/**
 * Screenshots of the AI modification assistant (project 'screenshots') at 1280 and
 * 390 px: /assistant empty (visitor), answered for a member's garage (with a saved answer),
 * in English, in the dark theme, and the home page's section answered. PNGs in
 * docs/screenshots/assistant-*.png.
 */
import { createGarageViaApi, expect, signUpViaApi, test, useTheme, waitForSettled, type GarageInput } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage, visit } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('assistant: empty, answered, English, dark, home section', async ({ page }) => {
    test.slow();
    await visit(page, '/assistant', 'assistant-empty', width);

    await signUpViaApi(page);
    await createGarageViaApi(page, { name: 'Beyaz Şimşek', carBrand: 'Volkswagen', carModel: 'Golf GTI', carYear: 2017, horsepower: 290, engine: '2.0 TSI' } as GarageInput);
    await page.goto('/assistant');
    await page.getByRole('combobox', { name: 'Hangi aracınız için?' }).click();
    await page.getByRole('option', { name: /Beyaz Şimşek/ }).click();
    await page.getByRole('button', { name: 'Arabama turbo taktırmak kaça olur, kaç gün sürer?' }).click();
    const response = page.getByTestId('assistant-response');
    await expect(response.getByRole('button', { name: 'Yanıtı Kaydet' })).toBeVisible();
    await response.getByRole('button', { name: 'Yanıtı Kaydet' }).click();
    await expect(response.getByRole('button', { name: 'Kaydedildi' })).toBeVisible();
    await shoot(page, 'assistant-answered', width);

    await useLanguage(page, 'en');
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Does lowering on coilovers pass the inspection?' }).click();
    await expect(page.getByTestId('assistant-response').getByRole('button', { name: 'Save Answer' })).toBeVisible();
    await shoot(page, 'assistant-answered-en', width);

    await useLanguage(page, 'tr');
    await useTheme(page, 'dark');
    await page.goto('/assistant');
    await page.getByRole('button', { name: 'Hangi egzoz hem güzel ses hem performans verir?' }).click();
    await expect(page.getByTestId('assistant-response').getByRole('button', { name: 'Yanıtı Kaydet' })).toBeVisible();
    await shoot(page, 'assistant-answered-dark', width);

    await page.goto('/');
    const section = page.locator('[data-lazy-section="assistant"]');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'LED far dönüşümü yasal mı?' }).click();
    await expect(section.getByTestId('assistant-response').getByRole('button', { name: 'Yanıtı Kaydet' })).toBeVisible();
    await waitForSettled(page);
    await section.screenshot({ path: outFile('assistant-home', width), animations: 'disabled', caret: 'hide' });
  });
});
