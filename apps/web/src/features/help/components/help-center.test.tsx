import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { HelpFaq, HelpFaqList } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { HelpCenter } from './help-center';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const faq = (id: string, category: HelpFaq['category'], question: string): HelpFaq => ({ id, category, question, answer: `${question} cevabı`, position: 0 });
const ALL = [faq('1', 'account', 'Şifremi unuttum?'), faq('2', 'garage', 'Fotoğraf boyutu?'), faq('3', 'premium', 'Premium nedir?')];

/** A stand-in for GET /api/help/faqs that filters like the server (plain lower-case contains). */
function list(url: URL): HelpFaqList {
  const q = (url.searchParams.get('q') ?? '').toLocaleLowerCase('tr');
  const category = url.searchParams.get('category');
  const matching = ALL.filter((f) => !q || `${f.question} ${f.answer}`.toLocaleLowerCase('tr').includes(q));
  const counts = { all: matching.length, account: 0, garage: 0, community: 0, technical: 0, premium: 0 };
  for (const f of matching) counts[f.category] += 1;
  return { items: matching.filter((f) => !category || f.category === category), counts };
}

function serve(contact: (body: unknown) => Response = () => jsonResponse({ id: 'm1' }, 201)) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/help/faqs') return jsonResponse(list(url));
    if (url.pathname === '/api/help/contact-messages') return contact(JSON.parse(String(init.body)));
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('HelpCenter', () => {
  it('narrows by category tile and search from the address, and “Filtreleri Temizle” resets both', async () => {
    serve();
    const { user, router } = renderWithProviders(<HelpCenter />, { route: '/help?q=premium&category=premium' });
    expect(await screen.findByText('Premium nedir?')).toBeInTheDocument();
    expect(screen.queryByText('Şifremi unuttum?')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Yardım konularında ara' })).toHaveValue('premium');
    expect(screen.getByRole('link', { name: /Premium\s*1 soru/ })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('link', { name: /Garaj\s*0 soru/ }));
    expect(await screen.findByRole('heading', { name: 'Sonuç Bulunamadı' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=premium&category=garage');

    await user.click(screen.getAllByRole('link', { name: 'Filtreleri Temizle' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Şifremi unuttum?')).toBeInTheDocument();
    expect(screen.getAllByTestId('faq-item')).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Yardım konularında ara' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Filtreleri Temizle' })).toBeNull();
  });

  it('typing a search puts it in the address', async () => {
    serve();
    const { user, router } = renderWithProviders(<HelpCenter />, { route: '/help' });
    await screen.findByText('Fotoğraf boyutu?');
    await user.type(screen.getByRole('searchbox', { name: 'Yardım konularında ara' }), 'fotoğraf{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('fotoğraf')}`));
    await waitFor(() => expect(screen.getAllByTestId('faq-item')).toHaveLength(1));
  });

  it('the contact form: required fields, server field codes, success toast', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    serve((body) => {
      sent.push(body);
      if (refuse) return jsonResponse({ error: { code: 'EMAIL_INVALID', message: 'x', fields: { email: 'EMAIL_INVALID' } } }, 400);
      return jsonResponse({ id: 'm1' }, 201);
    });
    const { user } = renderWithProviders(<HelpCenter />, { route: '/help' });
    const form = await screen.findByRole('form', { name: 'İletişim Formu' });
    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(4);
    expect(sent).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Adınız' }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: 'E-posta' }), 'ayse@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Konu' }), 'Soru');
    await user.type(screen.getByRole('textbox', { name: 'Mesajınız' }), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Mesaj Gönderilemedi', expect.anything());

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mesajınız Gönderildi', expect.anything()));
    expect(sent.at(-1)).toEqual({ name: 'Ayşe', email: 'ayse@example.com', subject: 'Soru', message: 'Merhaba' });
    expect(screen.getByRole('textbox', { name: 'Konu' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Adınız' })).toHaveValue('Ayşe');
    expect(form).toBeInTheDocument();
  });
});
