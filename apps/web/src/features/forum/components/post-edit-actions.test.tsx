import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

describe('editing a post', () => {
  it('turns a body back into the text it was written as', () => {
    expect(htmlToText('<p>Birinci satır<br>ikinci satır</p><p>Yeni <strong>paragraf</strong></p>')).toBe('Birinci satır\nikinci satır\n\nYeni paragraf');
  });

  it('the author edits an answer: its text in the box, saved as escaped paragraphs', async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ReplyItem reply={makeReply({ canEdit: true, isMine: true })} topic={makeTopicDetail()} />);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const box = await screen.findByLabelText('Metin');
    expect(box).toHaveValue('Rölanti valfini temizleyin.');
    await user.clear(box);
    await user.type(box, 'Rölanti valfini temizleyin; <gerekirse> değiştirin.');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('PUT /api/forum/replies/22222222-2222-4222-8222-222222222222'));
    expect(sentBodies(fetchMock, 'PUT /api/forum/replies/22222222-2222-4222-8222-222222222222')).toContainEqual({ body: '<p>Rölanti valfini temizleyin; &lt;gerekirse&gt; değiştirin.</p>' });
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
