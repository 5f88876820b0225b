import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageRecipient } from '@garaj/shared';
import { Component as ComposeRoute } from '@/app/routes/messages-new';
import type { CurrentUser } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { CONVERSATION_ID, GARAGE_ID, makeGarageForSale, makeMessage, me, member } from '../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));

function renderCompose(route: string) {
  return renderWithProviders(<ComposeRoute />, {
    route,
    routes: [
      { path: '/messages/new', element: <ComposeRoute /> },
      { path: '/messages/:id', element: <h1>Konuşma sayfası</h1> },
    ],
  });
}

function api(recipient: Partial<MessageRecipient> = {}, start = () => jsonResponse({ conversationId: CONVERSATION_ID, message: makeMessage({ senderId: 'me' }) })) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/messages/with/ali') return jsonResponse({ member: member('ali'), conversationId: null, refusal: null, ...recipient });
    if (url.pathname === `/api/garages/${GARAGE_ID}`) return jsonResponse(makeGarageForSale());
    if (url.pathname === '/api/messages/conversations' && init.method === 'POST') return start();
    throw new Error(`unexpected ${url.pathname}`);
  });
}

beforeEach(() => {
  auth.user = me;
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('compose page', () => {
  it('opens the existing conversation instead (the address is replaced)', async () => {
    api({ conversationId: CONVERSATION_ID });
    const { router } = renderCompose('/messages/new?to=ali');
    expect(await screen.findByRole('heading', { name: 'Konuşma sayfası' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('about a garage: shows it and writes in the existing conversation, then opens it', async () => {
    const fetchMock = api({ conversationId: CONVERSATION_ID });
    const { user, router } = renderCompose(`/messages/new?to=ali&garage=${GARAGE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ali' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Konuşmanın konusu olan garaj' });
    expect(card).toHaveTextContent('Gece Mavisi E36');
    expect(card).toHaveTextContent('Satılık');
    expect(card).toHaveTextContent('₺850.000');
    await user.type(screen.getByRole('textbox', { name: 'Mesajın' }), 'Araç hâlâ satılık mı?{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`));
    expect(sentBodies(fetchMock, 'POST /api/messages/conversations')).toEqual([{ username: 'ali', garageId: GARAGE_ID, body: 'Araç hâlâ satılık mı?', imageId: null }]);
  });

  it('shows why a new account cannot start one more conversation', async () => {
    api({}, () => errorResponse(429, 'CONVERSATION_LIMIT'));
    const { user } = renderCompose('/messages/new?to=ali');
    await user.type(await screen.findByRole('textbox', { name: 'Mesajın' }), 'Merhaba{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Yeni hesaplar ilk gün en fazla 3 yeni konuşma başlatabilir.');
  });

  it('shows the refusal instead of the composer', async () => {
    const fetchMock = api({ refusal: 'policy' });
    renderCompose('/messages/new?to=ali');
    expect(await screen.findByText('Bu üyeyle mesajlaşamazsın.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesajın' })).toBeNull();
    expect(calls(fetchMock)).toEqual(['GET /api/messages/with/ali']);
  });

  it('asks a visitor to sign in, coming back here', async () => {
    auth.user = null;
    api();
    renderCompose('/messages/new?to=ali');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Gerekli' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/messages/new?to=ali')}`);
  });
});
