/**
 * A member's data rights in the browser (/profile#account-data): the archive is asked for, built
 * by the job while the page waits, and downloaded as a ZIP holding the member's garage photo and a
 * message they received; deleting the account signs the member out, and once the job has run
 * (the e2e server's grace period is 0 hours) the account cannot sign in and its profile is 404.
 */
import { unzipSync } from 'fflate';
import { createGarageViaApi, expect, signUpViaApi, test, toast, uploadImageViaApi } from '../fixtures/test';

test('the archive holds the member’s garage photo and a message they received', async ({ page, newMemberPage, testPhoto }) => {
  const user = await signUpViaApi(page);
  const photo = await uploadImageViaApi(page, testPhoto);
  await createGarageViaApi(page, { name: 'Arşivlenecek Garaj', carBrand: 'Fiat', carModel: 'Egea', photos: [{ imageId: photo.id! }] });
  const friend = await newMemberPage({ label: 'friend' });
  const sent = await friend.page.request.post('/api/messages/conversations', { data: { username: user.username, body: 'Arşive girecek mesaj' } });
  expect(sent.status()).toBe(201);

  await page.goto('/profile#account-data');
  const section = page.locator('#account-data');
  await section.getByRole('button', { name: 'Veri dosyası hazırla' }).click();
  const download = section.getByRole('link', { name: 'İndir' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('garaj-verilerim.zip');
  const zip = unzipSync(new Uint8Array(await (await import('node:fs/promises')).readFile((await file.path())!)));
  expect(zip[`fotograflar/${photo.id}.webp`]?.length).toBeGreaterThan(1000);
  const data = JSON.parse(new TextDecoder().decode(zip['garaj-verilerim.json'])) as { garages: { name: string }[]; conversations: { messages: { body: string }[] }[] };
  expect(data.garages.map((g) => g.name)).toEqual(['Arşivlenecek Garaj']);
  expect(data.conversations.flatMap((c) => c.messages.map((m) => m.body))).toEqual(['Arşive girecek mesaj']);
});

test('a deleted account cannot sign in and its profile answers 404 after the grace period', async ({ page, consoleGuard }) => {
  consoleGuard.allowHttpError(401, /\/api\/auth\/sign-in\/email/, 'the deleted account’s sign-in is refused on purpose');
  consoleGuard.allowHttpError(404, /\/(api\/)?users?\//, 'the deleted account’s profile is opened on purpose');
  const user = await signUpViaApi(page);
  expect((await page.request.get(`/api/users/${encodeURIComponent(user.username)}`)).status()).toBe(200);

  await page.goto('/profile#account-data');
  await page.locator('#account-data').getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hesabın silinsin mi?' });
  await dialog.getByLabel('Şifren').fill(user.password);
  await dialog.getByRole('button', { name: 'Hesabımı sil' }).click();
  await expect(toast(page, /tarihinde silinecek/)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();

  // The job runs at the end of the grace period (0 hours here): the profile goes.
  await expect.poll(async () => (await page.request.get(`/api/users/${encodeURIComponent(user.username)}`)).status(), { timeout: 30_000 }).toBe(404);
  const response = await page.goto(`/user/${encodeURIComponent(user.username)}`);
  expect(response?.status()).toBe(404);
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password }, headers: { origin: new URL(page.url()).origin } });
  expect(signIn.status()).toBe(401);
});
