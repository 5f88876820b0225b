import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeEvent } from '../testing/fixtures';
import { EventDetailPage } from './event-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const avatar = null;
const participants = {
  items: [
    { id: 'u1', username: 'ayse', fullName: 'Ayşe', avatar },
    { id: 'u2', username: 'mehmet', fullName: null, avatar },
  ],
  total: 30,
};

function serve(event: ReturnType<typeof makeEvent>) {
  return mockFetch((url) => {
    if (url.pathname === `/api/community/events/${event.id}`) return jsonResponse(event);
    if (url.pathname === `/api/community/events/${event.id}/participants`) return jsonResponse(participants);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

describe('/community/events/:id', () => {
  it('lists who joined, offers the .ics download and shows no map without a point', async () => {
    const event = makeEvent({ title: 'Drift Gecesi' });
    serve(event);
    renderWithProviders(<EventDetailPage id={event.id} />);
    const list = await screen.findByRole('region', { name: 'Katılımcılar (30)' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/user/ayse', '/user/mehmet']);
    expect(within(list).getByText('+28 kişi daha')).toBeInTheDocument();
    const calendar = screen.getByRole('link', { name: 'Takvime ekle' });
    expect(calendar).toHaveAttribute('href', `/api/community/events/${event.id}/calendar`);
    expect(calendar).toHaveAttribute('download');
    expect(screen.queryByTestId('event-map')).toBeNull();
  });

  it('shows the map frame when the event has a point', async () => {
    const event = makeEvent({ latitude: 41.04, longitude: 29.0, map: { tileUrl: 'http://127.0.0.1/{z}/{x}/{y}.png', attribution: 'OSM' } });
    serve(event);
    renderWithProviders(<EventDetailPage id={event.id} />);
    expect(await screen.findByTestId('event-map')).toHaveAccessibleName('Etkinlik yeri haritada: İstanbul Park');
  });
});
