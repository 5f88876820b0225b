/**
 * The shell around every page: theme and language menus, the not-found page, the header
 * search, phone width, security headers, robots.txt and Open Graph tags (docs/product.md,
 * Sharing; ARCHITECTURE.md security headers, robots.txt).
 */
import {
  expect,
  expectNoHorizontalScroll,
  memberWithGarage,
  test,
  waitForSettled,
} from '../fixtures/test';

test.describe('theme', () => {
  test("'Koyu' turns the dark class on and is remembered; 'Açık' turns it off", async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole('button', { name: /^Tema: / }).click();
    await page.getByRole('menuitemradio', { name: 'Koyu' }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.getByRole('button', { name: 'Tema: Koyu' })).toBeVisible();

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: 'Tema: Koyu' })).toBeVisible();

    await page.getByRole('button', { name: 'Tema: Koyu' }).click();
    await page.getByRole('menuitemradio', { name: 'Açık' }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});

test.describe('language', () => {
  test('switching to English relabels the header and is remembered', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.locator('input[name="q"]')).toHaveAttribute(
      'placeholder',
      'Araç veya kullanıcı ara...',
    );

    await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(banner.locator('input[name="q"]')).toHaveAttribute(
      'placeholder',
      'Search cars, users...',
    );
    await expect(banner.getByRole('link', { name: 'Garages', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.reload();
    await expect(banner.locator('input[name="q"]')).toHaveAttribute(
      'placeholder',
      'Search cars, users...',
    );
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await expect(banner.getByRole('link', { name: 'Garajlar', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  });
});

test('the not-found page explains and offers its links', async ({ page, consoleGuard }) => {
  consoleGuard.allowHttpError(404, /\/boyle-bir-sayfa-yok-/, 'the not-found page answers 404');
  await page.goto(`/boyle-bir-sayfa-yok-${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
  await expect(
    page.getByText('Aradığınız sayfa mevcut değil veya taşınmış olabilir.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Sayfa Bulunamadı/);
  const main = page.getByRole('main');
  // Only pages that exist are offered: the community hub and premium exist.
  const expected: [string, string][] = [
    ['Ana Sayfa', '/'],
    ['Garajlar', '/garages'],
    ['Blog', '/blog'],
    ['Arama', '/search'],
    ['Garaj Oluştur', '/create-garage'],
    ['Topluluk', '/community'],
    ['Premium', '/premium'],
  ];
  for (const [name, href] of expected) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // Opened directly: 'Geri Dön' has no earlier page of the app, so it goes home.
  await page.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(page).toHaveURL('/');

  // Reached inside the app: 'Geri Dön' returns to the page before.
  // No link of the site leads to a missing page any more: an in-app navigation to one
  // is made the way React Router records its own (history entry with key and index).
  await page.goto('/garages');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: 'e2e-missing', idx: idx + 1 }, '', '/olmayan-sayfa');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page).toHaveURL('/olmayan-sayfa');
  await expect(page.getByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeVisible();
  await page.getByRole('button', { name: 'Geri Dön' }).click();
  await expect(page).toHaveURL('/garages');
  await expect(page.getByRole('heading', { level: 1, name: 'Garajlar' })).toBeVisible();
  await page.goForward();
  await page.getByRole('main').getByRole('link', { name: 'Garajlar', exact: true }).click();
  await expect(page).toHaveURL('/garages');
});

test('the header search goes to the site search and ignores blank text', async ({ page }) => {
  await page.goto('/garages');
  // A searchbox until first used, then the suggesting combobox: the form's `q` either way.
  const box = page.getByRole('banner').locator('input[name="q"]');
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL('/garages');

  await box.fill('  Şahin & Doğan 1.6  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('Şahin & Doğan 1.6');
  await expect(box).toHaveValue('');
});

test.describe('phone width (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor has a sign-in button in the phone header that goes to the sign-in page', async ({ page }) => {
    await page.goto('/garages');
    await waitForSettled(page);
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Giriş Yap', exact: true });
    // Visible at 390 px (a CSS breakpoint hid it once); 'Kayıt Ol' stays in the menu and on /login.
    await expect(signIn).toBeVisible();
    const box = await signIn.boundingBox();
    expect(box, 'the button is laid out inside the header').not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(header.getByRole('link', { name: 'Kayıt Ol', exact: true })).toBeHidden();
    await signIn.click();
    // From another page it asks to come back there after signing in.
    await expect(page).toHaveURL(/\/login\?next=%2Fgarages$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('opening the phone menu does not focus its search box (no keyboard pops up)', async ({ page }) => {
    await page.goto('/');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    const search = menu.getByRole('searchbox');
    await expect(search).toBeVisible();
    await expect(search).not.toBeFocused();
    // Focus stays in the menu (its container), not on an input.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('no horizontal scrolling on the main screens; the menu greets the member', async ({
    page,
    testPhoto,
  }) => {
    const { user, garage } = await memberWithGarage(page, testPhoto, {
      name: 'Çok Uzun İsimli Şampiyonluk Garajı Özel Sürüm',
      isForSale: true,
      salePrice: '1.250.000 TL, pazarlık payı var',
    });
    const seeded = (await (await page.request.get('/api/garages?limit=1&sort=popular')).json()) as {
      items: { id: string }[];
    };
    const screens = [
      '/',
      '/garages',
      `/garage/${garage.id}`,
      `/garage/${seeded.items[0]!.id}`,
      '/create-garage',
      '/profile',
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForSettled(page);
      await expectNoHorizontalScroll(page, path);
    }

    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText(`Hoş geldin, @${user.username}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Garajım' })).toBeVisible();
    await menu.getByRole('link', { name: 'Garajlar', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/garages');
    await expectNoHorizontalScroll(page, '/garages after the menu');
  });
});

test.describe('served documents', () => {
  test('security headers on /', async ({ page }) => {
    const response = await page.request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc, 'CSP has script-src').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(
      /frame-ancestors\s+'none'/.test(csp) ||
        ['DENY', 'SAMEORIGIN'].includes((headers['x-frame-options'] ?? '').toUpperCase()),
      'framing is refused (X-Frame-Options or frame-ancestors)',
    ).toBe(true);
    expect(headers['referrer-policy']).toBeTruthy();
  });

  test('pages answer HEAD like GET (link checkers, uptime monitors)', async ({ page }) => {
    for (const path of ['/', '/garages', '/login']) {
      const response = await page.request.head(path);
      expect(response.status(), `HEAD ${path}`).toBe(200);
      expect(response.headers()['content-type'], `HEAD ${path}`).toContain('text/html');
    }
  });

  test('robots.txt is served', async ({ page }) => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toMatch(/^Disallow: \/api\//m);
  });

  test('a garage page carries Open Graph tags', async ({ page, testPhoto }) => {
    const { user, garage } = await memberWithGarage(page, testPhoto);
    const response = await page.request.get(`/garage/${garage.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (property: string) =>
      html.match(
        new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]+content="([^"]*)"`),
      )?.[1];
    expect(meta('og:title')).toContain(garage.name);
    expect(meta('og:title')).toContain(`@${user.username}`);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:description')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    const image = meta('og:image');
    expect(image).toMatch(/^https?:\/\/.+\/media\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
    const picture = await page.request.get(new URL(image!).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
    expect(html).toContain(`<title>${garage.name}`);
  });
});
