import { describe, expect, it } from 'vitest';
import { forumLevel, newReplyInput, newTopicInput, topicListQuery, topicModerationInput, voteInput } from './forum.ts';
import { REALTIME_EVENT_TYPES, onRealtimeEvent, realtimeEventName, realtimeUrl, type EventSourceLike } from '../realtime.ts';

const codeOf = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('forum input schemas', () => {
  it('an empty question is QUESTION_EMPTY, an empty discussion title TOPIC_TITLE_REQUIRED', () => {
    expect(codeOf(newTopicInput.safeParse({ categoryId: 'engine', title: '   ' }))).toEqual(['title:QUESTION_EMPTY']);
    expect(codeOf(newTopicInput.safeParse({ categoryId: 'engine', kind: 'discussion', title: '', body: '' }))).toEqual([
      'title:TOPIC_TITLE_REQUIRED',
      'body:TOPIC_BODY_EMPTY',
    ]);
  });

  it('a question may have only a title (quick ask); tags are trimmed and de-duplicated', () => {
    const v = newTopicInput.parse({ categoryId: 'engine', title: ' Motor ısınıyor ', tags: [' Turbo', 'turbo', 'Yağ'] });
    expect(v).toMatchObject({ kind: 'question', title: 'Motor ısınıyor', body: '', tags: ['Turbo', 'Yağ'], isUrgent: false });
    expect(codeOf(newTopicInput.safeParse({ categoryId: 'engine', title: 'x', tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }))).toEqual(['tags:TOO_MANY_TAGS']);
    expect(codeOf(newTopicInput.safeParse({ categoryId: 'engine', title: 'x', tags: ['a'] }))).toEqual(['tags.0:TAG_INVALID']);
  });

  it('replies, votes, moderation and list queries', () => {
    expect(codeOf(newReplyInput.safeParse({ body: ' ' }))).toEqual(['body:ANSWER_EMPTY']);
    expect(voteInput.safeParse({ value: 2 }).success).toBe(false);
    expect(voteInput.parse({ value: 0 })).toEqual({ value: 0 });
    expect(topicModerationInput.safeParse({}).success).toBe(false);
    expect(topicModerationInput.safeParse({ status: 'answered' }).success).toBe(false);
    expect(topicListQuery.parse({ cursor: 'abc' })).toEqual({ cursor: 'abc', limit: 20, sort: 'newest' });
    expect(topicListQuery.safeParse({ limit: '51' }).success).toBe(false);
    expect(topicListQuery.safeParse({ cursor: 'x'.repeat(501) }).success).toBe(false);
  });

  it('levels follow the documented thresholds', () => {
    expect(forumLevel(0)).toEqual({ level: 'beginner', tier: 'bronze' });
    expect(forumLevel(50)).toEqual({ level: 'intermediate', tier: 'silver' });
    expect(forumLevel(250)).toEqual({ level: 'expert', tier: 'gold' });
  });
});

describe('realtime contract', () => {
  it('names events <channel>.<type> and parses their JSON data', () => {
    expect(realtimeEventName('forum', 'reply.created')).toBe('forum.reply.created');
    expect(realtimeUrl(['forum'])).toBe('/api/events?channels=forum');
    const listeners = new Map<string, (e: { data: string }) => void>();
    const source: EventSourceLike = {
      addEventListener: (t, l) => listeners.set(t, l),
      removeEventListener: (t) => listeners.delete(t),
    };
    const got: unknown[] = [];
    const stop = onRealtimeEvent(source, 'forum', 'topic.deleted', (d) => got.push(d.topicId));
    listeners.get('forum.topic.deleted')!({ data: '{"topicId":"t1","categoryId":"engine"}' });
    listeners.get('forum.topic.deleted')!({ data: 'not json' });
    expect(got).toEqual(['t1']);
    stop();
    expect(listeners.size).toBe(0);
  });
});

describe('realtime event list', () => {
  it('lists every forum event type once', () => {
    const types = REALTIME_EVENT_TYPES.forum;
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('reply.created');
  });
});
