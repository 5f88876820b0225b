/**
 * Passkeys in the browser: a member adds one on /profile, signs out, signs in with it from /login
 * (no password typed) and removes it again. The device is Chromium's virtual authenticator (DevTools
 * protocol), which checks the member at once.
 *
 * Browsers make passkeys only for a site opened by a name, never by an IP address, so the test runs
 * its own server (a copy of the demo seed) whose public address is `http://localhost:<port>`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, stopAppServer } from '../fixtures/app-server';
import { prepareDataDir } from '../fixtures/seeded-template';
import { expect, test, toast } from '../fixtures/test';
import { MODERATOR, workerPort } from '../playwright.config';

test('a member adds a passkey, signs in with it without a password, and removes it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const port = workerPort(testInfo.parallelIndex) + 800;
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'garaj-e2e-passkeys-'));
  await prepareDataDir(dataDir);
  const server = await startAppServer(port, dataDir, { what: 'passkey test server', log: true, env: { PUBLIC_URL: origin } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    await page.goto(`${origin}/login`);
    await page.getByLabel('E-posta').fill(MODERATOR.email);
    await page.getByLabel('Şifre', { exact: true }).fill(MODERATOR.password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${MODERATOR.username}` })).toBeVisible();

    await page.goto(`${origin}/profile`);
    const card = page.locator('#passkeys');
    await expect(card.getByText('Henüz bir geçiş anahtarın yok.')).toBeVisible();
    await card.getByLabel('Ad (isteğe bağlı)').fill('Test cihazı');
    await card.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
    await expect(toast(page, 'Geçiş anahtarı eklendi.')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Geçiş anahtarların' }).getByRole('listitem')).toHaveText([/Test cihazı/]);

    // Signed out: the passkey alone signs the member in and brings them back to the page asked for.
    await page.context().clearCookies();
    await page.goto(`${origin}/login?next=%2Fprofile`);
    await page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${MODERATOR.username}` })).toBeVisible();

    await card.getByRole('button', { name: 'Test cihazı geçiş anahtarını kaldır' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kaldır' }).click();
    await expect(toast(page, 'Geçiş anahtarı kaldırıldı.')).toBeVisible();
    await expect(card.getByText('Henüz bir geçiş anahtarın yok.')).toBeVisible();
  } finally {
    await stopAppServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
