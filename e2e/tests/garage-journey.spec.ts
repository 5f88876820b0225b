/**
 * The main journey in Chromium: register through the form → create a garage with a
 * photo → find it by a Turkish-case variant of its name → another member likes, favorites and
 * comments → a stranger cannot edit it → the owner edits → the owner deletes it.
 */
import sharp from 'sharp';
import {
  exifHasGps,
  expect,
  getGarageViaApi,
  outboxLink,
  test,
  toast,
  uniqueEmail,
  uniqueUsername,
  DEFAULT_PASSWORD,
  escapeRegExp,
} from '../fixtures/test';

/** "Düzenle: <name>" — the name is in a visually hidden span, so Chromium may put a space before the colon. */
const actionName = (action: string, name: string) =>
  new RegExp(`^${action}\\s?: ${escapeRegExp(name)}$`);

test('a garage from sign-up to deletion', async ({
  page,
  testPhoto,
  newMemberPage,
  consoleGuard,
}) => {
  test.slow(); // two members, an upload and a dozen screens on a shared 2-core machine
  const rand = Math.random().toString(36).slice(2, 7);
  const ownerName = uniqueUsername('çağrı');
  const ownerEmail = uniqueEmail();
  const garageName = `IŞIK Turbo ${rand}`;
  const editedName = `IŞIK Turbo ${rand} Evo`;
  let garageId = '';

  await test.step('the owner registers through the form', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Kayıt Ol' })).toBeVisible();
    await page.getByLabel('E-posta').fill(ownerEmail);
    await page.getByLabel('Kullanıcı Adı').fill(ownerName);
    await page.getByLabel('Şifre', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Şifre Tekrar').fill(DEFAULT_PASSWORD);
    await page.getByRole('checkbox', { name: /Kullanım Koşulları/ }).check();
    const submittedAt = Date.now();
    await page.getByRole('button', { name: 'Kayıt Ol', exact: true }).click();
    await expect(page.getByText('E-postanızı kontrol edin')).toBeVisible();
    // The link from the mail (data/outbox in development) verifies the address and signs in.
    await page.goto(await outboxLink(ownerEmail, '/api/auth/verify-email', submittedAt));
    await expect(page).toHaveURL('/verify-email');
    await expect(page.getByRole('heading', { name: 'E-posta Adresiniz Doğrulandı' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Hesap menüsü: @${ownerName}` })).toBeVisible();
    await expect(page.getByText('E-posta adresinizi doğrulayın')).toHaveCount(0);
  });

  await test.step('the owner creates a garage with a photo', async () => {
    expect(
      exifHasGps((await sharp(testPhoto.buffer).metadata()).exif),
      'the test photo carries GPS',
    ).toBe(true);
    await page.goto('/create-garage');
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Garaj Oluştur' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Garaj Adı' }).fill(garageName);
    await page
      .getByRole('textbox', { name: 'Açıklama' })
      .fill('Hafta sonu pist aracı; turbo, coilover ve hafif jantlar.');
    const brand = page.getByRole('combobox', { name: 'Marka', exact: true });
    await brand.fill('BMW');
    await page.getByRole('option', { name: 'BMW', exact: true }).click();
    await expect(brand).toHaveValue('BMW');
    await page.getByRole('combobox', { name: 'Model', exact: true }).fill('M3');
    await page.getByRole('spinbutton', { name: 'Yıl' }).fill('2004');

    await page
      .getByLabel('Fotoğraf seçin veya buraya sürükleyip bırakın')
      .setInputFiles(testPhoto.path);
    await expect(toast(page, 'Garaj fotoğrafı başarıyla yüklendi.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Fotoğraf 1 / 1' })).toBeVisible();

    await page.getByRole('button', { name: 'Garajı Oluştur' }).click();
    await expect(toast(page, 'Garajınız başarıyla oluşturuldu.')).toBeVisible();
    await expect(page).toHaveURL('/my-garage');
    const link = page.getByRole('link', { name: garageName, exact: true });
    await expect(link).toBeVisible();
    garageId = ((await link.getAttribute('href')) ?? '').replace('/garage/', '');
    expect(garageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  await test.step('the stored photo is WebP without EXIF', async () => {
    const garage = await getGarageViaApi(page.request, garageId);
    expect(garage.photos).toHaveLength(1);
    const url = garage.cover?.url ?? '';
    expect(url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
    for (const src of [
      url,
      ...(garage.cover?.srcset ?? '').split(',').map((s) => s.trim().split(' ')[0]!),
    ].filter(Boolean)) {
      const response = await page.request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      const meta = await sharp(await response.body()).metadata();
      expect(meta.format, src).toBe('webp');
      expect(meta.exif, `${src} must not carry EXIF (GPS)`).toBeUndefined();
    }
  });

  await test.step('it is found at /garages by a Turkish-case variant of its name', async () => {
    await page.goto('/garages');
    const search = page.getByRole('searchbox', { name: 'Garaj ara' });
    for (const query of [`ışık turbo ${rand}`, `isik TURBO ${rand}`]) {
      await search.fill(query);
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'), {
          message: 'the search is in the address',
        })
        .toBe(query);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole('link', { name: garageName, exact: true })).toBeVisible();
      await expect(cards.getByRole('link', { name: `@${ownerName}` })).toBeVisible();
    }
  });

  const member = await newMemberPage({ label: 'second member' });

  await test.step('another member likes it', async () => {
    await member.page.goto(`/garage/${garageId}`);
    await expect(member.page.getByRole('heading', { level: 1, name: garageName })).toBeVisible();
    await expect(member.page.getByRole('img', { name: `${garageName} — BMW M3` })).toBeVisible();
    const like = member.page.getByRole('button', { name: /^Beğen \d/ });
    await expect(like).toHaveAccessibleName(/(^|\s)0 beğeni/);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(/(^|\s)1 beğeni/);
    await expect
      .poll(async () => (await getGarageViaApi(member.page.request, garageId)).likesCount)
      .toBe(1);
    await member.page.reload();
    await expect(member.page.getByRole('button', { name: /^Beğen \d/ })).toHaveAccessibleName(
      /(^|\s)1 beğeni/,
    );
  });

  await test.step('… favorites it, and it is in /favorites with the owner', async () => {
    await member.page.getByRole('button', { name: 'Favorilere ekle' }).click();
    await expect(toast(member.page, 'Favorilere Eklendi')).toBeVisible();
    await expect(member.page.getByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await member.page.goto('/favorites');
    const card = member.page
      .getByRole('article')
      .filter({ has: member.page.getByRole('heading', { name: garageName }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: `@${ownerName}` })).toBeVisible();
  });

  await test.step('… and comments on it', async () => {
    await member.page.goto(`/garage/${garageId}`);
    await member.page.getByRole('tab', { name: /Yorumlar/ }).click();
    const text = `Harika olmuş, ${rand}! Turbo basıncı ne kadar?`;
    // Once the app runs the comment box is the rich-text editor (the server's textarea shows only until then).
    const box = member.page.getByRole('textbox', { name: 'Yorumunuz' }).and(member.page.locator('[contenteditable="true"]'));
    await box.fill(text);
    await member.page.getByRole('button', { name: 'Yorum Yap' }).click();
    await expect(toast(member.page, 'Yorumunuz eklendi.')).toBeVisible();
    const list = member.page.getByRole('list', { name: 'Yorumlar' });
    await expect(list.getByText(text)).toBeVisible();
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: text })
        .getByRole('link', { name: `@${member.user.username}` }),
    ).toBeVisible();
    await expect(box).toHaveText('');
  });

  await test.step('the owner sees the like, and edits the name', async () => {
    await page.goto('/my-garage');
    await page.getByRole('link', { name: actionName('Düzenle', garageName) }).click();
    await expect(page).toHaveURL(`/edit-garage/${garageId}`);
    const name = page.getByRole('textbox', { name: 'Garaj Adı' });
    await expect(name).toHaveValue(garageName);
    await expect(page.getByRole('combobox', { name: 'Marka', exact: true })).toHaveValue('BMW');
    await expect(page.getByRole('img', { name: 'Fotoğraf 1 / 1' })).toBeVisible();
    await name.fill(editedName);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(toast(page, 'Garajınız başarıyla güncellendi.')).toBeVisible();
    await expect(page).toHaveURL('/my-garage');
    await expect(page.getByRole('link', { name: editedName, exact: true })).toBeVisible();
    const stored = await getGarageViaApi(page.request, garageId);
    expect(stored.name).toBe(editedName);
    expect(stored.photos, 'editing keeps the photo').toHaveLength(1);
  });

  await test.step('another member cannot open the edit page', async () => {
    consoleGuard.allowHttpError(
      403,
      new RegExp(`/api/garages/${garageId}/edit`),
      'a stranger is refused the edit form',
    );
    await member.page.goto(`/edit-garage/${garageId}`);
    await expect(toast(member.page, 'Garaj bulunamadı veya düzenleme yetkiniz yok.')).toBeVisible();
    await expect(member.page).toHaveURL('/my-garage');
    await expect(member.page.getByRole('textbox', { name: 'Garaj Adı' })).toHaveCount(0);
  });

  await test.step('the owner deletes it through the dialog', async () => {
    const cover = (await getGarageViaApi(page.request, garageId)).cover?.url ?? '';
    await page.getByRole('button', { name: actionName('Sil', editedName) }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Garajı Sil' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Bu garajı silmek istediğinize emin misiniz? Bu işlem geri alınamaz.',
    );
    await expect(dialog.getByRole('button', { name: 'İptal' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(toast(page, 'Garaj başarıyla silindi.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: editedName, exact: true })).toHaveCount(0);

    await page.goto(`/garages?q=${encodeURIComponent(`ışık turbo ${rand}`)}`);
    await expect(
      page.getByText('Arama kriterlerinize uygun garaj bulunamadı.').first(),
    ).toBeVisible();
    expect((await page.request.get(`/api/garages/${garageId}`)).status()).toBe(404);
    expect(
      (await page.request.get(cover)).status(),
      'the photo files are deleted with the garage',
    ).toBe(404);
  });
});
