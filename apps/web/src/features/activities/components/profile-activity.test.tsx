import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { ProfileActivity } from './profile-activity';

afterEach(() => vi.unstubAllGlobals());

describe('ProfileActivity', () => {
  it("shows the member's newest five events with their targets", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        items: [
          {
            id: 'a1',
            type: 'new_garage',
            createdAt: new Date().toISOString(),
            actor: { id: 'u1', username: 'ayse', displayName: 'Ayşe Yılmaz', avatar: null },
            target: { kind: 'garage', title: 'Kırmızı Şimşek', url: '/garage/g1' },
          },
        ],
        nextCursor: null,
      }),
    );
    renderWithProviders(<ProfileActivity username="ayse" />);
    expect(await screen.findByRole('link', { name: 'Kırmızı Şimşek' })).toHaveAttribute('href', '/garage/g1');
    expect(screen.getByText('yeni bir garaj oluşturdu')).toBeInTheDocument();
    expect(calls(fetchMock)).toEqual(['GET /api/activities?user=ayse&limit=5']);
  });

  it('says when there is nothing yet', async () => {
    mockFetch(() => jsonResponse({ items: [], nextCursor: null }));
    renderWithProviders(<ProfileActivity username="ayse" />);
    expect(await screen.findByRole('heading', { name: 'Henüz aktivite yok.' })).toBeInTheDocument();
  });
});
