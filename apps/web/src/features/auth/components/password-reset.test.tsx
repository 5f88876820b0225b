import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { requestResetAction, resetPasswordAction } from '../actions/password-reset';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

const mocks = vi.hoisted(() => ({
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/auth-client', () => ({
  authClient: { requestPasswordReset: mocks.requestPasswordReset, resetPassword: mocks.resetPassword },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

beforeEach(() => {
  mocks.requestPasswordReset.mockReset();
  mocks.resetPassword.mockReset();
  Object.values(mocks.toast).forEach((fn) => fn.mockReset());
});

describe('ForgotPasswordForm', () => {
  it.each([
    ['the address exists', { data: { status: true }, error: null }],
    ['the server refuses the address', { data: null, error: { status: 400, code: 'USER_NOT_FOUND' } }],
  ])('answers with the same neutral message when %s', async (_case, answer) => {
    mocks.requestPasswordReset.mockResolvedValue(answer);
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password', routes: [{ path: '/forgot-password', element: <ForgotPasswordForm />, action: requestResetAction }] });
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByText(/ayse@example.com adresi bir hesaba kayıtlıysa/)).toBeInTheDocument();
    expect(mocks.requestPasswordReset).toHaveBeenCalledWith({ email: 'ayse@example.com', redirectTo: 'http://localhost:5173/reset-password' });
    expect(mocks.toast.error).not.toHaveBeenCalled();
  });

  it('reports a rate limit instead', async () => {
    mocks.requestPasswordReset.mockResolvedValue({ data: null, error: { status: 429 } });
    const { user } = renderWithProviders(<ForgotPasswordForm />, { route: '/forgot-password', routes: [{ path: '/forgot-password', element: <ForgotPasswordForm />, action: requestResetAction }] });
    await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Hata', { description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.' }));
    expect(screen.queryByText(/adresi bir hesaba kayıtlıysa/)).not.toBeInTheDocument();
  });
});

describe('ResetPasswordForm', () => {
  it('checks length and equality before calling the server', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm token="tok" />, { route: '/reset-password?token=tok', routes: [{ path: '/reset-password', element: <ResetPasswordForm token="tok" />, action: resetPasswordAction }] });
    await user.type(screen.getByLabelText('Yeni Şifre'), '123');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), '1234');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByText('Şifre en az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(mocks.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the new password and goes to /login', async () => {
    mocks.resetPassword.mockResolvedValue({ data: { status: true }, error: null });
    const { user, router } = renderWithProviders(<ResetPasswordForm token="tok" />, { route: '/reset-password?token=tok', routes: [{ path: '/reset-password', element: <ResetPasswordForm token="tok" />, action: resetPasswordAction }] });
    await user.type(screen.getByLabelText('Yeni Şifre'), 'yeni-sifre');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'yeni-sifre');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mocks.resetPassword).toHaveBeenCalledWith({ token: 'tok', newPassword: 'yeni-sifre' });
    expect(mocks.toast.success).toHaveBeenCalled();
  });

  it('explains an invalid or expired link and offers a new one', async () => {
    mocks.resetPassword.mockResolvedValue({ data: null, error: { status: 400, code: 'INVALID_TOKEN' } });
    const { user } = renderWithProviders(<ResetPasswordForm token="old" />, { route: '/reset-password?token=old', routes: [{ path: '/reset-password', element: <ResetPasswordForm token="old" />, action: resetPasswordAction }] });
    await user.type(screen.getByLabelText('Yeni Şifre'), 'yeni-sifre');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrar'), 'yeni-sifre');
    await user.click(screen.getByRole('button', { name: 'Şifreyi Güncelle' }));
    expect(await screen.findByRole('heading', { name: 'Bağlantı Geçersiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni Bağlantı İste' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows the invalid-link state at once without a token', () => {
    renderWithProviders(<ResetPasswordForm token={null} />, { route: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Bağlantı Geçersiz' })).toBeInTheDocument();
  });
});
