/**
 * `npm run screenshots` (project 'screenshots'): a PNG of every screen at
 * 1280×800 and 390×844 in docs/screenshots/<name>-<width>.png (the README shows
 * home-1280.png). Public screens as a visitor, member screens as a member who owns a garage
 * (photos drawn here, the avatar re-uploaded from a seeded member), /admin as the admin.
 */
import { ADMIN } from '../playwright.config';
import {
  carPicture,
  createGarageViaApi,
  expect,
  signIn,
  signUpViaApi,
  test,
  uploadImageViaApi,
  waitForSettled,
  type Garage,
} from '../fixtures/test';
import { outFile, shoot, useLanguage, visit } from '../fixtures/screenshots';
import type { APIRequestContext, Page } from '@playwright/test';

const WIDTHS = [
  { width: 1280, height: 800, username: 'Selin_Turbo' },
  { width: 390, height: 844, username: 'Ece_Pistte' },
] as const;

async function popularGarages(request: APIRequestContext, limit: number): Promise<Garage[]> {
  return (
    (await (await request.get(`/api/garages?sort=popular&limit=${limit}`)).json()) as {
      items: Garage[];
    }
  ).items;
}

/** A demo photo's bytes, uploaded again as the member's own image. */
async function reupload(page: Page, url: string, purpose: 'garage' | 'avatar') {
  const buffer = await (await page.request.get(url)).body();
  return uploadImageViaApi(page, { name: 'foto.webp', buffer, mimeType: 'image/webp' }, purpose);
}

