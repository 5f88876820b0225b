/**
 * Screenshots of /badges (project 'screenshots') at 1280 and 390 px: as a visitor
 * (what each badge takes), as a member with a first garage (own state, progress bars), and the
 * member's page in English. PNGs in docs/screenshots/badges-*.png.
 */
import { createGarageViaApi, expect, signUpViaApi, test } from '../fixtures/test';
import { forEachViewport, useLanguage, visit } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('badges: visitor, member, English', async ({ page }) => {
    test.slow();
    await visit(page, '/badges', 'badges-visitor', width);
    await expect(page.getByRole('article')).toHaveCount(14);

    await signUpViaApi(page);
    await createGarageViaApi(page, { name: 'Ekran Garajı', carBrand: 'Toyota', carModel: 'Supra', horsepower: 320 });
    await visit(page, '/badges', 'badges-member', width);
    await expect(page.locator('article[data-badge="first-garage"]')).toHaveAttribute('data-state', 'unlocked');

    await useLanguage(page, 'en');
    await visit(page, '/badges', 'badges-member-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  });
});
