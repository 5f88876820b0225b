import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { signUpAction } from '@/features/auth/actions/sign-up';
import { Component as RegisterPage } from './register';

afterEach(() => vi.unstubAllGlobals());

function serve(registrationOpen: boolean) {
  return mockFetch((url) => {
    if (url.pathname === '/api/invites/DAVET42') return jsonResponse({ username: 'Ayse_Hanim' });
    if (url.pathname === '/api/auth/sign-up/email') return jsonResponse({ token: null, user: { id: 'u1' } });
    if (url.pathname === '/api/auth/send-verification-email') return jsonResponse({ status: true });
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/auth-config') return jsonResponse({ providers: { google: false, facebook: false } });
    if (url.pathname === '/api/site-settings') return jsonResponse({ registrationOpen, announcement: null });
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('/register', () => {
  it("says 'Yeni üyelik şu anda kapalı.' instead of the form while an admin has closed registration", async () => {
    serve(false);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByRole('status')).toHaveTextContent('Yeni üyelik şu anda kapalı.');
    expect(screen.queryByLabelText('E-posta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Giriş Yapın' })).toHaveAttribute('href', '/login');
  });

  it('shows the form while registration is open', async () => {
    serve(true);
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByLabelText('E-posta')).toBeInTheDocument();
    expect(screen.queryByText(/Yeni üyelik şu anda kapalı/)).toBeNull();
  });

  it('says who invited for ?ref=CODE (the code\'s owner), and nothing for an unknown code', async () => {
    serve(true);
    renderWithProviders(<RegisterPage />, { route: '/register?ref=DAVET42' });
    expect(await screen.findByText('@Ayse_Hanim sizi Garaj’a davet etti. Hesabınızı oluşturun, garajınızı birlikte kuralım.')).toBeInTheDocument();
  });

  it("after sign-up: 'check your inbox' with one way to sign in, and the link sent again on request", async () => {
    const fetchMock = serve(true);
    const page = <RegisterPage />;
    const { user } = renderWithProviders(page, { route: '/register', routes: [{ path: '/register', element: page, action: signUpAction }] });
    await user.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'Garaj-deneme-2026!x');
    await user.type(screen.getByLabelText('Şifre Tekrar'), 'Garaj-deneme-2026!x');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/auth/sign-up/email'));
    expect(await screen.findByRole('heading', { name: 'E-postanızı kontrol edin' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Giriş Yapın' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }));
    expect(await screen.findByText('Doğrulama bağlantısı ayse@example.com adresine gönderildi.')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/auth/send-verification-email');
    const resend = fetchMock.mock.calls.find(([input]) => String(input).includes('send-verification-email'));
    expect(JSON.parse(String(resend?.[1]?.body))).toMatchObject({ email: 'ayse@example.com' });
  });
});
