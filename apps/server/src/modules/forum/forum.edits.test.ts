/**
 * Editing one's own topics and answers: only the author, never on a locked topic; the
 * "düzenlendi" mark (`editedAt`); every earlier version kept for moderators (403 for others);
 * the search finds the new words. An author deletes their topic only while nobody answered it.
 */
import { describe, expect, it } from 'vitest';
import type { ForumRevision, Reply, TopicDetail } from '@garaj/shared';
import { as } from '../../../test/helpers.ts';
import { asker, moderator, newReply, newTopic, other, patch, t, useForumTestApp } from './forum.fixtures.ts';

useForumTestApp();

const editTopic = (user: typeof asker, id: string, payload: object) => as(t.app, user, { method: 'PUT', url: `/api/forum/topics/${id}/content`, payload });
const editReply = (user: typeof asker, id: string, body: string) => as(t.app, user, { method: 'PUT', url: `/api/forum/replies/${id}`, payload: { body } });

describe('editing', () => {
  it('the author edits a topic: the new text, the mark, the earlier version for moderators only', async () => {
    const topic = await newTopic(asker, { title: 'Eksantrik sesi', body: '<p>Soğukken tıkırdıyor.</p>' });
    expect(topic.editedAt).toBeNull();
    expect(topic.canEdit).toBe(true);
    expect((await editTopic(other, topic.id, { title: 'Başkası', body: '<p>x</p>' })).json().error.code).toBe('TOPIC_FORBIDDEN');
    const res = await editTopic(asker, topic.id, { title: 'Eksantrik mili sesi (çözüldü?)', body: '<p>Soğukken tıkırdıyor; <script>x</script>yağ değiştirince azaldı.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<TopicDetail>();
    expect(edited).toMatchObject({ title: 'Eksantrik mili sesi (çözüldü?)', bodyHtml: '<p>Soğukken tıkırdıyor; yağ değiştirince azaldı.</p>' });
    expect(edited.editedAt).not.toBeNull();
    const revisions = await as(t.app, moderator, { method: 'GET', url: `/api/forum/topics/${topic.id}/revisions` });
    expect(revisions.json<{ items: ForumRevision[] }>().items).toEqual([expect.objectContaining({ title: 'Eksantrik sesi', bodyHtml: '<p>Soğukken tıkırdıyor.</p>', editor: asker.username })]);
    expect((await as(t.app, other, { method: 'GET', url: `/api/forum/topics/${topic.id}/revisions` })).statusCode).toBe(403);
    const found = await as(t.app, null, { method: 'GET', url: '/api/forum/topics?q=degistirince' });
    expect(found.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toContain(topic.id);
  });

  it('the author edits an answer; not on a locked topic; an empty answer is refused', async () => {
    const topic = await newTopic(asker, { title: 'Fren hidroliği kaç yılda değişir' });
    const reply = await newReply(other, topic.id, '<p>İki yılda bir.</p>');
    expect((await editReply(asker, reply.id, '<p>Benim sürümüm</p>')).json().error.code).toBe('REPLY_FORBIDDEN');
    expect((await editReply(other, reply.id, '<p>   </p>')).json().error.code).toBe('ANSWER_EMPTY');
    const res = await editReply(other, reply.id, '<p>İki yılda bir; DOT 4 kullanın.</p>');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Reply>()).toMatchObject({ bodyHtml: '<p>İki yılda bir; DOT 4 kullanın.</p>', canEdit: true });
    expect(res.json<Reply>().editedAt).not.toBeNull();
    const revisions = (await as(t.app, moderator, { method: 'GET', url: `/api/forum/replies/${reply.id}/revisions` })).json<{ items: ForumRevision[] }>();
    expect(revisions.items.map((r) => r.bodyHtml)).toEqual(['<p>İki yılda bir.</p>']);
    await patch(moderator, topic.id, { isLocked: true });
    expect((await editReply(other, reply.id, '<p>Kilitliyken</p>')).json().error.code).toBe('TOPIC_LOCKED');
  });

  it('the author deletes a topic only while nobody answered it; a moderator always', async () => {
    const lonely = await newTopic(asker, { title: 'Kimse cevaplamadı' });
    expect(lonely.canDelete).toBe(true);
    expect((await as(t.app, asker, { method: 'DELETE', url: `/api/forum/topics/${lonely.id}` })).statusCode).toBe(204);
    const answered = await newTopic(asker, { title: 'Cevaplanan başlık' });
    await newReply(other, answered.id);
    const detail = (await as(t.app, asker, { method: 'GET', url: `/api/forum/topics/${answered.id}` })).json<TopicDetail>();
    expect(detail.canDelete).toBe(false);
    const refused = await as(t.app, asker, { method: 'DELETE', url: `/api/forum/topics/${answered.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TOPIC_HAS_ANSWERS');
    expect((await as(t.app, moderator, { method: 'DELETE', url: `/api/forum/topics/${answered.id}` })).statusCode).toBe(204);
  });
});
