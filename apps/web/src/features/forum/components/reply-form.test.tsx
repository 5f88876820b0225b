import type { TopicDetail } from '@garaj/shared';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeReply, makeTopicDetail } from '../testing/fixtures';
import { DRAFT_SAVE_DELAY_MS } from '@/hooks/use-draft';
import { draftKey, forgetDrafts, readDraft } from '@/lib/drafts';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

function renderForm(topic: TopicDetail) {
  return renderWithProviders(<ReplyForm topic={topic} />, { route: '/forum/engine/topic/t1' });
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
});

describe('ReplyForm', () => {
  it.each([
    ['locked', makeTopicDetail({ isLocked: true, canReply: false }), 'Bu konu kilitlendi; yeni cevap yazılamaz.'],
    ['closed', makeTopicDetail({ status: 'closed', canReply: false }), 'Bu soru kapatıldı; yeni cevap yazılamaz.'],
    ['not open to an unverified member', makeTopicDetail({ canReply: false }), 'Cevap yazmak için e-posta adresinizi doğrulamalısınız.'],
  ])('is hidden with the reason when the topic is %s', (_case, topic, reason) => {
    auth.user = member;
    renderForm(topic);
    expect(screen.getByRole('note')).toHaveTextContent(reason);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cevap Gönder' })).not.toBeInTheDocument();
  });

  it('offers visitors a sign-in link that comes back here', () => {
    renderForm(makeTopicDetail());
    expect(screen.getByRole('note')).toHaveTextContent('Cevap yazmak için giriş yapmalısınız.');
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Fforum%2Fengine%2Ftopic%2Ft1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("sends 'Cevap Yaz' as escaped paragraphs and says 'Cevabınız gönderildi.'", async () => {
    auth.user = member;
    const topic = makeTopicDetail();
    const fetchMock = mockFetch(() => jsonResponse(makeReply(), 201));
    const { user } = renderForm(topic);

    const send = screen.getByRole('button', { name: 'Cevap Gönder' });
    expect(send).toBeDisabled(); // an empty answer is not sent
    const box = screen.getByRole('textbox', { name: 'Cevap Yaz' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Valfi <temizleyin>{Enter}{Enter}Sonra deneyin');
    await user.click(send);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Cevabınız gönderildi.' }));
    expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toEqual([
      { body: '<p>Valfi &lt;temizleyin&gt;</p><p>Sonra deneyin</p>' },
    ]);
    expect(box).toHaveValue('');
  });

  it('keeps the answer being written as a draft, puts it back on return, and forgets it once sent', async () => {
    auth.user = member;
    const topic = makeTopicDetail();
    const key = draftKey(member.id, `reply:${topic.id}`);
    const fetchMock = mockFetch(() => jsonResponse(makeReply(), 201));
    const first = renderForm(topic);
    await first.user.type(screen.getByRole('textbox', { name: 'Cevap Yaz' }), 'Bujiye bakın');
    await waitFor(() => expect(readDraft(key)).toBe('Bujiye bakın'), { timeout: DRAFT_SAVE_DELAY_MS * 4 });
    first.unmount();

    const { user } = renderForm(topic);
    const box = screen.getByRole('textbox', { name: 'Cevap Yaz' });
    await waitFor(() => expect(box).toHaveValue('Bujiye bakın'));
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedilmemiş taslağınız geri yüklendi.');
    await user.click(screen.getByRole('button', { name: 'Cevap Gönder' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toEqual([{ body: '<p>Bujiye bakın</p>' }]);
    expect(readDraft(key)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("'Taslağı sil' empties the box and removes the draft; another member and a visitor never see it", async () => {
    const topic = makeTopicDetail();
    window.localStorage.setItem(draftKey(member.id, `reply:${topic.id}`), JSON.stringify({ value: 'Eski taslak', savedAt: Date.now() }));
    auth.user = { ...member, id: 'u10', username: 'baska' };
    const other = renderForm(topic);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('textbox', { name: 'Cevap Yaz' })).toHaveValue('');
    other.unmount();

    auth.user = member;
    const { user } = renderForm(topic);
    const box = screen.getByRole('textbox', { name: 'Cevap Yaz' });
    await waitFor(() => expect(box).toHaveValue('Eski taslak'));
    await user.click(screen.getByRole('button', { name: 'Taslağı sil' }));
    expect(box).toHaveValue('');
    expect(readDraft(draftKey(member.id, `reply:${topic.id}`))).toBeNull();
  });

  it('drafts older than 30 days are not offered, and signing out forgets every draft', () => {
    const key = draftKey(member.id, 'reply:t1');
    window.localStorage.setItem(key, JSON.stringify({ value: 'Eski', savedAt: Date.now() - 31 * 24 * 3600 * 1000 }));
    expect(readDraft(key)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ value: 'Yeni', savedAt: Date.now() }));
    window.localStorage.setItem('theme', 'dark');
    forgetDrafts();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('suggests members while @ and a few letters are typed; Enter puts the chosen @username in the answer', async () => {
    auth.user = member;
    const card = (username: string) => ({ id: username, username, fullName: null, bio: null, location: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z', garageCount: 0, totalLikes: 0, followersCount: 0, isFollowing: false, badges: [] });
    const fetchMock = mockFetch((url) => (url.pathname === '/api/users' ? jsonResponse({ items: [card('kaan.e46'), card('kaan_rs')], nextCursor: null }) : jsonResponse({})));
    const { user } = renderForm(makeTopicDetail());
    const box = screen.getByLabelText('Cevap Yaz');
    await user.type(box, 'Bence @kaa');
    const list = await screen.findByRole('listbox', { name: 'Bahsedilecek üyeler' });
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search)).toContain('?q=kaa&sort=followers&limit=5');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Bence @kaan_rs ');
    expect(list).not.toBeInTheDocument();
  });

  it("'Alıntıla' on an answer adds a quote naming its author to the answer being written", async () => {
    auth.user = member;
    mockFetch(() => jsonResponse({}));
    const topic = makeTopicDetail();
    const { user } = renderWithProviders(
      <>
        <ReplyItem reply={makeReply()} topic={topic} />
        <ReplyForm topic={topic} />
      </>,
      { route: '/forum/engine/topic/t1' },
    );
    const box = screen.getByLabelText('Cevap Yaz');
    await user.type(box, 'Bence de.');
    await user.click(screen.getByRole('button', { name: 'Alıntıla' }));
    expect(box).toHaveValue('Bence de.\n\n> @usta:\n> Rölanti valfini temizleyin.\n\n');
    expect(box).toHaveFocus();
  });
});

