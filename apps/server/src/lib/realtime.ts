/**
 * The realtime hub: services publish typed events (`packages/shared/src/realtime.ts`) after
 * their transaction commits; the SSE route (`modules/live`) subscribes and forwards them to
 * browsers. docs/decisions/007-realtime-fan-out.md.
 *
 * Two implementations behind one interface:
 * - **in-process** (PGlite, which is one process by construction): listeners are called
 *   directly.
 * - **PostgreSQL** (`DATABASE_URL`): every instance delivers its own events to its own
 *   listeners at once and sends them with `pg_notify` on the channel {@link NOTIFY_CHANNEL};
 *   one dedicated `pg.Client` per instance LISTENs there (reconnecting with back-off) and
 *   delivers the events of the other instances. A NOTIFY payload is limited to 8000 bytes, so a
 *   larger event goes as numbered pieces in ONE statement (one transaction: PostgreSQL delivers
 *   them together and in order) that listeners put back together.
 *
 * Delivery is at most once: an instance whose LISTEN connection dropped may have missed events,
 * so after reconnecting it tells its subscribers (`onGap`) — the SSE route then ends its streams
 * and browsers reconnect and refetch (the `ready` rule of the wire format).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeChannel, RealtimeEventType, RealtimePayload } from '@garaj/shared';
import type { Database, Db } from '../db/client.ts';

/** The PostgreSQL NOTIFY channel of the hub (one for all typed channels). */
export const NOTIFY_CHANNEL = 'garaj_realtime';
/** Bytes of event JSON per NOTIFY (PostgreSQL's limit is 8000 with the header below). */
export const NOTIFY_PIECE_BYTES = 7000;
/** Larger events are dropped (logged): no event of ours comes near it. */
export const MAX_EVENT_BYTES = 1024 * 1024;
/** Incomplete pieces of an event are forgotten after this long (ms). */
const PIECE_TIMEOUT_MS = 30_000;

/** One event as the hub carries it. */
export interface RealtimeMessage {
  /** Unique, opaque (`<instance>-<sequence>`): the SSE `id:`. */
  id: string;
  channel: RealtimeChannel;
  type: string;
  data: unknown;
  /**
   * Private channels: the member ids the event is for (the SSE route delivers it only to their
   * streams). Absent: everyone subscribed to the channel.
   */
  audience?: string[];
}

export interface SubscribeOptions {
  /** Called when events may have been missed (the LISTEN connection was re-established). */
  onGap?: () => void;
}

export interface RealtimeHub {
  readonly kind: 'in-process' | 'postgres';
  /** Resolves once events of other instances can arrive (at once in-process). */
  readonly ready: Promise<void>;
  /**
   * Publishes an event to every subscriber of every instance. Call it AFTER the write's
   * transaction committed. Never throws: a failure is logged (the write itself succeeded).
   */
  publish<C extends RealtimeChannel, T extends RealtimeEventType<C>>(
    channel: C,
    type: T,
    data: RealtimePayload<C, T>,
    options?: { audience?: string[] },
  ): Promise<void>;
  /** Receives every event (all channels); returns the function that unsubscribes. */
  subscribe(listener: (message: RealtimeMessage) => void, options?: SubscribeOptions): () => void;
  /** Number of current subscribers on this instance. */
  readonly size: number;
  /** Stops listening and drops all subscribers. */
  close(): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

interface Subscriber {
  listener: (message: RealtimeMessage) => void;
  onGap?: () => void;
}

/** Subscribers of one instance and the local delivery to them. */
function createLocalFanOut(log: Logger) {
  const subscribers = new Set<Subscriber>();
  return {
    subscribers,
    deliver(message: RealtimeMessage) {
      for (const s of [...subscribers]) {
        try {
          s.listener(message);
        } catch (error) {
          log.error({ err: error, channel: message.channel, type: message.type }, 'realtime subscriber failed');
        }
      }
    },
    gap() {
      for (const s of [...subscribers]) {
        try {
          s.onGap?.();
        } catch (error) {
          log.error({ err: error }, 'realtime gap handler failed');
        }
      }
    },
    subscribe(listener: Subscriber['listener'], options: SubscribeOptions = {}) {
      const subscriber: Subscriber = { listener, onGap: options.onGap };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
  };
}

function nextIdFactory() {
  const instance = randomUUID().slice(0, 8);
  let sequence = 0;
  return { instance, next: () => `${instance}-${(++sequence).toString(36)}` };
}

/** The in-process hub (PGlite, tests). */
export function createInProcessHub(log: Logger, database?: Database): RealtimeHub {
  const fanOut = createLocalFanOut(log);
  const ids = nextIdFactory();
  // Events published inside a transaction (publishInTransaction) arrive as NOTIFYs at commit;
  // the embedded engine delivers them in-process.
  const decoder = createNotificationDecoder((_origin, message) => fanOut.deliver(message), log);
  let unlisten: (() => Promise<void>) | undefined;
  const ready = database?.pglite
    ? database.pglite.listen(NOTIFY_CHANNEL, (payload) => decoder.push(payload)).then((stop) => void (unlisten = stop))
    : Promise.resolve();
  return {
    kind: 'in-process',
    ready,
    publish(channel, type, data, options) {
      fanOut.deliver({ id: ids.next(), channel, type, data, ...(options?.audience ? { audience: options.audience } : {}) });
      return Promise.resolve();
    },
    subscribe: (listener, options) => fanOut.subscribe(listener, options),
    get size() {
      return fanOut.subscribers.size;
    },
    async close() {
      fanOut.subscribers.clear();
      decoder.clear();
      await unlisten?.().catch(() => {});
    },
  };
}

/**
 * Splits a UTF-8 string into pieces of at most `maxBytes` bytes without cutting a character.
 * Exported for tests.
 */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + maxBytes, bytes.length);
    // Step back over continuation bytes (10xxxxxx) so the piece ends on a character boundary.
    while (end < bytes.length && end > start && (bytes[end]! & 0xc0) === 0x80) end--;
    pieces.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return pieces;
}

