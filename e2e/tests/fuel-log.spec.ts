/**
 * The fuel log in the browser: a new member with a garage (made through the API) imports a
 * LubeLogger gas-record CSV (fixtures/lubelogger-fuel.csv: five fill-ups in M/D/YYYY, one partial)
 * and sees the full-to-full consumption (7,30 L/100 km) and the cost per km (₺3,21/km) in the
 * summary cards and the fill-ups in the list; the same import works without JavaScript (a
 * multipart form posted to the API, answered with a 303 back to the page). A visitor gets the
 * public screen.
 */
import { fileURLToPath } from 'node:url';
import { createGarageViaApi, expect, signUpViaApi, test } from '../fixtures/test';

const CSV = fileURLToPath(new URL('../fixtures/lubelogger-fuel.csv', import.meta.url));

test('a visitor sees what the fuel log does, server-rendered, with sign-in', async ({ page, request }) => {
  const html = await (await request.get('/fuel')).text();
  expect(html).toContain('Aracınız size kaça mal oluyor?');
  await page.goto('/fuel');
  await expect(page.getByRole('heading', { level: 1, name: 'Aracınız size kaça mal oluyor?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Ffuel');
});

test('a member imports a LubeLogger CSV; consumption and cost per km appear', async ({ newMemberPage }) => {
  const { page } = await newMemberPage({ label: 'member' });
  await createGarageViaApi(page, { name: 'Yakıt Test Egea', carBrand: 'Fiat', carModel: 'Egea', carYear: 2021 });

  await page.goto('/fuel');
  await expect(page.getByRole('heading', { level: 1, name: 'Yakıt ve Masraflar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Henüz yakıt kaydı yok' })).toBeVisible();

  await page.getByLabel(/CSV dosyası/).setInputFiles(CSV);
  await page.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(page.getByTestId('csv-outcome')).toHaveText('5 yakıt kaydı içe aktarıldı.');

  await expect(page.getByTestId('fuel-summary-consumption')).toHaveText('7,30 L/100 km');
  await expect(page.getByTestId('fuel-summary-costPerKm')).toHaveText('₺3,21/km');
  await expect(page.getByTestId('fuel-summary-tracked')).toHaveText('2.050 km');
  const table = page.getByRole('table', { name: /Yakıt Test Egea garajının yakıt kayıtları/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByTestId('fill-up-consumption').first()).toHaveText('7,35');

  // The same file again adds nothing.
  await page.getByLabel(/CSV dosyası/).setInputFiles(CSV);
  await page.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(page.getByTestId('csv-outcome')).toContainText('Zaten kayıtlı olan 5 satır atlandı.');
});

test('the import works without JavaScript: a 303 back to the page with the outcome', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await signUpViaApi(page);
  const garage = await createGarageViaApi(page, { name: 'Scriptsiz Egea', carBrand: 'Fiat', carModel: 'Egea' });
  await page.goto(`/fuel?garage=${garage.id}`);
  await page.getByLabel(/CSV dosyası/).setInputFiles(CSV);
  await page.getByRole('button', { name: 'İçe aktar' }).click();
  await expect(page).toHaveURL(new RegExp(`/fuel\\?garage=${garage.id}&imported=5&skipped=0#import$`));
  await expect(page.getByTestId('csv-outcome')).toHaveText('5 yakıt kaydı içe aktarıldı.');
  await expect(page.getByTestId('fuel-summary-consumption')).toHaveText('7,30 L/100 km');
  await context.close();
});
