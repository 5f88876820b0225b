/**
 * Screenshots of /admin (project 'screenshots') at 1280 and 390 px: every tab the
 * admin is offered, in Turkish and in English, plus the ban dialog and the ad form; no page
 * scrolls sideways (the tab list scrolls on its own). PNGs in docs/screenshots/admin-*.png.
 */
import { ADMIN } from '../playwright.config';
import { expect, expectNoHorizontalScroll, signIn, test, waitForSettled } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage } from '../fixtures/screenshots';
import type { Page } from '@playwright/test';

const TABS = ['dashboard', 'users', 'garages', 'reports', 'content', 'ads', 'premium', 'help', 'settings', 'audit'] as const;

/** The ids of the tabs the page offers (the reports, content and premium tabs come from their own features). */
async function offeredTabs(page: Page): Promise<string[]> {
  await page.goto('/admin');
  await expect(page.getByRole('tab').first()).toBeVisible();
  const ids = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-controls') ?? ''));
  return TABS.filter((id) => ids.some((controls) => controls.endsWith(`-content-${id}`)));
}

async function shootTab(page: Page, id: string, name: string, width: number) {
  await page.goto(`/admin?tab=${id}`);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('aria-controls', new RegExp(`-content-${id}$`));
  await waitForSettled(page);
  if (id === 'dashboard') await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shoot(page, name, width);
  await expectNoHorizontalScroll(page, `${name} ${width}`);
}

/** A modal dialog over the page (the page behind it is hidden from the accessibility tree, so not `shoot`). */
async function shootDialog(page: Page, name: string, width: number) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path: outFile(name, width), animations: 'disabled', caret: 'hide' });
}

forEachViewport((width) => {

  test('admin tabs in Turkish, the ban dialog and the ad form', async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN);
    const tabs = await offeredTabs(page);
    expect(tabs).toEqual(expect.arrayContaining(['dashboard', 'users', 'garages', 'ads', 'help', 'settings', 'audit']));
    for (const id of tabs) await shootTab(page, id, `admin-${id}`, width);

    await page.goto('/admin?tab=users&role=user');
    await page.getByRole('button', { name: 'Yasakla' }).first().click();
    await page.getByRole('dialog').getByLabel('Neden').fill('Tekrarlanan spam yorumlar');
    await shootDialog(page, 'admin-users-ban-dialog', width);

    await page.goto('/admin?tab=ads');
    await page.getByRole('button', { name: 'Düzenle' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Reklamı Düzenle' })).toBeVisible();
    await shootDialog(page, 'admin-ads-form', width);
  });

  test('admin tabs in English', async ({ page }) => {
    test.slow();
    await useLanguage(page, 'en');
    await signIn(page, ADMIN);
    const tabs = await offeredTabs(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    for (const id of tabs) await shootTab(page, id, `admin-${id}-en`, width);
  });
});
