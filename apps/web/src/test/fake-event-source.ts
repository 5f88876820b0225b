/**
 * A stand-in for the browser's `EventSource` (jsdom has none), for tests of live updates
 * (lib/event-stream.ts). `vi.stubGlobal('EventSource', FakeEventSource)`, then drive it:
 * `FakeEventSource.latest().ready(['forum'])`, `.emit('forum.reply.created', data)`, `.drop()`.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every instance made since the last {@link FakeEventSource.reset}, oldest first. */
  static instances: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.instances = [];
  }

  /** The instances not closed. */
  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** The newest instance (throws when there is none). */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => unknown) | null = null;
  onopen: ((event: Event) => unknown) | null = null;
  onmessage: ((event: MessageEvent) => unknown) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  /** The `channels` query parameter, split. */
  get channels(): string[] {
    return (new URL(this.url, 'http://localhost').searchParams.get('channels') ?? '').split(',').filter(Boolean);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  // ── Test controls: what the server and the network would do ──────────────────────────

  /** The connection is up: the server's first event, `ready`. */
  ready(channels: string[] = this.channels): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
    this.emit('ready', { channels });
  }

  /** A named event with JSON data (`raw` sends the text as is). */
  emit(type: string, data: unknown, raw = false): void {
    const event = new MessageEvent<string>(type, { data: raw ? String(data) : JSON.stringify(data) });
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  /** The connection dropped; the browser will reconnect by itself. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** The server refused the stream (HTTP error): the browser gives up. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}
