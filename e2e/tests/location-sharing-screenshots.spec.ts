/**
 * Screenshots of /location-sharing (project 'screenshots') at 1280 and 390 px:
 * the visitor's view on the seed's shares (map with the local tile stub, cards), a member sharing
 * (running-share panel, their own marker), the visitor's view in English (1280) and dark (390).
 * PNGs in docs/screenshots/location-sharing-*.png.
 */
import { expect, expectNoHorizontalScroll, signUpViaApi, test, toast, useTheme } from '../fixtures/test';
import { forEachViewport, shoot, useLanguage } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('location sharing: visitor, member sharing, English', async ({ page, context }) => {
    test.slow();
    const mapReady = async () => {
      await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await expect(page.locator('.location-share-marker').first()).toBeVisible();
    };
    await page.goto('/location-sharing');
    await mapReady();
    await shoot(page, 'location-sharing-visitor', width);

    await signUpViaApi(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.0, longitude: 35.32 });
    await page.goto('/location-sharing');
    await page.getByRole('button', { name: 'Konumumu Al' }).click();
    await expect(toast(page, 'Konum Alındı! 📍')).toBeVisible();
    await page.getByLabel('Araç bilgisi').fill('Yamaha MT-07 2022');
    await page.getByLabel('Mesaj', { exact: true }).fill('Adana çıkışı, Kapadokya yolundayım 🏍️');
    await shoot(page, 'location-sharing-form', width);
    await page.getByRole('button', { name: 'Konumu Paylaş' }).click();
    await expect(page.getByTestId('my-share')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await mapReady();
    await shoot(page, 'location-sharing-member', width);
    await page.getByRole('button', { name: 'Paylaşımı Durdur' }).click();
    await expect(toast(page, 'Konum Paylaşımı Durduruldu')).toBeVisible();

    await expectNoHorizontalScroll(page, `/location-sharing at ${width} px`);
    if (width === 390) {
      await useTheme(page, 'dark');
      await page.goto('/location-sharing');
      await mapReady();
      await shoot(page, 'location-sharing-dark', width);
    }
    if (width === 1280) {
      await page.context().clearCookies();
      await useLanguage(page, 'en');
      await page.goto('/location-sharing');
      await expect(page.getByRole('heading', { level: 1, name: 'Live Location Sharing' })).toBeVisible();
      await mapReady();
      await shoot(page, 'location-sharing-visitor-en', width);
    }
  });
});
