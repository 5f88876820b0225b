/**
 * Screenshots of follows (project 'screenshots'): the profile of the seed's most followed
 * member — each tab and the followers dialog — and the users directory, at 1280 and 390 px, as a
 * signed-in member who follows them (the button reads 'Takip Ediliyor'); the profile and the
 * directory once more in English. PNGs in docs/screenshots/social-*.png.
 */
import { baseUrl, expect, signUpViaApi, test } from '../fixtures/test';
import { forEachViewport, outFile, useLanguage, visit } from '../fixtures/screenshots';

interface Card {
  username: string;
  followersCount: number;
}

forEachViewport((width) => {

  test('profile tabs, followers list and users directory', async ({ page }) => {
    test.slow();
    const [top] = ((await (await page.request.get('/api/users?sort=followers&limit=1')).json()) as { items: Card[] }).items;
    expect(top, 'a seeded member').toBeTruthy();
    await signUpViaApi(page);
    const origin = { origin: new URL(baseUrl()).origin };
    const followed = await page.request.put(`/api/users/${encodeURIComponent(top!.username)}/follow`, { headers: origin });
    expect(followed.ok()).toBe(true);
    const path = `/user/${encodeURIComponent(top!.username)}`;

    await visit(page, path, 'social-profile-garages', width);
    await expect(page.getByRole('button', { name: 'Takip Ediliyor' })).toBeVisible();
    await visit(page, `${path}?tab=about`, 'social-profile-about', width);
    await visit(page, `${path}?tab=activity`, 'social-profile-activity', width);

    // The followers dialog (the page behind it is hidden from the accessibility tree, so no shoot()).
    await page.goto(path);
    await page.getByRole('button', { name: /takipçi$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: outFile('social-profile-followers', width), animations: 'disabled', caret: 'hide' });
    await page.keyboard.press('Escape');

    await visit(page, '/users', 'social-users', width);

    await useLanguage(page, 'en');
    await visit(page, path, 'social-profile-en', width);
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await visit(page, '/users', 'social-users-en', width);
  });
});
