/**
 * The header search suggests as one types: garages, members, posts and topics from
 * GET /api/search/suggest in a combobox; the arrows move, Enter opens the highlighted
 * suggestion, Escape closes the list and Enter then searches the text.
 */
import { expect, test, waitForSettled } from '../fixtures/test';

test('typing in the header search suggests, and the keyboard opens a suggestion', async ({ page }) => {
  await page.goto('/');
  await waitForSettled(page);
  const banner = page.getByRole('banner');
  await banner.locator('input[name="q"]').focus();
  // Focusing the plain box loads the suggestions, which take over the box (and the focus).
  const box = banner.getByRole('combobox', { name: 'Araç veya kullanıcı ara' });
  await expect(box).toBeFocused();
  await box.pressSequentially('beyaz', { delay: 60 });

  const list = page.getByRole('listbox');
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Beyaz Şimşek');
  await expect(first).toContainText('Garaj · Volkswagen Golf GTI');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(8);

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/garage\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beyaz Şimşek' })).toBeVisible();
});

test('Escape closes the suggestions and Enter searches the typed text', async ({ page }) => {
  await page.goto('/garages');
  await waitForSettled(page);
  const banner = page.getByRole('banner');
  await banner.locator('input[name="q"]').focus();
  const box = banner.getByRole('combobox', { name: 'Araç veya kullanıcı ara' });
  await expect(box).toBeFocused();
  await box.pressSequentially('golf', { delay: 60 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(banner.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('golf');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=golf');
});