/**
 * NOTIFY payloads of one event. Whole: `m <json>`; in pieces: `p <event id> <index> <count> <text>`.
 * The JSON is `{ o: <origin instance>, m: RealtimeMessage }`.
 */
export function encodeNotifications(origin: string, message: RealtimeMessage, pieceBytes = NOTIFY_PIECE_BYTES): string[] {
  const json = JSON.stringify({ o: origin, m: message });
  if (Buffer.byteLength(json, 'utf8') <= pieceBytes) return [`m ${json}`];
  const pieces = splitUtf8(json, pieceBytes);
  return pieces.map((piece, i) => `p ${message.id} ${i} ${pieces.length} ${piece}`);
}

/** Puts NOTIFY payloads back into events; incomplete ones are forgotten after PIECE_TIMEOUT_MS. */
export function createNotificationDecoder(onMessage: (origin: string, message: RealtimeMessage) => void, log: Logger) {
  const partial = new Map<string, { pieces: (string | undefined)[]; received: number; timer: ReturnType<typeof setTimeout> }>();
  const finish = (json: string) => {
    let parsed: { o?: unknown; m?: RealtimeMessage };
    try {
      parsed = JSON.parse(json) as typeof parsed;
    } catch {
      log.warn('realtime: unreadable notification dropped');
      return;
    }
    if (typeof parsed.o === 'string' && parsed.m && typeof parsed.m.channel === 'string') onMessage(parsed.o, parsed.m);
  };
  return {
    push(payload: string) {
      if (payload.startsWith('m ')) return finish(payload.slice(2));
      const match = /^p (\S+) (\d+) (\d+) /.exec(payload);
      if (!match) return;
      const [head, id, indexText, countText] = match as unknown as [string, string, string, string];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || count > Math.ceil(MAX_EVENT_BYTES / 1000) || index >= count) return;
      let entry = partial.get(id);
      if (!entry) {
        const timer = setTimeout(() => partial.delete(id), PIECE_TIMEOUT_MS);
        timer.unref?.();
        entry = { pieces: new Array<string | undefined>(count), received: 0, timer };
        partial.set(id, entry);
      }
      if (entry.pieces[index] === undefined) {
        entry.pieces[index] = payload.slice(head.length);
        entry.received++;
      }
      if (entry.received === entry.pieces.length) {
        clearTimeout(entry.timer);
        partial.delete(id);
        finish(entry.pieces.join(''));
      }
    },
    clear() {
      for (const entry of partial.values()) clearTimeout(entry.timer);
      partial.clear();
    },
  };
}

export interface PostgresHubOptions {
  /** The application's database (NOTIFY goes through its pool). */
  database: Database;
  /** Connection string for the dedicated LISTEN connection. */
  url: string;
  log: Logger;
  /** First and longest wait between reconnection attempts (ms). Default 500 and 15 000. */
  minReconnectMs?: number;
  maxReconnectMs?: number;
}

