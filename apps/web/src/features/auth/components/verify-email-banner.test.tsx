import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/session';
import { getUploadErrorMessage } from '@/lib/upload-image';
import { renderWithProviders } from '@/test/test-utils';
import { VerifyEmailBanner } from './verify-email-banner';

const mocks = vi.hoisted(() => ({
  user: null as CurrentUser | null,
  sendVerificationEmail: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/session', () => ({
  useCurrentUser: () => ({ user: mocks.user, isPending: false }),
}));
vi.mock('@/lib/auth-client', () => ({
  authClient: { sendVerificationEmail: mocks.sendVerificationEmail },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const member = (emailVerified: boolean): CurrentUser => ({
  id: 'u1',
  email: 'ayse@example.com',
  username: 'ayse',
  displayUsername: 'Ayşe',
  role: 'user',
  image: null,
  emailVerified,
});

// The banner is a lazy chunk with the lazy `auth` namespace: load both up front so a busy
// machine does not turn their loading into a slow first `find…`.
beforeAll(async () => {
  await Promise.all([import('./verify-email-banner-content'), i18n.loadNamespaces('auth')]);
});

beforeEach(() => {
  mocks.sendVerificationEmail.mockReset();
  Object.values(mocks.toast).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  mocks.user = null;
});

describe('VerifyEmailBanner', () => {
  it('explains why and resends the link for a signed-in member whose e-mail is not verified', async () => {
    mocks.user = member(false);
    mocks.sendVerificationEmail.mockResolvedValue({ data: { status: true }, error: null });
    const { user } = renderWithProviders(<VerifyEmailBanner />);
    expect(await screen.findByText('E-posta adresinizi doğrulayın')).toBeInTheDocument();
    expect(
      screen.getByText(/ayse@example.com adresine gönderdiğimiz bağlantıya tıklayın/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Adres yanlış mı? Profilinizden değiştirin.' }),
    ).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }));
    await waitFor(() =>
      expect(mocks.toast.success).toHaveBeenCalledWith(
        'Doğrulama bağlantısı ayse@example.com adresine gönderildi.',
      ),
    );
    expect(mocks.sendVerificationEmail).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ayse@example.com' }),
    );
  });

  it('says so when the resend is rate-limited', async () => {
    mocks.user = member(false);
    mocks.sendVerificationEmail.mockResolvedValue({ data: null, error: { status: 429 } });
    const { user } = renderWithProviders(<VerifyEmailBanner />);
    await user.click(
      await screen.findByRole('button', { name: 'Doğrulama e-postasını tekrar gönder' }),
    );
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Doğrulama E-postası Gönderilemedi', {
        description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      }),
    );
  });

  it.each([
    ['a visitor', null],
    ['a verified member', member(true)],
  ])('shows nothing to %s', (_who, current) => {
    mocks.user = current;
    const { container } = renderWithProviders(<VerifyEmailBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the server's EMAIL_NOT_VERIFIED answer", () => {
  it('is shown as such on a failed upload, not as a generic upload failure', () => {
    const error = new ApiError({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'E-posta adresinizi doğrulamanız gerekiyor.',
    });
    expect(getUploadErrorMessage(error, i18n.t.bind(i18n))).toBe(
      'E-posta adresinizi doğrulamanız gerekiyor.',
    );
  });
});
