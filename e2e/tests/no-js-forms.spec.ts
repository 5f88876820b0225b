/**
 * The site's forms work before the script runs and without it: with JavaScript off, the header
 * search and every list filter are GET forms whose address the server renders (the filtered list
 * is in the HTML), and the posted controls (comment, answer, like, favorite, follow, vote) are
 * `<form method="post">` to their page route, which calls the API and redirects back. One test
 * holds the scripts back (JavaScript on) and likes before hydration.
 */
import type { Page } from '@playwright/test';
import { baseUrl, expect, memberWithGarage, signUpViaApi, test, type MemberPage, type TestPhoto } from '../fixtures/test';

test.use({ javaScriptEnabled: false });
// Each test signs members up and posts several forms through full page loads.
test.describe.configure({ timeout: 180_000 });

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
    const { garage } = await memberWithGarage(page, testPhoto, { name: `Işıklı ${word} E30`, isForSale: false });
    await page.goto('/garages');
    const form = main(page).getByRole('search', { name: 'Garaj ara' });
    const card = main(page).getByRole('link', { name: garage.name, exact: true });
    await form.getByRole('searchbox').fill(word);
    await form.getByRole('combobox', { name: 'Sıralama' }).selectOption('popular');
    await form.getByRole('combobox', { name: 'Filtre' }).selectOption('for_sale');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(`/garages?q=${word}&sort=popular&filter=for_sale`);
    // Not for sale: the server's list leaves it out.
    await expect(main(page).getByRole('heading', { name: 'Arama kriterlerinize uygun garaj bulunamadı.' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(form.getByRole('combobox', { name: 'Filtre' })).toHaveValue('for_sale');
    await form.getByRole('combobox', { name: 'Filtre' }).selectOption('all');
    await form.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(`/garages?q=${word}&sort=popular&filter=all`);
    await expect(card).toBeVisible();
  });

  test('blog: the search form loads the matching posts', async ({ page }) => {
    const post = ((await (await page.request.get('/api/blog/posts?limit=1')).json()) as { items: { title: string }[] }).items[0]!;
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

/** A garage of another member (made in a context of its own) and the page's member, signed up through the API. */
async function someoneElsesGarage(page: Page, newMemberPage: (options?: { label?: string }) => Promise<MemberPage>, photo: TestPhoto) {
  const owner = await newMemberPage({ label: 'owner' });
  const { garage } = await memberWithGarage(owner.page, photo, {}, owner.user);
  const member = await signUpViaApi(page);
  return { owner: owner.user, garage, member };
}

interface SeedPost {
  id: string;
  slug: string;
  title: string;
}
interface SeedTopic {
  id: string;
  categoryId: string;
  title: string;
  isLocked: boolean;
  status: string;
}

test.describe('POST forms without JavaScript', () => {
  test('comment on a garage: the page comes back on the comments tab with the comment', async ({ page, newMemberPage, testPhoto, consoleGuard }) => {
    const { garage } = await someoneElsesGarage(page, newMemberPage, testPhoto);
    await page.goto(`/garage/${garage.id}`);
    await main(page).getByRole('tab', { name: /Yorumlar/ }).click();
    await expect(page).toHaveURL(`/garage/${garage.id}?tab=comments`);
    const text = `Temiz iş olmuş ${Date.now()}`;
    await main(page).getByRole('textbox', { name: 'Yorumunuz' }).fill(text);
    await main(page).getByRole('button', { name: 'Yorum Yap' }).click();
    await expect(page).toHaveURL(`/garage/${garage.id}?tab=comments#comments`);
    await expect(main(page).getByRole('list', { name: 'Yorumlar' }).getByText(text)).toBeVisible();
    // An empty comment comes back with the error (the page answers 400), nothing sent.
    consoleGuard.allow(/status of 400/, 'the empty comment is refused with 400 and shown in the form');
    await main(page).getByRole('button', { name: 'Yorum Yap' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Yorum boş olamaz.');
  });

  test('like and favorite a garage; a visitor is sent to the sign-in page', async ({ page, newMemberPage, testPhoto, browser }) => {
    const { garage } = await someoneElsesGarage(page, newMemberPage, testPhoto);
    await page.goto(`/garage/${garage.id}`);
    const like = main(page).getByRole('button', { name: /Beğen/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page).toHaveURL(`/garage/${garage.id}#like-${garage.id}`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1 beğeni');
    const favorite = main(page).getByRole('button', { name: 'Favorilere ekle' });
    await favorite.click();
    await expect(page).toHaveURL(`/garage/${garage.id}#favorite-${garage.id}`);
    await expect(main(page).getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');

    const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/garage/${garage.id}`);
    await visitorPage.getByRole('main').getByRole('button', { name: /Beğen/ }).click();
    await expect(visitorPage).toHaveURL(`/login?next=${encodeURIComponent(`/garage/${garage.id}`)}`);
    await visitor.close();
  });

  test('like, favorite and comment on a blog post', async ({ page }) => {
    await signUpViaApi(page);
    const post = ((await (await page.request.get('/api/blog/posts?limit=1')).json()) as { items: SeedPost[] }).items[0]!;
    await page.goto(`/blog/${post.slug}`);
    const like = main(page).getByRole('button', { name: /Beğen/ });
    // The visible count (the label repeats it for screen readers).
    const shown = like.locator('span[aria-hidden="true"]');
    const before = Number(await shown.textContent());
    await like.click();
    await expect(page).toHaveURL(`/blog/${post.slug}#like-${post.id}`);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(shown).toHaveText(String(before + 1));
    await main(page).getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}#favorite-${post.id}`);
    await expect(main(page).getByRole('button', { name: 'Kaydedildi' })).toHaveAttribute('aria-pressed', 'true');
    const text = `Eline sağlık ${Date.now()}`;
    await main(page).getByRole('textbox', { name: 'Yorumunuz' }).fill(text);
    await main(page).getByRole('button', { name: 'Yorum Gönder' }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}#comments`);
    await expect(main(page).getByText(text)).toBeVisible();
  });

  test('answer a forum topic and vote on it', async ({ page }) => {
    await signUpViaApi(page);
    const topic = ((await (await page.request.get('/api/forum/topics?sort=newest')).json()) as { items: SeedTopic[] }).items.find((item) => !item.isLocked && item.status !== 'closed')!;
    const path = `/forum/${topic.categoryId}/topic/${topic.id}`;
    await page.goto(path);
    const text = `Bujileri de kontrol edin ${Date.now()}`;
    await main(page).getByRole('textbox', { name: 'Cevap Yaz' }).fill(text);
    await main(page).getByRole('button', { name: 'Cevap Gönder' }).click();
    await expect(page).toHaveURL(/#reply-[0-9a-f-]+$/);
    const replyId = new URL(page.url()).hash.slice('#reply-'.length);
    await expect(page.locator(`#reply-${replyId}`)).toContainText(text);

    await page.goto(path);
    const up = main(page).getByRole('group', { name: 'Oylama' }).first().getByRole('button', { name: 'Olumlu oy ver' });
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await up.click();
    await expect(page).toHaveURL(`${path}#vote-${topic.id}`);
    await expect(up).toHaveAttribute('aria-pressed', 'true');
  });

  test('follow a member from the profile', async ({ page, newMemberPage }) => {
    const other = await newMemberPage({ label: 'followed' });
    const me = await signUpViaApi(page);
    expect(me.username).not.toBe(other.user.username);
    await page.goto(`/user/${other.user.username}`);
    await main(page).getByRole('button', { name: 'Takip Et' }).click();
    await expect(page).toHaveURL(`/user/${encodeURIComponent(other.user.username)}#follow-${other.user.id}`);
    await expect(main(page).getByRole('button', { name: 'Takip Ediliyor' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('before hydration (JavaScript on, scripts held back)', () => {
  test.use({ javaScriptEnabled: true });

  test('a like pressed before the scripts run is counted after the redirect', async ({ page, newMemberPage, testPhoto }) => {
    const { garage } = await someoneElsesGarage(page, newMemberPage, testPhoto);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue().catch(() => {});
      },
    );
    await page.goto(`/garage/${garage.id}`, { waitUntil: 'commit' });
    const like = main(page).getByRole('button', { name: /Beğen/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await like.click();
    await page.waitForURL(`/garage/${garage.id}#like-${garage.id}`, { waitUntil: 'commit' });
    release();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1 beğeni');
  });
});
