/**
 * The build log in the browser: a member adds a modification with power and torque measured
 * before and after it (and the shop that fitted it) in the garage edit form's dialog; the garage
 * page's "Stok vs Şimdi" then shows the stock figure (the first "before"), the new current figure
 * and the change with its sign — server-rendered — and the modifications tab shows the figures,
 * the shop and the timeline.
 */
import { expect, test, toast } from '../fixtures/test';
import { createGarageViaApi } from '../fixtures/api';

test('a modification with before/after figures makes "Stok vs Şimdi" show the new figure and the change', async ({ newMemberPage }) => {
  test.slow(); // the edit form, a dialog and two pages on a shared machine
  const { page } = await newMemberPage({ label: 'owner' });
  const garage = await createGarageViaApi(page, { name: 'Stage 1 Golf', carBrand: 'Volkswagen', carModel: 'Golf GTI', carYear: 2017 });

  await test.step('no figure yet: no "Stok vs Şimdi"', async () => {
    await page.goto(`/garage/${garage.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stage 1 Golf' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Stok vs Şimdi' })).toHaveCount(0);
  });

  await test.step('the owner adds a tune measured before and after, fitted by a shop', async () => {
    await page.goto(`/edit-garage/${garage.id}`);
    await expect(page.getByRole('textbox', { name: 'Garaj Adı' })).toHaveValue('Stage 1 Golf');
    await page.getByRole('button', { name: 'Modifikasyon Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Modifikasyon Ekle' });
    await dialog.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Stage 1 yazılım');
    await dialog.getByRole('combobox', { name: 'Kategori', exact: true }).click();
    await page.getByRole('option', { name: 'Elektronik' }).click();
    await dialog.getByLabel('Maliyet (TL)').fill('24000');
    await dialog.getByLabel('Kilometre (km)').fill('38200');
    await dialog.getByRole('combobox', { name: 'Kim yaptı?' }).selectOption({ label: 'Usta / servis' });
    await dialog.getByRole('textbox', { name: 'Usta / servis adı' }).fill('Öztürk Performans');

    await dialog.getByRole('button', { name: /^Ölçümler/ }).click();
    const power = dialog.getByRole('group', { name: 'Güç (HP)' });
    await power.getByLabel('Önce').fill('245');
    await power.getByLabel('Sonra').fill('290');
    const torque = dialog.getByRole('group', { name: 'Tork (Nm)' });
    await torque.getByLabel('Önce').fill('370');
    await torque.getByLabel('Sonra').fill('420');
    await dialog.getByRole('combobox', { name: 'Güç ve tork nereden ölçüldü?' }).selectOption({ label: 'Tekerden (şasi dinamometresi)' });
    await dialog.getByRole('button', { name: 'Listeye Ekle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Güç: 245 HP → 290 HP (tekerden)')).toBeVisible();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Garajınız başarıyla güncellendi.')).toBeVisible();
  });

  await test.step('"Stok vs Şimdi" shows stock, the new current figure and the change, rendered on the server', async () => {
    const html = await (await page.request.get(`/garage/${garage.id}`)).text();
    expect(html).toContain('Stok vs Şimdi');
    expect(html).toContain('+45 HP');

    await page.goto(`/garage/${garage.id}`);
    const panel = page.getByRole('region', { name: 'Stok vs Şimdi' });
    const powerRow = panel.getByRole('row', { name: /^Güç/ });
    await expect(powerRow.getByRole('cell')).toHaveText(['245 HP', '290 HP', /\+45 HP/]);
    await expect(powerRow.getByRole('cell').nth(2)).toContainText('iyileşme');
    await expect(panel.getByRole('row', { name: /^Tork/ }).getByRole('cell').nth(2)).toContainText('+50 Nm');
    await expect(panel.getByText('Toplam modifikasyon maliyeti')).toBeVisible();
  });

  await test.step('the modifications tab shows the figures, the shop and the timeline', async () => {
    await page.getByRole('tab', { name: /Modifikasyonlar/ }).click();
    await expect(page).toHaveURL(/tab=modifications/);
    const item = page.getByRole('listitem').filter({ hasText: 'Stage 1 yazılım' });
    await expect(item.getByText('Güç: 245 HP → 290 HP (tekerden)')).toBeVisible();
    await expect(item.getByText('Usta / servis: Öztürk Performans')).toBeVisible();
    await expect(item.getByText('38.200 km')).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Modifikasyon Zaman Çizelgesi' });
    await expect(timeline.getByText('1 modifikasyonda toplam ₺24.000 harcandı; güç 245 HP’den 290 HP’ye çıktı.')).toBeVisible();
    await expect(timeline.getByTestId('build-timeline-chart')).toBeAttached();
  });
});
