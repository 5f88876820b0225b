/**
 * Screenshots of moderation on the site (project 'screenshots') at 1280 and 390 px:
 * the hide dialog over a blog comment, a hidden comment as the moderator sees it (marked, with
 * the reason) and the admin Content tab filtered to hidden items, in Turkish and English. No page
 * scrolls sideways. PNGs in docs/screenshots/moderation-*.png.
 */
import { MODERATOR } from '../playwright.config';
import { baseUrl, expect, expectNoHorizontalScroll, signIn, test, toast, waitForSettled } from '../fixtures/test';
import { forEachViewport, outFile, shoot, useLanguage } from '../fixtures/screenshots';

forEachViewport((width) => {

  test('hide dialog, hidden comment, Content tab (tr, en)', async ({ page, newMemberPage }) => {
    test.slow();
    const posts = await page.request.get('/api/blog/posts?limit=1');
    const post = ((await posts.json()) as { items: { id: string; slug: string }[] }).items[0]!;
    const commenter = await newMemberPage({ label: 'commenter' });
    const text = 'Ucuz lastik için profilimdeki bağlantıya tıklayın!';
    const posted = await commenter.page.request.post(`/api/blog/posts/${post.id}/comments`, { data: { body: `<p>${text}</p>` }, headers: { origin: baseUrl() } });
    expect(posted.status()).toBe(201);
    const commentId = ((await posted.json()) as { id: string }).id;

    await signIn(page, MODERATOR);
    await page.goto(`/blog/${post.slug}#comment-${commentId}`);
    const item = page.locator(`#comment-${commentId}`);
    await item.scrollIntoViewIfNeeded();
    await item.getByRole('button', { name: `Gizle: @${commenter.user.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'İçeriği Gizle' });
    await dialog.getByLabel('Gizleme nedeni').fill('Reklam içeriyor');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: outFile('moderation-hide-dialog', width), animations: 'disabled', caret: 'hide' });
    await dialog.getByRole('button', { name: 'Gizle' }).click();
    await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
    await expect(item.getByRole('note')).toBeVisible();
    await waitForSettled(page);
    await item.scrollIntoViewIfNeeded();
    await item.screenshot({ path: outFile('moderation-hidden-comment', width), animations: 'disabled', caret: 'hide' });
    await expectNoHorizontalScroll(page, `blog post ${width}`);

    await page.goto('/admin?tab=content&state=hidden');
    await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(page, 'moderation-content-hidden', width);
    await expectNoHorizontalScroll(page, `content tab ${width}`);

    await useLanguage(page, 'en');
    await page.goto('/admin?tab=content&state=hidden');
    await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(page, 'moderation-content-hidden-en', width);

    // Leave the demo data as it was.
    const shown = await page.request.delete(`/api/moderation/post_comment/${commentId}/hidden`, { headers: { origin: baseUrl() } });
    expect(shown.status()).toBe(200);
  });
});
