/**
 * Writes from another site are refused (decision 012). A page served on another port of the same
 * host (127.0.0.1 — the same site, so the admin's SameSite=Lax cookie goes along) holds a form
 * that submits itself to the admin API's "end the competition now": as text/plain (a body that
 * looks like JSON) and as an ordinary urlencoded form. The browser sends the admin's cookie, the
 * server answers 403 CROSS_SITE_REQUEST and the competition keeps running; the admin then ends it
 * from the site's own page, which works.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN } from '../playwright.config';
import { baseUrl, createCompetitionViaApi, expect, signIn, test, toast } from '../fixtures/test';

/** The attacker's page: a form to `action` that submits itself as soon as it loads. */
function attackPage(action: string, enctype: string): string {
  // text/plain sends `name=value`: the name and value make the body read `{"reason":"x="}`.
  const field = enctype === 'text/plain' ? `<input type="hidden" name='{"reason":"x' value='"}'>` : '<input type="hidden" name="reason" value="x">';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Kazandınız!</title></head><body>
<form method="post" action="${action}" enctype="${enctype}">${field}</form>
<script>document.forms[0].submit();</script></body></html>`;
}

let evil: Server;
let evilOrigin: string;
/** What the attacker's server serves next: the form's target and encoding. */
let attack = { action: '', enctype: 'text/plain' };

test.beforeAll(async () => {
  evil = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackPage(attack.action, attack.enctype));
    } else {
      response.writeHead(204).end();
    }
  });
  // Another port of the same host, chosen by the system: 127.0.0.1 only.
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
});

test("a form on another port cannot end a running competition with the admin's cookie", async ({ page, consoleGuard }) => {
  await signIn(page, ADMIN);
  const competition = await createCompetitionViaApi(page, { title: `Çapraz Site Kupası ${Math.random().toString(36).slice(2, 6)}` });
  expect(competition.status).toBe('active');
  const endUrl = `${baseUrl()}/api/admin/competitions/${competition.id}/end`;
  consoleGuard.allowHttpError(403, /\/end/, "the attacker's form is refused on purpose");
  // The refusal is a JSON document in the tab: Chromium asks the app for /favicon.ico (the pages link theirs elsewhere).
  consoleGuard.allowHttpError(404, /\/favicon\.ico/, 'the favicon of the refusal shown as a document');

  for (const enctype of ['text/plain', 'application/x-www-form-urlencoded']) {
    attack = { action: endUrl, enctype };
    const answer = page.waitForResponse((response) => response.url() === endUrl);
    // 'commit': the attacker's page is not the app (nothing to hydrate), and it leaves at once.
    await page.goto(`${evilOrigin}/`, { waitUntil: 'commit' });
    const response = await answer;
    // The browser did send the admin's session cookie (SameSite=Lax lets it through: same site)…
    const sent = await response.request().allHeaders();
    expect(sent['cookie'], enctype).toContain('session_token');
    expect(sent['sec-fetch-site'], enctype).toBe('same-site');
    expect(sent['origin'], enctype).toBe(evilOrigin);
    // …and the server refused the write.
    expect(response.status(), enctype).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code, enctype).toBe('CROSS_SITE_REQUEST');
    const after = (await (await page.request.get(`/api/competitions/${competition.id}`)).json()) as { status: string };
    expect(after.status, `still running after the ${enctype} form`).toBe('active');
  }

  // The admin ends it from the site itself: a real browser write from the same origin passes.
  await page.goto(`/competitions/${competition.id}`);
  await page.getByRole('button', { name: 'Şimdi Bitir' }).click();
  await page.getByRole('alertdialog', { name: 'Yarışma şimdi bitirilsin mi?' }).getByRole('button', { name: 'Evet, Bitir' }).click();
  await expect(toast(page, 'Yarışma sona erdi; kazananlar belirlendi.')).toBeVisible();
  const ended = (await (await page.request.get(`/api/competitions/${competition.id}`)).json()) as { status: string };
  expect(ended.status).toBe('ended');
});
