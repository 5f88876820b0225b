import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { ChangePasswordDialog } from './change-password-dialog';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { resetPasswordAction } from '../actions/password-reset';
import { signUpAction } from '../actions/sign-up';

/** The server refuses a guessable new password with PASSWORD_TOO_WEAK and a reason; each form shows why on its password field. */
const mocks = vi.hoisted(() => ({
  signUpEmail: vi.fn(),
  resetPassword: vi.fn(),
  changePassword: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/auth-client', () => ({
  authClient: { signUp: { email: mocks.signUpEmail }, signIn: { social: vi.fn() }, resetPassword: mocks.resetPassword, changePassword: mocks.changePassword },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const PERSONAL = 'Şifre kullanıcı adınızı veya e-posta adresinizi içermemeli; lütfen başka bir şifre seçin.';
const weak = (reason: string) => ({ data: null, error: { status: 400, code: 'PASSWORD_TOO_WEAK', message: 'x', reason } });

beforeEach(() => {
  Object.values(mocks).forEach((m) => (typeof m === 'function' ? m.mockReset() : Object.values(m).forEach((fn) => fn.mockReset())));
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ providers: { google: false, facebook: false } }), { headers: { 'content-type': 'application/json' } })));
});

describe('a guessable new password', () => {
  it('register: the reason is shown on the password field', async () => {
    mocks.signUpEmail.mockResolvedValue(weak('personal'));
    const { user } = renderWithProviders(<RegisterForm />, { route: '/register', routes: [{ path: '/register', element: <RegisterForm />, action: signUpAction }] });
    await user.type(screen.getByLabelText('Kullanıcı Adı'), 'ayse');
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'ayse-2024-ayse');
    await user.type(screen.getByLabelText('Şifre Tekrar'), 'ayse-2024-ayse');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(screen.getByLabelText('Şifre', { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining(PERSONAL)));
  });

  it('reset: the reason is shown on the new password field; an unknown reason gets the general message', async () => {
    mocks.resetPassword.mockResolvedValue(weak('repeat'));
    const { user } = renderWithProviders(<ResetPasswordForm token="tok" />, { route: '/reset-password?token=tok', routes: [{ path: '/reset-password', element: <ResetPasswordForm token="tok" />, action: resetPasswordAction }] });
    await user.type(screen.getByLabelText('Yeni Şifre'), 'aaaaaaaaaa');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'aaaaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(screen.getByLabelText('Yeni Şifre', { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining('tekrarlanan karakterlerden')));

    mocks.resetPassword.mockResolvedValue(weak('something-new'));
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(screen.getByLabelText('Yeni Şifre', { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining('Bu şifre kolay tahmin edilebilir')));
  });

  it('change-password dialog: the reason is shown on the new password field', async () => {
    mocks.changePassword.mockResolvedValue(weak('personal'));
    const { user } = renderWithProviders(<ChangePasswordDialog />, { route: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Şifre Değiştir' }));
    await user.type(screen.getByLabelText('Mevcut Şifre'), 'eski-sifre-123');
    await user.type(screen.getByLabelText('Yeni Şifre'), 'ayse-2024-ayse');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'ayse-2024-ayse');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(screen.getByLabelText('Yeni Şifre', { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining(PERSONAL)));
  });
});
