/**
 * Screenshots of what members see of moderation outside the admin panel (project 'screenshots'),
 * at 1280 and 390 px: the report dialog on a garage page in Turkish and English, and the
 * site-wide announcement banner an admin sets in the settings (then cleared again, so the demo
 * data stays as it was). No page scrolls sideways. PNGs in docs/screenshots/report-dialog-*.png
 * and announcement-*.png.
 */
import { ADMIN } from '../playwright.config';
import { baseUrl, expect, expectNoHorizontalScroll, signIn, test } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('report dialog on a garage page (tr, en)', async ({ page, newMemberPage }) => {
    const list = await page.request.get('/api/garages?pageSize=1');
    const garage = ((await list.json()) as { items: { id: string; name: string }[] }).items[0]!;
    const member = await newMemberPage({ label: 'reporter' });
    for (const language of ['tr', 'en'] as const) {
      await useLanguage(member.page, language);
      await member.page.goto(`/garage/${garage.id}`);
      await expect(member.page.getByRole('heading', { level: 1, name: garage.name })).toBeVisible();
      const label = language === 'tr' ? `Bildir: ${garage.name}` : `Report: ${garage.name}`;
      await member.page.getByRole('button', { name: label }).click();
      const dialog = member.page.getByRole('dialog');
      await expect(dialog.getByRole('radio').first()).toBeVisible();
      await dialog.getByRole('radio').nth(2).check();
      // Checking scrolled the dialog on a phone: show it from its title.
      await dialog.evaluate((element) => element.scrollTo(0, 0));
      await member.page.evaluate(() => document.fonts.ready);
      await member.page.screenshot({ path: outFile(`report-dialog${language === 'en' ? '-en' : ''}`, width), animations: 'disabled', caret: 'hide' });
      await expectNoHorizontalScroll(member.page, `report dialog ${language} ${width}`);
      await member.page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test('announcement banner (tr)', async ({ page }) => {
    await signIn(page, ADMIN);
    const headers = { origin: baseUrl() };
    const before = (await (await page.request.get('/api/admin/settings')).json()) as {
      registrationOpen: boolean;
      contactEmail: string;
      announcement: unknown;
    };
    const text = 'Bakım çalışması: 28 Kasım Cumartesi 03:00–04:00 arasında site kısa süreli kapalı olacak.';
    const saved = await page.request.put('/api/admin/settings', {
      headers,
      data: { registrationOpen: before.registrationOpen, contactEmail: before.contactEmail, announcement: { text, tone: 'warning', active: true } },
    });
    expect(saved.status()).toBe(200);
    try {
      await page.goto('/');
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await shoot(page, 'announcement', width, { fullPage: false });
      await expectNoHorizontalScroll(page, `announcement ${width}`);
    } finally {
      const restored = await page.request.put('/api/admin/settings', {
        headers,
        data: { registrationOpen: before.registrationOpen, contactEmail: before.contactEmail, announcement: before.announcement },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
