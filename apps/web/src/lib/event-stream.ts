/**
 * The page's one live connection to the server: Server-Sent Events from
 * `GET /api/events?channels=a,b` (Live; channels, events and the wire format are
 * typed in `packages/shared/src/realtime.ts`). Any feature can listen:
 *
 * ```ts
 * const stop = eventStream.subscribe('forum', (event) => { … }, { onReconnect: () => refetch() });
 * stop();
 * ```
 * or, in a component, `useLiveEvents('forum', handler)` (hooks/use-live-events.ts).
 *
 * - **One `EventSource` per page**, whatever the number of listeners. It is opened only when
 *   someone subscribes — never on the server, never before hydration (subscriptions happen in
 *   effects) — and closed when the last listener leaves.
 * - **Channels are ref-counted**: the connection carries the union of the channels listened to.
 *   When that set changes, the connection is reopened with the new set (changes made in one
 *   commit — several components mounting together — are batched into one reopen, a microtask
 *   later). Events sent while the connection is being reopened are not replayed.
 * - **Event names on the wire** are `<channel>.<type>` (e.g. `forum.reply.created`); the data is
 *   the event's JSON. Listeners of a channel receive `{ channel, type, data }`.
 * - **Reconnects**: the browser's `EventSource` reconnects by itself after a dropped connection
 *   (after the server's `retry`); when it gives up (the server answered an error, e.g. too many
 *   connections), the stream retries with a back-off of 1 s doubling up to 30 s.
 * - **Catching up**: the server sends `ready` first on every connection and does not replay
 *   events. From a listener's second `ready` on (a reconnect, or a reopen for a new channel
 *   set), its `onReconnect` runs: it should refetch what it shows (invalidate its queries).
 */
import {
  REALTIME_EVENT_TYPES,
  realtimeUrl,
  type RealtimeChannel,
  type RealtimeEvent,
  type RealtimeReady,
} from '@garaj/shared';

/** Receives the events of one channel (`RealtimeEvent` is discriminated by `type`). */
export type LiveEventListener<C extends RealtimeChannel> = (event: RealtimeEvent<C>) => void;

export interface SubscribeOptions {
  /**
   * Runs when the connection carrying the channel was made again (after a drop, a refused
   * stream, or a change of the channel set): events may have been missed, refetch.
   */
  onReconnect?: () => void;
}

/** The part of the browser's `EventSource` the stream uses (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((event: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions {
  /** Makes the connection; defaults to the global `EventSource` (none on the server). */
  createEventSource?: EventSourceFactory;
  /** First retry delay after the server refused the stream, in ms (doubles up to 30 s). */
  retryDelayMs?: number;
}

/** `EventSource.CLOSED`: the browser gave up reconnecting. */
const CLOSED = 2;
const MAX_RETRY_DELAY_MS = 30_000;

interface Subscription {
  channel: RealtimeChannel;
  listener: (event: RealtimeEvent) => void;
  onReconnect: (() => void) | undefined;
  /** A connection carrying the channel has been ready at least once since subscribing. */
  connected: boolean;
}

/** The browser's `EventSource` (looked up when connecting); null on the server. */
function browserEventSource(): EventSourceFactory | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url, { withCredentials: true });
}

/** The shared live connection; see the module comment. Use {@link eventStream}, not this. */
export class EventStream {
  private readonly createEventSource: EventSourceFactory | null;
  private readonly baseRetryDelay: number;
  private readonly subscriptions = new Set<Subscription>();
  private source: EventSourceLike | null = null;
  /** The channels of the connection (open, opening or waiting to retry), sorted and joined. */
  private openKey = '';
  private syncScheduled = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay: number;
  /** The channels of the current connection's `ready` (empty until then and after an error). */
  private readyChannels = new Set<RealtimeChannel>();

  constructor(options: EventStreamOptions = {}) {
    this.createEventSource = options.createEventSource ?? null;
    this.baseRetryDelay = options.retryDelayMs ?? 1_000;
    this.retryDelay = this.baseRetryDelay;
  }

