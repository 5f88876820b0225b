import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Component as GarageByUsernamePage } from '@/app/routes/garage-by-username';
import { moveCaretToEnd, typeInEditor } from '@/components/rich-text/testing';
import { Component as GarageDetailPage } from '@/app/routes/garage-detail';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { makeGarageDetail, page } from '../../testing/fixtures';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = '11111111-1111-4111-8111-111111111111';
const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

function detailRoutes() {
  return [
    { path: '/garage/:id', element: <GarageDetailPage /> },
    { path: '/garaj/:username', element: <GarageByUsernamePage /> },
    { path: '/garages', element: <h1>Garajlar sayfası</h1> },
  ];
}

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The editor's module, transformed once here: its first lazy load would otherwise eat a test's wait.
  await import('@/components/rich-text/compact-rich-text-editor');
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

/** A comment box once the app runs: the rich-text editor (a contenteditable textbox) named `name`. */
function findEditor(name: string) {
  return waitFor(
    () => {
      const box = screen.getByRole('textbox', { name });
      expect(box).toHaveAttribute('contenteditable', 'true');
      return box;
    },
  );
}

describe('garage detail', () => {
  it('shows the garage, counts one view even under StrictMode, and fills the overview', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.pathname.endsWith('/views')) return jsonResponse({ viewsCount: 121, counted: true });
      return jsonResponse(makeGarageDetail({ description: null, engine: '2.5 L M50' }));
    });
    // StrictMode at the root, as in main.tsx: effects run twice in development.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider
            router={createMemoryRouter([{ path: '/garage/:id', element: <GarageDetailPage /> }], {
              initialEntries: [`/garage/${ID}`],
            })}
          />
        </QueryClientProvider>
      </StrictMode>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Gece Mavisi E36' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@mehmet' })).toHaveAttribute('href', '/user/mehmet');
    expect(screen.getByText('190 HP')).toBeInTheDocument();
    expect(screen.getByText('245 Nm')).toBeInTheDocument();
    expect(screen.getByText('Pist')).toBeInTheDocument();
    expect(screen.getByText('Henüz açıklama eklenmemiş.')).toBeInTheDocument();
    expect(screen.getByText('2.5 L M50')).toBeInTheDocument();
    expect(screen.getAllByText('Belirtilmemiş').length).toBeGreaterThanOrEqual(5);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Genel Bakış',
      'Modifikasyonlar(0)',
      'Galeri(0)',
      'Yorumlar(2)',
    ]);

    await waitFor(() => expect(screen.getByText('121 görüntülenme')).toBeInTheDocument());
    expect(calls(fetchMock).filter((c) => c.endsWith('/views'))).toEqual([`POST /api/garages/${ID}/views`]);
  });

  it("shows 'Garaj Bulunamadı' with a way back for an unknown garage", async () => {
    mockFetch(() => errorResponse(404, 'GARAGE_NOT_FOUND'));
    renderWithProviders(<GarageDetailPage />, { route: `/garage/${ID}`, routes: detailRoutes().slice(0, 1) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Garaj Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Garajlara Dön' })).toHaveAttribute('href', '/garages');
  });

  it('offers a retry when the garage fails to load', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL'));
    renderWithProviders(<GarageDetailPage />, { route: `/garage/${ID}`, routes: detailRoutes().slice(0, 1) });

    expect(await screen.findByText('Garaj bilgileri yüklenirken bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });

  it("sends an unknown member's /garaj link back to /garages with 'Kullanıcı bulunamadı.'", async () => {
    mockFetch(() => errorResponse(404, 'USER_NOT_FOUND'));
    const { router } = renderWithProviders(<GarageByUsernamePage />, { route: '/garaj/yokboyle', routes: detailRoutes() });

    expect(await screen.findByRole('heading', { name: 'Garajlar sayfası' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/garages');
    expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Kullanıcı bulunamadı.' });
  });

  it("links a member's other garages on /garaj/{username}", async () => {
    mockFetch((url) =>
      url.pathname.endsWith('/views')
        ? jsonResponse({ viewsCount: 1, counted: true })
        : jsonResponse(makeGarageDetail({ ownerGarages: [{ id: ID, name: 'Gece Mavisi E36' }, { id: 'g2', name: 'Eski Dost' }] })),
    );
    renderWithProviders(<GarageByUsernamePage />, { route: '/garaj/mehmet', routes: detailRoutes() });

    expect(await screen.findByRole('link', { name: 'Eski Dost' })).toHaveAttribute('href', '/garage/g2');
  });

  it('lists comments as rich text and lets a member add one in the editor (newest first)', async () => {
    auth.user = member;
    const author = { id: 'u9', username: 'ayse', fullName: null, avatar: null };
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname.endsWith('/views')) return jsonResponse({ viewsCount: 1, counted: true });
      if (url.pathname.endsWith('/comments') && init.method === 'POST') {
        const sent = JSON.parse(String(init.body)) as { body: string };
        return jsonResponse({ id: 'c2', garageId: ID, body: 'Harika <olmuş>!', bodyHtml: sent.body, author, createdAt: new Date().toISOString(), canDelete: true }, 201);
      }
      if (url.pathname.endsWith('/comments')) {
        return jsonResponse(
          page([
            {
              id: 'c1',
              garageId: ID,
              body: 'Eski yorum',
              bodyHtml: '<p>Eski <strong>yorum</strong></p>',
              author: { ...author, id: 'u2', username: 'ali' },
              createdAt: '2025-05-01T10:00:00.000Z',
              canDelete: false,
            },
          ]),
        );
      }
      return jsonResponse(makeGarageDetail());
    });
    const { user } = renderWithProviders(<GarageDetailPage />, { route: `/garage/${ID}`, routes: detailRoutes().slice(0, 1) });

    await user.click(await screen.findByRole('tab', { name: /Yorumlar/ }));
    expect((await screen.findByText('yorum')).tagName).toBe('STRONG');

    const box = await findEditor('Yorumunuz');
    await user.click(box);
    await typeInEditor(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    expect(await screen.findByText('Yorum boş olamaz.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock).some((c) => c.startsWith('POST') && c.endsWith('/comments'))).toBe(false);

    moveCaretToEnd(box);
    await typeInEditor(box, 'Harika <olmuş>!');
    await user.click(screen.getByRole('button', { name: 'Yorum Yap' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yorumunuz eklendi.'));
    const [sent] = sentBodies(fetchMock, `POST /api/garages/${ID}/comments`) as { body: string }[];
    expect(new DOMParser().parseFromString(sent!.body, 'text/html').body.textContent?.trim()).toBe('Harika <olmuş>!');
    expect(sent!.body).toMatch(/^<p>.*Harika &lt;olmuş&gt;!<\/p>$/);
    const list = screen.getByRole('list', { name: 'Yorumlar' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Harika <olmuş>!');
    await waitFor(() => expect(box).toHaveTextContent(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Yorumlar/ })).toHaveTextContent('(3)');
  });

  it('deletes an own comment after confirming', async () => {
    auth.user = member;
    const author = { id: 'u9', username: 'ayse', fullName: null, avatar: null };
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname.endsWith('/views')) return jsonResponse({ viewsCount: 1, counted: true });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.pathname.endsWith('/comments')) {
        return jsonResponse(
          page([{ id: 'c1', garageId: ID, body: 'Silinecek yorum', bodyHtml: '<p>Silinecek yorum</p>', author, createdAt: '2025-05-01T10:00:00.000Z', canDelete: true }]),
        );
      }
      return jsonResponse(makeGarageDetail({ commentsCount: 1 }));
    });
    const { user } = renderWithProviders(<GarageDetailPage />, { route: `/garage/${ID}`, routes: detailRoutes().slice(0, 1) });

    await user.click(await screen.findByRole('tab', { name: /Yorumlar/ }));
    await user.click(await screen.findByRole('button', { name: 'Yorumu sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Yorumu Sil' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yorum silindi.'));
    expect(calls(fetchMock)).toContain('DELETE /api/comments/c1');
    expect(await screen.findByText('Henüz yorum yapılmamış. İlk yorumu sen yap!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Yorumlar/ })).toHaveTextContent('(0)');
  });

  it('edits an own comment in place: PUT /api/comments/:id, the answer replaces it in the list', async () => {
    auth.user = member;
    const author = { id: 'u9', username: 'ayse', fullName: null, avatar: null };
    const original = { id: 'c1', garageId: ID, body: 'İlk hâli', bodyHtml: '<p>İlk hâli</p>', author, createdAt: '2025-05-01T10:00:00.000Z', canDelete: true, canEdit: true, editedAt: null };
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname.endsWith('/views')) return jsonResponse({ viewsCount: 1, counted: true });
      if (init.method === 'PUT' && url.pathname === '/api/comments/c1') {
        return jsonResponse({ ...original, body: 'İlk hâli, düzeltilmiş', bodyHtml: JSON.parse(String(init.body)).body, editedAt: '2025-05-02T09:00:00.000Z' });
      }
      if (url.pathname.endsWith('/comments')) return jsonResponse(page([original]));
      return jsonResponse(makeGarageDetail({ commentsCount: 1 }));
    });
    const { user } = renderWithProviders(<GarageDetailPage />, { route: `/garage/${ID}`, routes: detailRoutes().slice(0, 1) });

    await user.click(await screen.findByRole('tab', { name: /Yorumlar/ }));
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const box = await findEditor('Yorumu düzenle');
    expect(box).toHaveTextContent('İlk hâli');
    moveCaretToEnd(box);
    await typeInEditor(box, ', düzeltilmiş');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('İlk hâli, düzeltilmiş')).toBeInTheDocument();
    expect(screen.getByText('(düzenlendi)')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/comments/c1')).toEqual([{ body: '<p>İlk hâli, düzeltilmiş</p>' }]);
  });
});
