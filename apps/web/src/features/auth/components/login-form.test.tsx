import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { signInAction } from '../actions/sign-in';
import { LoginForm } from './login-form';

/** The form on /login with its route action, as in the app (app/routes/login.tsx). */
const renderLogin = (route: string) => renderWithProviders(<LoginForm />, { route, routes: [{ path: '/login', element: <LoginForm />, action: signInAction }] });

const mocks = vi.hoisted(() => ({
  signInEmail: vi.fn(),
  social: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/auth-client', () => ({
  authClient: { signIn: { email: mocks.signInEmail, social: mocks.social } },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

function authConfig(google: boolean, facebook: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ providers: { google, facebook } }), { headers: { 'content-type': 'application/json' } })),
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user'], { remember }: { remember: boolean }) {
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Şifre'), 'gizli-sifre');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    mocks.signInEmail.mockReset();
    mocks.social.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    authConfig(false, false);
  });

  it("sends rememberMe: false when 'Beni hatırla' is not ticked", async () => {
    mocks.signInEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const { user, router } = renderLogin('/login');
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(mocks.signInEmail).toHaveBeenCalledTimes(1));
    expect(mocks.signInEmail).toHaveBeenCalledWith({ email: 'ayse@example.com', password: 'gizli-sifre', rememberMe: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Giriş yapıldı, ana sayfaya yönlendiriliyorsunuz.' });
  });

  it('with two-factor on, goes to the code step keeping ?next= (no success toast: no session yet)', async () => {
    mocks.signInEmail.mockResolvedValue({ data: { twoFactorRedirect: true, twoFactorMethods: ['totp'] }, error: null });
    const { user, router } = renderLogin(`/login?next=${encodeURIComponent('/garages')}`);
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/two-factor'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/garages')}`);
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('goes back to the page that asked for the sign-in (?next=)', async () => {
    mocks.signInEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const { user, router } = renderLogin(`/login?next=${encodeURIComponent('/garages?q=bmw')}`);
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/garages'));
    expect(router.state.location.search).toBe('?q=bmw');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])('ignores an unsafe next=%s and goes home', async (next) => {
    mocks.signInEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const { user, router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(mocks.signInEmail).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it("sends rememberMe: true when 'Beni hatırla' is ticked", async () => {
    mocks.signInEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const { user } = renderLogin('/login');
    await fillAndSubmit(user, { remember: true });
    await waitFor(() => expect(mocks.signInEmail).toHaveBeenCalledTimes(1));
    expect(mocks.signInEmail.mock.calls[0]?.[0]).toMatchObject({ rememberMe: true });
  });

  it("shows 'Giriş Hatası' with the translated server message and keeps the input", async () => {
    mocks.signInEmail.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    const { user, router } = renderLogin('/login');
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Giriş Hatası', { description: 'E-posta veya şifre hatalı.' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
  });

  it('tells a banned member their account is suspended (BANNED_USER)', async () => {
    mocks.signInEmail.mockResolvedValue({ data: null, error: { status: 403, code: 'BANNED_USER', message: 'Hesabınız askıya alındı. Bu hesapla giriş yapamazsınız.' } });
    const { user } = renderLogin('/login');
    await fillAndSubmit(user, { remember: false });
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Giriş Hatası', { description: 'Hesabınız askıya alınmış. Lütfen destek ekibiyle iletişime geçin.' }));
  });

  it('maps 429 to the rate-limit message and unknown failures to the generic one', async () => {
    mocks.signInEmail.mockResolvedValueOnce({ data: null, error: { status: 429, message: 'Too many requests' } });
    mocks.signInEmail.mockResolvedValueOnce({ data: null, error: { status: 500, message: 'boom' } });
    const { user } = renderLogin('/login');
    await fillAndSubmit(user, { remember: false });
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Giriş Hatası', { description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Hata', { description: 'Bir hata oluştu. Lütfen tekrar deneyin.' }));
  });

  it('requires e-mail and password before calling the server', async () => {
    const { user } = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(mocks.signInEmail).not.toHaveBeenCalled();
  });

  it('toggles password visibility with a pressed button', async () => {
    const { user } = renderLogin('/login');
    const toggle = screen.getByRole('button', { name: 'Şifreyi göster' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Şifre')).toHaveAttribute('type', 'text');
  });

  it("goes from the e-mail to the password with Tab, and only then to 'Şifremi unuttum'", async () => {
    const { user } = renderLogin('/login');
    await user.click(screen.getByLabelText('E-posta'));
    await user.tab();
    expect(screen.getByLabelText('Şifre')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Beni hatırla' })).toHaveFocus();
  });

  it('links to the password reset page', () => {
    renderLogin('/login');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('OAuth buttons', () => {
  beforeEach(() => {
    mocks.social.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
  });

  it('hides Google and Facebook when the server has not configured them', async () => {
    authConfig(false, false);
    renderLogin('/login');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
  });

  it('shows only the configured provider and starts its sign-in', async () => {
    authConfig(true, false);
    mocks.social.mockResolvedValue({ data: null, error: { status: 500, message: 'x' } });
    const { user } = renderLogin('/login');
    const google = await screen.findByRole('button', { name: 'Google ile Giriş Yap' });
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    await user.click(google);
    await waitFor(() => expect(mocks.social).toHaveBeenCalledWith(expect.objectContaining({ provider: 'google', callbackURL: '/' })));
    expect(mocks.toast.error).toHaveBeenCalledWith('Google Giriş Hatası', { description: 'Google ile giriş yapılırken bir hata oluştu.' });
  });
});
