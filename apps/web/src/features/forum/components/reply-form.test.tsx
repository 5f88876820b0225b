import type { TopicDetail } from '@garaj/shared';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeReply, makeTopicDetail } from '../testing/fixtures';
import { ReplyForm } from './reply-form';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

function renderForm(topic: TopicDetail) {
  return renderWithProviders(<ReplyForm topic={topic} />, { route: '/forum/engine/topic/t1' });
}

afterEach(() => {
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
});
