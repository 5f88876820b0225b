/**
 * The legality table in the browser: the public "Modifiye ve Muayene Rehberi" is server-rendered
 * with the disclaimer and every status; a member tags a modification in the garage edit form's
 * modification dialog with a category that needs a modification project (lowering), and the
 * garage page's "Muayene durumu" says so, with the rule's source link and the disclaimer.
 */
import { expect, test, toast } from '../fixtures/test';
import { createGarageViaApi } from '../fixtures/api';

/** The lowering rule of packages/shared/src/data/legality-rules.json (status 'project'). */
const LOWERING = 'Alçaltma / basıklık (yay, coilover, havalı süspansiyon)';
const LOWERING_SOURCE = /Araçların İmal, Tadil ve Montajı Hakkında Yönetmelik/;

test('the guide is public and server-rendered, with the disclaimer and the three statuses', async ({ page, request }) => {
  const html = await (await request.get('/legality')).text();
  expect(html).toContain('Modifiye ve Muayene Rehberi');
  expect(html).toContain('hukuki tavsiye değildir');

  await page.goto('/legality');
  await expect(page.getByRole('heading', { level: 1, name: 'Modifiye ve Muayene Rehberi' })).toBeVisible();
  await expect(page).toHaveTitle('Modifiye ve Muayene Rehberi · Garaj');
  await expect(page.getByRole('note')).toContainText('Bu tablo bilgilendirme amaçlıdır, hukuki tavsiye değildir.');
  for (const status of ['İzinli', 'Tadilat projesi ve muayene gerekir', 'Yasak']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${status}`) })).toBeVisible();
  }
  const lowering = page.locator('#rule-suspension_lowering');
  await expect(lowering.getByRole('heading', { level: 3, name: LOWERING })).toBeVisible();
  await expect(lowering.getByRole('link', { name: LOWERING_SOURCE })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Muayene Rehberi' })).toHaveAttribute('href', '/legality');
});

test('a modification tagged as lowering makes the garage page say it needs a project', async ({ newMemberPage }) => {
  test.slow(); // the edit form, a dialog and two pages on a shared machine
  const { page } = await newMemberPage({ label: 'owner' });
  const garage = await createGarageViaApi(page, { name: 'Basık Civic', carBrand: 'Honda', carModel: 'Civic', carYear: 2018 });

  await test.step('no tagged modification: no "Muayene durumu"', async () => {
    await page.goto(`/garage/${garage.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Basık Civic' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Muayene durumu' })).toHaveCount(0);
  });

  await test.step('the owner adds a coilover tagged "Alçaltma / basıklık" in the edit form', async () => {
    await page.goto(`/edit-garage/${garage.id}`);
    await expect(page.getByRole('textbox', { name: 'Garaj Adı' })).toHaveValue('Basık Civic');
    await page.getByRole('button', { name: 'Modifikasyon Ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Modifikasyon Ekle' });
    await dialog.getByRole('textbox', { name: 'Başlık', exact: true }).fill('KW V3 coilover');
    await dialog.getByRole('combobox', { name: 'Kategori', exact: true }).click();
    await page.getByRole('option', { name: 'Süspansiyon' }).click();
    await dialog.getByRole('combobox', { name: 'Yasal kategori' }).selectOption({ label: LOWERING });
    await dialog.getByRole('button', { name: 'Listeye Ekle' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'KW V3 coilover' })).toBeVisible();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Garajınız başarıyla güncellendi.')).toBeVisible();
  });

  await test.step('the garage page says it needs a project and an inspection, with the source', async () => {
    await page.goto(`/garage/${garage.id}`);
    const summary = page.getByRole('region', { name: 'Muayene durumu' });
    await expect(summary.getByRole('heading', { level: 3, name: 'Tadilat projesi ve muayene gerekenler' })).toBeVisible();
    const item = summary.getByRole('listitem').filter({ hasText: LOWERING });
    await expect(item.getByText('Tadilat projesi ve muayene gerekir', { exact: true })).toBeVisible();
    await expect(item.getByText('Bu garajda: KW V3 coilover')).toBeVisible();
    const source = item.getByRole('link', { name: LOWERING_SOURCE });
    await expect(source).toHaveAttribute('href', /^https:\/\/www\.resmigazete\.gov\.tr\//);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(summary.getByText(/hukuki tavsiye değildir/)).toBeVisible();

    // The category links to its rule on the guide.
    await item.getByRole('link', { name: LOWERING }).click();
    await expect(page).toHaveURL('/legality#rule-suspension_lowering');
    await expect(page.locator('#rule-suspension_lowering')).toBeVisible();
  });
});
