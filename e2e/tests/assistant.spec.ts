/**
 * AI modification assistant: a visitor asks by a quick-question chip on /assistant
 * and gets the offline answer with TL prices and a link to the seeded turbo post; a member picks
 * their Golf, types a question (Ctrl+Enter), gets an answer grounded in the car (its type shown),
 * saves it and deletes it from the saved list (confirmed); the home page's compact section asks
 * too and links to /assistant. The page is server-rendered (intro, chips, form).
 */
import { createGarageViaApi, expect, expectNoHorizontalScroll, signUpViaApi, test, toast, type GarageInput } from '../fixtures/test';

const TURBO_POST = 'Turbo Nedir, Nasıl Çalışır? Turbo Kit ve ECU Yazılımı Fiyatları';

test('a visitor asks by a chip and gets TL prices and a link to site content', async ({ page }) => {
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Modifikasyon Asistanı' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Gönder' });
  await expect(send).toBeDisabled();
  await expect(page.getByText(/Giriş yaparsanız garajınızdaki aracı seçebilir/)).toBeVisible();

  await page.getByRole('button', { name: 'Arabama turbo taktırmak kaça olur, kaç gün sürer?' }).click();
  const response = page.getByTestId('assistant-response');
  await expect(response.getByText('Atmosferik araca turbo kit (parça ve işçilik): 25.000–60.000 TL')).toBeVisible();
  await expect(response.getByText(/1–2 gün/).first()).toBeVisible();
  await expect(response.getByText('Çevrimdışı bilgi bankası')).toBeVisible();
  await expect(response.getByText(/yerleşik bilgi bankasından hazırlandı; yapay zekâ kullanılmadı/)).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(response.getByRole('button', { name: 'Yanıtı Kaydet' })).toHaveCount(0);

  await response.getByRole('link', { name: TURBO_POST }).click();
  await expect(page).toHaveURL(/\/blog\/turbo-nedir-nasil-calisir/);
  await expect(page.getByRole('heading', { level: 1, name: TURBO_POST })).toBeVisible();
});

test('a member asks about their Golf by typing (Ctrl+Enter), saves the answer and deletes it', async ({ page }) => {
  await signUpViaApi(page);
  await createGarageViaApi(page, {
    name: 'Gece Kuşu',
    carBrand: 'Volkswagen',
    carModel: 'Golf GTI',
    carYear: 2019,
    horsepower: 245,
    engine: '2.0 TSI',
    modifications: [{ title: 'Soğuk hava emişi', category: 'engine', brand: 'Eventuri', cost: 24000 }],
  } as GarageInput);
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { name: 'Kaydettiğiniz Yanıtlar' })).toBeVisible();
  await expect(page.getByText('Henüz kaydettiğiniz bir yanıt yok.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Hangi aracınız için?' }).click();
  await page.getByRole('option', { name: /Gece Kuşu · Volkswagen Golf GTI \(2019\)/ }).click();
  await expect(page.getByTestId('assistant-vehicle-type')).toHaveText('Otomobil');

  const question = page.getByLabel('Sorunuz');
  await question.fill('Golf’üme turbo ve yazılım yaptırsam ne kadar güç kazanırım?');
  await question.press('Control+Enter');
  const response = page.getByTestId('assistant-response');
  await expect(response.getByText(/Garajınızdaki aracınız/)).toBeVisible();
  await expect(response.getByText(/zaten aşırı beslemeli/)).toBeVisible();
  await expect(response.getByText('ECU yazılımı Stage 1: 2.000–8.000 TL')).toBeVisible();
  await expect(response.getByText('Volkswagen Golf GTI (2019) · Otomobil')).toBeVisible();
  await expect(response.getByRole('link', { name: TURBO_POST })).toHaveAttribute('href', /^\/blog\//);

  await response.getByRole('button', { name: 'Yanıtı Kaydet' }).click();
  await expect(toast(page, 'Yanıt kaydedildi.')).toBeVisible();
  await expect(response.getByRole('button', { name: 'Kaydedildi' })).toBeDisabled();
  const saved = page.getByRole('region', { name: 'Kaydettiğiniz Yanıtlar' }).getByRole('listitem').filter({ hasText: 'Golf’üme turbo ve yazılım' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText(/Gece Kuşu/)).toBeVisible();

  await response.getByRole('button', { name: 'Temizle' }).click();
  await expect(response).toHaveCount(0);
  await expect(question).toHaveValue('');

  await saved.getByRole('button', { name: /Kaydedilen yanıtı sil/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(toast(page, 'Kaydedilen yanıt silindi.')).toBeVisible();
  await expect(page.getByText('Henüz kaydettiğiniz bir yanıt yok.')).toBeVisible();
});

test('the home page’s assistant section answers and links to /assistant', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The section's code loads when its placeholder nears the viewport (lazySection).
  await page.locator('[data-lazy-section="assistant"]').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'AI Modifikasyon Danışmanı' });
  await section.getByRole('button', { name: 'LED far dönüşümü yasal mı?' }).click();
  await expect(section.getByText(/Komple LED far ünitesi \(çift\): 15\.000–40\.000 TL/)).toBeVisible();
  await expect(section.getByRole('link', { name: /LED Far Dönüşümü/ })).toBeVisible();
  await expectNoHorizontalScroll(page, 'home with the assistant answer at 390 px');
  await section.getByRole('link', { name: 'Asistanı Aç' }).click();
  await expect(page).toHaveURL('/assistant');
});

test('/assistant is server-rendered: intro, chips and form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Modifikasyon Asistanı' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coilover ile alçaltma muayeneden geçer mi?' })).toBeVisible();
  await expect(page.getByLabel('Sorunuz')).toBeVisible();
  await context.close();
});
