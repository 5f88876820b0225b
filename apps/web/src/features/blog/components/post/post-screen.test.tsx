import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { deferred, expectLikeRollsBack } from '@/test/like-toggle';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makePostDetail } from '../../testing/fixtures';
import { PostScreen } from './post-screen';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };
const POST_ID = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  auth.user = null;
});

/** Answers the post, its (empty) comments and views; `like` answers the like call. */
function api(post = makePostDetail(), like?: (init: RequestInit) => Response | Promise<Response>) {
  return mockFetch((url, init) => {
    if (url.pathname.endsWith('/like') && like) return like(init);
    if (url.pathname.endsWith('/comments')) return jsonResponse({ items: [], nextCursor: null });
    if (url.pathname.endsWith('/views')) return jsonResponse({ viewsCount: post.viewsCount + 1, counted: true });
    return jsonResponse(post);
  });
}

describe('PostScreen', () => {
  it("shows the spinner 'Blog yazısı yükleniyor...', then the post", async () => {
    api();
    renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    expect(screen.getByText('Blog yazısı yükleniyor...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Şanzıman Ayarı' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Giriş' })).toBeInTheDocument();
    expect(screen.getByText('21 Kasım 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Rehberler\s*3/ })).toHaveAttribute('href', '/blog?category=guides');
  });

  it("shows 'Blog Yazısı Bulunamadı' with a way back to the blog for a missing post", async () => {
    mockFetch(() => errorResponse(404, 'BLOG_POST_NOT_FOUND'));
    renderWithProviders(<PostScreen slug="yok" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Yazısı Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText('Aradığınız blog yazısı mevcut değil veya kaldırılmış olabilir.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bloga Dön' })).toHaveAttribute('href', '/blog');
  });

  it('goes to the current slug when the post was found by an earlier one', async () => {
    api(makePostDetail({ slug: 'yeni-baslik' }));
    const { router } = renderWithProviders(<PostScreen slug="eski-baslik" />, { route: '/blog/eski-baslik' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/yeni-baslik'));
  });

  it('likes at once, then rolls back and tells the member when the server fails', async () => {
    auth.user = member;
    const likeCall = deferred();
    const fetchMock = api(makePostDetail({ likesCount: 3 }), () => likeCall.promise);
    const { user } = renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    await expectLikeRollsBack({ user, fetchMock, likeCall, likePath: `/api/blog/posts/${POST_ID}/like` });
  });

  it("keeps the server's count after a like that succeeds", async () => {
    auth.user = member;
    api(makePostDetail({ likesCount: 3 }), () => jsonResponse({ liked: true, likesCount: 7 }));
    const { user } = renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    const button = await screen.findByRole('button', { name: /Beğen/ });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('7'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it("tells a visitor 'Giriş Gerekli' and sends nothing; the author's own post cannot be liked", async () => {
    const fetchMock = api();
    const { user, unmount } = renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    await user.click(await screen.findByRole('button', { name: /Beğen/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', { description: 'Beğenmek için giriş yapmalısınız.' }));
    expect(calls(fetchMock).some((c) => c.includes('/like'))).toBe(false);
    unmount();

    auth.user = { ...member, id: 'u1' };
    api(makePostDetail({ isMine: true }));
    renderWithProviders(<PostScreen slug="sanziman-ayari" />);
    expect(await screen.findByRole('button', { name: /Beğen/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Düzenle' })).toHaveAttribute('href', '/blog/sanziman-ayari/edit');
  });
});
