import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveCaretToEnd, typeInEditor } from '@/components/rich-text/testing';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { PostComments } from './post-comments';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) =>
  (await import('@/test/session-mock')).sessionAs(original, auth),
);
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const POST_ID = '22222222-2222-4222-8222-222222222222';
const member: CurrentUser = {
  id: 'u9',
  email: 'a@b.c',
  username: 'ayse',
  displayUsername: 'ayse',
  role: 'user',
  image: null,
};
const author = { id: 'u9', username: 'ayse', fullName: null, avatar: null };
const mine = {
  id: 'c1',
  postId: POST_ID,
  body: 'Çok faydalı',
  bodyHtml: '<p>Çok <em>faydalı</em></p>',
  author,
  createdAt: '2026-05-01T10:00:00.000Z',
  canDelete: true,
  canEdit: true,
  editedAt: null,
};

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The editor's module, transformed once here: its first lazy load would otherwise eat a test's wait.
  await import('@/components/rich-text/compact-rich-text-editor');
  Range.prototype.getClientRects ??= () =>
    ({
      length: 0,
      item: () => null,
      [Symbol.iterator]: [][Symbol.iterator],
    }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () =>
    ({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
      width: 0,
      height: 0,
      toJSON: () => ({}),
    }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
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

/** The post's comments (`mine`); a new comment and an edit answer what was sent as their HTML. */
function api() {
  return mockFetch((url, init) => {
    const sent = init.body ? (JSON.parse(String(init.body)) as { body: string }) : null;
    if (init.method === 'POST')
      return jsonResponse(
        { ...mine, id: 'c2', body: 'Yeni yorum', bodyHtml: sent!.body, editedAt: null },
        201,
      );
    if (init.method === 'PUT')
      return jsonResponse({
        ...mine,
        body: 'Düzeltildi',
        bodyHtml: sent!.body,
        editedAt: '2026-05-02T10:00:00.000Z',
      });
    return jsonResponse({ items: [mine], nextCursor: null });
  });
}

describe('PostComments', () => {
  it('shows comments as rich text; a member writes one in the editor and its HTML is sent', async () => {
    auth.user = member;
    const fetchMock = api();
    const { user } = renderWithProviders(<PostComments postId={POST_ID} count={1} open />);
    expect((await screen.findByText('faydalı')).tagName).toBe('EM');

    const box = await findEditor('Yorumunuz');
    await user.click(box);
    await typeInEditor(box, 'Elinize <sağlık>');
    await user.click(screen.getByRole('button', { name: 'Yorum Gönder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yorumunuz eklendi.'));
    expect(sentBodies(fetchMock, `POST /api/blog/posts/${POST_ID}/comments`)).toEqual([
      { body: '<p>Elinize &lt;sağlık&gt;</p>' },
    ]);
    const list = screen.getByRole('list', { name: 'Yorumlar' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Elinize <sağlık>');
    await waitFor(() => expect(box).toHaveTextContent(''));
  });

  it('the author edits a comment in the editor: PUT /api/blog/comments/:id with its HTML', async () => {
    auth.user = member;
    const fetchMock = api();
    const { user } = renderWithProviders(<PostComments postId={POST_ID} count={1} open />);
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const box = await findEditor('Yorumu düzenle');
    expect(box.querySelector('em')).toHaveTextContent('faydalı');
    moveCaretToEnd(box);
    await typeInEditor(box, ' bir yazı');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/blog/comments/c1'));
    expect(sentBodies(fetchMock, 'PUT /api/blog/comments/c1')).toEqual([
      { body: '<p>Çok <em>faydalı bir yazı</em></p>' },
    ]);
    expect(await screen.findByText('(düzenlendi)')).toBeInTheDocument();
  });

  it('offers no form while the post takes no comments', async () => {
    auth.user = member;
    api();
    renderWithProviders(<PostComments postId={POST_ID} count={1} open={false} />);
    expect(await screen.findByText('faydalı')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Yorumunuz' })).not.toBeInTheDocument();
  });
});