/** The PostgreSQL hub: LISTEN/NOTIFY between instances on one database. */
export function createPostgresHub(options: PostgresHubOptions): RealtimeHub {
  const { database, url, log } = options;
  const minWait = options.minReconnectMs ?? 500;
  const maxWait = options.maxReconnectMs ?? 15_000;
  const fanOut = createLocalFanOut(log);
  const ids = nextIdFactory();
  const decoder = createNotificationDecoder((origin, message) => {
    // Our own events were delivered locally when published.
    if (origin !== ids.instance) fanOut.deliver(message);
  }, log);

  let closed = false;
  let client: pg.Client | null = null;
  let attempts = 0;
  let everConnected = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = Math.min(maxWait, minWait * 2 ** Math.min(attempts, 10));
    attempts++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref?.();
  };

  /** Forgets a broken client (once) and plans the next attempt. */
  const drop = (c: pg.Client, reason: unknown) => {
    if ((c as unknown as { garajDropped?: boolean }).garajDropped) return;
    (c as unknown as { garajDropped?: boolean }).garajDropped = true;
    if (client === c) client = null;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    if (!closed) {
      log.warn({ err: reason }, 'realtime: LISTEN connection lost; reconnecting');
      scheduleReconnect();
    }
  };

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'garaj-realtime' });
    c.on('error', (error) => drop(c, error));
    c.on('end', () => drop(c, new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel === NOTIFY_CHANNEL && n.payload) decoder.push(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (error) {
      drop(c, error);
      return;
    }
    if (closed) {
      (c as unknown as { garajDropped?: boolean }).garajDropped = true;
      await c.end().catch(() => {});
      return;
    }
    client = c;
    attempts = 0;
    if (everConnected) {
      log.info('realtime: LISTEN connection re-established');
      fanOut.gap();
    }
    everConnected = true;
    resolveReady();
  }
  void connect();

  return {
    kind: 'postgres',
    ready,
    async publish(channel, type, data, publishOptions) {
      const message: RealtimeMessage = { id: ids.next(), channel, type, data, ...(publishOptions?.audience ? { audience: publishOptions.audience } : {}) };
      fanOut.deliver(message);
      try {
        const payloads = encodeNotifications(ids.instance, message);
        if (payloads.length * NOTIFY_PIECE_BYTES > MAX_EVENT_BYTES) {
          log.warn({ channel, type, pieces: payloads.length }, 'realtime: event too large for other instances; dropped');
          return;
        }
        // One statement = one transaction: the pieces arrive together and in order.
        await database.db.execute(sql`select ${sql.join(payloads.map((p) => sql`pg_notify(${NOTIFY_CHANNEL}, ${p})`), sql`, `)}`);
      } catch (error) {
        log.error({ err: error, channel, type }, 'realtime: NOTIFY failed');
      }
    },
    subscribe: (listener, options) => fanOut.subscribe(listener, options),
    get size() {
      return fanOut.subscribers.size;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      decoder.clear();
      fanOut.subscribers.clear();
      const c = client;
      client = null;
      if (c) {
        (c as unknown as { garajDropped?: boolean }).garajDropped = true;
        c.removeAllListeners('notification');
        await c.end().catch(() => {});
      }
      resolveReady();
    },
  };
}

/** The hub for a database: PostgreSQL LISTEN/NOTIFY on a server, in-process on PGlite. */
export function createRealtimeHub(options: { database: Database; url?: string; log: Logger }): RealtimeHub {
  if (options.database.kind === 'postgres' && options.url) return createPostgresHub({ database: options.database, url: options.url, log: options.log });
  return createInProcessHub(options.log, options.database);
}

/** Origin of events sent by {@link publishInTransaction}: no instance has it, so every instance delivers them. */
const TRANSACTION_ORIGIN = 'tx';

/**
 * Publishes an event when (and only if) the transaction `tx` commits: a PostgreSQL NOTIFY is
 * queued with the transaction and delivered at COMMIT, dropped on ROLLBACK — on a server to every
 * instance's LISTEN connection, on the embedded engine in-process. For events about rows the same
 * transaction writes (a notification's unread count), so a client that refetches on the event
 * sees the new rows. Same wire format and size limit as `publish`.
 * @throws what the NOTIFY statement throws (it fails the transaction, like any statement in it)
 */
export async function publishInTransaction<C extends RealtimeChannel, T extends RealtimeEventType<C>>(
  tx: Db,
  channel: C,
  type: T,
  data: RealtimePayload<C, T>,
  options?: { audience?: string[] },
): Promise<void> {
  const message: RealtimeMessage = { id: `${TRANSACTION_ORIGIN}-${randomUUID()}`, channel, type, data, ...(options?.audience ? { audience: options.audience } : {}) };
  const payloads = encodeNotifications(TRANSACTION_ORIGIN, message);
  if (payloads.length * NOTIFY_PIECE_BYTES > MAX_EVENT_BYTES) throw new Error(`realtime: event ${channel}.${type} too large`);
  await tx.execute(sql`select ${sql.join(payloads.map((p) => sql`pg_notify(${NOTIFY_CHANNEL}, ${p})`), sql`, `)}`);
}
