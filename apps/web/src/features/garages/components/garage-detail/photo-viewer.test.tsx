import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageView } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarageDetail } from '../../testing/fixtures';
import { GarageDetailView } from './garage-detail-view';

vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: null, isPending: false }) }));

const photo = (n: number): ImageView => ({ id: `p${n}`, url: `/media/p${n}.webp`, srcset: null, width: 640, height: 400 });

afterEach(() => vi.unstubAllGlobals());

describe('photo viewer', () => {
  it.each([
    ['a thumbnail of the strip', /fotoğraf 3/],
    ["'show all' on the cover", /Tüm fotoğraflar/],
  ])('gives the focus back to %s after closing', async (_what, name) => {
    mockFetch(() => jsonResponse({ viewsCount: 1, counted: true }));
    const garage = makeGarageDetail({ photos: [photo(1), photo(2), photo(3)] });
    const { user } = renderWithProviders(<GarageDetailView garage={garage} />);

    const opener = screen.getAllByRole('button', { name })[0]!;
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Move within the viewer first: the focus is inside the dialog now.
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
