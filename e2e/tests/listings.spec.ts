/**
 * Listings in the browser: a member puts a garage up for sale from its page ("İlan ver"), fills
 * the listing form — price, km, city, trade-in, damage record and the panel map (a click on the
 * drawing and a select) — publishes it, reads it on its page, and finds it in the listing search
 * with the filters (make, city, highest price); a filter it does not match leaves it out.
 */
import { createGarageViaApi, expect, test } from '../fixtures/test';

test('a member publishes a listing with a panel map; the search filters find it', async ({ newMemberPage }) => {
  const { page } = await newMemberPage({ label: 'seller' });
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Satılık Scirocco ${tag}`;
  const garage = await createGarageViaApi(page, { name, carBrand: 'Volkswagen', carModel: 'Scirocco', carYear: 2012 });

  // The owner's garage page leads to the listing form.
  await page.goto(`/garage/${garage.id}`);
  await page.getByRole('link', { name: 'İlan ver' }).click();
  await expect(page).toHaveURL(`/listings/${garage.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'İlan ver' })).toBeVisible();

  await page.getByLabel('Fiyat (TL)').fill('845.000');
  await page.getByLabel('Kilometre').fill('132000');
  await page.getByRole('combobox', { name: 'Şehir' }).selectOption('Eskişehir');
  await page.getByLabel('Tramer kaydı (TL)').fill('12500');
  await page.getByRole('checkbox', { name: 'Takasa açığım' }).check();
  // The drawing: a click moves the bonnet from original to painted; the select follows.
  await page.getByRole('button', { name: 'Kaput: Orijinal' }).click();
  await expect(page.getByRole('combobox', { name: 'Kaput' })).toHaveValue('painted');
  // The list: the front left door replaced.
  await page.getByRole('combobox', { name: 'Sol ön kapı' }).selectOption('replaced');
  await expect(page.getByRole('button', { name: 'Sol ön kapı: Değişen' })).toBeVisible();
  await page.getByLabel('Açıklama').fill('Triger seti yeni, kışlık lastikler hediye.');
  await page.getByRole('button', { name: 'İlanı yayınla' }).click();

  // The listing's page.
  await expect(page).toHaveURL(`/listings/${garage.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('₺845.000')).toBeVisible();
  await expect(page.getByRole('img', { name: /1 boyalı, 0 lokal boyalı, 1 değişen panel/ })).toBeVisible();
  await expect(page.getByText('Takasa açık', { exact: true })).toBeVisible();
  await expect(page.getByText('₺12.500')).toBeVisible();

  // The garage is for sale now: its page offers the listing.
  await page.goto(`/garage/${garage.id}`);
  await expect(page.getByRole('link', { name: 'İlanı düzenle' })).toHaveAttribute('href', `/listings/${garage.id}/edit`);

  // The search with matching filters finds it…
  await page.goto('/listings');
  const filters = page.getByRole('search', { name: 'İlan ara' });
  await filters.getByLabel('Marka').fill('Volkswagen');
  await filters.getByRole('combobox', { name: 'Şehir' }).selectOption('Eskişehir');
  await filters.getByLabel('En yüksek fiyat (TL)').fill('900000');
  await filters.getByRole('button', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/\/listings\?make=Volkswagen&priceMax=900000&city=Eski%C5%9Fehir/);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // …and one it does not match leaves it out.
  await filters.getByLabel('En yüksek fiyat (TL)').fill('800000');
  await filters.getByRole('button', { name: 'Ara' }).click();
  await expect(page).toHaveURL(/priceMax=800000/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // The address alone renders the filtered page on the server.
  const html = await (await page.request.get(`/listings?make=volkswagen&city=${encodeURIComponent('Eskişehir')}&q=${tag}`)).text();
  expect(html).toContain(name);
});
