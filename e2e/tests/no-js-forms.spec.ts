/**
 * The site's forms work before the script runs and without it: with JavaScript off, the header
 * search and every list filter are GET forms whose address the server renders (the filtered list
 * is in the HTML), and the posted controls (comment, answer, like, favorite, follow, vote) are
 * `<form method="post">` to their page route, which calls the API and redirects back. One test
 * holds the scripts back (JavaScript on) and likes before hydration.
 */
import type { Page } from '@playwright/test';
import { expect, memberWithGarage, signUpViaApi, test } from '../fixtures/test';

test.use({ javaScriptEnabled: false });

const main = (page: Page) => page.getByRole('main');

test.describe('GET forms without JavaScript', () => {
  test('the header search goes to /search with the text', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('search');
    await search.getByRole('searchbox').fill('BMW');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL('/search?q=BMW');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('BMW');
  });

  test('garages: search, sort and filter load the filtered list from the server', async ({ page, testPhoto }) => {
    const word = `Nojs${Math.random().toString(36).slice(2, 7)}`;
    const { garage } = await memberWithGarage(page, testPhoto, { name: `Işıklı ${word} E30`, isForSale: true, salePrice: '450.000 TL' });
    await page.goto('/garages');
    const form = main(page).getByRole('search', { name: 'Garaj ara' });
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('combobox', { name: 'Sıralama' }).selectOption('popular');
    await form.getByRole('combobox', { name: 'Filtre' }).selectOption('for_sale');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(`/garages?q=${word}&sort=popular&filter=for_sale`);
    await expect(main(page).getByRole('link', { name: garage.name })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Filtre' })).toHaveValue('for_sale');
    // Another filter that excludes it: the server's list says so.
    await form.getByRole('combobox', { name: 'Filtre' }).selectOption('featured');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(main(page).getByRole('link', { name: garage.name })).toHaveCount(0);
  });

  test('blog: the search form loads the matching posts', async ({ page }) => {
    const post = ((await (await page.request.get('/api/blog/posts?pageSize=1')).json()) as { items: { title: string }[] }).items[0]!;
    const word = post.title.split(/\s+/).find((w) => w.length > 4)!;
    await page.goto('/blog');
    const form = main(page).getByRole('search');
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?search=${encodeURIComponent(word).replace(/%20/g, '\\+')}$`));
    await expect(main(page).getByRole('link', { name: post.title }).first()).toBeVisible();
  });

  test('forum: the search form loads the matching topics', async ({ page }) => {
    await page.goto('/forum');
    const title = (await main(page).locator('a[href*="/topic/"]').first().textContent())!.trim();
    const word = title.split(/\s+/).find((w) => w.length > 4)!;
    const form = main(page).getByRole('search');
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(new RegExp(`/forum\\?search=`));
    await expect(main(page).getByRole('link', { name: title }).first()).toBeVisible();
  });

  test('users: search, sort and the direction button load the list from the server', async ({ page }) => {
    const member = await signUpViaApi(page);
    await page.goto('/users');
    const form = main(page).getByRole('search');
    await form.getByRole('searchbox').fill(member.username);
    await form.getByRole('combobox', { name: 'Sırala' }).selectOption('garages');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/users\?q=.+&sort=garages&order=desc$/);
    await expect(main(page).getByRole('link', { name: member.username }).first()).toBeVisible();
    await form.getByRole('button', { name: /Sıralama yönü/ }).click();
    await expect(page).toHaveURL(/\/users\?q=.+&sort=garages&order=asc&order=desc$/);
    await expect(form.getByRole('button', { name: /Sıralama yönü: Artan/ })).toBeVisible();
  });

  test('help: the search form loads the matching questions', async ({ page }) => {
    await page.goto('/help');
    const form = main(page).getByRole('search');
    await form.getByRole('searchbox').fill('SIFRE');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL('/help?q=SIFRE');
    await expect(page.getByTestId('faq-item').filter({ hasText: 'Şifremi unuttum, nasıl sıfırlarım?' })).toBeVisible();
  });
});