  /**
   * Listens to one channel until the returned function is called (calling it twice is
   * harmless). Opens, widens, narrows or closes the connection as needed — batched, a microtask
   * later. Does nothing where there is no `EventSource` (server rendering).
   */
  subscribe<C extends RealtimeChannel>(channel: C, listener: LiveEventListener<C>, options: SubscribeOptions = {}): () => void {
    const subscription: Subscription = {
      channel,
      listener: listener as unknown as Subscription['listener'],
      onReconnect: options.onReconnect,
      // Joining a connection that is already live: the next `ready` is a reconnect for it too.
      connected: this.readyChannels.has(channel),
    };
    this.subscriptions.add(subscription);
    this.scheduleSync();
    return () => {
      if (this.subscriptions.delete(subscription)) this.scheduleSync();
    };
  }

  /** The channels the connection carries now (empty when closed). */
  get channels(): RealtimeChannel[] {
    return this.openKey ? (this.openKey.split(',') as RealtimeChannel[]) : [];
  }

  private wantedKey(): string {
    return [...new Set([...this.subscriptions].map((s) => s.channel))].sort().join(',');
  }

  private scheduleSync(): void {
    if (this.syncScheduled) return;
    this.syncScheduled = true;
    queueMicrotask(() => {
      this.syncScheduled = false;
      this.sync();
    });
  }

  /** Makes the connection carry exactly the channels listened to. */
  private sync(): void {
    const wanted = this.wantedKey();
    if (wanted === this.openKey) return;
    this.close();
    if (wanted) this.open(wanted);
  }

  private open(key: string): void {
    const create = this.createEventSource ?? browserEventSource();
    if (!create) return;
    this.openKey = key;
    const channels = key.split(',') as RealtimeChannel[];
    const source = create(realtimeUrl(channels));
    this.source = source;
    source.addEventListener('ready', (message) => this.onReady(source, message.data));
    for (const channel of channels) {
      // `?? []`: a channel the server knows but this build does not (a newer server) carries nothing.
      const types: readonly string[] = REALTIME_EVENT_TYPES[channel] ?? [];
      for (const type of types) {
        const name = `${channel}.${type}`;
        source.addEventListener(name, (message) => this.dispatch(source, channel, type, message.data));
      }
    }
    source.onerror = () => {
      if (this.source !== source) return;
      this.readyChannels.clear();
      // CONNECTING: the browser reconnects by itself (the next `ready` tells listeners).
      if (source.readyState !== CLOSED) return;
      // The server refused the stream (an HTTP error, too many connections): retry later.
      source.close();
      this.source = null;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.openKey = '';
        this.sync();
      }, this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, MAX_RETRY_DELAY_MS);
    };
  }

  /** `ready` starts every (re)connection: listeners that were connected before catch up. */
  private onReady(source: EventSourceLike, raw: string): void {
    if (this.source !== source) return;
    this.retryDelay = this.baseRetryDelay;
    const ready = parse<RealtimeReady>(raw);
    const channels = new Set(ready?.channels ?? this.channels);
    this.readyChannels = channels;
    for (const subscription of [...this.subscriptions]) {
      if (!channels.has(subscription.channel)) continue;
      if (subscription.connected) subscription.onReconnect?.();
      subscription.connected = true;
    }
  }

  private close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.source?.close();
    this.source = null;
    this.openKey = '';
    this.readyChannels.clear();
  }

  private dispatch(source: EventSourceLike, channel: RealtimeChannel, type: string, raw: string): void {
    if (this.source !== source) return;
    const data = parse(raw);
    if (data === undefined) return;
    const event = { channel, type, data } as RealtimeEvent;
    for (const subscription of [...this.subscriptions]) {
      if (subscription.channel !== channel || !this.subscriptions.has(subscription)) continue;
      try {
        subscription.listener(event);
      } catch (error) {
        // One failing listener must not keep the event from the others; report it.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

function parse<T = unknown>(raw: string): T | undefined {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** The page's one live connection (see the module comment). */
export const eventStream = new EventStream();
