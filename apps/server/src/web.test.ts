import { execFileSync } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/env.ts';
import { as, createTestApp, createUser, type TestApp } from '../test/helpers.ts';

// The real server renderer (apps/web/src/entry-server.tsx), built for this test next to a small
// template, inside apps/web so that its dependencies resolve from apps/web/node_modules.
const webRoot = path.join(repoRoot, 'apps/web');
const buildRoot = path.join(webRoot, 'node_modules/.cache', `garaj-web-test-${process.pid}`);
const webDist = path.join(buildRoot, 'dist');
let t: TestApp;

/**
 * A renderer `npm run build` has just made from the same sources (CI builds before the server
 * tests): `WEB_TEST_SSR_DIST`, the path of its dist-ssr directory, is copied instead of building.
 */
const builtRenderer = process.env.WEB_TEST_SSR_DIST;

beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  if (builtRenderer) await cp(builtRenderer, path.join(buildRoot, 'dist-ssr'), { recursive: true });
  else {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(buildRoot, 'dist-ssr'), '--logLevel', 'error'], {
      cwd: webRoot,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test; the renderer is a production build, as `npm run build` makes it.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="tr"><head><!--app-meta--><!-- a note --><script src="/boot.js" data-entry="/assets/app-abc123.js" defer></script><link rel="stylesheet" href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: webDist });
  // A production build of the renderer: well under a minute alone, several on a busy machine.
}, 300_000);
afterAll(async () => {
  await t?.close();
  await rm(buildRoot, { recursive: true, force: true });
});

