/**
 * Live forum at the API level: a question and an answer posted through the API reach
 * an open event stream; with two server instances on one PostgreSQL database, an answer posted
 * through one appears on a stream of the other (LISTEN/NOTIFY).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ForumEvents, Reply, TopicDetail } from '@garaj/shared';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { listenOnce, openStream } from '../../../test/sse.ts';

let a: TestApp;
let asker: TestUser;
let helper: TestUser;
beforeAll(async () => {
  a = await createTestApp();
  [asker, helper] = await Promise.all([createUser(a.app), createUser(a.app)]);
  const admin = await createUser(a.app, { role: 'admin' });
  await as(a.app, admin, { method: 'POST', url: '/api/forum/categories', payload: { id: 'engine', name: 'Motor', nameEn: 'Engine', isQa: true } });
});
afterAll(() => a.close());

async function askAndAnswer(app: FastifyInstance) {
  const topic = (await as(app, asker, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: 'Turbo ıslık sesi' } })).json<TopicDetail>();
  const res = await as(app, helper, { method: 'POST', url: `/api/forum/topics/${topic.id}/replies`, payload: { body: '<p>Intercooler hortumuna bak.</p>' } });
  expect(res.statusCode).toBe(201);
  return { topic, reply: res.json<Reply>() };
}

describe('live forum events on one instance', () => {
  it('a new question and its answer arrive on an open stream as forum.topic.created and forum.reply.created', async () => {
    const stream = await openStream(`${await listenOnce(a.app)}/api/events?channels=forum`);
    await stream.waitFor((e) => e.event === 'ready');
    const { topic, reply } = await askAndAnswer(a.app);
    const created = await stream.waitFor((e) => e.event === 'forum.topic.created');
    expect((created.data as ForumEvents['topic.created']).id).toBe(topic.id);
    const answered = await stream.waitFor((e) => e.event === 'forum.reply.created');
    expect(answered.data as ForumEvents['reply.created']).toMatchObject({ topicId: topic.id, repliesCount: 1, reply: { id: reply.id, bodyHtml: reply.bodyHtml } });
    stream.close();
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('two server instances on one PostgreSQL database', () => {
  let b: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: a.dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', WEB_DIST: path.join(a.dataDir, 'no-web'), DATABASE_URL: databaseUrl! });
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    b = await buildApp({ env, database, secret: 'test-secret-test-secret-test-secret-42', logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await database.close();
  });

  it('an answer posted through instance A appears on a stream of instance B (and the other way round)', async () => {
    const onB = await openStream(`${await listenOnce(b)}/api/events?channels=forum`);
    const onA = await openStream(`${await listenOnce(a.app)}/api/events?channels=forum`);
    await Promise.all([onB.waitFor((e) => e.event === 'ready'), onA.waitFor((e) => e.event === 'ready')]);
    const viaA = await askAndAnswer(a.app);
    const seenOnB = await onB.waitFor((e) => e.event === 'forum.reply.created' && (e.data as ForumEvents['reply.created']).reply.id === viaA.reply.id);
    expect((seenOnB.data as ForumEvents['reply.created']).reply.bodyHtml).toBe('<p>Intercooler hortumuna bak.</p>');
    // The same members' cookies work on B (one database, one secret).
    const viaB = await askAndAnswer(b);
    await onA.waitFor((e) => e.event === 'forum.reply.created' && (e.data as ForumEvents['reply.created']).reply.id === viaB.reply.id);
    // Each stream got each answer once.
    for (const stream of [onA, onB]) {
      const ids = stream.events.filter((e) => e.event === 'forum.reply.created').map((e) => (e.data as ForumEvents['reply.created']).reply.id);
      expect(ids.filter((id) => id === viaA.reply.id)).toHaveLength(1);
    }
    onA.close();
    onB.close();
  });
});
