import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { verifyTwoFactorAction } from '../actions/verify-two-factor';
import { TwoFactorForm } from './two-factor-form';

const renderStep = (route: string) =>
  renderWithProviders(<TwoFactorForm />, { route, routes: [{ path: '/login/two-factor', element: <TwoFactorForm />, action: verifyTwoFactorAction }] });

const mocks = vi.hoisted(() => ({ fetch: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/auth-client', () => ({ authClient: { $fetch: mocks.fetch } }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

describe('TwoFactorForm', () => {
  beforeEach(() => {
    mocks.fetch.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    vi.stubGlobal('fetch', vi.fn(async () => new Response('null', { headers: { 'content-type': 'application/json' } })));
  });

  it('sends the app code (spaces removed) and goes on to ?next=', async () => {
    mocks.fetch.mockResolvedValue({ data: { token: 't' }, error: null });
    const { user, router } = renderStep(`/login/two-factor?next=${encodeURIComponent('/garages')}`);
    await user.type(screen.getByLabelText('Doğrulama kodu'), '123 456');
    await user.click(screen.getByRole('checkbox', { name: 'Bu tarayıcıya 30 gün güven' }));
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(mocks.fetch).toHaveBeenCalledTimes(1));
    expect(mocks.fetch).toHaveBeenCalledWith('/two-factor/verify-totp', { method: 'POST', body: { code: '123456', trustDevice: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/garages'));
  });

  it('a wrong code stays on the page with the reason under the field', async () => {
    mocks.fetch.mockResolvedValue({ data: null, error: { status: 401, code: 'INVALID_CODE', message: 'Invalid code' } });
    const { user, router } = renderStep('/login/two-factor');
    await user.type(screen.getByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findAllByText('Kod hatalı. Lütfen güncel kodu girin.')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/login/two-factor');
  });

  it('?backup=1 asks for a backup code and sends it to the backup endpoint', async () => {
    mocks.fetch.mockResolvedValue({ data: { token: 't' }, error: null });
    const { user } = renderStep('/login/two-factor?backup=1');
    expect(screen.getByRole('link', { name: 'Doğrulama uygulamasının kodunu kullan' })).toHaveAttribute('href', '/login/two-factor');
    await user.type(screen.getByLabelText('Yedek kod'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(mocks.fetch).toHaveBeenCalledWith('/two-factor/verify-backup-code', { method: 'POST', body: { code: 'abcde-12345', trustDevice: false } }));
  });
});