describe('web delivery', () => {
  it('serves index.html for client routes with strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/garages' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.body).toContain('<meta property="og:title"');
  });

  it('answers HEAD like GET and JSON 404 for unknown API paths', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('caches hashed assets for a year and serves robots.txt', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists garages and members in sitemap.xml from the database', async () => {
    const owner = await createUser(t.app, { username: 'harita_sahibi' });
    const created = await as(t.app, owner, { method: 'POST', url: '/api/garages', payload: { name: 'Harita', carBrand: 'Fiat', carModel: 'Uno', photos: [] } });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/</loc>');
    expect(res.body).toContain(`<loc>http://localhost:3000/garage/${created.json().id as string}</loc>`);
    expect(res.body).toContain('<loc>http://localhost:3000/user/harita_sahibi</loc>');
  });

  it('sends an ETag on API lists and answers 304 when it matches', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/garages' });
    const tag = first.headers.etag;
    expect(tag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/garages', headers: { 'if-none-match': String(tag) } });
    expect(again.statusCode).toBe(304);
  });

  it('fills Open Graph tags for a garage, escaping member text', async () => {
    const owner = await createUser(t.app, { username: 'og_sahibi' });
    const created = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { name: 'Gece <Mavisi> "E46"', carBrand: 'BMW', carModel: 'E46' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const page = await t.app.inject({ method: 'GET', url: `/garage/${id}` });
    expect(page.statusCode).toBe(200);
    // The tags come from the page's own render (components/page-meta.tsx), escaped by React.
    expect(page.body).toContain('<meta property="og:title" content="Gece &lt;Mavisi&gt; &quot;E46&quot; — @og_sahibi · Garaj"/>');
    expect(page.body).toContain('<title>Gece &lt;Mavisi&gt; &quot;E46&quot; — @og_sahibi · Garaj</title>');
    expect(page.body).not.toContain('<Mavisi>');
    // Exactly one title: the page's, in the head (the site default is not added).
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.indexOf('<title>')).toBeLessThan(page.body.indexOf('</head>'));
    const byUser = await t.app.inject({ method: 'GET', url: '/garaj/OG_SAHIBI' });
    expect(byUser.body).toContain('Gece &lt;Mavisi&gt;');
    const profile = await t.app.inject({ method: 'GET', url: '/user/og_sahibi' });
    expect(profile.body).toContain('<meta property="og:type" content="profile"/>');
  });

  it('puts `$` patterns in member text into the page literally', async () => {
    const owner = await createUser(t.app, { username: 'dolar_sahibi' });
    const name = "1000$'a $& $` $1 $$";
    const description = "Fiyat 1000$'a değil; $& ve $` ve $' ve $1 kalsın.";
    const created = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { name, description, carBrand: 'Fiat', carModel: "Doğan $'", photos: [] },
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/garage/${created.json().id as string}` });
    expect(page.statusCode).toBe(200);
    const escapedName = "1000$&#x27;a $&amp; $` $1 $$";
    expect(page.body).toContain(`<title>${escapedName} — @dolar_sahibi · Garaj</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escapedName} — @dolar_sahibi · Garaj"/>`);
    expect(page.body).toContain('content="Fiyat 1000$&#x27;a değil; $&amp; ve $` ve $&#x27; ve $1 kalsın."/>');
    // The template around the tags is intact: exactly one head, one root element.
    expect(page.body.match(/<head>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.body).not.toContain('<!--app-meta-->');
  });

  it('renders a garage page on the server: title, owner and description in the HTML, data to hydrate', async () => {
    const owner = await createUser(t.app, { username: 'ssr_sahibi' });
    const created = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { name: 'Sunucu Kırmızısı', description: 'Sunucuda çizilen açıklama.', carBrand: 'Fiat', carModel: 'Tempra', photos: [] },
    });
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/garage/${created.json().id as string}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const gzipped = await t.app.inject({ method: 'GET', url: `/garage/${created.json().id as string}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    expect(root).toContain('Sunucu Kırmızısı');
    expect(root).toContain('ssr_sahibi');
    expect(root).toContain('Sunucuda çizilen açıklama.');
    expect(root).toContain('<script type="application/json" id="garaj-ssr-data">');
    // No inline script: the CSP allows only same-origin script files.
    expect(page.body).not.toMatch(/<script>/);
  });

  it('chooses the language from the cookie, then Accept-Language, and the theme from the cookie', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' } });
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>Sign In · Garaj</title>');
    const cookie = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'en', cookie: 'language=tr; theme=dark' } });
    expect(cookie.body).toContain('<html lang="tr" data-theme="dark" class="dark"');
    expect(cookie.body).toContain('<title>Giriş Yap · Garaj</title>');
    const neither = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'de-DE' } });
    expect(neither.body).toContain('<html lang="tr" data-theme="system"');
  });

  it('serves the offline page without scripts, session or member data, in the device language', async () => {
    const member = await createUser(t.app, { username: 'cevrimdisi_uye' });
    const res = await t.app.inject({ method: 'GET', url: '/offline.html?__WB_REVISION__=x', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="tr">');
    expect(res.body).toContain('<title>Çevrimdışısınız — Garaj</title>');
    expect(res.body).toContain('İnternet bağlantısı yok');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/app-abc123.css">');
    expect(res.body.match(/<script[^>]*>/g)).toEqual(['<script src="/offline.js" defer>']);
    expect(res.body).not.toMatch(/<!--|cevrimdisi_uye/);
    const english = await t.app.inject({ method: 'GET', url: '/offline.html', headers: { 'accept-language': 'en-US,en;q=0.8' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('No internet connection');
  });

  it('serves the web app manifest per language, links it from every page, and never caches the service worker', async () => {
    const tr = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=tr' });
    expect(tr.statusCode).toBe(200);
    expect(tr.headers['content-type']).toContain('application/manifest+json');
    expect(tr.json()).toMatchObject({ name: 'Garaj', lang: 'tr', start_url: '/', display: 'standalone', description: expect.stringContaining('Sanal garajını') });
    expect((tr.json() as { icons: { purpose: string }[] }).icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=en' })).json()).toMatchObject({ lang: 'en', description: expect.stringContaining('virtual garage') });
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest?lang=xx' })).json()).toMatchObject({ lang: 'tr' });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 with the app for an unknown garage or member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/garage/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/user/kimse_yok' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/bu-sayfa-yok' })).statusCode).toBe(404);
  });

  it('refuses media keys outside the image layout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fsecret' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/images/x/1.webp' })).statusCode).toBe(404);
  });
});

/** A form as a browser posts it natively (urlencoded), from the site itself. */
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const cookiesOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [String(raw)] : []) as string[];
};

describe('forms posted to pages (route actions on the server)', () => {
  it('signs in from a natively posted /login form: 303 to ?next= with the session cookie', async () => {
    const member = await createUser(t.app, { username: 'form_uyesi' });
    const res = await postForm(`/login?next=${encodeURIComponent('/garages?q=bmw')}`, { email: member.email, password: member.password });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/garages?q=bmw');
    const session = cookiesOf(res).find((cookie) => cookie.includes('session_token='));
    expect(session).toBeDefined();
    // Without 'Beni hatırla' the cookie ends with the browser; with it, it persists.
    expect(session).not.toMatch(/Max-Age|Expires/i);
    const remembered = await postForm('/login', { email: member.email, password: member.password, rememberMe: 'on' });
    expect(remembered.headers.location).toBe('/');
    expect(cookiesOf(remembered).find((cookie) => cookie.includes('session_token='))).toMatch(/Max-Age=\d+/i);
    // The cookie works: the next page is rendered for the member.
    const cookie = cookiesOf(res).map((c) => c.split(';')[0]).join('; ');
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(who.json().user.email).toBe(member.email);
  });

  it('shows a wrong password on the page with status 401, keeping the e-mail and never the password', async () => {
    const member = await createUser(t.app, { username: 'yanlis_sifre' });
    const res = await postForm('/login', { email: member.email, password: 'bu-sifre-yanlis-42' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(cookiesOf(res).some((cookie) => cookie.includes('session_token='))).toBe(false);
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    expect(root).toContain('role="alert"');
    expect(root).toContain('E-posta veya şifre hatalı.');
    expect(root).toContain(`value="${member.email}"`);
    expect(res.body).not.toContain('bu-sifre-yanlis-42');
  });

  it('validates on the server: an empty form answers 400 with the fields marked', async () => {
    const res = await postForm('/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Bu alan zorunludur.');
    expect(res.body).toMatch(/id="login-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="login-email"/);
  });

  it('takes urlencoded bodies only on pages: the API refuses them, pages refuse JSON', async () => {
    const member = await createUser(t.app, { username: 'api_form' });
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: member.email, password: member.password }).toString(),
    });
    expect(api.statusCode).toBe(415);
    const json = await t.app.inject({ method: 'POST', url: '/login', payload: { email: member.email, password: member.password } });
    expect(json.statusCode).toBe(415);
    expect((await postForm('/api/nothing-here', { a: '1' })).statusCode).toBe(404);
  });
});
