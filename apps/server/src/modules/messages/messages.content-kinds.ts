/**
 * A private message as reports see it (lib/content-kinds.ts): only the two members of its
 * conversation see it, so only they can report it; the report lets moderators read that one
 * conversation (messages.service.ts viewConversation). A moderator's delete removes the message.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { authorName, excerptOf, label80, nothingAfterCommit, type ContentKindDescriptor } from '../../lib/content-kinds.ts';
import { notFound } from '../../lib/errors.ts';

/** A message; `target`'s `public` is whether `viewerId` is one of the conversation's members. */
export const messageKind: ContentKindDescriptor<'message', { conversationId: string }> = {
  kind: 'message',
  table: 'messages',
  idIsUuid: true,
  target: (id, viewerId) => sql`select m.sender_id as owner_id, left(m.body, 80) as title, ${excerptOf(sql`m.body`)} as excerpt, ${authorName('u')} as author,
      '/messages/' || m.conversation_id::text as url, false as hidden,
      exists (select 1 from conversation_members cm where cm.conversation_id = m.conversation_id and cm.user_id = ${viewerId}) as public
    from messages m join users u on u.id = m.sender_id
    where m.id = ${id}::uuid`,
  async moderatorDelete(tx, _actor, id) {
    const [row] = await queryRows<{ sender_id: string; body: string }>(tx, sql`delete from messages where id = ${id}::uuid returning sender_id, body`);
    if (!row) throw notFound('REPORT_TARGET_NOT_FOUND');
    return { label: label80(row.body), authorId: row.sender_id, afterCommit: nothingAfterCommit };
  },
  path: ({ conversationId }) => `/messages/${conversationId}`,
};
