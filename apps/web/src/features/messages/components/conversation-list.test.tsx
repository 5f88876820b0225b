import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeSummary, me, member } from '../testing/fixtures';
import { ConversationList } from './conversation-list';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';
const C = '55555555-5555-4555-8555-555555555555';

describe('ConversationList (the inbox)', () => {
  it('shows each conversation: member, garage, excerpt with "Sen: " for mine, unread badge and bold when unread', async () => {
    auth.user = me;
    mockFetch(() =>
      jsonResponse({
        items: [
          makeSummary({
            id: A,
            other: { ...member('ali'), fullName: 'Ali Yılmaz' },
            garage: { id: 'g1', name: 'Gece Mavisi E36', brand: 'BMW', model: '3 Serisi', year: 1995, isForSale: true, salePrice: '850.000', cover: null },
            lastMessage: { senderId: 'ali', excerpt: 'Araç hâlâ satılık mı?', hasImage: false, createdAt: '2025-05-01T10:00:00.000Z' },
            unreadCount: 3,
          }),
          makeSummary({ id: B, other: member('veli'), lastMessage: { senderId: 'me', excerpt: 'Teşekkürler', hasImage: false, createdAt: '2025-04-30T10:00:00.000Z' } }),
          makeSummary({ id: C, other: null, lastMessage: { senderId: 'x', excerpt: '', hasImage: true, createdAt: '2025-04-29T10:00:00.000Z' } }),
        ],
        nextCursor: null,
      }),
    );
    renderWithProviders(<ConversationList />);
    const list = await screen.findByRole('list', { name: 'Konuşmalar' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([`/messages/${A}`, `/messages/${B}`, `/messages/${C}`]);

    expect(rows[0]).toHaveTextContent('Ali Yılmaz');
    expect(rows[0]).toHaveTextContent('Gece Mavisi E36');
    expect(rows[0]).toHaveTextContent('Araç hâlâ satılık mı?');
    expect(within(rows[0]!).getByRole('img', { name: '3 okunmamış mesaj' })).toHaveTextContent('3');
    expect(within(rows[0]!).getByText('Ali Yılmaz')).toHaveClass('font-bold');

    // The viewer wrote the last message: "Sen: " before it; read: no badge, not bold.
    expect(rows[1]).toHaveTextContent('Sen: Teşekkürler');
    expect(within(rows[1]!).queryByRole('img')).toBeNull();
    expect(within(rows[1]!).getByText('veli')).not.toHaveClass('font-bold');
    expect(rows[0]).not.toHaveTextContent('Sen:');

    // A gone account and an image alone.
    expect(rows[2]).toHaveTextContent('Silinmiş üye');
    expect(rows[2]).toHaveTextContent('Fotoğraf');
  });

  it('says there is nothing yet, with where to start one', async () => {
    auth.user = me;
    mockFetch(() => jsonResponse({ items: [], nextCursor: null }));
    renderWithProviders(<ConversationList />);
    expect(await screen.findByRole('heading', { name: 'Henüz mesajın yok' })).toBeInTheDocument();
    expect(screen.getByText(/profilinden ya da satılık bir garajın sayfasından/)).toBeInTheDocument();
  });

  it('loads the next page with the cursor on "Daha fazla yükle"', async () => {
    auth.user = me;
    const fetchMock = mockFetch((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? jsonResponse({ items: [makeSummary({ id: B, other: member('veli') })], nextCursor: null })
        : jsonResponse({ items: [makeSummary({ id: A })], nextCursor: 'c2' }),
    );
    const { user } = renderWithProviders(<ConversationList />);
    await user.click(await screen.findByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText('veli')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/messages/conversations?limit=20', 'GET /api/messages/conversations?cursor=c2&limit=20']);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    auth.user = me;
    mockFetch(() => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500));
    renderWithProviders(<ConversationList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Konuşmalar yüklenemedi.');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});
