import type { RealtimeChannel, RealtimeEvent } from '@garaj/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { EventStream } from './event-stream';

/** Lets the stream's batched (microtask) connection changes happen. */
const settle = () => Promise.resolve();

// Only `forum` exists today; a second channel name shows how the set of channels is kept.
const LOCATION = 'location' as RealtimeChannel;

function makeStream() {
  return new EventStream({ createEventSource: (url) => new FakeEventSource(url), retryDelayMs: 1_000 });
}

const reply = {
  topicId: 't1',
  categoryId: 'engine',
  reply: { id: 'r1' },
  repliesCount: 3,
  lastReplyAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => FakeEventSource.reset());
afterEach(() => vi.useRealTimers());

describe('EventStream', () => {
  it('opens nothing until someone listens, then one connection for all listeners of a channel', async () => {
    const stream = makeStream();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);

    const stopA = stream.subscribe('forum', () => {});
    const stopB = stream.subscribe('forum', () => {});
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().url).toBe('/api/events?channels=forum');

    stopA();
    await settle();
    expect(FakeEventSource.open).toHaveLength(1); // B still listens

    stopB();
    stopB(); // harmless twice
    await settle();
    expect(FakeEventSource.open).toHaveLength(0);
    expect(stream.channels).toEqual([]);
  });

  it('reopens with the union of the channels when the set changes, once per batch', async () => {
    const stream = makeStream();
    const stopForum = stream.subscribe('forum', () => {});
    const stopLocation = stream.subscribe(LOCATION, () => {});
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.latest().channels).toEqual(['forum', 'location']);

    // A second listener of a channel already carried changes nothing.
    const stopForum2 = stream.subscribe('forum', () => {});
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);

    stopLocation();
    await settle();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.latest().channels).toEqual(['forum']);

    stopForum();
    await settle();
    expect(FakeEventSource.open).toHaveLength(1);
    stopForum2();
    await settle();
    expect(FakeEventSource.open).toHaveLength(0);
  });

  it('delivers `<channel>.<type>` events, parsed, to the listeners of that channel only', async () => {
    const stream = makeStream();
    const forum = vi.fn<(event: RealtimeEvent<'forum'>) => void>();
    const other = vi.fn();
    stream.subscribe('forum', forum);
    stream.subscribe(LOCATION, other);
    await settle();
    const source = FakeEventSource.latest();
    source.ready();

    source.emit('forum.reply.created', reply);
    source.emit('forum.vote.changed', '{not json', true); // ignored
    source.emit('forum.unknown', { x: 1 }); // not a forum event type: nobody listens

    expect(forum).toHaveBeenCalledTimes(1);
    expect(forum).toHaveBeenCalledWith({ channel: 'forum', type: 'reply.created', data: reply });
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const stream = makeStream();
    const thrown = new Error('listener failed');
    const second = vi.fn();
    stream.subscribe('forum', () => {
      throw thrown;
    });
    stream.subscribe('forum', second);
    await settle();
    // The failure is reported apart (rethrown in a microtask), not to the event source.
    const errors: unknown[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        errors.push(error);
      }
    });
    FakeEventSource.latest().emit('forum.reply.created', reply);
    queue.mockRestore();

    expect(second).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([thrown]);
  });

  it('tells listeners to catch up after a reconnect, not on their first connection', async () => {
    const stream = makeStream();
    const onReconnect = vi.fn();
    stream.subscribe('forum', () => {}, { onReconnect });
    await settle();
    const source = FakeEventSource.latest();

    source.ready();
    expect(onReconnect).not.toHaveBeenCalled();

    source.drop(); // the browser reconnects by itself: same EventSource
    source.ready();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);

    // A listener joining the live connection catches up on the next reconnect too.
    const late = vi.fn();
    stream.subscribe('forum', () => {}, { onReconnect: late });
    await settle();
    source.drop();
    source.ready();
    expect(late).toHaveBeenCalledTimes(1);
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('retries with a growing delay when the server refuses the stream', async () => {
    vi.useFakeTimers();
    const stream = makeStream();
    const onReconnect = vi.fn();
    stream.subscribe('forum', () => {}, { onReconnect });
    await settle();
    FakeEventSource.latest().ready();

    FakeEventSource.latest().refuse();
    expect(FakeEventSource.open).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest().refuse();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest().ready();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the last listener leaves', async () => {
    vi.useFakeTimers();
    const stream = makeStream();
    const stop = stream.subscribe('forum', () => {});
    await settle();
    FakeEventSource.latest().refuse();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('ignores events of a connection it already replaced', async () => {
    const stream = makeStream();
    const listener = vi.fn();
    const stopLocation = stream.subscribe(LOCATION, () => {});
    stream.subscribe('forum', listener);
    await settle();
    const old = FakeEventSource.latest();
    stopLocation();
    await settle();
    old.emit('forum.reply.created', reply);
    expect(listener).not.toHaveBeenCalled();
    FakeEventSource.latest().emit('forum.reply.created', reply);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
