import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LocationSharesView, PublicLocationShare } from '@garaj/shared';
import { sessionQueryKey } from '@/lib/session';
import { applyLocationEvent } from './location-cache';
import { locationKeys } from './query-keys';

const share = (id: string, memberId: string, over: Partial<PublicLocationShare> = {}): PublicLocationShare => ({
  id,
  member: { id: memberId, username: memberId, displayName: memberId, avatar: null },
  vehicle: { garageId: null, label: 'Golf', brand: null, model: null, year: null, image: null },
  message: 'Konumumu paylaşıyorum! 📍',
  lat: 41.01,
  lng: 28.98,
  precision: 'approximate',
  isPublic: true,
  durationMinutes: 30,
  likesCount: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
  positionUpdatedAt: '2026-05-01T10:00:00.000Z',
  expiresAt: '2026-05-01T10:30:00.000Z',
  ...over,
});

function client(view: LocationSharesView, viewerId: string | null = 'me') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(locationKeys.shares(), view);
  queryClient.setQueryData(sessionQueryKey, viewerId ? { user: { id: viewerId } } : null);
  return queryClient;
}
const view = (queryClient: QueryClient) => queryClient.getQueryData<LocationSharesView>(locationKeys.shares())!;
const empty: LocationSharesView = { items: [], likedIds: [], mine: null, map: { tileUrl: 't', attribution: 'a' } };

describe('live location events in the cache', () => {
  it('adds a new share first, moves an existing one in place, and makes the viewer\'s own `mine`', () => {
    const queryClient = client({ ...empty, items: [share('a', 'other')] });
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.upserted', data: share('b', 'someone') });
    expect(view(queryClient).items.map((s) => s.id)).toEqual(['b', 'a']);
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.upserted', data: share('a', 'other', { lat: 39.92 }) });
    expect(view(queryClient).items.map((s) => [s.id, s.lat])).toEqual([['b', 41.01], ['a', 39.92]]);
    expect(view(queryClient).mine).toBeNull();
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.upserted', data: share('m', 'me') });
    expect(view(queryClient).mine?.id).toBe('m');
  });

  it('drops an ended share from the list, the likes and `mine`; updates like counts, keeping the viewer\'s likes', () => {
    const queryClient = client({ ...empty, items: [share('a', 'other'), share('m', 'me')], likedIds: ['a'], mine: share('m', 'me') });
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.liked', data: { id: 'a', likesCount: 5 } });
    expect(view(queryClient).items[0]!.likesCount).toBe(5);
    expect(view(queryClient).likedIds).toEqual(['a']);
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.ended', data: { id: 'a' } });
    applyLocationEvent(queryClient, { channel: 'location', type: 'share.ended', data: { id: 'm' } });
    expect(view(queryClient)).toMatchObject({ items: [], likedIds: [], mine: null });
  });
});
