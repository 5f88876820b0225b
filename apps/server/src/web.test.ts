import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp } from '../test/helpers.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'garaj-web-'));
let t: TestApp;

beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><!--app-meta--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

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
  });

  it('fills Open Graph tags for a garage, escaping member text', async () => {
    const owner = await createUser(t.app, { username: 'og_sahibi' });
    const created = await as(t.app, owner, {
      method: 'POST',
      url: '/api/garages',
      payload: { name: 'Gece <Mavisi> "E46"', carBrand: 'BMW', carModel: 'E46', photos: [{ url: 'https://example.com/e46.jpg' }] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const page = await t.app.inject({ method: 'GET', url: `/garage/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Gece &lt;Mavisi&gt; &quot;E46&quot; — @og_sahibi | Garaj" />');
    expect(page.body).toContain('<meta property="og:image" content="https://example.com/e46.jpg" />');
    expect(page.body).not.toContain('<Mavisi>');
    const byUser = await t.app.inject({ method: 'GET', url: '/garaj/OG_SAHIBI' });
    expect(byUser.body).toContain('Gece &lt;Mavisi&gt;');
    const profile = await t.app.inject({ method: 'GET', url: '/user/og_sahibi' });
    expect(profile.body).toContain('<meta property="og:type" content="profile" />');
  });

  it('puts `$` patterns in member text into the page literally (issue 11 §4)', async () => {
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
    const escapedName = "1000$&#39;a $&amp; $` $1 $$";
    expect(page.body).toContain(`<title>${escapedName} — @dolar_sahibi | Garaj</title>`);
    expect(page.body).toContain(`<meta property="og:title" content="${escapedName} — @dolar_sahibi | Garaj" />`);
    expect(page.body).toContain('content="Fiyat 1000$&#39;a değil; $&amp; ve $` ve $&#39; ve $1 kalsın." />');
    // The template around the tags is intact: exactly one head, one root element.
    expect(page.body.match(/<head>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.body).not.toContain('<!--app-meta-->');
  });

  it('answers 404 with the app for an unknown garage or member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/garage/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/user/kimse_yok' })).statusCode).toBe(404);
  });

  it('refuses media keys outside the image layout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fsecret' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/images/x/1.webp' })).statusCode).toBe(404);
  });
});
