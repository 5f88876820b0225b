import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { me } from '../testing/fixtures';
import { MessagesLink } from './messages-link';

vi.mock('@/lib/session', async (original) => ({
  ...(await original<object>()),
  useCurrentUser: () => ({ user: me, isPending: false }),
  useSession: () => ({ data: { session: { id: 's', userId: 'me', expiresAt: '2099-01-01T00:00:00.000Z' }, user: { id: 'me', email: me.email, emailVerified: true, name: 'ben' } }, isPending: false }),
}));

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('MessagesLink', () => {
  it('links to /messages with the unread conversations in its name, and follows the live count', async () => {
    mockFetch(() => jsonResponse({ unreadConversations: 2 }));
    renderWithProviders(<MessagesLink />);
    const link = await screen.findByRole('link', { name: 'Mesajlar (2 okunmamış konuşma)' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('2');

    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const source = FakeEventSource.latest();
    source.ready();
    source.emit('messages.unread', { unreadConversations: 120 });
    expect(await screen.findByRole('link', { name: 'Mesajlar (99+ okunmamış konuşma)' })).toHaveTextContent('99+');
    source.emit('messages.unread', { unreadConversations: 0 });
    expect(await screen.findByRole('link', { name: 'Mesajlar' })).not.toHaveTextContent(/\d/);
  });
});
