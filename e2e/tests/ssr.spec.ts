/**
 * Server rendering (docs/decisions/005-server-rendering.md): every public page hydrates
 * without a console error or hydration warning; with JavaScript disabled the home page, the
 * garages list, a garage and a profile show their content; a plain HTTP GET of a garage page
 * carries its title, owner and description; the language and theme come from cookies.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test, waitForSettled } from '../fixtures/test';

interface SampleGarage {
  id: string;
  name: string;
  description: string | null;
  owner: { username: string };
}

async function sampleGarage(page: Page): Promise<SampleGarage> {
  const list = (await (await page.request.get('/api/garages?sort=popular&limit=10')).json()) as {
    items: SampleGarage[];
  };
  const garage = list.items.find((g) => g.description);
  if (!garage) throw new Error('the demo seed has no garage with a description');
  return garage;
}

/** Console warnings about hydration (errors are failed by the console guard of every test). */
function watchHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && /hydrat/i.test(message.text()))
      warnings.push(message.text());
  });
  return warnings;
}

test('every public page hydrates without a console error or hydration warning', async ({
  page,
  consoleGuard,
}) => {
  const garage = await sampleGarage(page);
  const warnings = watchHydrationWarnings(page);
  consoleGuard.allow(
    /Failed to load resource: the server responded with a status of 404[\s\S]*\/bu-sayfa-yok/,
    'the not-found page answers 404 by design',
  );
  const paths = [
    '/',
    '/garages',
    '/garages?q=golf&sort=popular',
    `/garage/${garage.id}`,
    `/garaj/${encodeURIComponent(garage.owner.username)}`,
    `/user/${encodeURIComponent(garage.owner.username)}`,
    '/users',
    '/login',
    '/register',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/bu-sayfa-yok',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/bu-sayfa-yok' ? 404 : 200);
    // The server's markup is there before any script ran; hydration keeps it.
    expect(await response?.text(), path).toContain('id="garaj-ssr-data"');
    await waitForSettled(page);
    // After hydration the app reacts: the header's theme menu opens.
    await page
      .getByRole('button', { name: /^Tema: / })
      .first()
      .click();
    await expect(page.getByRole('menuitemradio', { name: 'Koyu' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(warnings).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the garages list, a garage and a profile show their content', async ({
    page,
  }) => {
    const garage = await sampleGarage(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/garage/"]').first()).toBeVisible();

    await page.goto('/garages');
    await expect(page.locator('main a[href^="/garage/"]').first()).toBeVisible();

    await page.goto(`/garage/${garage.id}`);
    await expect(page.getByRole('heading', { level: 1, name: garage.name })).toBeVisible();
    await expect(page.getByText(garage.description!).first()).toBeVisible();

    await page.goto(`/user/${encodeURIComponent(garage.owner.username)}`);
    await expect(page.getByText(`@${garage.owner.username}`).first()).toBeVisible();
    await expect(page.locator('main a[href^="/garage/"]').first()).toBeVisible();
  });
});

test('a plain GET of a garage page contains its title, owner and description', async ({ page }) => {
  const garage = await sampleGarage(page);
  const response = await page.request.get(`/garage/${garage.id}`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  const escape = (s: string) =>
    s
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain(escape(garage.name));
  expect(body).toContain(escape(garage.owner.username));
  expect(body).toContain(escape(garage.description!));
  expect(html).toContain(
    `<meta property="og:title" content="${escape(garage.name)} — @${escape(garage.owner.username)} · Garaj"/>`,
  );
});

test('the server renders the language and theme of the cookies, with no flash', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'language', value: 'en', url: baseURL! },
    { name: 'theme', value: 'dark', url: baseURL! },
  ]);
  const response = await page.request.get('/login');
  const html = await response.text();
  expect(html).toContain('<html lang="en" data-theme="dark" class="dark"');
  expect(html).toContain('<title>Sign In · Garaj</title>');
  await page.goto('/login');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('the footer starts below the fold on a short page, so it never jumps while a page loads', async ({
  page,
}) => {
  for (const path of ['/login', '/privacy-policy']) {
    await page.goto(path);
    const top = await page
      .locator('footer')
      .first()
      .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
    const viewport = page.viewportSize()!.height;
    expect(top, path).toBeGreaterThanOrEqual(viewport);
  }
});

test('unknown or malformed ids of every detail page answer 404 with the not-found screen in the server render', async ({ page }) => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  const cases: [string, string][] = [
    ['/garage/1', 'Garaj Bulunamadı'],
    [`/garage/${unknown}`, 'Garaj Bulunamadı'],
    ['/blog/yok-boyle-bir-yazi', 'Blog Yazısı Bulunamadı'],
    ['/forum/engine/topic/1', 'Konu Bulunamadı'],
    [`/forum/engine/topic/${unknown}`, 'Konu Bulunamadı'],
    ['/competitions/1', 'Yarışma Bulunamadı'],
    [`/competitions/${unknown}`, 'Yarışma Bulunamadı'],
    ['/community/events/1', 'Etkinlik Bulunamadı'],
    [`/community/events/${unknown}`, 'Etkinlik Bulunamadı'],
    ['/user/yok_boyle_biri', 'Kullanıcı Bulunamadı'],
    ['/user/%21%21', 'Kullanıcı Bulunamadı'],
  ];
  const wrong: string[] = [];
  for (const [path, title] of cases) {
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    if (response.status() !== 404 || !body.includes(title)) wrong.push(`${path}: ${response.status()}, ${body.includes(title) ? 'has' : 'lacks'} '${title}'`);
  }
  expect(wrong).toEqual([]);
});
