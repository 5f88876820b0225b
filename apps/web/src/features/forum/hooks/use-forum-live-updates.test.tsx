import type { ForumPage, Reply, TopicPage } from '@garaj/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { FakeEventSource } from '@/test/fake-event-source';
import { renderWithProviders } from '@/test/test-utils';
import { recentTopicsParams } from '../api/list-params';
import { forumKeys } from '../api/query-keys';
import { TopicList } from '../components/topic-list';
import { forumPage, topicPage, makeAuthor, makeReply, makeStats, makeTopic } from '../testing/fixtures';
import { useForumLiveUpdates } from './use-forum-live-updates';

const TOPIC_A = makeTopic({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', title: 'Turbo basıncı düşüyor' });
const TOPIC_B = makeTopic({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', title: 'Fren balatası ne zaman değişir?', categoryId: 'brakes' });

/** A forum screen: the live updates and the recent topics list. */
function Screen() {
  useForumLiveUpdates();
  return <TopicList params={recentTopicsParams()} paged={false} />;
}

function api() {
  return mockFetch((url) => {
    if (url.pathname === '/api/forum/topics') return jsonResponse(topicPage([TOPIC_A]));
    if (url.pathname === '/api/forum/stats') return jsonResponse(makeStats());
    return jsonResponse([]);
  });
}

/** The stream the page opened, once connected. */
async function connectedStream() {
  await waitFor(() => expect(FakeEventSource.open).toHaveLength(1));
  const source = FakeEventSource.latest();
  expect(source.url).toBe('/api/events?channels=forum');
  source.ready();
  return source;
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('forum live updates', () => {
  it('puts a question asked elsewhere at the top of the open list, once', async () => {
    api();
    renderWithProviders(<Screen />);
    await screen.findByText(TOPIC_A.title);
    const source = await connectedStream();

    source.emit('forum.topic.created', TOPIC_B);
    source.emit('forum.topic.created', TOPIC_B); // the same event twice changes nothing more

    await waitFor(() => expect(titles()).toEqual([TOPIC_B.title, TOPIC_A.title]));
  });

  it('updates reply counts and scores of the cards from the events', async () => {
    api();
    renderWithProviders(<Screen />);
    await screen.findByText(TOPIC_A.title);
    const source = await connectedStream();

    source.emit('forum.reply.created', {
      topicId: TOPIC_A.id,
      categoryId: TOPIC_A.categoryId,
      reply: makeReply({ topicId: TOPIC_A.id }),
      repliesCount: 5,
      lastReplyAt: '2026-03-15T09:00:00.000Z',
    });
    source.emit('forum.vote.changed', { target: 'topic', id: TOPIC_A.id, topicId: TOPIC_A.id, score: 7, upvotesCount: 8 });

    expect(await screen.findByText('5 cevap')).toBeInTheDocument();
    expect(await screen.findByText('8 beğeni')).toBeInTheDocument();
    expect(screen.getByText(/Son cevap: @usta/)).toBeInTheDocument();
  });

  it("adds another member's answer to the cached replies as theirs, and the viewer's own as theirs", async () => {
    api();
    const { queryClient } = renderWithProviders(<Screen />);
    await screen.findByText(TOPIC_A.title);
    queryClient.setQueryData(sessionQueryKey, { session: { id: 's', userId: 'me', expiresAt: '' }, user: { id: 'me', email: 'a@b.c', emailVerified: true, name: 'a' } });
    const key = forumKeys.replyPage(TOPIC_A.id, 1);
    queryClient.setQueryData<ForumPage<Reply>>(key, forumPage([makeReply({ id: 'r1', topicId: TOPIC_A.id })]));
    const source = await connectedStream();

    const theirs = makeReply({ id: 'r2', topicId: TOPIC_A.id });
    const mine = makeReply({ id: 'r3', topicId: TOPIC_A.id, author: makeAuthor({ id: 'me' }) });
    for (const reply of [theirs, mine, theirs]) {
      const { myVote: _v, isMine: _m, canDelete: _d, ...publicReply } = reply;
      source.emit('forum.reply.created', { topicId: TOPIC_A.id, categoryId: 'engine', reply: publicReply, repliesCount: 3, lastReplyAt: reply.createdAt });
    }

    const cached = queryClient.getQueryData<ForumPage<Reply>>(key)!;
    expect(cached.items.map((r) => [r.id, r.isMine])).toEqual([
      ['r1', false],
      ['r2', false],
      ['r3', true],
    ]);
    expect(cached.total).toBe(3);
  });

  it('refetches the forum after a reconnect, and closes the stream when the screen goes', async () => {
    const fetchMock = api();
    const { unmount } = renderWithProviders(<Screen />);
    await screen.findByText(TOPIC_A.title);
    const source = await connectedStream();
    const topicCalls = () => calls(fetchMock).filter((c) => c.startsWith('GET /api/forum/topics')).length;
    expect(topicCalls()).toBe(1);

    source.drop();
    source.ready();
    await waitFor(() => expect(topicCalls()).toBe(2));

    unmount();
    await waitFor(() => expect(FakeEventSource.open).toHaveLength(0));
  });

  it('moves a pinned topic and refetches the lists when a moderator pins it', async () => {
    const fetchMock = api();
    const { queryClient } = renderWithProviders(<Screen />);
    await screen.findByText(TOPIC_A.title);
    const source = await connectedStream();

    source.emit('forum.topic.updated', { topicId: TOPIC_A.id, categoryId: 'engine', isPinned: true, isLocked: true, status: 'closed' });

    const card = queryClient.getQueryData<TopicPage>(forumKeys.topics(recentTopicsParams()))!.items[0]!;
    expect([card.isPinned, card.isLocked, card.status]).toEqual([true, true, 'closed']);
    await waitFor(() => expect(calls(fetchMock).filter((c) => c.startsWith('GET /api/forum/topics'))).toHaveLength(2));
  });
});
