import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { signUpAction } from '../actions/sign-up';
import { RegisterForm } from './register-form';

const mocks = vi.hoisted(() => ({
  signUpEmail: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/auth-client', () => ({
  authClient: { signUp: { email: mocks.signUpEmail }, signIn: { social: vi.fn() } },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

type User = ReturnType<typeof renderWithProviders>['user'];

async function fill(user: User, values: { username?: string; email: string; password: string; repeat: string }) {
  if (values.username) await user.type(screen.getByLabelText('Kullanıcı Adı'), values.username);
  await user.type(screen.getByLabelText('E-posta'), values.email);
  await user.type(screen.getByLabelText('Şifre'), values.password);
  await user.type(screen.getByLabelText('Şifre Tekrar'), values.repeat);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

describe('RegisterForm', () => {
  beforeEach(() => {
    mocks.signUpEmail.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ providers: { google: false, facebook: false } }), { headers: { 'content-type': 'application/json' } })));
  });

  it("shows 'Şifreler eşleşmiyor.' for different passwords and does not call the server", async () => {
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli124' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(screen.getByLabelText('Şifre Tekrar')).toHaveAttribute('aria-invalid', 'true');
    expect(mocks.signUpEmail).not.toHaveBeenCalled();
  });

  it('reports the mismatch together with the unticked terms box', async () => {
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli999' });
    await submit(user);
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(screen.getByText('Devam etmek için kullanım koşullarını kabul etmelisiniz.')).toBeInTheDocument();
  });

  it('requires the terms checkbox, then signs up with acceptTerms: true', async () => {
    mocks.signUpEmail.mockResolvedValue({ data: { token: 't', user: {} }, error: null });
    const { user, router } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'Işık_34', email: 'isik@example.com', password: 'gizli123', repeat: 'gizli123' });
    await submit(user);
    expect(await screen.findByText('Devam etmek için kullanım koşullarını kabul etmelisiniz.')).toBeInTheDocument();
    expect(mocks.signUpEmail).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() => expect(mocks.signUpEmail).toHaveBeenCalledTimes(1));
    expect(mocks.signUpEmail.mock.calls[0]?.[0]).toMatchObject({
      email: 'isik@example.com',
      password: 'gizli123',
      name: 'Işık_34',
      username: 'Işık_34',
      acceptTerms: true,
    });
    // No session from sign-up (it must not reveal registered addresses): the form asks the member
    // to follow the mailed link.
    expect(await screen.findByRole('heading', { name: 'E-postanızı kontrol edin' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('isik@example.com adresine bir bağlantı gönderdik.');
    expect(router.state.location.pathname).toBe('/register');
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it.each([
    ['USERNAME_TOO_SIMILAR', 'Kullanıcı Adı', 'Bu kullanıcı adı başka bir üyeninkine çok benziyor; lütfen başka bir ad seçin.'],
    ['USERNAME_RESERVED', 'Kullanıcı Adı', 'Bu kullanıcı adı ayrılmış; lütfen başka bir ad seçin.'],
    ['PASSWORD_TOO_COMMON', 'Şifre', 'Bu şifre çok yaygın ve sızdırılmış şifre listelerinde yer alıyor; lütfen başka bir şifre seçin.'],
  ])('shows why the server refused (%s) on the field', async (code, label, text) => {
    mocks.signUpEmail.mockResolvedValue({ data: null, error: { status: 400, code, message: text } });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining(text)));
  });

  it('accepts an empty username, as the hint says (the server derives one from the e-mail)', async () => {
    mocks.signUpEmail.mockResolvedValue({ data: { user: {} }, error: null });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveAccessibleDescription(expect.stringContaining('Boş bırakırsanız e-posta adresinizden önerilir.'));
    await fill(user, { email: 'ayse.k@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.clear(screen.getByLabelText('Kullanıcı Adı'));
    await user.click(screen.getByRole('checkbox'));
    await submit(user);

    await waitFor(() => expect(mocks.signUpEmail).toHaveBeenCalledTimes(1));
    const body = mocks.signUpEmail.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body).not.toHaveProperty('username');
    expect(body).toMatchObject({ email: 'ayse.k@example.com', name: 'ayse.k', acceptTerms: true });
    expect(screen.queryByText('Bu alan zorunludur.')).not.toBeInTheDocument();
  });

  it('still checks a username that was typed', async () => {
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'a!', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Kullanıcı Adı')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(mocks.signUpEmail).not.toHaveBeenCalled();
  });

  it('suggests the username from the e-mail until the member types one', async () => {
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await user.type(screen.getByLabelText('E-posta'), 'mehmet.k@example.com');
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveValue('mehmet.k');
    await user.clear(screen.getByLabelText('Kullanıcı Adı'));
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'memo');
    await user.type(screen.getByLabelText('E-posta'), 'x');
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveValue('memo');
  });

  it("puts 'Bu kullanıcı adı zaten kullanılıyor.' on the field and toasts 'Kayıt Hatası'", async () => {
    mocks.signUpEmail.mockResolvedValue({ data: null, error: { status: 400, code: 'USERNAME_IS_ALREADY_TAKEN', message: 'Username is already taken.' } });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Kayıt Hatası', { description: 'Bu kullanıcı adı zaten kullanılıyor.' }));
    expect(screen.getByLabelText('Kullanıcı Adı')).toHaveAccessibleDescription(expect.stringContaining('Bu kullanıcı adı zaten kullanılıyor.'));
    expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
  });

  it("shows 'Yeni üyelik şu anda kapalı.' when an admin closed registration", async () => {
    mocks.signUpEmail.mockResolvedValue({ data: null, error: { status: 403, code: 'REGISTRATION_CLOSED', message: 'Yeni üyelik şu anda kapalı.' } });
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Kayıt Hatası', { description: 'Yeni üyelik şu anda kapalı.' }));
  });

  it('passes the invite code from ?ref= along', async () => {
    mocks.signUpEmail.mockResolvedValue({ data: { token: 't', user: {} }, error: null });
    const { user } = renderWithProviders(<RegisterForm inviteCode="DAVET42" />, { route: '/register?ref=DAVET42', routes: [{ path: '/register', element: <RegisterForm inviteCode="DAVET42" />, action: signUpAction }] });
    await fill(user, { username: 'ayse', email: 'ayse@example.com', password: 'gizli123', repeat: 'gizli123' });
    await user.click(screen.getByRole('checkbox'));
    await submit(user);
    await waitFor(() => expect(mocks.signUpEmail.mock.calls[0]?.[0]).toMatchObject({ ref: 'DAVET42' }));
  });
});
