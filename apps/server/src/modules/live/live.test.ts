import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { createTestApp, createUser, type TestApp } from '../../../test/helpers.ts';
import { listenOnce, openStream } from '../../../test/sse.ts';
import { MAX_STREAMS_PER_ADDRESS } from './live.routes.ts';

const vote = (id: string) => ({ target: 'topic' as const, id, topicId: id, score: 1, upvotesCount: 1 });

describe('GET /api/events (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenOnce(t.app);
  });
  afterAll(() => t.close());

  it('streams uncompressed, unbuffered text/event-stream: retry, ready, then the channel events with ids', async () => {
    const stream = await openStream(`${base}/api/events?channels=forum`, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toContain('no-cache');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const ready = await stream.waitFor((e) => e.event === 'ready');
    expect(ready.data).toEqual({ channels: ['forum'] });
    expect(stream.text()).toMatch(/^retry: ?5000\n/);

    await t.app.deps.realtime.publish('forum', 'vote.changed', vote('t1'));
    const event = await stream.waitFor((e) => e.event === 'forum.vote.changed');
    expect(event.data).toEqual(vote('t1'));
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    stream.close();
  });

  it('delivers only audience events to the members they are for (private channels to come)', async () => {
    const stream = await openStream(`${base}/api/events?channels=forum`);
    await stream.waitFor((e) => e.event === 'ready');
    await t.app.deps.realtime.publish('forum', 'vote.changed', vote('private'), { audience: ['someone-else'] });
    await t.app.deps.realtime.publish('forum', 'vote.changed', vote('public'));
    await stream.waitFor((e) => (e.data as { id?: string }).id === 'public');
    expect(stream.events.map((e) => (e.data as { id?: string }).id)).not.toContain('private');
    stream.close();
  });

  it('refuses unknown or missing channels with 400 REALTIME_CHANNEL_UNKNOWN', async () => {
    for (const query of ['?channels=nope', '?channels=forum,nope', '?channels=,', '']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe(query ? 'REALTIME_CHANNEL_UNKNOWN' : 'VALIDATION_FAILED');
    }
  });

  it(`allows ${MAX_STREAMS_PER_ADDRESS} streams per address, then 429 REALTIME_TOO_MANY_CONNECTIONS; a closed one frees its place`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) {
      const s = await openStream(`${base}/api/events?channels=forum`);
      await s.waitFor((e) => e.event === 'ready');
      streams.push(s);
    }
    const refused = await openStream(`${base}/api/events?channels=forum`);
    expect(refused.status).toBe(429);
    await refused.ended;
    streams.pop()!.close();
    // The server notices the closed socket asynchronously: retry until the place is free.
    for (;;) {
      const again = await openStream(`${base}/api/events?channels=forum`);
      if (again.status === 200) {
        again.close();
        break;
      }
      await again.ended;
    }
    for (const s of streams) s.close();
  });

  it('counts a member\'s streams on their account: a member behind an address full of streams still connects', async () => {
    const member = await createUser(t.app);
    // Fill the address with visitor streams (places of an earlier test may still be closing).
    const streams = [];
    for (;;) {
      const s = await openStream(`${base}/api/events?channels=forum`);
      if (s.status !== 200) {
        expect(s.status).toBe(429);
        await s.ended;
        break;
      }
      await s.waitFor((e) => e.event === 'ready');
      streams.push(s);
    }
    expect(streams.length).toBeLessThanOrEqual(MAX_STREAMS_PER_ADDRESS);
    const mine = await openStream(`${base}/api/events?channels=forum,notifications`, { cookie: member.cookie });
    expect(mine.status).toBe(200);
    expect((await mine.waitFor((e) => e.event === 'ready')).data).toEqual({ channels: ['forum', 'notifications'] });
    mine.close();
    for (const s of streams) s.close();
  });

  it('ends open streams when the server closes, so the close does not wait for them', async () => {
    const other = await createTestApp();
    const url = await listenOnce(other.app);
    const stream = await openStream(`${url}/api/events?channels=forum`);
    await stream.waitFor((e) => e.event === 'ready');
    await other.close();
    await stream.ended;
  });
});

const databaseUrl = process.env.DATABASE_URL;

/**
 * Acceptance: "with two server instances on one PostgreSQL, an answer posted through
 * one appears through the other". Here at the hub level: an event published through instance A
 * reaches an SSE client of instance B. The forum tests do it with a real answer.
 */
describe.skipIf(!databaseUrl)('two instances on one PostgreSQL database', () => {
  it('an event published through instance A reaches an SSE client of instance B', async () => {
    const a = await createTestApp();
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: a.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(a.dataDir, 'no-web'), DATABASE_URL: databaseUrl! });
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const b = await buildApp({ env, database, secret: 'test-secret-test-secret-test-secret-42', logger: false });
    try {
      await b.ready();
      expect(b.deps.realtime.kind).toBe('postgres');
      const stream = await openStream(`${await listenOnce(b)}/api/events?channels=forum`);
      await stream.waitFor((e) => e.event === 'ready');
      await a.app.deps.realtime.publish('forum', 'vote.changed', vote('from-a'));
      const event = await stream.waitFor((e) => e.event === 'forum.vote.changed');
      expect(event.data).toEqual(vote('from-a'));
      stream.close();
    } finally {
      await b.close();
      await database.close();
      await a.close();
    }
  });
});
