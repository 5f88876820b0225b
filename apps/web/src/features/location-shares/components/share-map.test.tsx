import { waitFor } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationSharesView, PublicLocationShare } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { clusterIcon } from './share-cluster-group';
import { ShareMap } from './share-map';

const share = (id: string, lat: number, lng: number): PublicLocationShare => ({
  id,
  member: { id: `m-${id}`, username: `uye${id}`, displayName: `Üye ${id}`, avatar: null },
  vehicle: { garageId: null, label: 'Golf', brand: null, model: null, year: null, image: null },
  message: 'Konumumu paylaşıyorum! 📍',
  lat,
  lng,
  precision: 'approximate',
  isPublic: true,
  durationMinutes: 30,
  likesCount: 0,
  createdAt: new Date().toISOString(),
  positionUpdatedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
});

function serve(view: LocationSharesView) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const body = url.pathname === '/api/location-shares' ? view : null;
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: body ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShareMap: nearby markers cluster', () => {
  it('puts every share marker into one marker-cluster group, not straight onto the map', async () => {
    const added = vi.spyOn(L.MarkerClusterGroup.prototype, 'addLayer');
    serve({
      items: [share('1', 41.04, 29.01), share('2', 41.04, 29.01), share('3', 41.041, 29.011)],
      likedIds: [],
      mine: null,
      map: { tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', attribution: 'stub' },
    });
    renderWithProviders(<ShareMap />);
    await waitFor(() => expect(added).toHaveBeenCalledTimes(3));
    expect(new Set(added.mock.contexts).size).toBe(1);
    const markers = added.mock.calls.map(([layer]) => layer);
    expect(markers.every((layer) => layer instanceof L.Marker)).toBe(true);
    expect(document.querySelector('.leaflet-container')).not.toBeNull();
  });

  it('draws a cluster as a bubble with the number of shares in it', () => {
    const icon = clusterIcon({ getChildCount: () => 12 } as L.MarkerCluster);
    expect(icon.options.html).toContain('data-cluster-count="12"');
    expect(icon.options.html).toContain('>12<');
    expect(icon.options.iconSize).toEqual([46, 46]);
  });
});
