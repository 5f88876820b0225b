import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { ProfileForm } from './profile-form';

const mocks = vi.hoisted(() => ({
  refreshSession: vi.fn(async () => {}),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/session', () => ({ refreshSession: mocks.refreshSession }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const profile: MyProfile = {
  id: 'u1',
  username: 'ayse',
  email: 'ayse@example.com',
  emailVerified: true,
  pendingEmail: null,
  role: 'user',
  fullName: 'Ayşe Yılmaz',
  bio: null,
  location: 'İzmir',
  website: null,
  phoneNumber: null,
  avatar: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function stubPut(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ProfileForm', () => {
  beforeEach(() => {
    mocks.refreshSession.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
  });

  it('shows a 409 USERNAME_TAKEN on the username field and keeps the input', async () => {
    const fetchMock = stubPut(409, { error: { code: 'USERNAME_TAKEN', message: 'Bu kullanıcı adı zaten kullanılıyor.', fields: { username: 'USERNAME_TAKEN' } } });
    const { user } = renderWithProviders(<ProfileForm profile={profile} />, { route: '/profile' });
    const username = screen.getByLabelText('Kullanıcı Adı');
    await user.clear(username);
    await user.type(username, 'can_jdm');
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));

    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(expect.stringContaining('Bu kullanıcı adı zaten kullanılıyor.'));
    expect(username).toHaveValue('can_jdm');
    expect(mocks.toast.error).toHaveBeenCalledWith('Profil güncellenirken bir hata oluştu.', {
      description: 'Bu kullanıcı adı zaten kullanılıyor.',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me/profile');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ username: 'can_jdm', fullName: 'Ayşe Yılmaz', location: 'İzmir', website: null });
    expect(mocks.refreshSession).not.toHaveBeenCalled();
  });

  it('also handles a 409 without field details', async () => {
    stubPut(409, { error: { code: 'USERNAME_TAKEN', message: 'Bu kullanıcı adı zaten kullanılıyor.' } });
    const { user } = renderWithProviders(<ProfileForm profile={profile} />, { route: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));
    await waitFor(() => expect(screen.getByLabelText('Kullanıcı Adı')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('refuses a non-http website before calling the server', async () => {
    const fetchMock = stubPut(200, profile);
    const { user } = renderWithProviders(<ProfileForm profile={profile} />, { route: '/profile' });
    await user.type(screen.getByLabelText('Web Sitesi'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));
    expect(await screen.findByText('Geçerli bir adres girin (http:// veya https://).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves, toasts "Profiliniz başarıyla güncellendi." and refreshes the session for the header', async () => {
    stubPut(200, { ...profile, username: 'ayse_34' });
    const { user } = renderWithProviders(<ProfileForm profile={profile} />, { route: '/profile' });
    const username = screen.getByLabelText('Kullanıcı Adı');
    await user.clear(username);
    await user.type(username, 'ayse_34');
    await user.click(screen.getByRole('button', { name: 'Profili Kaydet' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Profiliniz başarıyla güncellendi.'));
    expect(mocks.refreshSession).toHaveBeenCalledTimes(1);
    expect(mocks.refreshSession).toHaveBeenCalledWith(expect.any(QueryClient));
    expect(screen.getByRole('link', { name: 'Profilimi Görüntüle' })).toHaveAttribute('href', '/user/ayse_34');
  });

  it('shows the first letter of the username when there is no avatar', () => {
    stubPut(200, profile);
    const { container } = renderWithProviders(<ProfileForm profile={profile} />, { route: '/profile' });
    expect(container.querySelector('[data-slot="avatar"]')).toHaveTextContent('A');
  });
});
