/**
 * Screenshots of the activity feed (project 'screenshots') at 1280 and 390 px:
 * /activities as a visitor, filtered by type, its empty state, a member's 'Takip Ettiklerim',
 * the home page's activity section, and /activities in English. PNGs in
 * docs/screenshots/activities-*.png.
 */
import type { Page } from '@playwright/test';
import { createGarageViaApi, expect, expectNoHorizontalScroll, signUpViaApi, test, waitForSettled } from '../fixtures/test';
import { forEachViewport, outFile, useLanguage, visit } from '../fixtures/screenshots';

/** The home page's activity section, loaded (wheel turn) and shot on its own. */
async function shootHomeSection(page: Page, name: string, width: number) {
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  const section = page.getByRole('region', { name: /Topluluk Aktivitesi|Community activity/ });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expectNoHorizontalScroll(page, '/ (activity section)');
  await waitForSettled(page);
  await page.evaluate(() => document.fonts.ready);
  // The sticky header would cover the section's top in an element shot; nothing is focused.
  await page.addStyleTag({ content: 'header { position: static !important; }' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await section.screenshot({ path: outFile(name, width), animations: 'disabled', caret: 'hide' });
}

forEachViewport((width) => {

  test('activities: visitor, filtered, empty, following, home section, English', async ({ page }) => {
    test.slow();
    await visit(page, '/activities', 'activities', width);
    await expect(page.getByRole('list', { name: 'Aktivite akışı' }).getByRole('listitem').first()).toBeVisible();
    await expectNoHorizontalScroll(page, '/activities');
    await visit(page, '/activities?type=new_garage', 'activities-new-garage', width);
    await visit(page, '/activities?q=bulunmayan%20bir%20arama', 'activities-empty', width);
    await expect(page.getByRole('link', { name: 'Filtreleri Temizle' })).toBeVisible();

    const member = await signUpViaApi(page);
    await createGarageViaApi(page, { name: 'Ekran Garajı', carBrand: 'Toyota', carModel: 'Supra' } as Parameters<typeof createGarageViaApi>[1]);
    const users = (await (await page.request.get('/api/activities?type=new_garage&limit=5')).json()) as { items: { actor: { username: string } }[] };
    for (const username of new Set(users.items.map((i) => i.actor.username).filter((u) => u !== member.username))) {
      await page.request.put(`/api/users/${encodeURIComponent(username)}/follow`, { headers: { origin: new URL(page.url()).origin } });
    }
    await visit(page, '/activities?scope=following', 'activities-following', width);
    await shootHomeSection(page, 'home-activity', width);

    await useLanguage(page, 'en');
    await visit(page, '/activities', 'activities-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    await shootHomeSection(page, 'home-activity-en', width);
  });
});
