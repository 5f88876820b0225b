import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommentRevision } from '@garaj/shared';
import { moveCaretToEnd, typeInEditor } from '@/components/rich-text/testing';
import { ApiError } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { CommentThread, type CommentView } from './comment-thread';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  auth.user = null;
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The editor's module, transformed once here: its first lazy load would otherwise eat a test's wait.
  await import('@/components/rich-text/compact-rich-text-editor');
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

/** The edit form's rich-text editor once it runs (a contenteditable textbox named "Yorumu düzenle"). */
function findEditor() {
  return waitFor(
    () => {
      const box = screen.getByRole('textbox', { name: 'Yorumu düzenle' });
      expect(box).toHaveAttribute('contenteditable', 'true');
      return box;
    },
  );
}

const ayse: CurrentUser = { id: 'u1', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };
const moderator: CurrentUser = { ...ayse, id: 'm1', username: 'mod', displayUsername: 'mod', role: 'moderator' };

const comment = (overrides: Partial<CommentView> = {}): CommentView => ({
  id: 'c1',
  body: 'Jantlar çok iyi olmuş',
  bodyHtml: '<p>Jantlar <strong>çok</strong> iyi olmuş</p>',
  author: { id: 'u1', username: 'ayse', fullName: null, avatar: null },
  createdAt: '2025-05-01T10:00:00.000Z',
  canDelete: true,
  canEdit: true,
  editedAt: null,
  ...overrides,
});

function renderThread(items: CommentView[], { editComment = vi.fn(() => Promise.resolve()), fetchRevisions = vi.fn(() => Promise.resolve({ items: [] as CommentRevision[] })) } = {}) {
  const comments = {
    data: { pages: [{ items }] },
    isPending: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: false,
    isFetchingNextPage: false,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(),
  };
  const view = renderWithProviders(
    <CommentThread
      ns="garages"
      targetType="garage_comment"
      comments={comments}
      deleteComment={vi.fn(() => Promise.resolve())}
      deleting={false}
      editComment={editComment}
      fetchRevisions={fetchRevisions}
      form={null}
    />,
  );
  return { ...view, editComment, fetchRevisions };
}

describe('a comment', () => {
  it('shows the rich text the server sanitised', () => {
    renderThread([comment({ bodyHtml: '<p>Jantlar <strong>çok</strong> iyi</p><ul><li>Lastikler de</li></ul>' })]);
    const item = screen.getByRole('list', { name: 'Yorumlar' }).querySelector('#comment-c1')!;
    expect(within(item as HTMLElement).getByText('çok').tagName).toBe('STRONG');
    expect(within(item as HTMLElement).getByText('Lastikler de').tagName).toBe('LI');
  });
});

describe('editing a comment in the thread', () => {
  it('the author edits in the rich-text editor: the HTML is checked, saved, and the focus returns to "Düzenle"', async () => {
    auth.user = ayse;
    const { user, editComment } = renderThread([comment()]);

    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await findEditor();
    expect(box.innerHTML).toBe('<p>Jantlar <strong>çok</strong> iyi olmuş</p>');
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByRole('toolbar', { name: 'Biçimlendirme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Görsel ekle' })).toBeInTheDocument();

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(box).toHaveTextContent(''));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yorum boş olamaz.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(editComment).not.toHaveBeenCalled();

    await typeInEditor(box, 'Jantlar ve <lastikler>');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(editComment).toHaveBeenCalledWith({ id: 'c1', body: '<p>Jantlar ve &lt;lastikler&gt;</p>' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yorumunuz güncellendi.'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Düzenle' })).toHaveFocus();
  });

  it('Escape and "Vazgeç" cancel without sending; the server refusal shows its message and keeps the text', async () => {
    auth.user = ayse;
    const editComment = vi.fn(() => Promise.reject(new ApiError({ status: 403, code: 'COMMENT_HIDDEN', message: 'x' })));
    const { user } = renderThread([comment()], { editComment });

    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const first = await findEditor();
    moveCaretToEnd(first);
    await typeInEditor(first, ' ek');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('çok').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Düzenle' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await findEditor();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(editComment).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await findEditor();
    moveCaretToEnd(box);
    await typeInEditor(box, ' ek');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gizlenmiş bir yorum düzenlenemez.');
    expect(editComment).toHaveBeenCalledWith({ id: 'c1', body: '<p>Jantlar <strong>çok</strong> iyi olmuş ek</p>' });
    expect(box).toHaveTextContent('Jantlar çok iyi olmuş ek');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('Escape closes the @mention suggestions first, and only then the form', async () => {
    auth.user = ayse;
    const card = { id: 'abdullah', username: 'abdullah', fullName: null, bio: null, location: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z', garageCount: 0, totalLikes: 0, followersCount: 0, isFollowing: false, badges: [] };
    mockFetch(() => jsonResponse({ items: [card], nextCursor: null }));
    const { user } = renderThread([comment()]);

    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await findEditor();
    moveCaretToEnd(box);
    await typeInEditor(box, ' @ab');
    const list = await screen.findByRole('listbox', { name: 'Bahsedilecek üyeler' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(box).toBeInTheDocument();
    expect(box).toHaveTextContent('Jantlar çok iyi olmuş @ab');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });

  it('offers no editing on a comment the viewer may not edit', () => {
    auth.user = ayse;
    renderThread([comment({ canEdit: false })]);
    expect(screen.queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
  });
});

describe('an edited comment', () => {
  const edited = comment({ canEdit: false, editedAt: '2025-05-02T08:30:00.000Z', author: { id: 'u2', username: 'ali', fullName: null, avatar: null } });

  it('says "(düzenlendi)" with the time in its title; members get no earlier versions', () => {
    auth.user = ayse;
    renderThread([edited]);
    const mark = screen.getByText('(düzenlendi)');
    expect(mark.getAttribute('title')).toMatch(/2025/);
    expect(screen.queryByRole('button', { name: 'Önceki sürümler' })).not.toBeInTheDocument();
  });

  it('moderators open its earlier versions, read when first opened', async () => {
    auth.user = moderator;
    const fetchRevisions = vi.fn(() =>
      Promise.resolve({
        items: [{ id: 'r1', body: 'İlk hâli', bodyHtml: '<p>İlk <em>hâli</em></p>', editor: 'ali', replacedAt: '2025-05-02T08:30:00.000Z' }] satisfies CommentRevision[],
      }),
    );
    const { user } = renderThread([edited], { fetchRevisions });
    expect(fetchRevisions).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: 'Önceki sürümler' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect((await within(panel).findByText('hâli')).tagName).toBe('EM');
    expect(within(panel).getByText(/İlk/)).toHaveTextContent('İlk hâli');
    expect(within(panel).getByText(/@ali tarafından değiştirildi/)).toBeInTheDocument();
    expect(fetchRevisions).toHaveBeenCalledWith('c1', expect.anything());
  });
});
