/**
 * @mentions in forum topics and answers: each member named (Turkish case ignored) gets one
 * 'mention' notification pointing at the topic, mailed by default; never the author, an unknown
 * name, a banned member, or a member kept apart by a block either way.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { as, createUser } from '../../../test/helpers.ts';
import { asker, other, t, third, useForumTestApp } from './forum.fixtures.ts';

useForumTestApp();

const mentionsOf = (userId: string) =>
  queryRows<{ group_key: string; topic_id: string; reply_id: string | null; email_status: string | null }>(
    t.app.deps.db,
    sql`select group_key, topic_id, reply_id, email_status from notifications where user_id = ${userId} and type = 'mention' order by created_at`,
  );

describe('mentions', () => {
  it('an answer naming members notifies each once, not the author, unknown names or blocked members', async () => {
    const blocker = await createUser(t.app);
    await as(t.app, blocker, { method: 'PUT', url: `/api/users/${asker.username}/block` });
    const topic = await as(t.app, other, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: 'Turbo kaçağı nasıl bulunur?', body: '<p>Duman testi?</p>' } });
    expect(topic.statusCode, topic.body).toBe(201);
    const topicId = topic.json().id as string;
    const body = `<p>@${third.username.toUpperCase()} buna bakabilir mi? @${asker.username} (kendim), @yok_boyle_uye ve @${blocker.username}; tekrar @${third.username}</p>`;
    const reply = await as(t.app, asker, { method: 'POST', url: `/api/forum/topics/${topicId}/replies`, payload: { body } });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json().id as string;
    expect(await mentionsOf(third.id)).toEqual([{ group_key: `mention:${replyId}`, topic_id: topicId, reply_id: replyId, email_status: expect.any(String) }]);
    expect(await mentionsOf(asker.id)).toEqual([]);
    expect(await mentionsOf(blocker.id)).toEqual([]);
    const list = (await as(t.app, third, { method: 'GET', url: '/api/notifications' })).json<{ items: { type: string; target: { url: string }; actors: { username: string }[] }[] }>();
    expect(list.items[0]).toMatchObject({ type: 'mention', target: { url: `/forum/engine/topic/${topicId}` }, actors: [{ username: asker.username }] });
  });

  it('a new topic naming a member notifies them', async () => {
    const topic = await as(t.app, asker, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: 'engine', title: `@${other.username} rölanti sorunu`, body: '<p>Yardım!</p>' } });
    expect(topic.statusCode, topic.body).toBe(201);
    const topicId = topic.json().id as string;
    expect((await mentionsOf(other.id)).filter((n) => n.topic_id === topicId)).toEqual([{ group_key: `mention:${topicId}`, topic_id: topicId, reply_id: null, email_status: expect.any(String) }]);
  });
});
