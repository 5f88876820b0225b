/**
 * The blog in the browser: a member writes a post in the rich-text editor with an
 * image and a link; another member finds it through the header search by an ASCII-folded word
 * (`sanziman` → `Şanzıman`), opens it from the results, likes it and comments on it. The stored
 * body is the server's sanitised HTML (member links carry rel="nofollow ugc noopener").
 */
import { expect, test, toast } from '../fixtures/test';

test('write a post with an image and a link; another member finds it by search, likes and comments', async ({ newMemberPage, testPhoto }) => {
  const author = await newMemberPage({ label: 'author' });
  const word = `zq${Date.now().toString(36)}`;
  const title = `Şanzıman yağı değişimi ${word}`;

  await author.page.goto('/blog/new');
  await expect(author.page.locator('html[data-hydrated]')).toBeAttached();
  await author.page.getByLabel('Başlık', { exact: true }).fill(title);
  await author.page.getByLabel('Kategori').click();
  await author.page.getByRole('option', { name: 'Rehberler' }).click();

  const editor = author.page.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await author.page.keyboard.type('Otomatik şanzımanlarda yağ 60.000 km civarında değişmeli. Ayrıntılar için ');
  await author.page.keyboard.type('üreticinin sitesi');
  // Select the last two words and make them a link through the toolbar's dialog.
  for (let i = 0; i < 'üreticinin sitesi'.length; i += 1) await author.page.keyboard.press('Shift+ArrowLeft');
  const toolbar = author.page.getByRole('toolbar', { name: 'Biçimlendirme' });
  await toolbar.getByRole('button', { name: 'Bağlantı' }).click();
  const linkDialog = author.page.getByRole('dialog');
  await linkDialog.getByLabel('Adres').fill('https://www.example.com/sanziman');
  await linkDialog.getByRole('button', { name: 'Uygula' }).click();
  await expect(editor.locator('a[href="https://www.example.com/sanziman"]')).toBeVisible();

  // An image inside the body, uploaded through the image pipeline.
  await editor.press('End');
  const chooser = author.page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Görsel ekle' }).click();
  await (await chooser).setFiles({ name: testPhoto.name, mimeType: 'image/jpeg', buffer: testPhoto.buffer });
  await expect(editor.locator('img[src^="/media/"]')).toBeVisible();

  await author.page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(toast(author.page, 'Yazınız yayımlandı.')).toBeVisible();
  await expect(author.page).toHaveURL(new RegExp(`/blog/sanziman-yagi-degisimi-${word}$`));
  const body = author.page.locator('article');
  await expect(body.locator('a[href="https://www.example.com/sanziman"]')).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(body.locator('img[src^="/media/"]').first()).toBeVisible();

  // Another member finds it through the header search with an ASCII-folded word.
  const reader = await newMemberPage({ label: 'reader' });
  await reader.page.goto('/');
  await expect(reader.page.locator('html[data-hydrated]')).toBeAttached();
  const search = reader.page.getByRole('banner').locator('input[name="q"]').first();
  await search.fill(`sanziman ${word}`);
  await search.press('Enter');
  await expect(reader.page).toHaveURL(/\/search\?q=/);
  const result = reader.page.locator('main').getByRole('link', { name: new RegExp(title) }).first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.page.locator('html[data-hydrated]')).toBeAttached();

  // Like (the count follows) and comment.
  const like = reader.page.getByRole('button', { name: /Beğen/ }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(reader.page.getByText('1 beğeni').first()).toBeVisible();

  const comment = `Çok faydalı bir rehber olmuş ${word}`;
  // The comment box once the app runs: the rich-text editor.
  await reader.page.getByRole('textbox', { name: 'Yorumunuz' }).and(reader.page.locator('[contenteditable="true"]')).fill(comment);
  await reader.page.getByRole('button', { name: 'Yorum Gönder' }).click();
  await expect(toast(reader.page, 'Yorumunuz eklendi.')).toBeVisible();
  await expect(reader.page.getByText(comment)).toBeVisible();

  // The author sees both after a reload; the counts come from the rows.
  await author.page.reload();
  await expect(author.page.getByText(comment)).toBeVisible();
  await expect(author.page.getByText('1 beğeni').first()).toBeVisible();
});

test('the blog reads without JavaScript and a missing post answers 404', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'tr-TR' });
  const visitor = await context.newPage();
  expect((await visitor.goto('/blog'))?.status()).toBe(200);
  const first = visitor.locator('main a[href^="/blog/"]').filter({ hasText: 'Devamını Oku' }).first();
  const href = await first.getAttribute('href');
  expect((await visitor.goto(href!))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(visitor.locator('article p').first()).not.toBeEmpty();
  const missing = await visitor.goto('/blog/boyle-bir-yazi-yok');
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByText('Blog Yazısı Bulunamadı')).toBeVisible();
  await context.close();
});
