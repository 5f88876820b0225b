import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { migratedTemplate } from '../../test/helpers.ts';
import {
  createInProcessHub,
  createNotificationDecoder,
  createPostgresHub,
  encodeNotifications,
  publishInTransaction,
  splitUtf8,
  type RealtimeHub,
  type RealtimeMessage,
} from './realtime.ts';

const silent = { warn() {}, error() {}, info() {} };

const vote = (id: string, score: number) => ({ target: 'topic' as const, id, topicId: id, score, upvotesCount: score });

describe('NOTIFY payload encoding', () => {
  it('splits UTF-8 text into pieces within the byte limit without cutting a character', () => {
    const text = 'Şanzıman ayarı ğüşiöç '.repeat(50) + '🚗'.repeat(30);
    const pieces = splitUtf8(text, 100);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(100);
    expect(pieces.every((p) => !p.includes('\uFFFD'))).toBe(true);
  });

  it('sends a small event whole and a large one in numbered pieces that decode back (any order)', () => {
    const small: RealtimeMessage = { id: 'a-1', channel: 'forum', type: 'vote.changed', data: vote('t', 1) };
    expect(encodeNotifications('inst', small)).toHaveLength(1);
    const large: RealtimeMessage = { id: 'a-2', channel: 'forum', type: 'topic.deleted', data: { topicId: 'ç'.repeat(20_000), categoryId: 'engine' } };
    const payloads = encodeNotifications('inst', large);
    expect(payloads.length).toBeGreaterThan(5);
    for (const p of payloads) expect(Buffer.byteLength(p, 'utf8')).toBeLessThan(8000);
    const got: [string, RealtimeMessage][] = [];
    const decoder = createNotificationDecoder((origin, m) => got.push([origin, m]), silent);
    for (const p of [...payloads].reverse()) decoder.push(p);
    decoder.push(encodeNotifications('other', small)[0]!);
    decoder.push('garbage');
    expect(got).toEqual([
      ['inst', large],
      ['other', small],
    ]);
    decoder.clear();
  });
});

describe('in-process hub', () => {
  it('delivers every published event to every subscriber until it unsubscribes; a failing subscriber harms no other', async () => {
    const hub = createInProcessHub(silent);
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    const stopA = hub.subscribe((m) => a.push(m));
    hub.subscribe(() => {
      throw new Error('broken subscriber');
    });
    hub.subscribe((m) => b.push(m));
    await hub.publish('forum', 'vote.changed', vote('t1', 3));
    stopA();
    await hub.publish('forum', 'vote.changed', vote('t2', 4), { audience: ['u1'] });
    expect(a.map((m) => (m.data as { id: string }).id)).toEqual(['t1']);
    expect(b.map((m) => [m.type, (m.data as { id: string }).id, m.audience])).toEqual([
      ['vote.changed', 't1', undefined],
      ['vote.changed', 't2', ['u1']],
    ]);
    expect(new Set([...a, ...b].map((m) => m.id)).size).toBe(2);
    expect(hub.size).toBe(2);
    await hub.close();
    expect(hub.size).toBe(0);
  });
});

