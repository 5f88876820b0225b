import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { AccountSettings } from './account-settings';

const mocks = vi.hoisted(() => ({
  changeEmail: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/auth-client', () => ({
  authClient: { changeEmail: mocks.changeEmail, sendVerificationEmail: vi.fn(), changePassword: vi.fn() },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

beforeAll(async () => {
  await i18n.loadNamespaces(['auth', 'common']);
});

beforeEach(() => {
  mocks.changeEmail.mockReset();
  mocks.changeEmail.mockResolvedValue({ data: { status: true }, error: null });
});

describe('change of e-mail', () => {
  it('says the change waits for the link sent to the new address, and does not claim it is done', async () => {
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<AccountSettings email="ayse@example.com" emailVerified onEmailChanged={onChanged} />);

    await user.click(screen.getByRole('button', { name: 'E-posta Değiştir' }));
    await user.type(await screen.findByLabelText(/Yeni E-posta/i), 'yeni@example.com');
    await user.click(screen.getByRole('button', { name: 'E-postayı Güncelle' }));

    expect(await screen.findByText('Doğrulama bağlantısı yeni@example.com adresine gönderildi. Bağlantıya tıklayana kadar e-posta adresiniz değişmez.')).toBeInTheDocument();
    expect(mocks.changeEmail).toHaveBeenCalledWith({ newEmail: 'yeni@example.com', callbackURL: '/profile' });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/E-posta adresiniz güncellendi/)).not.toBeInTheDocument();
    expect(mocks.toast.success).not.toHaveBeenCalled();
  });

  it('shows the address waiting for verification next to the current one', () => {
    renderWithProviders(<AccountSettings email="ayse@example.com" emailVerified pendingEmail="yeni@example.com" />);
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(screen.getByText('Onay bekleyen adres: yeni@example.com')).toBeInTheDocument();
  });

  it('shows no pending address when none waits', () => {
    renderWithProviders(<AccountSettings email="ayse@example.com" emailVerified pendingEmail={null} />);
    expect(screen.queryByText(/Onay bekleyen adres/)).not.toBeInTheDocument();
  });
});
