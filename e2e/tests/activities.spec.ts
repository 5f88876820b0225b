/**
 * The activity feed: a member creates a garage in the form and finds it at the top
 * of /activities, linked to the garage and the member; filters by type (the chips are links),
 * searches, and clears the filters from the empty state ('Filtreleri Temizle'); members switch
 * to 'Takip Ettiklerim'; the home page's activity section shows the event and links to
 * /activities and /users; the page is server-rendered (readable without JavaScript).
 */
import { expect, signUpViaApi, test } from '../fixtures/test';

test('a new garage is at the top of /activities; type filter, search and "Filtreleri Temizle"', async ({ page }) => {
  const member = await signUpViaApi(page);
  const suffix = Date.now().toString(36);
  const name = `Akış Garajı ${suffix}`;
  await page.goto('/create-garage');
  await page.getByRole('textbox', { name: 'Garaj Adı' }).fill(name);
  const brand = page.getByRole('combobox', { name: 'Marka', exact: true });
  await brand.fill('BMW');
  await page.getByRole('option', { name: 'BMW', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model', exact: true }).fill('M3');
  await page.getByRole('button', { name: 'Garajı Oluştur' }).click();
  await expect(page).toHaveURL('/my-garage');

  await page.goto('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktiviteler' })).toBeVisible();
  const feed = page.getByRole('list', { name: 'Aktivite akışı' });
  const first = feed.getByRole('listitem').first();
  await expect(first.getByText('yeni bir garaj oluşturdu')).toBeVisible();
  await expect(first.getByRole('link', { name })).toHaveAttribute('href', /^\/garage\/[0-9a-f-]{36}$/);
  await expect(first.getByRole('link', { name: member.username })).toHaveAttribute('href', `/user/${encodeURIComponent(member.username)}`);

  // Type filter: the chips are links to ?type=; only that type is listed.
  const chips = page.getByRole('navigation', { name: 'Aktivite türü' });
  await chips.getByRole('link', { name: /^Yeni Üye/ }).click();
  await expect(page).toHaveURL('/activities?type=join');
  await expect(chips.getByRole('link', { name: /^Yeni Üye/ })).toHaveAttribute('aria-current', 'true');
  await expect(feed.getByText('yeni bir garaj oluşturdu')).toHaveCount(0);
  await expect(feed.getByRole('listitem').first().getByText('topluluğa katıldı')).toBeVisible();

  // Search (Turkish fold: 'akis garaji' finds 'Akış Garajı'), with the type kept.
  await chips.getByRole('link', { name: /^Yeni Garaj/ }).click();
  await expect(page).toHaveURL('/activities?type=new_garage');
  await page.getByRole('searchbox', { name: 'Aktivitelerde ara' }).fill(`akis garaji ${suffix}`);
  await expect(page).toHaveURL(/[?&]q=akis/);
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByRole('link', { name })).toBeVisible();
  await expect(chips.getByRole('link', { name: /^Tümü/ })).toContainText('1');

  // Nothing matches: 'Sonuç Bulunamadı' and 'Filtreleri Temizle' back to the whole feed.
  await page.getByRole('searchbox', { name: 'Aktivitelerde ara' }).fill('hiçbir şey bulunmayan arama');
  await expect(page.getByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Filtreleri Temizle' }).click();
  await expect(page).toHaveURL('/activities');
  await expect(page.getByRole('searchbox', { name: 'Aktivitelerde ara' })).toHaveValue('');
  await expect(chips.getByRole('link', { name: /^Tümü/ })).toHaveAttribute('aria-current', 'true');
  await expect(feed.getByRole('listitem').first().getByRole('link', { name })).toBeVisible();
});

test('members switch to the people they follow; visitors are asked to sign in', async ({ page, newMemberPage }) => {
  const other = await newMemberPage();
  await signUpViaApi(page);
  await page.goto('/activities');
  await page.getByRole('link', { name: 'Takip Ettiklerim' }).click();
  await expect(page).toHaveURL('/activities?scope=following');
  await expect(page.getByRole('heading', { name: 'Takip ettiğiniz üyelerin henüz aktivitesi yok.' })).toBeVisible();

  const followed = await page.request.put(`/api/users/${encodeURIComponent(other.user.username)}/follow`, { headers: { origin: new URL(page.url()).origin } });
  expect(followed.status()).toBe(200);
  await page.reload();
  const feed = page.getByRole('list', { name: 'Aktivite akışı' });
  await expect(feed.getByRole('listitem')).toHaveCount(1);
  await expect(feed.getByText('topluluğa katıldı')).toBeVisible();
  await expect(feed.getByRole('link', { name: other.user.username })).toBeVisible();

  await other.page.context().clearCookies();
  await other.page.goto('/activities?scope=following');
  await expect(other.page.getByRole('heading', { name: 'Giriş Gerekli' })).toBeVisible();
  await expect(other.page.locator('[data-slot="empty-state"]').getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', /^\/login\?next=/);
});

test('the home page shows the newest events with links to /activities and /users', async ({ page }) => {
  await page.goto('/');
  // The section's code loads near the viewport or on the first interaction (a wheel turn).
  await page.mouse.wheel(0, 4000);
  const section = page.getByRole('region', { name: 'Topluluk Aktivitesi' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('list', { name: 'Aktivite akışı' }).getByRole('listitem').first()).toBeVisible();
  await expect(section.getByText('Toplam Aktivite')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Tüm Kullanıcılar' })).toHaveAttribute('href', '/users');
  await section.getByRole('link', { name: /Tümünü Gör/ }).click();
  await expect(page).toHaveURL('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktiviteler' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the feed, the counts and the type filter by address', async ({ page }) => {
    await page.goto('/activities?type=join');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktiviteler' })).toBeVisible();
    const feed = page.getByRole('list', { name: 'Aktivite akışı' });
    await expect(feed.getByRole('listitem').first().getByText('topluluğa katıldı')).toBeVisible();
    await expect(feed.getByText('yeni bir garaj oluşturdu')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Aktivite türü' }).getByRole('link', { name: /^Yeni Üye \d/ })).toHaveAttribute('aria-current', 'true');
  });
});
