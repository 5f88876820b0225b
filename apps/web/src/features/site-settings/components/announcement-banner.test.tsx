import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicSiteSettings } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { AnnouncementBanner } from './announcement-banner';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'garaj_announcement_dismissed=; path=/; max-age=0';
});

function serve(settings: PublicSiteSettings) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    if (url.pathname === '/api/site-settings') return jsonResponse(settings);
    return errorResponse(404, 'NOT_FOUND');
  });
}

describe('AnnouncementBanner', () => {
  it('shows the active announcement and remembers its dismissal in a cookie', async () => {
    serve({ registrationOpen: true, announcement: { id: 'a1', text: 'Bu gece bakım yapılacaktır.', tone: 'warning' } });
    const { user } = renderWithProviders(<AnnouncementBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu gece bakım yapılacaktır.');
    await user.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));
    await waitFor(() => expect(screen.queryByText('Bu gece bakım yapılacaktır.')).toBeNull());
    expect(document.cookie).toContain('garaj_announcement_dismissed=a1');
  });

  it('shows nothing without an announcement', async () => {
    const fetch = serve({ registrationOpen: true, announcement: null });
    const { container } = renderWithProviders(<AnnouncementBanner />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