/** A member with a filled-in profile, a garage with two photos and a modification, favorites. */
async function setUpMember(
  page: Page,
  username: string,
): Promise<{ garage: Garage; username: string }> {
  await signUpViaApi(page, { username });
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const popular = await popularGarages(page.request, 20);
  const avatarUrl = popular.find((g) => g.owner.avatar)?.owner.avatar?.url;
  const avatar = avatarUrl ? await reupload(page, avatarUrl, 'avatar') : null;
  expect(avatar, 'a seeded avatar to re-use').not.toBeNull();
  const profile = await page.request.put('/api/me/profile', {
    headers: origin,
    data: {
      username,
      fullName: 'Selin Yılmaz',
      bio: 'Hafta içi mühendis, hafta sonu pistte. 2008 model Golf GTI projemi adım adım burada paylaşıyorum.',
      location: 'İstanbul',
      website: 'https://selinturbo.example.com',
      phoneNumber: '',
      avatarImageId: avatar?.id ?? null,
      avatarUrl: '',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  const photos = [];
  for (const [hue, subtitle] of [
    [210, 'Volkswagen Golf 2008'],
    [20, 'Pist günü · İstanbul Park'],
  ] as const) {
    const buffer = await carPicture({ width: 1280, hue, title: 'Beyaz Şimşek GTI', subtitle })
      .jpeg({ quality: 88 })
      .toBuffer();
    photos.push({
      imageId: (await uploadImageViaApi(page, { name: 'gti.jpg', buffer }, 'garage')).id!,
    });
  }
  const garage = await createGarageViaApi(page, {
    name: 'Beyaz Şimşek GTI',
    description:
      'Stage 2 yazılım, Milltek egzoz ve KW V3 coilover ile hafta sonu pist aracına dönüşen 2008 Golf GTI. Günlük kullanımda da sorunsuz.',
    carBrand: 'Volkswagen',
    carModel: 'Golf',
    carYear: 2008,
    horsepower: 280,
    torque: 380,
    modificationType: 'Track',
    priceRange: '500k+',
    location: 'İstanbul',
    isForSale: true,
    salePrice: '1.450.000 TL',
    photos,
  });
  const mod = await page.request.post(`/api/garages/${garage.id}/modifications`, {
    headers: origin,
    data: {
      title: 'KW V3 coilover',
      category: 'suspension',
      brand: 'KW',
      cost: 85000,
      installedOn: '2025-05-10',
      note: 'Pist ayarı: ön -2.5°, arka -1.8° kamber.',
    },
  });
  expect(mod.ok(), await mod.text()).toBe(true);
  for (const g of popular.slice(0, 3)) {
    expect(
      (await page.request.put(`/api/garages/${g.id}/favorite`, { headers: origin })).ok(),
    ).toBe(true);
  }
  return { garage, username };
}

for (const { width, height, username } of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height } });

    test('visitor screens', async ({ page, consoleGuard }) => {
      test.slow();
      consoleGuard.allowHttpError(404, /\/sayfa-bulunamadi/, 'the not-found page answers 404');
      const [garage] = await popularGarages(page.request, 1);
      const owner = encodeURIComponent(garage!.owner.username);
      await visit(page, '/', 'home', width);
      await visit(page, '/garages', 'garages', width);
      await visit(page, `/garage/${garage!.id}`, 'garage-detail', width);
      for (const [tab, name] of [
        ['Modifikasyonlar', 'garage-detail-modifications'],
        ['Galeri', 'garage-detail-gallery'],
        ['Yorumlar', 'garage-detail-comments'],
      ] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await shoot(page, name, width);
      }
      await visit(page, `/garaj/${owner}`, 'garaj-username', width);
      await visit(page, `/user/${owner}`, 'user-profile', width);
      await visit(page, '/users', 'users', width);
      await visit(page, '/login', 'login', width);
      await visit(page, '/register', 'register', width);
      await visit(page, '/forgot-password', 'forgot-password', width);
      await visit(page, '/reset-password?token=ornek-token', 'reset-password', width);
      await visit(page, '/verify-email?error=INVALID_TOKEN', 'verify-email', width);
      await visit(page, '/sayfa-bulunamadi', 'not-found', width);
      await visit(page, '/privacy-policy', 'privacy-policy', width);
      await visit(page, '/terms-of-service', 'terms-of-service', width);
      await visit(page, '/cookie-policy', 'cookie-policy', width);
      await useLanguage(page, 'en');
      await visit(page, '/garages', 'garages-en', width);
      await useLanguage(page, 'tr');
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await visit(page, '/', 'home-dark', width);
      await visit(page, `/garage/${garage!.id}`, 'garage-detail-dark', width);
    });

    test('member screens', async ({ page }) => {
      test.slow();
      const { garage } = await setUpMember(page, username);
      await visit(page, '/my-garage', 'my-garage', width);
      await visit(page, '/create-garage', 'create-garage', width);
      await visit(page, `/edit-garage/${garage.id}`, 'edit-garage', width);
      await visit(page, '/favorites', 'favorites', width);
      await visit(page, '/profile', 'profile', width);
      await visit(page, `/user/${encodeURIComponent(username)}`, 'own-profile', width);
      await visit(page, `/garage/${garage.id}`, 'own-garage-detail', width);
      if (width < 1024) {
        await page.getByRole('button', { name: 'Menüyü aç' }).click();
        await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running'),
        );
        await page.screenshot({ path: outFile('mobile-menu', width), animations: 'disabled' });
      }
    });

    test('community content screens', async ({ page, consoleGuard }) => {
      test.slow();
      consoleGuard.allowHttpError(404, /boyle-bir-yazi-yok/, 'a missing post answers 404 (page and API)');
      const posts = (await (await page.request.get('/api/blog/posts?limit=1')).json()) as {
        items: { id: string; slug: string }[];
      };
      const post = posts.items[0]!;
      const topics = (await (
        await page.request.get('/api/forum/topics?category=engine')
      ).json()) as { items: { id: string; categoryId: string }[] };
      const topic = topics.items[0]!;
      await visit(page, '/blog', 'blog', width);
      await visit(page, '/blog?category=guides', 'blog-category', width);
      await visit(page, `/blog/${post.slug}`, 'blog-post', width);
      await visit(page, '/blog/boyle-bir-yazi-yok', 'blog-post-not-found', width);
      await visit(page, '/forum', 'forum', width);
      await visit(page, '/forum/engine', 'forum-category', width);
      await visit(page, `/forum/${topic.categoryId}/topic/${topic.id}`, 'forum-topic', width);
      await visit(page, '/search?q=turbo', 'search', width);
      await visit(page, '/search?q=qqxxzz', 'search-empty', width);
      // The home page's live Q&A with a question selected (a browser-only section below the fold).
      await page.goto('/');
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      // The section's code loads when it nears the viewport: scroll down to it.
      await page.mouse.wheel(0, 20_000);
      const live = page.getByRole('heading', { name: 'Canlı Teknik Destek' });
      await expect(live).toBeVisible();
      await live.scrollIntoViewIfNeeded();
      await page.locator('section', { has: live }).locator('ul li button').first().click();
      await expect(page.getByText('Soru Seçin')).toHaveCount(0);
      await waitForSettled(page);
      await page.locator('section', { has: live }).screenshot({ path: outFile('home-live-qa', width), animations: 'disabled' });
      await useLanguage(page, 'en');
      await visit(page, `/blog/${post.slug}`, 'blog-post-en', width);
      await visit(page, `/forum/${topic.categoryId}/topic/${topic.id}`, 'forum-topic-en', width);
      await useLanguage(page, 'tr');

      // Member screens: the editor, own posts, favorite posts.
      await signUpViaApi(page, { username: width === 1280 ? 'Deniz_Yazar' : 'Mert.Yazar' });
      const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
      expect((await page.request.put(`/api/blog/posts/${post.id}/favorite`, { headers: origin })).ok()).toBe(true);
      await visit(page, '/blog/new', 'blog-new', width);
      await visit(page, '/favorites?tab=posts', 'favorites-posts', width);
    });

    test('admin screen', async ({ page }) => {
      await signIn(page, ADMIN);
      await visit(page, '/admin', 'admin', width);
    });
  });
}
