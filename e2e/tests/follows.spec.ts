/**
 * Follows in the browser: a new member follows another from the users directory (the heart,
 * 'Takip Edildi', the card's count from the server), the follow holds after a reload, the
 * profile shows it (button state, followers list) and unfollowing there says 'Takipten çıkıldı.'
 * and brings the count back. A visitor pressing the heart is asked to sign in.
 */
import { expect, test, toast } from '../fixtures/test';

test('follow from the directory, reload, see it on the profile, unfollow there', async ({ newMemberPage }) => {
  const target = await newMemberPage({ label: 'followed' });
  const fan = await newMemberPage({ label: 'follower' });
  const { page } = fan;
  const name = target.user.username;

  await page.goto(`/users?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: `@${name}` });
  await expect(card.getByText('0 takipçi')).toBeVisible();
  const heart = card.getByRole('button', { name: `${name} adlı üyeyi takip et` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();

  await expect(toast(page, 'Takip Edildi')).toBeVisible();
  const pressed = card.getByRole('button', { name: `${name} adlı üyeyi takipten çık` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 takipçi')).toBeVisible();

  // The follow is stored: a reload (server-rendered again) shows the same state and count.
  await page.reload();
  await expect(card.getByRole('button', { name: `${name} adlı üyeyi takipten çık` })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('1 takipçi')).toBeVisible();

  // The profile: 'Takip Ediliyor', one follower, the follower in the list.
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${encodeURIComponent(name)}$`));
  const following = page.getByRole('button', { name: 'Takip Ediliyor' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '1 takipçi' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: new RegExp(fan.user.username) })).toHaveAttribute('href', `/user/${encodeURIComponent(fan.user.username)}`);
  await dialog.getByRole('button', { name: 'Kapat' }).click();

  // Unfollow on the profile.
  await following.click();
  await expect(toast(page, 'Takipten çıkıldı.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Takip Et' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: '0 takipçi' })).toBeVisible();

  await page.goto(`/users?q=${encodeURIComponent(name)}`);
  await expect(card.getByText('0 takipçi')).toBeVisible();
  await expect(card.getByRole('button', { name: `${name} adlı üyeyi takip et` })).toHaveAttribute('aria-pressed', 'false');
});

test("a visitor pressing the heart is asked to sign in ('Takip etmek için giriş yapmalısınız.')", async ({ page, newMemberPage }) => {
  const target = await newMemberPage({ label: 'member' });
  const name = target.user.username;
  await page.goto(`/users?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: `@${name}` });
  await card.getByRole('button', { name: `${name} adlı üyeyi takip et` }).click();
  await expect(toast(page, 'Takip etmek için giriş yapmalısınız.')).toBeVisible();
  await expect(card.getByText('0 takipçi')).toBeVisible();

  await page.goto(`/user/${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: 'Takip Et' }).click();
  await expect(toast(page, 'Takip etmek için giriş yapmalısınız.')).toBeVisible();
  await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await expect(toast(page, 'Mesaj göndermek için giriş yapmalısınız.')).toBeVisible();
});
