/**
 * Community events in the browser: an admin creates an event through the form; a new member opens
 * /community, sees it among the first two upcoming events ('Tümünü Gör' shows the rest), joins it
 * ('Etkinliğe Katıldınız! 🎉', the count from the server), finds the mail with a valid .ics in the
 * outbox, and leaves ('Etkinlikten Ayrıldınız'). A visitor pressing 'Katıl' is asked to sign in.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN } from '../playwright.config';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, expect, expectNoSeriousA11yViolations, test, toast, type TestUser } from '../fixtures/test';

interface EventView {
  id: string;
  title: string;
  startsAt: string;
  location: string;
  participantsCount: number;
}

/** The raw mails in the outbox to `to` that carry a calendar file; waits until there is one. */
async function calendarMails(to: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  let mails: string[] = [];
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
        const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
        mails = texts.filter((t) => /content-type:\s*text\/calendar/i.test(t));
        return mails.length;
      },
      { message: `a mail with an .ics to ${to}` },
    )
    .toBeGreaterThan(0);
  return mails;
}

/** The VEVENT fields of the mail's text/calendar part (quoted-printable, lines unfolded). */
function veventOf(eml: string): Record<string, string> {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(eml)?.[1];
  const part = eml.split(`--${boundary}`).find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error('no text/calendar part');
  const body = decodeQuotedPrintable(part.slice(part.search(/\r?\n\r?\n/)).trim());
  const lines = body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const fields: Record<string, string> = {};
  for (const line of lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    fields[name] ??= line.slice(colon + 1).replace(/\\([,;\\])/g, '$1');
  }
  return fields;
}

async function adminPage(newMemberPage: (o: { signInAs: TestUser; label: string }) => Promise<{ page: Page }>) {
  return (await newMemberPage({ signInAs: { ...ADMIN, id: '', username: 'admin' }, label: 'admin' })).page;
}

test('admin creates an event; a new member joins it, gets the .ics by mail, and leaves', async ({ newMemberPage }) => {
  test.slow();
  const admin = await adminPage(newMemberPage);
  const title = `E2E Drift Sabahı ${Date.now().toString(36)}`;

  // The admin form: today + 1 hour (Turkey time) makes it the soonest upcoming event.
  await admin.goto('/community/events/new');
  await expect(admin.getByRole('heading', { level: 1, name: 'Yeni Etkinlik' })).toBeVisible();
  const start = new Date(Date.now() + 60 * 60 * 1000 + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
  await admin.getByLabel('Başlık', { exact: true }).fill(title);
  await admin.getByLabel('Kategori').selectOption('drift');
  await admin.getByLabel('Tarih ve saat').fill(start);
  await admin.getByLabel('Süre (dakika)').fill('120');
  await admin.getByLabel('Kontenjan').fill('10');
  await admin.getByLabel('Yer').fill('Körfez Pisti, İzmit');
  await admin.getByLabel('Açıklama', { exact: true }).fill('Sabah antrenmanı, ardından kahvaltı.');
  await admin.getByRole('button', { name: 'Etkinliği Oluştur' }).click();
  await expect(toast(admin, 'Etkinlik oluşturuldu.')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventId = admin.url().split('/').at(-1)!;
  const created = (await (await admin.request.get(`/api/community/events/${eventId}`)).json()) as EventView;
  expect(created).toMatchObject({ title, location: 'Körfez Pisti, İzmit', participantsCount: 0 });

  // A new member on /community: the event is among the first two, 'Tümünü Gör' shows the rest.
  const member = await newMemberPage({ label: 'member' });
  const p = member.page;
  await p.goto('/community');
  await expect(p.getByRole('heading', { level: 1, name: 'Garaj Topluluğu' })).toBeVisible();
  const list = p.getByRole('list', { name: 'Yaklaşan Etkinlikler' });
  const cards = list.getByTestId('event-card');
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: title });
  await expect(card.getByTestId('event-participants')).toHaveText('0 / 10 katılımcı');
  const total = ((await (await p.request.get('/api/community/events')).json()) as { total: number }).total;
  if (total > 2) {
    await p.getByRole('button', { name: /Tümünü Gör/ }).first().click();
    await expect(cards).toHaveCount(Math.min(total, 20));
  }

  await card.getByRole('button', { name: `Katıl: ${title}` }).click();
  await expect(toast(p, 'Etkinliğe Katıldınız! 🎉')).toBeVisible();
  await expect(toast(p, 'Etkinlik detayları e-posta ile gönderilecek.')).toBeVisible();
  await expect(card.getByTestId('event-participants')).toHaveText('1 / 10 katılımcı');
  await expect(card.getByText('Katılıyorsunuz')).toBeVisible();

  // The mail with the .ics is in the outbox.
  const [mail] = await calendarMails(member.user.email);
  const vevent = veventOf(mail!);
  expect(vevent.SUMMARY).toBe(title);
  expect(vevent.LOCATION).toBe('Körfez Pisti, İzmit');
  const dtstart = vevent.DTSTART!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6.000Z');
  expect(dtstart).toBe(created.startsAt);
  expect(decodeQuotedPrintable(mail!)).toContain('etkinliğine katıldınız');

  // Stored: a reload (server-rendered) shows the same state; then leave.
  await p.reload();
  await expect(card.getByTestId('event-participants')).toHaveText('1 / 10 katılımcı');
  await card.getByRole('button', { name: `Ayrıl: ${title}` }).click();
  await expect(toast(p, 'Etkinlikten Ayrıldınız')).toBeVisible();
  await expect(toast(p, 'Etkinlik katılım listesinden çıkarıldınız.')).toBeVisible();
  await expect(card.getByTestId('event-participants')).toHaveText('0 / 10 katılımcı');

  // The admin deletes it after a confirmation.
  await admin.goto(`/community/events/${eventId}`);
  await expectNoSeriousA11yViolations(admin, '/community/events/:id');
  await admin.getByRole('button', { name: `Sil: ${title}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Evet, Sil' }).click();
  await expect(toast(admin, 'Etkinlik silindi.')).toBeVisible();
  await expect(admin).toHaveURL(/\/community$/);
  expect((await admin.request.get(`/api/community/events/${eventId}`)).status()).toBe(404);
});

test("a visitor pressing 'Katıl' is asked to sign in; members cannot open the admin form", async ({ page, newMemberPage }) => {
  await page.goto('/community');
  await expectNoSeriousA11yViolations(page, '/community');
  const first = page.getByRole('list', { name: 'Yaklaşan Etkinlikler' }).getByTestId('event-card').first();
  await first.getByRole('button', { name: /^Katıl: / }).click();
  await expect(toast(page, 'Etkinliğe katılmak için giriş yapmalısınız.')).toBeVisible();

  // 'create community' is not built yet.
  await page.getByRole('button', { name: 'Topluluk Oluştur' }).click();
  await expect(toast(page, 'Kendi topluluğunu oluşturma özelliği çok yakında sizlerle.')).toBeVisible();

  const member = await newMemberPage({ label: 'member' });
  await member.page.goto('/community/events/new');
  await expect(member.page.getByRole('heading', { name: 'Erişim Reddedildi' })).toBeVisible();
});
