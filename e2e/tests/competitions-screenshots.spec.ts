/**
 * Screenshots of the competitions screens (project 'screenshots') at 1280 and
 * 390 px, on the seed's competitions: the list, an active competition's page as a member (entries
 * and vote buttons), an ended one with its winners (detail, and the card's results opened), the
 * admin's form, and the list in English. PNGs in docs/screenshots/competitions-*.png.
 */
import type { Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { baseUrl, expect, signIn, signUpViaApi, test } from '../fixtures/test';
import { forEachViewport, shoot, useLanguage, visit } from '../fixtures/screenshots';

interface Card {
  id: string;
  title: string;
  status: 'upcoming' | 'active' | 'ended';
  participants: number;
  finalizedAt: string | null;
}

/** The seed's competition with this status that has the most entries. */
async function seeded(page: Page, status: Card['status']): Promise<Card> {
  const response = await page.request.get(`/api/competitions?status=${status}&pageSize=50`);
  const { items } = (await response.json()) as { items: Card[] };
  const card = items.filter((c) => status !== 'ended' || c.finalizedAt).sort((a, b) => b.participants - a.participants)[0];
  expect(card, `a seeded ${status} competition`).toBeTruthy();
  return card!;
}

forEachViewport((width, height) => {

  test('competitions: list, active detail, ended results, admin form, English', async ({ page, browser }) => {
    test.slow();
    await visit(page, '/competitions', 'competitions-list', width);
    await expect(page.getByRole('heading', { name: 'Nasıl Katılırım?' })).toBeVisible();

    const ended = await seeded(page, 'ended');
    await page.goto('/competitions?page=1');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: ended.title }) });
    await card.getByRole('button', { name: 'Sonuçları Göster' }).click();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'competitions-list-results', width);

    await visit(page, `/competitions/${ended.id}`, 'competitions-ended', width);
    await expect(page.getByRole('heading', { level: 2, name: 'Kazananlar' })).toBeVisible();

    await signUpViaApi(page);
    const active = await seeded(page, 'active');
    await visit(page, `/competitions/${active.id}`, 'competitions-detail', width);
    await expect(page.getByRole('button', { name: /için oy ver$/ }).first()).toBeVisible();

    const adminContext = await browser.newContext({ viewport: { width, height }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', baseURL: baseUrl() });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN);
    await adminPage.goto('/competitions/new');
    await adminPage.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Yeni Yarışma' })).toBeVisible();
    await adminPage.getByLabel('Başlık', { exact: true }).fill('Yaz Stance Buluşması');
    await adminPage.getByLabel('Açıklama', { exact: true }).fill('En iyi stance kurulumunu topluluk seçiyor.');
    await adminPage.getByLabel('Kurallar', { exact: true }).fill('Araç size ait olmalı\nFotoğraflar güncel olmalı');
    await shoot(adminPage, 'competitions-admin-form', width);
    await adminContext.close();

    await useLanguage(page, 'en');
    await visit(page, '/competitions', 'competitions-list-en', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible();
  });
});
