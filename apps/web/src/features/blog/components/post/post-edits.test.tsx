import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPostRevision } from '@garaj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makePostDetail } from '../../testing/fixtures';
import { PostScreen } from './post-screen';

const revisions: BlogPostRevision[] = [
  {
    id: 'r2',
    title: 'Şanzıman Ayarı (eski)',
    bodyHtml: '<p>İkinci hâli.</p>',
    editor: 'mehmet',
    replacedAt: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 'r1',
    title: 'Şanzıman',
    bodyHtml: '<p>İlk hâli.</p>',
    editor: null,
    replacedAt: '2026-11-22T09:00:00.000Z',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the post, its (empty) comments, views and its earlier versions. */
function api(post = makePostDetail()) {
  return mockFetch((url) => {
    if (url.pathname.endsWith('/revisions')) return jsonResponse({ items: revisions });
    if (url.pathname.endsWith('/comments')) return jsonResponse({ items: [], nextCursor: null });
    if (url.pathname.endsWith('/views'))
      return jsonResponse({ viewsCount: post.viewsCount + 1, counted: true });
    return jsonResponse(post);
  });
}

const revisionCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock).filter((call) => call.endsWith('/revisions'));

describe('an edited post', () => {
  it("shows 'düzenlendi' with the edit time next to the date, and no earlier versions to a reader", async () => {
    api(makePostDetail({ editedAt: '2026-11-23T09:00:00.000Z' }));
    renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    await screen.findByRole('heading', { level: 1, name: 'Şanzıman Ayarı' });
    const mark = screen.getByText('· düzenlendi');
    expect(mark).toHaveAttribute('title', expect.stringContaining('2026'));
    expect(screen.queryByRole('button', { name: 'Önceki sürümler' })).not.toBeInTheDocument();
  });

  it('shows no mark on a post never edited, and no earlier versions even to a moderator', async () => {
    api(makePostDetail({ canModerate: true }));
    renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    await screen.findByRole('heading', { level: 1, name: 'Şanzıman Ayarı' });
    expect(screen.queryByText('· düzenlendi')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Önceki sürümler' })).not.toBeInTheDocument();
  });

  it("loads the earlier versions for a moderator only when 'Önceki sürümler' is opened", async () => {
    const fetchMock = api(
      makePostDetail({ canModerate: true, editedAt: '2026-11-23T09:00:00.000Z' }),
    );
    renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    const toggle = await screen.findByRole('button', { name: 'Önceki sürümler' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(revisionCalls(fetchMock)).toHaveLength(0);
    await userEvent.click(toggle);
    expect(await screen.findByText('Şanzıman Ayarı (eski)')).toBeInTheDocument();
    expect(screen.getByText('İkinci hâli.')).toBeInTheDocument();
    expect(screen.getByText('İlk hâli.')).toBeInTheDocument();
    expect(screen.getByText(/@mehmet tarafından değiştirildi/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(revisionCalls(fetchMock)).toEqual([
      'GET /api/blog/posts/22222222-2222-4222-8222-222222222222/revisions',
    ]);
  });
});
