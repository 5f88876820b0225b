import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, MessageItem } from '@garaj/shared';
import { Component as ConversationRoute } from '@/app/routes/messages-conversation';
import type { CurrentUser } from '@/lib/session';
import { FakeEventSource } from '@/test/fake-event-source';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { CONVERSATION_ID, makeDetail, makeMessage, me } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));

const BASE = `/api/messages/conversations/${CONVERSATION_ID}`;

/** Newest first, as the API pages them. */
const NEWEST_FIRST: MessageItem[] = [
  makeMessage({ id: 'm3', senderId: 'ali', body: 'Yarın uygun musun? https://garaj.app/garage/1', createdAt: '2025-05-01T10:10:00.000Z' }),
  makeMessage({ id: 'm2', senderId: 'me', body: 'Evet, hâlâ satılık.', createdAt: '2025-05-01T10:05:00.000Z' }),
  makeMessage({ id: 'm1', senderId: 'ali', body: 'Araç hâlâ satılık mı?', createdAt: '2025-05-01T10:00:00.000Z' }),
];

function api(detail: Partial<ConversationDetail> = {}, messages: MessageItem[] = NEWEST_FIRST) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === BASE) return jsonResponse(makeDetail(detail));
    if (url.pathname === `${BASE}/messages` && method === 'GET') return jsonResponse({ items: messages, nextCursor: null });
    if (url.pathname === `${BASE}/messages` && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { body: string };
      return jsonResponse(makeMessage({ id: 'm4', senderId: 'me', body: body.body, createdAt: '2025-05-01T10:20:00.000Z' }));
    }
    if (url.pathname === `${BASE}/read`) return jsonResponse({ unreadConversations: 0 });
    if (url.pathname === '/api/users/ali/block') return jsonResponse({ blocked: false });
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

function renderConversation() {
  return renderWithProviders(<ConversationRoute />, { route: `/messages/${CONVERSATION_ID}`, routes: [{ path: '/messages/:id', element: <ConversationRoute /> }] });
}

const bubbles = () => within(screen.getByRole('list', { name: 'Mesaj listesi' })).getAllByRole('listitem');

