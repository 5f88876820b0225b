import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRefusal } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { me, member } from '../testing/fixtures';
import { BlockMemberButton } from './block-member-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));

beforeEach(() => {
  auth.user = me;
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

function api(refusal: MessageRefusal | null) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/messages/with/ali') return jsonResponse({ member: member('ali'), conversationId: null, refusal });
    if (url.pathname === '/api/users/ali/block') return jsonResponse({ blocked: init.method === 'PUT' });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('BlockMemberButton', () => {
  it('asks for confirmation before blocking, then tells the page', async () => {
    const fetchMock = api(null);
    const onChanged = vi.fn();
    const { user } = renderWithProviders(<BlockMemberButton username="ali" memberId="ali" onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Engelle' }));
    const dialog = await screen.findByRole('alertdialog', { name: '@ali engellensin mi?' });
    expect(dialog).toHaveTextContent('Birbirinize mesaj gönderemez, birbirinizi takip edemezsiniz; mevcut takipler kaldırılır.');
    expect(calls(fetchMock)).not.toContain('PUT /api/users/ali/block');
    await user.click(screen.getByRole('button', { name: 'Engelle' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/users/ali/block'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ blocked: true }));
  });

  it('offers "Engeli kaldır" when the viewer blocked them', async () => {
    const fetchMock = api('blocked_by_me');
    const { user } = renderWithProviders(<BlockMemberButton username="ali" memberId="ali" />);
    await user.click(await screen.findByRole('button', { name: 'Engeli kaldır' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/users/ali/block'));
  });

  it('shows nothing on one’s own profile or to a visitor (and asks nothing)', () => {
    const fetchMock = api(null);
    const { unmount } = renderWithProviders(<BlockMemberButton username="ben" memberId="me" />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    auth.user = null;
    renderWithProviders(<BlockMemberButton username="ali" memberId="ali" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
