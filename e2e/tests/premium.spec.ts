/**
 * Premium: a visitor sees the server-rendered plans
 * and is asked to sign in when choosing one; a member requests the monthly plan (stored, pending,
 * 'what happens next'); an admin approves it in /admin?tab=premium with an end date; the member
 * then sees 'premium until …' and the premium badge on their profile, and may have a 4th garage.
 */
import { ADMIN } from '../playwright.config';
import {
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signIn,
  test,
  toast,
} from '../fixtures/test';

test('a visitor sees the plans server-rendered and is asked to sign in to choose one', async ({
  page,
}) => {
  const html = await (await page.request.get('/premium')).text();
  expect(html).toContain('Premium Üyelik');
  expect(html).toContain('290 TL');

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Üyelik' })).toBeVisible();
  await expect(page.getByTestId('plan-free')).toContainText('0 TL');
  await expect(page.getByTestId('plan-monthly')).toContainText('İlk ay ücretsiz');
  await expect(page.getByTestId('plan-yearly')).toContainText('290 TL');
  await expect(page.getByTestId('plan-yearly')).toContainText('%17 tasarruf');
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Aylık Premium Seç' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Giriş Gerekli' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/login?next=%2Fpremium',
  );
  await page.keyboard.press('Escape');
  await expectNoHorizontalScroll(page, '/premium');
  await expectNoSeriousA11yViolations(page, '/premium');
});

test('the home page teaser leads to /premium', async ({ page }) => {
  await page.goto('/');
  // The teaser is a lazy section: its code loads on the first interaction or near the viewport.
  await page.mouse.wheel(0, 20_000);
  const teaser = page.getByRole('region', {
    name: 'Daha fazla garaj, daha fazla fotoğraf, sıfır reklam',
  });
  await teaser.scrollIntoViewIfNeeded();
  await teaser.getByRole('link', { name: "Premium'u Keşfet" }).click();
  await expect(page).toHaveURL('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Üyelik' })).toBeVisible();
});

test('a member requests monthly premium, an admin grants it, the member sees premium and its badge', async ({
  page,
  newMemberPage,
}) => {
  test.slow();
  const { page: memberPage, user } = await newMemberPage();
  await memberPage.goto('/premium');
  await expect(memberPage.getByTestId('premium-status')).toContainText('3 garaj');
  await memberPage
    .getByTestId('plan-monthly')
    .getByRole('button', { name: 'Aylık Premium Seç' })
    .click();
  await expect(toast(memberPage, 'Aylık Premium Seçildi')).toBeVisible();
  await expect(memberPage.getByTestId('premium-status')).toContainText('Talebin inceleniyor');
  await expect(
    memberPage.getByTestId('plan-monthly').getByRole('button', { name: 'Bekleyen talep' }),
  ).toBeDisabled();

  // The admin approves it in the premium tab (default end: one month).
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=premium');
  const row = page.getByTestId('premium-request').filter({ hasText: `@${user.username}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Onayla' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `@${user.username} için Premium` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(toast(page, 'İşlem Başarılı')).toBeVisible();
  await expect(
    page.getByTestId('premium-member').filter({ hasText: `@${user.username}` }),
  ).toBeVisible();
  // One audit row for the grant.
  const audit = (await (
    await page.request.get('/api/admin/audit?action=premium.grant')
  ).json()) as { items: { targetLabel: string | null }[] };
  expect(audit.items.filter((a) => a.targetLabel === user.username)).toHaveLength(1);

  // The member: premium until …, the badge on the profile, and a 4th garage is allowed.
  await memberPage.reload();
  await expect(memberPage.getByTestId('premium-status')).toContainText('Premium üyesin');
  await expect(memberPage.getByTestId('premium-status')).toContainText('tarihine kadar geçerli');
  await memberPage.goto(`/user/${encodeURIComponent(user.username)}`);
  await expect(memberPage.getByText('Premium Üye').first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const res = await memberPage.request.post('/api/garages', {
      data: { name: `Premium Garaj ${i}`, carBrand: 'Fiat', carModel: 'Egea', carYear: 2020 },
      headers: { origin: new URL(memberPage.url()).origin },
    });
    expect(res.status(), `garage ${i + 1}`).toBe(201);
  }
});

test('a free member is refused a 4th garage with the premium message', async ({
  newMemberPage,
}) => {
  const { page } = await newMemberPage();
  await page.goto('/premium');
  const origin = new URL(page.url()).origin;
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/api/garages', {
      data: { name: `Ücretsiz ${i}`, carBrand: 'Fiat', carModel: 'Egea' },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  const fourth = await page.request.post('/api/garages', {
    data: { name: 'Dördüncü', carBrand: 'Fiat', carModel: 'Egea' },
    headers: { origin },
  });
  expect(fourth.status()).toBe(409);
  expect((await fourth.json()).error.code).toBe('GARAGE_LIMIT_REACHED');
});
