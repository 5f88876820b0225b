import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { useTopic } from '../api/get-topic';
import { makeTopicDetail } from '../testing/fixtures';
import { VoteButtons } from './vote-buttons';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TOPIC_ID = makeTopicDetail().id;
const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

/** The topic's vote buttons fed from the detail query, as on the topic page. */
function Harness() {
  const { data } = useTopic(TOPIC_ID);
  return data ? (
    <VoteButtons target={{ kind: 'topic', topicId: data.id }} state={{ myVote: data.myVote, score: data.score, upvotesCount: data.upvotesCount }} isMine={data.isMine} action={`/forum/c/topic/${data.id}`} />
  ) : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  auth.user = null;
});

describe('VoteButtons', () => {
  it("says 'Giriş Gerekli' to visitors and sends nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeTopicDetail()));
    const { user } = renderWithProviders(<Harness />);

    const up = await screen.findByRole('button', { name: 'Olumlu oy ver' });
    expect(up).toBeEnabled();
    await user.click(up);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', { description: 'Oy vermek için giriş yapmalısınız.' }));
    expect(calls(fetchMock)).toEqual([`GET /api/forum/topics/${TOPIC_ID}`]);
  });

  it("is disabled on the member's own post, with the reason", async () => {
    auth.user = member;
    mockFetch(() => jsonResponse(makeTopicDetail({ isMine: true })));
    renderWithProviders(<Harness />);

    const up = await screen.findByRole('button', { name: /Olumlu oy ver/ });
    const down = screen.getByRole('button', { name: /Olumsuz oy ver/ });
    expect(up).toBeDisabled();
    expect(down).toBeDisabled();
    expect(up).toHaveAccessibleName(expect.stringContaining('Kendi gönderinize oy veremezsiniz.'));
    expect(screen.getByRole('group', { name: 'Oylama' })).toHaveAttribute('title', 'Kendi gönderinize oy veremezsiniz.');
  });

  it('votes up at once, takes the vote back on a second press, and shows the server’s score', async () => {
    auth.user = member;
    const fetchMock = mockFetch((_url, init) => {
      if (init.method !== 'PUT') return jsonResponse(makeTopicDetail({ score: 2, upvotesCount: 2 }));
      const { value } = JSON.parse(String(init.body)) as { value: number };
      return jsonResponse(value === 1 ? { myVote: 1, score: 10, upvotesCount: 9 } : { myVote: 0, score: 9, upvotesCount: 8 });
    });
    const { user } = renderWithProviders(<Harness />);

    const up = await screen.findByRole('button', { name: 'Olumlu oy ver' });
    await user.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Puan: 10')).toBeInTheDocument();

    await user.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Puan: 9')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PUT /api/forum/topics/${TOPIC_ID}/vote`)).toEqual([{ value: 1 }, { value: 0 }]);
  });

  it('rolls the vote back and tells why when the server refuses it', async () => {
    auth.user = member;
    mockFetch((_url, init) =>
      init.method === 'PUT' ? errorResponse(403, 'OWN_VOTE') : jsonResponse(makeTopicDetail({ score: 2, upvotesCount: 2 })),
    );
    const { user } = renderWithProviders(<Harness />);

    const down = await screen.findByRole('button', { name: 'Olumsuz oy ver' });
    await user.click(down);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Kendi gönderinize oy veremezsiniz.' }));
    expect(down).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Puan: 2')).toBeInTheDocument();
  });
});