describe('publishInTransaction', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });

  /** The embedded engine, and the server too when CI gives one. */
  const engines: [string, () => Promise<{ database: Database; hub: RealtimeHub }>][] = [
    [
      'PGlite (in-process)',
      async () => {
        const database = await openDatabase({ loadDataDir: await migratedTemplate() });
        const hub = createInProcessHub(silent, database);
        opened.push(database, hub);
        await hub.ready;
        return { database, hub };
      },
    ],
  ];
  if (process.env.DATABASE_URL) {
    engines.push([
      'PostgreSQL (LISTEN/NOTIFY)',
      async () => {
        const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
        const hub = createPostgresHub({ database, url: process.env.DATABASE_URL!, log: silent });
        opened.push(database, hub);
        await hub.ready;
        return { database, hub };
      },
    ]);
  }

  it.each(engines)('%s: delivers at COMMIT (nothing before), nothing after ROLLBACK, with the audience', async (_name, open) => {
    const { database, hub } = await open();
    const got: RealtimeMessage[] = [];
    hub.subscribe((m) => got.push(m));
    let seenInside = -1;
    const delivered = new Promise<void>((resolve) => {
      const stop = hub.subscribe((m) => {
        if (m.type !== 'changed') return;
        stop();
        resolve();
      });
    });
    await database.db.transaction(async (tx) => {
      await publishInTransaction(tx, 'notifications', 'changed', { unreadCount: 3 }, { audience: ['u1'] });
      await tx.execute(sql`select 1`);
      seenInside = got.length;
    });
    await delivered;
    expect(seenInside).toBe(0);
    await expect(
      database.db.transaction(async (tx) => {
        await publishInTransaction(tx, 'notifications', 'changed', { unreadCount: 99 }, { audience: ['u2'] });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A later committed event arrives after the rolled-back one would have: only the two commits show.
    const second = new Promise<void>((resolve) => {
      const stop = hub.subscribe((m) => {
        if ((m.data as { unreadCount?: number }).unreadCount !== 4) return;
        stop();
        resolve();
      });
    });
    await database.db.transaction((tx) => publishInTransaction(tx, 'notifications', 'changed', { unreadCount: 4 }, { audience: ['u1'] }));
    await second;
    expect(got.map((m) => [m.channel, m.type, m.data, m.audience])).toEqual([
      ['notifications', 'changed', { unreadCount: 3 }, ['u1']],
      ['notifications', 'changed', { unreadCount: 4 }, ['u1']],
    ]);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PostgreSQL hub (LISTEN/NOTIFY)', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });

  async function hubOn(database: Database): Promise<RealtimeHub> {
    const hub = createPostgresHub({ database, url: url!, log: silent, minReconnectMs: 50, maxReconnectMs: 200 });
    opened.push(hub);
    await hub.ready;
    return hub;
  }

  function nextMessage(hub: RealtimeHub, predicate: (m: RealtimeMessage) => boolean = () => true) {
    return new Promise<RealtimeMessage>((resolve) => {
      const stop = hub.subscribe((m) => {
        if (!predicate(m)) return;
        stop();
        resolve(m);
      });
    });
  }

  it('an event published on one instance reaches the other once, large ones too, and the publisher once', async () => {
    const database = await openDatabase({ url, poolSize: 2 });
    opened.push(database);
    const a = await hubOn(database);
    const b = await hubOn(database);
    const onA: RealtimeMessage[] = [];
    a.subscribe((m) => onA.push(m));
    const arrived = nextMessage(b);
    await a.publish('forum', 'vote.changed', vote('t-small', 7));
    expect((await arrived).data).toEqual(vote('t-small', 7));

    const big = { topicId: 'Ş'.repeat(30_000), categoryId: 'engine' };
    const bigArrived = nextMessage(b, (m) => m.type === 'topic.deleted');
    await a.publish('forum', 'topic.deleted', big);
    expect((await bigArrived).data).toEqual(big);
    // The publisher's own subscribers got each event once (locally, not again through NOTIFY).
    const echo = nextMessage(a, (m) => m.type === 'topic.updated');
    await b.publish('forum', 'topic.updated', { topicId: 'x', categoryId: 'engine', isPinned: true, isLocked: false, status: 'open' });
    await echo;
    expect(onA.map((m) => m.type)).toEqual(['vote.changed', 'topic.deleted', 'topic.updated']);
  });

  it('reconnects after its LISTEN connection is killed, reports the gap, and receives again', async () => {
    const database = await openDatabase({ url, poolSize: 2 });
    opened.push(database);
    const a = await hubOn(database);
    const b = await hubOn(database);
    let gaps = 0;
    const gap = new Promise<void>((resolve) =>
      b.subscribe(() => {}, {
        onGap: () => {
          gaps++;
          resolve();
        },
      }),
    );
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'garaj-realtime' and datname = current_database()`,
    );
    await gap;
    expect(gaps).toBe(1);
    // a's LISTEN connection was killed too: wait until both are back, then deliver.
    for (;;) {
      const arrived = nextMessage(b, (m) => (m.data as { id?: string }).id === 'after-gap');
      await a.publish('forum', 'vote.changed', vote('after-gap', 1));
      const got = await Promise.race([arrived, new Promise<null>((r) => setTimeout(() => r(null), 300))]);
      if (got) break;
    }
  });
});
