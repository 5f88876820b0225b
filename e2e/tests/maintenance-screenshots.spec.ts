/**
 * Screenshots of the maintenance tracker (project 'screenshots') at 1280 and 390 px:
 * the visitor's public screen, a member's tracker with items in every state (made through the API
 * here), the home section for a member and for a visitor, and the member's tracker in English on
 * the dark theme. PNGs in docs/screenshots/maintenance-*.png.
 */
import type { Page } from '@playwright/test';
import { baseUrl, createGarageViaApi, expect, signUpViaApi, expectNoHorizontalScroll, test, useTheme, waitForSettled } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage, visit } from '../fixtures/screenshots';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function post(page: Page, url: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await page.request.fetch(url, { method, data, headers: { origin: baseUrl() } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A garage with an odometer and items in every state, plus history. */
async function memberWithItems(page: Page): Promise<string> {
  const garage = await createGarageViaApi(page, { name: 'Beyaz Golf', carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2018 });
  const d = today();
  const items = [
    { title: 'Motor yağı ve filtre', category: 'oil', lastServiceOn: addDays(d, -190), intervalDays: 180, cost: 2800, notes: '5W-30 tam sentetik' },
    { title: 'Fren balatası kontrolü', category: 'brake', lastServiceOn: addDays(d, -87), intervalDays: 90, cost: 1800 },
    { title: 'Lastik rotasyonu', category: 'tire', intervalKm: 10000, lastServiceKm: 38300, cost: 600 },
    { title: 'Polen filtresi', category: 'filter', lastServiceOn: addDays(d, -120), intervalDays: 365, cost: 450 },
    { title: 'Akü kontrolü', category: 'other', lastServiceOn: addDays(d, -4), intervalDays: 15, cost: 0 },
    { title: 'Araç muayenesi', category: 'general', dueOn: addDays(d, 2), cost: 1350 },
  ];
  let oneOff = '';
  for (const item of items) {
    const created = await post(page, '/api/maintenance/items', { garageId: garage.id, ...item });
    if (item.title === 'Araç muayenesi') oneOff = created.id;
  }
  await post(page, `/api/maintenance/garages/${garage.id}/odometer`, { odometerKm: 48000 }, 'PUT');
  await post(page, `/api/maintenance/items/${oneOff}/completions`, { servicedOn: d, odometerKm: 48000, notes: 'TÜVTÜRK, sorunsuz geçti' });
  return garage.id;
}

forEachViewport((width) => {

  test('maintenance: visitor, member with every state, home section', async ({ page }) => {
    test.slow();
    await visit(page, '/maintenance', 'maintenance-visitor', width);
    await expectNoHorizontalScroll(page, `maintenance visitor ${width}`);

    await page.goto('/');
    const visitorSection = page.locator('[data-lazy-section="maintenance"]');
    await visitorSection.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-maintenance')).toBeVisible();
    await waitForSettled(page);
    await page.getByTestId('home-maintenance').screenshot({ path: outFile('maintenance-home-visitor', width), animations: 'disabled' });

    // The same page (this viewport) signs up: a member with items in every state.
    await signUpViaApi(page);
    const member = { page };
    const garageId = await memberWithItems(member.page);
    await visit(member.page, `/maintenance?garage=${garageId}`, 'maintenance-member', width);
    for (const status of ['Gecikmiş', 'Vadesi Geldi', 'Yaklaşan', 'Tamamlandı']) await expect(member.page.getByRole('article').getByText(status, { exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(member.page, `maintenance member ${width}`);

    await member.page.getByRole('article').filter({ hasText: 'Fren balatası kontrolü' }).getByRole('button', { name: 'Tamamlandı' }).click();
    await expect(member.page.getByRole('dialog', { name: 'Bakımı Tamamla' })).toBeVisible();
    await member.page.screenshot({ path: outFile('maintenance-complete-dialog', width), animations: 'disabled' });
    await member.page.keyboard.press('Escape');

    await member.page.goto('/');
    await member.page.locator('[data-lazy-section="maintenance"]').scrollIntoViewIfNeeded();
    await expect(member.page.getByTestId('home-maintenance').getByRole('link', { name: /Motor yağı ve filtre/ })).toBeVisible();
    await waitForSettled(member.page);
    await member.page.getByTestId('home-maintenance').screenshot({ path: outFile('maintenance-home-member', width), animations: 'disabled' });
  });

  test('maintenance: English, dark theme', async ({ page }) => {
    await signUpViaApi(page);
    const member = { page };
    const garageId = await memberWithItems(member.page);
    await useTheme(member.page, 'dark');
    await useLanguage(member.page, 'en');
    await member.page.goto(`/maintenance?garage=${garageId}`);
    await expect(member.page.getByRole('heading', { level: 1, name: 'Maintenance Tracker' })).toBeVisible();
    await expect(member.page.getByText('Overdue', { exact: true }).first()).toBeVisible();
    await shoot(member.page, 'maintenance-member-en-dark', width);
  });
});
