import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAd, AdminHelpFaq } from '@garaj/shared';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { AdsTab } from './ads-tab';
import { HelpTab } from './help-tab';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const emptyPage = { items: [], page: 1, pageSize: 20, total: 0 };
const ad: AdminAd = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Kış Bakımı',
  description: 'Antifriz ve akü kontrolü',
  company: 'Boğaziçi Oto',
  category: 'service',
  image: null,
  imageId: null,
  website: null,
  phone: null,
  email: null,
  location: null,
  rating: null,
  reviewsCount: 0,
  featured: true,
  discountText: null,
  validFrom: '2026-11-01',
  validUntil: '2026-11-10',
  expired: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  stats: { impressions: 1234, clicks: 56, days: [] },
};
const faq: AdminHelpFaq = {
  id: '00000000-0000-4000-8000-0000000000f1',
  category: 'account',
  question: 'Şifremi unuttum?',
  answer: 'Giriş sayfasından sıfırlayın.',
  questionEn: null,
  answerEn: 'Reset it from the sign-in page.',
  position: 0,
};

beforeEach(() => Object.values(mocks.toast).forEach((fn) => fn.mockReset()));
afterEach(() => vi.unstubAllGlobals());

describe('ads tab', () => {
  it('lists ads with their state and counters, and creates one with every field typed', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'POST' && url.pathname === '/api/admin/ads') return jsonResponse({ ...ad, id: 'new' }, 201);
      if (url.pathname === '/api/admin/ads') return jsonResponse({ items: [ad] });
      if (url.pathname === '/api/admin/ad-requests') return jsonResponse(emptyPage);
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<AdsTab />, { route: '/admin?tab=ads' });
    const row = (await screen.findByText('Kış Bakımı')).closest('li') as HTMLElement;
    expect(within(row).getByText('Süresi Doldu')).toBeInTheDocument();
    expect(within(row).getByText('1.234 gösterim · 56 tıklama')).toBeInTheDocument();
    expect(await screen.findByText('Reklam talebi yok')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yeni Reklam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Reklam' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur.')).not.toHaveLength(0);
    expect(calls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(dialog).getByLabelText('Başlık'), 'Lastik Kampanyası');
    await user.type(within(dialog).getByLabelText('Açıklama'), 'Dört lastik alana montaj bedava');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Yedek Parça' }));
    await user.type(within(dialog).getByLabelText('Firma'), 'Anadolu Lastik');
    await user.type(within(dialog).getByLabelText('Web sitesi'), 'https://lastik.example');
    await user.type(within(dialog).getByLabelText('Puan'), '4.5');
    await user.clear(within(dialog).getByLabelText('Değerlendirme sayısı'));
    await user.type(within(dialog).getByLabelText('Değerlendirme sayısı'), '12');
    await user.type(within(dialog).getByLabelText('Bitiş tarihi'), '2026-12-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Öne çıkan reklam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı'));
    expect(sentBodies(fetchMock, 'POST /api/admin/ads')).toEqual([
      {
        title: 'Lastik Kampanyası',
        description: 'Dört lastik alana montaj bedava',
        company: 'Anadolu Lastik',
        category: 'parts',
        imageId: null,
        website: 'https://lastik.example',
        phone: null,
        email: null,
        location: null,
        rating: 4.5,
        reviewsCount: 12,
        featured: true,
        discountText: null,
        validFrom: null,
        validUntil: '2026-12-31',
      },
    ]);
  });

  it('deletes an ad only after the confirmation', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'DELETE') return jsonResponse(null, 204);
      if (url.pathname === '/api/admin/ads') return jsonResponse({ items: [ad] });
      return jsonResponse(emptyPage);
    });
    const { user } = renderWithProviders(<AdsTab />, { route: '/admin?tab=ads' });
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reklam silinsin mi?' });
    expect(calls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`DELETE /api/admin/ads/${ad.id}`));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı'));
  });
});

describe('help tab', () => {
  it('edits a FAQ entry in both languages and marks a contact message answered', async () => {
    const message = { id: 'm1', name: 'Ali', email: 'ali@example.com', subject: 'Şifre', message: 'Giremiyorum', status: 'new', userId: null, username: null, createdAt: '2026-11-20T10:00:00.000Z' };
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PUT') return jsonResponse({ ...faq, question: 'Şifremi unuttum, ne yapmalıyım?' });
      if (init.method === 'PATCH') return jsonResponse({ ...message, status: 'answered' });
      if (url.pathname === '/api/admin/help/faqs') return jsonResponse({ items: [faq] });
      if (url.pathname === '/api/admin/help/contact-messages') return jsonResponse({ ...emptyPage, items: [message], total: 1 });
      return errorResponse(404, 'NOT_FOUND');
    });
    const { user } = renderWithProviders(<HelpTab />, { route: '/admin?tab=help' });
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soruyu Düzenle' });
    const question = within(dialog).getByLabelText('Soru');
    await user.clear(question);
    await user.type(question, 'Şifremi unuttum, ne yapmalıyım?');
    // The English texts are their own fields, filled from what is stored.
    expect(within(dialog).getByLabelText('Cevap (İngilizce)')).toHaveValue('Reset it from the sign-in page.');
    await user.type(within(dialog).getByLabelText('Soru (İngilizce)'), 'I forgot my password?');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('İşlem Başarılı'));
    expect(sentBodies(fetchMock, `PUT /api/admin/help/faqs/${faq.id}`)).toEqual([
      {
        category: 'account',
        question: 'Şifremi unuttum, ne yapmalıyım?',
        answer: 'Giriş sayfasından sıfırlayın.',
        questionEn: 'I forgot my password?',
        answerEn: 'Reset it from the sign-in page.',
        position: 0,
      },
    ]);

    await user.click(screen.getByRole('combobox', { name: '"Şifre" mesajının durumu' }));
    await user.click(await screen.findByRole('option', { name: 'Cevaplandı' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PATCH /api/admin/help/contact-messages/m1')).toEqual([{ status: 'answered' }]));
  });
});
