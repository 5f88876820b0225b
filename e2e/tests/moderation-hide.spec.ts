/**
 * Hiding content from the page itself: the seeded moderator hides a member's blog
 * comment with the eye button (reason required, 'İşlem Başarılı'), the comment stays on the
 * moderator's page marked "Moderatör tarafından gizlendi" but is gone for visitors; the admin
 * panel's Content tab lists it under "Yalnızca gizlenenler" and shows it again from there.
 */
import { MODERATOR } from '../playwright.config';
import { baseUrl, expect, signIn, test, toast } from '../fixtures/test';

test('a moderator hides a blog comment from the post page and shows it again from the Content tab', async ({ page, newMemberPage }) => {
  const posts = await page.request.get('/api/blog/posts?limit=1');
  expect(posts.status()).toBe(200);
  const post = ((await posts.json()) as { items: { id: string; slug: string }[] }).items[0]!;

  const commenter = await newMemberPage({ label: 'commenter' });
  const text = `Reklam: ucuz lastik burada ${Math.random().toString(36).slice(2, 8)}`;
  const posted = await commenter.page.request.post(`/api/blog/posts/${post.id}/comments`, { data: { body: `<p>${text}</p>` }, headers: { origin: baseUrl() } });
  expect(posted.status(), 'comment posted').toBe(201);
  const username = commenter.user.username;

  await signIn(page, MODERATOR);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: `Gizle: @${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'İçeriği Gizle' });
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByRole('button', { name: 'Gizle' }).click();
  await expect(dialog.getByText('Bu alan zorunludur.')).toBeVisible();
  await dialog.getByLabel('Gizleme nedeni').fill('Reklam içeriyor');
  await dialog.getByRole('button', { name: 'Gizle' }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = page.locator(`#comment-${(await posted.json()).id as string}`);
  await expect(item.getByRole('note')).toContainText('Moderatör tarafından gizlendi');
  await expect(item.getByRole('note')).toContainText('Neden: Reklam içeriyor');

  // Visitors no longer get it.
  const visitor = await page.context().browser()!.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${baseUrl()}/blog/${post.slug}`);
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(anonymous.getByText(text)).toHaveCount(0);

  // The Content tab lists it as hidden, and shows it again.
  await page.goto('/admin?tab=content&state=hidden&type=post_comment');
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`@${MODERATOR.username} gizledi · Neden: Reklam içeriyor`);
  await row.getByRole('button', { name: /^Yeniden göster:/ }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  await anonymous.reload();
  await expect(anonymous.getByText(text)).toBeVisible();
  await visitor.close();
});
