/**
 * The maintenance tracker in the browser: a new member with a garage (made through the API) adds a
 * maintenance item through the quick-add form ('Başarılı' / 'Yeni bakım öğesi eklendi!'),
 * completes it ('Başarılı!' / 'Bakım işlemi tamamlandı olarak işaretlendi.'), finds the service in
 * the history and downloads it with 'CSV indir'. A visitor gets the public screen.
 */
import { expect, test, toast } from '../fixtures/test';
import { baseUrl, createGarageViaApi } from '../fixtures/api';

test('a visitor sees what the tracker does, server-rendered, with sign-in and register', async ({ page, request }) => {
  const html = await (await request.get('/maintenance')).text();
  expect(html).toContain('Bakımlarınızı unutmayın');
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Bakımlarınızı unutmayın' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Fmaintenance');
  await expect(page.getByRole('link', { name: 'Ücretsiz Kayıt Ol' })).toBeVisible();
});

test('add an item, complete it, find it in the history and download the CSV', async ({ newMemberPage }) => {
  const { page } = await newMemberPage({ label: 'member' });
  const garage = await createGarageViaApi(page, { name: 'Bakım Test Golf', carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2019 });

  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Bakım Takibi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Henüz bakım öğesi yok' })).toBeVisible();

  // Quick add: the form opens with the category chosen and a title to start from.
  await page.getByRole('region', { name: 'Hızlı Ekle' }).getByRole('button', { name: 'Yağ' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Bakım Öğesi' });
  await expect(form.getByLabel('Başlık')).toHaveValue('Motor yağı değişimi');
  await expect(form.getByLabel('Kategori')).toHaveValue('oil');
  await form.getByLabel('Aralık (gün)').fill('90');
  await form.getByLabel('Son bakımdaki kilometre').fill('42000');
  await form.getByLabel('Aralık (km)').fill('10000');
  await form.getByLabel('Tahmini maliyet (₺)').fill('2500');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(toast(page, 'Yeni bakım öğesi eklendi!')).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.getByRole('article').filter({ hasText: 'Motor yağı değişimi' });
  await expect(card.getByText('Yaklaşan')).toBeVisible();
  await expect(card.getByTestId('maintenance-remaining')).toHaveText('90 gün kaldı');
  await expect(page.getByTestId('summary-total')).toHaveText('1');
  await expect(page.getByTestId('odometer-value')).toHaveText('42.000 km');

  // Complete it: date defaults to today, the odometer to the garage's.
  await card.getByRole('button', { name: 'Tamamlandı' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bakımı Tamamla' });
  await dialog.getByLabel('Kilometre').fill('43500');
  await dialog.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
  await expect(toast(page, 'Bakım işlemi tamamlandı olarak işaretlendi.')).toBeVisible();
  await expect(page.getByTestId('odometer-value')).toHaveText('43.500 km');

  // The history row and the CSV link.
  const history = page.getByRole('region', { name: 'Bakım Geçmişi' });
  await expect(history.getByText('Motor yağı değişimi').first()).toBeVisible();
  const csv = history.getByRole('link', { name: 'CSV indir' });
  await expect(csv).toHaveAttribute('href', `/api/maintenance/garages/${garage.id}/logs.csv`);
  const download = page.waitForEvent('download');
  await csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bakim-gecmisi-bakim-test-golf-\d{4}-\d{2}-\d{2}\.csv$/);
  const body = await (await page.request.get(`${baseUrl()}/api/maintenance/garages/${garage.id}/logs.csv`)).text();
  expect(body).toContain('Tarih,Bakım,Kategori,Kilometre,Maliyet (TL),Notlar');
  expect(body).toMatch(/\d{4}-\d{2}-\d{2},Motor yağı değişimi,Yağ,43500,2500,/);
});