beforeEach(() => {
  auth.user = me;
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('conversation page', () => {
  it('shows the messages oldest first, mine on the right, links as outside links, and marks the conversation read', async () => {
    const fetchMock = api();
    renderConversation();
    expect(await screen.findByRole('heading', { level: 1, name: 'ali' })).toBeInTheDocument();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles().map((li) => li.querySelector('p')?.textContent)).toEqual(['Araç hâlâ satılık mı?', 'Evet, hâlâ satılık.', 'Yarın uygun musun? https://garaj.app/garage/1']);
    expect(bubbles().map((li) => li.dataset.mine)).toEqual(['false', 'true', 'false']);

    const link = within(bubbles()[2]!).getByRole('link', { name: 'https://garaj.app/garage/1' });
    expect(link).toHaveAttribute('href', 'https://garaj.app/garage/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

    // The other member's messages can be reported; mine cannot.
    expect(within(bubbles()[0]!).getByRole('button', { name: /^Bildir:/ })).toBeInTheDocument();
    expect(within(bubbles()[1]!).queryByRole('button', { name: /^Bildir:/ })).toBeNull();

    await waitFor(() => expect(calls(fetchMock)).toContain(`POST ${BASE}/read`));
    // Not read yet by the other member: no "Görüldü".
    expect(screen.queryByText('Görüldü')).toBeNull();
  });

  it('sends with Enter (Shift+Enter is a new line) and shows the sent message', async () => {
    const fetchMock = api();
    const { user } = renderConversation();
    const field = await screen.findByRole('textbox', { name: 'Mesajın' });
    await user.type(field, 'İlk satır{Shift>}{Enter}{/Shift}ikinci satır');
    expect(sentBodies(fetchMock, `POST ${BASE}/messages`)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${BASE}/messages`)).toEqual([{ body: 'İlk satır\nikinci satır', imageId: null }]));
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    expect(bubbles()[3]).toHaveAttribute('data-mine', 'true');
    expect(field).toHaveValue('');
  });

  it('refuses an empty message without calling the API, and shows an API refusal keeping the text', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === BASE) return jsonResponse(makeDetail());
      if (url.pathname === `${BASE}/messages` && init.method === 'POST') return errorResponse(403, 'MESSAGE_BLOCKED');
      if (url.pathname === `${BASE}/messages`) return jsonResponse({ items: NEWEST_FIRST, nextCursor: null });
      return jsonResponse({ unreadConversations: 0 });
    });
    const { user } = renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mesaj boş olamaz.');
    expect(sentBodies(fetchMock, `POST ${BASE}/messages`)).toHaveLength(0);

    const field = screen.getByRole('textbox', { name: 'Mesajın' });
    await user.type(field, 'Selam');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bu üyeyle mesajlaşamazsınız.'));
    expect(field).toHaveValue('Selam');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Görüldü" under my last message once the other member read it, and live when they do', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    api({ otherReadAt: '2025-05-01T10:04:00.000Z' });
    renderConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(screen.queryByText('Görüldü')).toBeNull();

    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.channels).toContain('messages');
    source.ready();
    source.emit('messages.read', { conversationId: CONVERSATION_ID, readerId: 'ali', readAt: '2025-05-01T10:06:00.000Z' });
    expect(await within(bubbles()[1]!).findByText('Görüldü')).toBeInTheDocument();
  });

  it('adds a live message of the other member once', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    api();
    renderConversation();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const source = FakeEventSource.latest();
    source.ready();
    const message = makeMessage({ id: 'm9', senderId: 'ali', body: 'Bekliyorum', createdAt: '2025-05-01T11:00:00.000Z' });
    source.emit('messages.created', { conversationId: CONVERSATION_ID, message });
    source.emit('messages.created', { conversationId: CONVERSATION_ID, message });
    await waitFor(() => expect(bubbles()).toHaveLength(4));
    expect(bubbles()[3]).toHaveTextContent('Bekliyorum');
  });

  it('shows "Bu üyeyi engelledin." with "Engeli kaldır" instead of the composer', async () => {
    const fetchMock = api({ refusal: 'blocked_by_me' });
    const { user } = renderConversation();
    expect(await screen.findByText('Bu üyeyi engelledin.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesajın' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Engeli kaldır' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('DELETE /api/users/ali/block'));
  });

  it.each(['blocked_me', 'policy', 'gone'] as const)('says neutrally that messaging is not possible (%s): a block is never revealed', async (refusal) => {
    api({ refusal });
    renderConversation();
    expect(await screen.findByText('Bu üyeyle mesajlaşamazsın.')).toBeInTheDocument();
    expect(screen.queryByText('Bu üyeyi engelledin.')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Mesajın' })).toBeNull();
  });

  it('gives a moderator a read-only view with both members named', async () => {
    const fetchMock = api({ viewerRole: 'moderator', refusal: 'moderator_view', other: null });
    auth.user = { ...me, id: 'mod', role: 'moderator' };
    renderConversation();
    expect(await screen.findByText('Bildirilen bir mesaj nedeniyle bu konuşmayı moderatör olarak görüntülüyorsun.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '@ben · @ali' })).toBeInTheDocument();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[1]).toHaveTextContent('@ben');
    expect(screen.queryByRole('textbox', { name: 'Mesajın' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bildir:/ })).toBeNull();
    expect(calls(fetchMock)).not.toContain(`POST ${BASE}/read`);
  });

  it('shows "Konuşma bulunamadı" for an unknown conversation', async () => {
    mockFetch(() => errorResponse(404, 'CONVERSATION_NOT_FOUND'));
    renderConversation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Konuşma bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesajlara dön' })).toHaveAttribute('href', '/messages');
  });
});
