/**
 * Screenshots of community events (project 'screenshots'): the community hub as a member who joined
 * the soonest event, an event's page, and the admin's event form (new, and editing a seeded
 * event), at 1280 and 390 px; the hub once more in English. PNGs in docs/screenshots/community-*.png.
 */
import { ADMIN } from '../playwright.config';
import { baseUrl, expect, signIn, signUpViaApi, test } from '../fixtures/test';
import { forEachViewport, useLanguage, visit } from '../fixtures/screenshots';

interface EventView {
  id: string;
  title: string;
  joined: boolean;
}

forEachViewport((width, height) => {

  test('community hub, event page and the admin event form', async ({ page, browser }) => {
    test.slow();
    const { items } = (await (await page.request.get('/api/community/events')).json()) as { items: EventView[] };
    const soonest = items[0];
    expect(soonest, 'a seeded upcoming event').toBeTruthy();

    await signUpViaApi(page);
    const origin = { origin: new URL(baseUrl()).origin };
    expect((await page.request.put(`/api/community/events/${soonest!.id}/participation`, { headers: origin })).ok()).toBe(true);

    await visit(page, '/community', 'community-hub', width);
    await expect(page.getByText('Katılıyorsunuz').first()).toBeVisible();
    await visit(page, `/community/events/${soonest!.id}`, 'community-event', width);

    await useLanguage(page, 'en');
    await visit(page, '/community', 'community-hub-en', width);

    // The admin's form (a separate context signed in as the seeded admin).
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
    const admin = await context.newPage();
    await signIn(admin, ADMIN);
    await visit(admin, '/community/events/new', 'community-event-form-new', width);
    await visit(admin, `/community/events/${soonest!.id}/edit`, 'community-event-form-edit', width);
    await expect(admin.getByLabel('Başlık', { exact: true })).toHaveValue(soonest!.title);
    await context.close();
  });
});
