/**
 * Screenshots of /premium (project 'screenshots') at 1280 and 390 px: the page in
 * Turkish for a visitor, the sign-in prompt, a member's pending request, the page in English,
 * and the admin's premium tab. PNGs in docs/screenshots/premium-*.png.
 */
import { ADMIN } from '../playwright.config';
import {
  expect,
  expectNoHorizontalScroll,
  signIn,
  test,
  toast,
  waitForSettled,
} from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage, visit } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('premium: visitor tr, sign-in prompt, member pending, en, admin tab', async ({
    page,
    newMemberPage,
  }) => {
    test.slow();
    await page.goto('/premium');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Üyelik' })).toBeVisible();
    await shoot(page, 'premium', width);
    await expectNoHorizontalScroll(page, `/premium ${width}`);

    await page
      .getByTestId('plan-yearly')
      .getByRole('button', { name: 'Yıllık Premium Seç' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({
      path: outFile('premium-sign-in', width),
      animations: 'disabled',
      caret: 'hide',
    });
    await page.keyboard.press('Escape');

    const { page: member } = await newMemberPage();
    await member.goto('/premium');
    await member
      .getByTestId('plan-yearly')
      .getByRole('button', { name: 'Yıllık Premium Seç' })
      .click();
    await expect(toast(member, 'Yıllık Premium Seçildi')).toBeVisible();
    await expect(member.getByTestId('premium-status')).toContainText('Talebin inceleniyor');
    await member.getByTestId('premium-status').scrollIntoViewIfNeeded();
    await member.screenshot({
      path: outFile('premium-pending', width),
      animations: 'disabled',
      caret: 'hide',
    });

    await useLanguage(page, 'en');
    await visit(page, '/premium', 'premium-en', width);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Membership' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page, `/premium en ${width}`);
    await useLanguage(page, 'tr');

    await signIn(page, ADMIN);
    await page.goto('/admin?tab=premium');
    await expect(page.getByTestId('premium-request').first()).toBeVisible();
    await waitForSettled(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(page, 'premium-admin', width);
    await expectNoHorizontalScroll(page, `/admin?tab=premium ${width}`);
  });
});
