import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConvoyPosition, ConvoyView } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { FakeEventSource } from '@/test/fake-event-source';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { ConvoySection, type ConvoyEventFacts } from './convoy-section';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
// Leaflet itself is not what these tests look at: the map stands in with its markers' names.
vi.mock('./convoy-map', () => ({
  ConvoyMap: ({ positions, myId }: { positions: ConvoyPosition[]; myId: string | null }) => (
    <ul data-testid="convoy-map-stub">
      {positions.map((p) => (
        <li key={p.member.id}>{p.member.id === myId ? `${p.member.username} (sen)` : p.member.username}</li>
      ))}
    </ul>
  ),
}));

const EVENT_ID = '00000000-0000-4000-8000-000000000042';
const MINUTE = 60_000;
const me: CurrentUser = { id: 'u-me', username: 'ben', name: 'Ben', email: 'ben@ornek.local', role: 'user', emailVerified: true, image: null } as unknown as CurrentUser;

const facts = (overrides: Partial<ConvoyEventFacts> = {}): ConvoyEventFacts => ({
  id: EVENT_ID,
  startsAt: new Date(Date.now() - 30 * MINUTE).toISOString(),
  endsAt: new Date(Date.now() + 3 * 60 * MINUTE).toISOString(),
  convoyEnabled: true,
  joined: true,
  ...overrides,
});

const position = (id: string, username: string, minutesAgo: number, vehicle: string | null = null): ConvoyPosition => ({
  eventId: EVENT_ID,
  member: { id, username, displayName: username, avatar: null },
  vehicle: vehicle ? { garageId: `g-${id}`, label: vehicle } : null,
  lat: 38.44,
  lng: 27.14,
  precision: 'approximate',
  sharingSince: new Date(Date.now() - 20 * MINUTE).toISOString(),
  positionUpdatedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
});

function serve(view: Partial<ConvoyView> = {}) {
  const body: ConvoyView = {
    eventId: EVENT_ID,
    status: 'live',
    startsAt: facts().startsAt,
    endsAt: facts().endsAt,
    positions: [position('u-ayse', 'ayse', 3, 'Honda Civic (2019)')],
    mine: null,
    map: { tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', attribution: 'stub' },
    ...view,
  };
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === `/api/community/events/${EVENT_ID}/convoy` && method === 'GET') return jsonResponse(body);
    if (url.pathname === `/api/community/events/${EVENT_ID}/convoy/position` && method === 'DELETE') return jsonResponse(null, 204);
    if (url.pathname === `/api/community/events/${EVENT_ID}/convoy/position` && method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as { lat: number; lng: number; precision: 'approximate' | 'exact' };
      return jsonResponse({ ...position('u-me', 'ben', 0), lat: sent.lat, lng: sent.lng, precision: sent.precision });
    }
    if (url.pathname === '/api/garages/mine') return jsonResponse({ items: [], nextCursor: null });
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
}

