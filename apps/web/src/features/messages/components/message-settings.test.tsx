import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { me, member } from '../testing/fixtures';
import { MessageSettingsSection } from './message-settings';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  auth.user = me;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  auth.user = null;
});

function api() {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/me/message-settings' && init.method === 'PUT') return jsonResponse(JSON.parse(String(init.body)));
    if (url.pathname === '/api/me/message-settings') return jsonResponse({ policy: 'everyone' });
    if (url.pathname === '/api/me/blocks') return jsonResponse({ items: [{ member: member('veli'), blockedAt: '2025-05-01T10:00:00.000Z' }], nextCursor: null });
    if (url.pathname === '/api/users/veli/block') return jsonResponse({ blocked: false });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('MessageSettingsSection', () => {
  it('saves the chosen policy with "Kaydet" and says so', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<MessageSettingsSection />);
    const group = await screen.findByRole('group', { name: 'Bana kimler mesaj gönderebilir?' });
    expect(within(group).getByRole('radio', { name: 'Herkes' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Yalnızca takip ettiğim üyeler' }));
    expect(sentBodies(fetchMock, 'PUT /api/me/message-settings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/me/message-settings')).toEqual([{ policy: 'following' }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mesaj ayarların kaydedildi.'));
    expect(within(group).getByRole('radio', { name: 'Yalnızca takip ettiğim üyeler' })).toBeChecked();
  });

  it('lists the blocked members, each with "Engeli kaldır"', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<MessageSettingsSection />);
    expect(await screen.findByRole('link', { name: 'veli' })).toHaveAttribute('href', '/user/veli');
    await user.click(screen.getByRole('button', { name: 'Engeli kaldır: @veli' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/users/veli/block'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('@veli üyesinin engeli kaldırıldı.'));
  });
});
