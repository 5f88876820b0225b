import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveCaretToEnd, typeInEditor } from '@/components/rich-text/testing';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeReply, makeTopicDetail } from '../testing/fixtures';
import { htmlToText } from '../utils/forum-text';
import { ReplyItem } from './reply-item';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('@/lib/lazy-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u2', email: 'a@b.c', username: 'usta', displayUsername: 'usta', role: 'user', image: null, emailVerified: true };

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The dialog's and the editor's modules, transformed once here: their first lazy load would otherwise eat a test's wait.
  await Promise.all([import('./edit-post-dialog'), import('@/components/rich-text/compact-rich-text-editor')]);
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('editing a post', () => {
  it('turns a body back into the text it was written as', () => {
    expect(htmlToText('<p>Birinci satır<br>ikinci satır</p><p>Yeni <strong>paragraf</strong></p>')).toBe('Birinci satır\nikinci satır\n\nYeni paragraf');
  });

  it('the author edits an answer in the compact rich-text editor; its HTML is saved', async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ReplyItem reply={makeReply({ canEdit: true, isMine: true })} topic={makeTopicDetail()} />);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await waitFor(
      () => {
        const found = screen.getByRole('textbox', { name: 'Metin' });
        expect(found).toHaveAttribute('contenteditable', 'true');
        return found;
      },
    );
    expect(box).toHaveTextContent('Rölanti valfini temizleyin.');
    expect(screen.getByRole('toolbar', { name: 'Biçimlendirme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Görsel ekle' })).toBeInTheDocument();
    moveCaretToEnd(box);
    await typeInEditor(box, ' <gerekirse> değiştirin.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/forum/replies/22222222-2222-4222-8222-222222222222'));
    expect(sentBodies(fetchMock, 'PUT /api/forum/replies/22222222-2222-4222-8222-222222222222')).toEqual([{ body: '<p>Rölanti valfini temizleyin. &lt;gerekirse&gt; değiştirin.</p>' }]);
  });

  it('Escape closes the @mention suggestions, not the dialog', async () => {
    auth.user = member;
    const card = { id: 'abdullah', username: 'abdullah', fullName: null, bio: null, location: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z', garageCount: 0, totalLikes: 0, followersCount: 0, isFollowing: false, badges: [] };
    mockFetch((url) => jsonResponse(url.pathname === '/api/users' ? { items: [card], nextCursor: null } : {}));
    const { user } = renderWithProviders(<ReplyItem reply={makeReply({ canEdit: true, isMine: true })} topic={makeTopicDetail()} />);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await waitFor(() => screen.getByRole('textbox', { name: 'Metin' }));
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await user.click(box);
    moveCaretToEnd(box);
    await typeInEditor(box, ' @ab');
    const list = await screen.findByRole('listbox', { name: 'Bahsedilecek üyeler' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Cevabı düzenle' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses to save an answer emptied in the editor: 'Lütfen cevabınızı yazın.'", async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ReplyItem reply={makeReply({ canEdit: true, isMine: true, bodyHtml: '<p></p>' })} topic={makeTopicDetail()} />);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Metin' })).toHaveAttribute('contenteditable', 'true'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Lütfen cevabınızı yazın.')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('PUT /api/forum/replies/22222222-2222-4222-8222-222222222222');
  });

  it("shows 'düzenlendi' on an edited answer; moderators get its earlier versions, others no edit button", async () => {
    auth.user = { ...member, id: 'mod', role: 'moderator' };
    mockFetch(() => jsonResponse({ items: [{ id: 'r1', title: null, bodyHtml: '<p>İlk hâli</p>', editor: 'usta', replacedAt: '2026-03-15T10:00:00.000Z' }] }));
    const { user } = renderWithProviders(<ReplyItem reply={makeReply({ editedAt: '2026-03-15T10:00:00.000Z' })} topic={makeTopicDetail()} />);
    expect(screen.getByText(/düzenlendi/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Önceki sürümler' }));
    expect(await screen.findByText('İlk hâli')).toBeInTheDocument();
  });
});
