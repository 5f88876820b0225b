import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey, type SessionData } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarage, makeGarageDetail, page } from '../testing/fixtures';
import { getFeaturedGaragesQueryOptions } from '@/hooks/use-featured-garages';
import { getGarageQueryOptions } from './get-garage';
import { getGaragesQueryOptions } from './get-garages';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const session = (userId: string): SessionData => ({
  session: { id: 's1', userId, expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: userId, email: 'ayse@example.com', emailVerified: true, name: 'Ayşe', username: 'ayse', displayUsername: 'ayse' },
});

/** A query client with the session already known (null: a visitor). */
function clientWith(data: SessionData | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, data);
  return client;
}

const params = { q: '', sort: 'newest', filter: 'all' } as const;
const cards = [makeGarage({ id: A }), makeGarage({ id: B }), makeGarage({ id: C, owner: { id: 'u9', username: 'ayse', fullName: null, avatar: null } })];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('garage answers with the member overlay', () => {
  it('asks a visitor nothing more than the public list', async () => {
    const fetchMock = mockFetch(() => jsonResponse(page(cards)));
    const data = await clientWith(null).fetchInfiniteQuery(getGaragesQueryOptions(params));
    expect(calls(fetchMock)).toEqual(['GET /api/garages?sort=newest&filter=all&limit=12']);
    expect(data.pages[0]!.items.map((g) => [g.likedByMe, g.favoritedByMe])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it("merges a member's likes and favorites into the list page with one overlay request for its ids", async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/me/overlay' ? jsonResponse({ garages: { liked: [A, C], favorited: [B] } }) : jsonResponse(page(cards)),
    );
    const data = await clientWith(session('u9')).fetchInfiniteQuery(getGaragesQueryOptions(params));
    expect(calls(fetchMock)).toEqual([
      'GET /api/garages?sort=newest&filter=all&limit=12',
      `GET /api/me/overlay?garages=${encodeURIComponent([A, B, C].join(','))}`,
    ]);
    expect(data.pages[0]!.items.map((g) => [g.id, g.likedByMe, g.favoritedByMe])).toEqual([
      [A, true, false],
      [B, false, true],
      [C, true, false],
    ]);
  });

  it('sets isMine of a detail from the owner id and the flags from the overlay', async () => {
    mockFetch((url) =>
      url.pathname === '/api/me/overlay'
        ? jsonResponse({ garages: { liked: [], favorited: [A] } })
        : jsonResponse(makeGarageDetail({ id: A, isMine: false, owner: { id: 'u9', username: 'ayse', fullName: null, avatar: null } })),
    );
    expect(await clientWith(session('u9')).fetchQuery(getGarageQueryOptions(A))).toMatchObject({ isMine: true, likedByMe: false, favoritedByMe: true });
    expect(await clientWith(session('u2')).fetchQuery(getGarageQueryOptions(A))).toMatchObject({ isMine: false, favoritedByMe: true });
  });

  it('fails the query (to be retried) when the overlay fails, never showing a member wrong flags as final', async () => {
    mockFetch((url) => (url.pathname === '/api/me/overlay' ? errorResponse(500, 'INTERNAL') : jsonResponse(cards)));
    await expect(clientWith(session('u9')).fetchQuery(getFeaturedGaragesQueryOptions())).rejects.toMatchObject({ status: 500 });
  });
});
