/**
 * The forum's kinds of content — topics (questions and discussions) and replies — as moderation
 * and reports see them (lib/content-kinds.ts). Hiding and deleting keep the category's and
 * topic's counters to visible items and publish the forum's realtime event at commit.
 * Notifications of answers, replies and accepted answers point at the topic; the sitemap lists
 * the categories and the topics the public sees.
 */
import { sql } from 'drizzle-orm';
import { forumCategories, forumTopics } from '../../db/schema/index.ts';
import { publicContent, publicRow } from '../../db/visibility.ts';
import { authorName, excerptOf, nothingAfterCommit, type ContentKindDescriptor } from '../../lib/content-kinds.ts';
import { idArray } from '../../lib/member-rows.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import { deleteReplyInTransaction, deleteTopicInTransaction, setReplyHiddenInTransaction, setTopicHiddenInTransaction } from './forum.service.ts';

/** A topic: public unless hidden or written by a member banned now. */
export const topicKind: ContentKindDescriptor<'topic', { categoryId: string; id: string }> = {
  kind: 'topic',
  table: 'forum_topics',
  idIsUuid: true,
  target: (id) => sql`select t.author_id as owner_id, t.title, ${excerptOf(sql`t.body_text`)} as excerpt, ${authorName('u')} as author,
      '/forum/' || t.category_id || '/topic/' || t.id as url, t.hidden_at is not null as hidden, ${publicRow('t', 'author_id')} as public
    from forum_topics t left join users u on u.id = t.author_id where t.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await deleteTopicInTransaction(tx, actor, id);
    await publishInTransaction(tx, 'forum', 'topic.deleted', { topicId: id, categoryId: deleted.categoryId });
    return { label: deleted.title, authorId: deleted.authorId, afterCommit: nothingAfterCommit };
  },
  moderation: {
    notFoundCode: 'TOPIC_NOT_FOUND',
    async setHidden(tx, actor, id, hidden, reason) {
      const { title, authorId } = await setTopicHiddenInTransaction(tx, actor, id, hidden, reason);
      return { label: title, authorId, afterCommit: nothingAfterCommit };
    },
    contentListSource: sql`select 'topic' as type, t.id, t.title, left(t.body_text, 200) as excerpt, t.author_id,
        '/forum/' || t.category_id || '/topic/' || t.id as link, t.created_at, t.hidden_at, t.hidden_by, t.hidden_reason, t.search_text as haystack
      from forum_topics t`,
  },
  path: ({ categoryId, id }) => `/forum/${encodeURIComponent(categoryId)}/topic/${id}`,
  notifications: {
    targetKind: 'topic',
    column: 'topic_id',
    lookup: (ids) =>
      sql`select ft.id::text as id, ft.title, json_build_object('categoryId', ft.category_id, 'id', ft.id) as key from forum_topics ft where ft.id = any(${idArray(ids, 'uuid')})`,
    types: {
      answer: { sentence: (who, title) => `${who} “${title}” soruna cevap verdi.`, emailLabel: 'sorularına gelen cevaplar' },
      topic_reply: { sentence: (who, title) => `${who} “${title}” konuna cevap yazdı.`, emailLabel: 'konularına gelen cevaplar' },
      answer_accepted: { sentence: (who, title) => `${who} “${title}” sorusundaki cevabını en iyi cevap seçti.`, emailLabel: 'en iyi cevap seçilmesi' },
      mention: { sentence: (who, title) => `${who} “${title}” konusunda senden bahsetti.`, emailLabel: 'senden bahsedilmesi' },
    },
  },
  // The categories (/forum/{id}) in their order, then the topics by last activity.
  async sitemap(db, limit) {
    const categories = (
      await db.select({ id: forumCategories.id, lastPostAt: forumCategories.lastPostAt }).from(forumCategories).orderBy(forumCategories.position, forumCategories.id).limit(limit)
    ).map((row) => ({ path: `/forum/${encodeURIComponent(row.id)}`, lastModified: row.lastPostAt ?? undefined }));
    const activity = sql<Date>`coalesce(${forumTopics.lastReplyAt}, ${forumTopics.createdAt})`;
    const topics = (
      await db
        .select({ id: forumTopics.id, categoryId: forumTopics.categoryId, at: activity, updatedAt: forumTopics.updatedAt })
        .from(forumTopics)
        .where(publicContent(forumTopics.hiddenAt, forumTopics.authorId))
        .orderBy(sql`${activity} desc`, sql`${forumTopics.id} desc nulls last`)
        .limit(limit - categories.length)
    ).map((row) => {
      const at = new Date(row.at);
      return { path: topicKind.path({ categoryId: row.categoryId, id: row.id }), lastModified: at > row.updatedAt ? at : row.updatedAt };
    });
    return [...categories, ...topics];
  },
};

/** A reply (an answer to a question): public when it and its topic are. */
export const replyKind: ContentKindDescriptor<'reply', { categoryId: string; topicId: string; id: string }> = {
  kind: 'reply',
  table: 'forum_replies',
  idIsUuid: true,
  target: (id) => sql`select r.author_id as owner_id, t.title, ${excerptOf(sql`r.body_text`)} as excerpt, ${authorName('u')} as author,
      '/forum/' || t.category_id || '/topic/' || t.id || '#reply-' || r.id as url, r.hidden_at is not null as hidden,
      (${publicRow('t', 'author_id')} and ${publicRow('r', 'author_id')}) as public
    from forum_replies r join forum_topics t on t.id = r.topic_id left join users u on u.id = r.author_id where r.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await deleteReplyInTransaction(tx, actor, id);
    await publishInTransaction(tx, 'forum', 'reply.deleted', deleted.event);
    return { label: deleted.label, authorId: deleted.authorId, afterCommit: nothingAfterCommit };
  },
  moderation: {
    notFoundCode: 'REPLY_NOT_FOUND',
    async setHidden(tx, actor, id, hidden, reason) {
      const { label, authorId } = await setReplyHiddenInTransaction(tx, actor, id, hidden, reason);
      return { label, authorId, afterCommit: nothingAfterCommit };
    },
    contentListSource: sql`select 'reply' as type, r.id, null::text as title, left(r.body_text, 200) as excerpt, r.author_id,
        '/forum/' || t.category_id || '/topic/' || t.id || '#reply-' || r.id as link, r.created_at, r.hidden_at, r.hidden_by, r.hidden_reason, lower(r.body_text) as haystack
      from forum_replies r join forum_topics t on t.id = r.topic_id`,
  },
  path: ({ categoryId, topicId, id }) => `${topicKind.path({ categoryId, id: topicId })}#reply-${id}`,
};