/** A browser whose geolocation answers with `fix` (a position, or a `GeolocationPositionError` code). */
function geolocation(fix: { lat: number; lng: number } | { code: number }) {
  const clearWatch = vi.fn();
  const watchPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    setTimeout(() => {
      if ('code' in fix) fail({ code: fix.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'x' } as GeolocationPositionError);
      else ok({ coords: { latitude: fix.lat, longitude: fix.lng } } as GeolocationPosition);
    }, 0);
    return 7;
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition, clearWatch, getCurrentPosition: vi.fn() } });
  return { watchPosition, clearWatch };
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  auth.user = me;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ConvoySection', () => {
  it('shows nothing when the admin did not turn the map on', () => {
    const { container } = renderWithProviders(<ConvoySection event={facts({ convoyEnabled: false })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('before the start: says when it opens; a visitor is asked to sign in, a member who did not join to join first', () => {
    const upcoming = facts({ startsAt: '2031-05-04T07:00:00.000Z', endsAt: '2031-05-04T11:00:00.000Z' });
    auth.user = null;
    const view = renderWithProviders(<ConvoySection event={{ ...upcoming, joined: false }} />, { route: `/community/events/${EVENT_ID}` });
    const section = screen.getByRole('region', { name: 'Konvoy Haritası' });
    expect(within(section).getByText('Konvoy haritası etkinlik başladığında açılır')).toBeInTheDocument();
    expect(within(section).getByText('Başlangıç: 4 Mayıs 2031 10:00')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/community/events/${EVENT_ID}`)}`);
    view.unmount();

    auth.user = me;
    renderWithProviders(<ConvoySection event={{ ...upcoming, joined: false }} />);
    expect(screen.getByText('Konvoy haritasını görmek ve konumunu paylaşmak için önce etkinliğe katıl.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
  });

  it('during the event: a visitor is asked to sign in, a member who did not join is told it is for participants; neither loads it', () => {
    const fetchMock = serve();
    auth.user = null;
    const view = renderWithProviders(<ConvoySection event={facts({ joined: false })} />);
    expect(screen.getByText('Konvoy haritasını görmek için giriş yapın.')).toBeInTheDocument();
    view.unmount();
    auth.user = me;
    renderWithProviders(<ConvoySection event={facts({ joined: false })} />);
    expect(screen.getByText('Konvoy haritası yalnızca etkinliğin katılımcılarına açık.')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual([]);
    expect(screen.queryByTestId('convoy-map')).toBeNull();
  });

  it('after the end: "Konvoy sona erdi"', () => {
    renderWithProviders(<ConvoySection event={facts({ startsAt: '2020-05-04T07:00:00.000Z', endsAt: '2020-05-04T11:00:00.000Z' })} />);
    expect(screen.getByTestId('convoy-ended')).toHaveTextContent('Konvoy sona erdi');
  });

  it('for a participant during the event: the map, who shares (vehicle, "x dk önce") with the own entry marked; already sharing, the switch is on', async () => {
    serve({ positions: [position('u-me', 'ben', 0), position('u-ayse', 'ayse', 3, 'Honda Civic (2019)')], mine: position('u-me', 'ben', 0) });
    geolocation({ lat: 38.437214, lng: 27.142861 });
    renderWithProviders(<ConvoySection event={facts()} />);
    const list = await screen.findByTestId('convoy-list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('ben');
    expect(entries[0]).toHaveTextContent('Sen');
    expect(entries[1]).toHaveTextContent('ayse');
    expect(entries[1]).toHaveTextContent('Honda Civic (2019)');
    expect(entries[1]).toHaveTextContent('3 dk önce');
    expect(screen.getByRole('heading', { name: 'Konumunu paylaşanlar (2)' })).toBeInTheDocument();
    expect(await screen.findByTestId('convoy-map-stub')).toHaveTextContent('ben (sen)');
    // Already sharing (another tab, a reload): the switch is on and the position follows the browser again.
    expect(screen.getByRole('switch', { name: 'Konumumu paylaş' })).toBeChecked();
  });

  it('sharing sends the position with the chosen precision; turning it off deletes it', async () => {
    const fetchMock = serve({ positions: [], mine: null });
    const { clearWatch } = geolocation({ lat: 38.437214, lng: 27.142861 });
    const { user } = renderWithProviders(<ConvoySection event={facts()} />);
    expect(await screen.findByText('Şu anda konumunu paylaşan katılımcı yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Tam konum/ }));
    await user.click(screen.getByRole('switch', { name: 'Konumumu paylaş' }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`PUT /api/community/events/${EVENT_ID}/convoy/position`));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ lat: 38.437214, lng: 27.142861, precision: 'exact', garageId: null });
    expect(await screen.findByText('Konumun paylaşılıyor.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Konumumu paylaş' }));
    await waitFor(() => expect(calls(fetchMock)).toContain(`DELETE /api/community/events/${EVENT_ID}/convoy/position`));
    expect(clearWatch).toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Konumumu paylaş' })).not.toBeChecked();
  });

  it('says clearly when the browser refuses the position, and turns sharing off', async () => {
    const fetchMock = serve({ positions: [], mine: null });
    geolocation({ code: 1 });
    const { user } = renderWithProviders(<ConvoySection event={facts()} />);
    await user.click(await screen.findByRole('switch', { name: 'Konumumu paylaş' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Konum izni verilmedi. Konumunu paylaşmak için tarayıcının site ayarlarından konum iznini aç.');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Konumumu paylaş' })).not.toBeChecked());
    expect(calls(fetchMock).some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('turns the switch off when the own position goes elsewhere (a stop in another tab)', async () => {
    serve({ positions: [position('u-me', 'ben', 0)], mine: position('u-me', 'ben', 0) });
    geolocation({ lat: 38.437214, lng: 27.142861 });
    renderWithProviders(<ConvoySection event={facts()} />);
    const toggle = await screen.findByRole('switch', { name: 'Konumumu paylaş' });
    expect(toggle).toBeChecked();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const source = FakeEventSource.latest();
    act(() => source.ready());
    act(() => source.emit('convoy.member.stopped', { eventId: EVENT_ID, userId: 'u-me' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('follows the live events of its event: a new position, a stop, then the end', async () => {
    serve({ positions: [], mine: null });
    renderWithProviders(<ConvoySection event={facts()} />);
    expect(await screen.findByText('Şu anda konumunu paylaşan katılımcı yok.')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.channels).toContain('convoy');
    act(() => source.ready());
    act(() => source.emit('convoy.position.updated', position('u-can', 'can', 0)));
    // Another event's convoy is not this one.
    act(() => source.emit('convoy.position.updated', { ...position('u-x', 'baskasi', 0), eventId: '00000000-0000-4000-8000-000000000099' }));
    const list = await screen.findByTestId('convoy-list');
    expect(within(list).getByText('can')).toBeInTheDocument();
    expect(within(list).getByText('az önce')).toBeInTheDocument();
    expect(screen.queryByText('baskasi')).toBeNull();
    act(() => source.emit('convoy.member.stopped', { eventId: EVENT_ID, userId: 'u-can' }));
    expect(await screen.findByText('Şu anda konumunu paylaşan katılımcı yok.')).toBeInTheDocument();
    act(() => source.emit('convoy.ended', { eventId: EVENT_ID }));
    expect(await screen.findByTestId('convoy-ended')).toHaveTextContent('Konvoy sona erdi');
  });
});
