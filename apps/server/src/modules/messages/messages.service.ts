/**
 * Private messages (docs/api.md "Messages"). The rules:
 *
 * - One conversation per pair of members (conversations_pair_idx); only its two members read or
 *   write it. A moderator reads one (never writes) when one of its members reported a message of
 *   it; to anybody else it does not exist (404 CONVERSATION_NOT_FOUND).
 * - Nobody writes to themselves (400 SELF_MESSAGE), across a block either way (403
 *   MESSAGE_BLOCKED), or to a banned member. Starting a conversation also needs the recipient's
 *   consent (`profiles.message_policy`: everyone, the members they follow, nobody; 403
 *   MESSAGES_NOT_ACCEPTED); once the two talk, either may answer.
 * - An account younger than NEW_MEMBER_HOURS starts at most NEW_MEMBER_CONVERSATIONS_PER_DAY
 *   conversations in 24 hours (429 CONVERSATION_LIMIT), counted from `conversations.started_by`
 *   under a lock of the member's row, so parallel requests cannot pass the limit together.
 * - A message writes, in one transaction: the row, both members' inbox rows (order, unread
 *   count, the sender's read state), the recipient's `message` notification (the mail follows
 *   their preferences), and at commit the live `messages.created` to both and `messages.unread`
 *   to the recipient.
 */
import { sql } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE,
  NEW_MEMBER_CONVERSATIONS_PER_DAY,
  NEW_MEMBER_HOURS,
  type MessageItem,
  type MessagePolicy,
  type MessageRefusal,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { publishInTransaction } from '../../lib/realtime.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import { findOwnImage } from '../images/index.ts';
import { markGroupRead } from '../notifications/index.ts';
import { blockBetween, memberIdByUsername } from '../users/index.ts';
import { presentMessage } from './messages.presenter.ts';
import {
  isReportedConversation,
  selectConversationMembers,
  selectInbox,
  selectMembership,
  selectMessage,
  selectMessages,
  selectPairConversation,
  unreadConversations,
  type ConversationRow,
  type MessageRow,
} from './messages.queries.ts';

/** What a message is made of, as validated by the contract. */
export interface MessageInput {
  body: string;
  imageId: string | null;
}

/** The error a refusal answers with. */
function refusalError(refusal: MessageRefusal): AppError {
  switch (refusal) {
    case 'self':
      return badRequest('SELF_MESSAGE');
    case 'blocked_by_me':
    case 'blocked_me':
      return forbidden('MESSAGE_BLOCKED');
    case 'moderator_view':
      return forbidden('MESSAGE_READ_ONLY');
    default:
      return forbidden('MESSAGES_NOT_ACCEPTED');
  }
}

/**
 * Why `senderId` may not write to `recipientId` (null: they may). `starting`: no conversation
 * between them yet, so the recipient's message policy applies too.
 */
export async function refusalFor(db: Db, senderId: string, recipientId: string, starting: boolean): Promise<MessageRefusal | null> {
  if (senderId === recipientId) return 'self';
  const block = await blockBetween(db, senderId, recipientId);
  if (block === 'by_me') return 'blocked_by_me';
  if (block === 'me') return 'blocked_me';
  const [recipient] = await queryRows<{ banned: boolean | null; policy: MessagePolicy | null; follows_sender: boolean }>(
    db,
    sql`select u.banned, p.message_policy as policy,
          exists (select 1 from follows f where f.follower_id = u.id and f.following_id = ${senderId}) as follows_sender
        from users u left join profiles p on p.user_id = u.id where u.id = ${recipientId}`,
  );
  if (!recipient || recipient.banned) return 'gone';
  if (!starting) return null;
  const policy = recipient.policy ?? 'everyone';
  if (policy === 'nobody' || (policy === 'following' && !recipient.follows_sender)) return 'policy';
  return null;
}

/** @throws 429 CONVERSATION_LIMIT when a new account already started its conversations of the day. */
async function checkNewMemberLimit(tx: Db, senderId: string): Promise<void> {
  const [row] = await queryRows<{ is_new: boolean }>(
    tx,
    sql`select created_at > now() - make_interval(hours => ${NEW_MEMBER_HOURS}) as is_new from users where id = ${senderId} for update`,
  );
  if (!row?.is_new) return;
  const [started] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*)::int as n from conversations where started_by = ${senderId} and created_at > now() - interval '24 hours'`,
  );
  if (Number(started?.n ?? 0) >= NEW_MEMBER_CONVERSATIONS_PER_DAY) throw new AppError(429, 'CONVERSATION_LIMIT');
}

/**
 * Writes one message in the caller's transaction (see the module comment for what moves with it).
 * @throws 400 VALIDATION_FAILED (field `imageId`: VALUE_INVALID) for an image that is not the sender's message upload
 */
async function appendMessage(tx: Db, conversationId: string, senderId: string, recipientId: string, input: MessageInput): Promise<MessageItem> {
  if (input.imageId && !(await findOwnImage(tx, senderId, input.imageId, 'message'))) throw badRequest('VALIDATION_FAILED', { imageId: 'VALUE_INVALID' });
  const [inserted] = await queryRows<{ id: string }>(
    tx,
    sql`insert into messages (conversation_id, sender_id, body, image_id) values (${conversationId}, ${senderId}, ${input.body}, ${input.imageId}) returning id`,
  );
  await tx.execute(sql`update conversations set last_message_at = now() where id = ${conversationId}`);
  await tx.execute(sql`update conversation_members set last_message_at = now(),
      unread_count = case when user_id = ${recipientId} then unread_count + 1 else 0 end,
      last_read_at = case when user_id = ${senderId} then now() else last_read_at end
    where conversation_id = ${conversationId}`);
  await emitDomainEvent(tx, { type: 'message.sent', actorId: senderId, recipientId, conversationId });
  const message = presentMessage((await selectMessage(tx, inserted!.id))!);
  await publishInTransaction(tx, 'messages', 'created', { conversationId, message }, { audience: [senderId, recipientId] });
  await publishInTransaction(tx, 'messages', 'unread', { unreadConversations: await unreadConversations(tx, recipientId) }, { audience: [recipientId] });
  return message;
}

/** The garage a conversation may be about: it exists and belongs to the recipient. @throws 400 VALIDATION_FAILED (field `garageId`) */
async function checkGarage(tx: Db, garageId: string, recipientId: string): Promise<void> {
  const [row] = await queryRows(tx, sql`select 1 from garages where id = ${garageId} and user_id = ${recipientId}`);
  if (!row) throw badRequest('VALIDATION_FAILED', { garageId: 'VALUE_INVALID' });
}

/**
 * POST /api/messages/conversations — `sender` writes to `username`: into the pair's
 * conversation, created on the first message (the recipient's policy and the new-member limit
 * apply then). `garageId` (a garage of the recipient) becomes what the conversation is about.
 * @throws 404 USER_NOT_FOUND; 400 SELF_MESSAGE / VALIDATION_FAILED; 403 MESSAGE_BLOCKED /
 *   MESSAGES_NOT_ACCEPTED; 429 CONVERSATION_LIMIT
 */
export function startConversation(db: Db, sender: Viewer, input: MessageInput & { username: string; garageId: string | null }) {
  return db.transaction(async (tx) => {
    const recipientId = await memberIdByUsername(tx, input.username);
    let conversationId = recipientId === sender.id ? null : await selectPairConversation(tx, sender.id, recipientId);
    const refusal = await refusalFor(tx, sender.id, recipientId, !conversationId);
    if (refusal) throw refusalError(refusal);
    if (input.garageId) await checkGarage(tx, input.garageId, recipientId);
    if (!conversationId) {
      await checkNewMemberLimit(tx, sender.id);
      const [low, high] = sender.id < recipientId ? [sender.id, recipientId] : [recipientId, sender.id];
      const [created] = await queryRows<{ id: string }>(
        tx,
        sql`insert into conversations (member_low_id, member_high_id, started_by, garage_id) values (${low}, ${high}, ${sender.id}, ${input.garageId})
            on conflict (member_low_id, member_high_id) do nothing returning id`,
      );
      // The other member started theirs at the same moment: both write into the one conversation.
      conversationId = created?.id ?? (await selectPairConversation(tx, sender.id, recipientId))!;
      await tx.execute(sql`insert into conversation_members (conversation_id, user_id, other_id)
          values (${conversationId}, ${sender.id}, ${recipientId}), (${conversationId}, ${recipientId}, ${sender.id})
          on conflict do nothing`);
    } else if (input.garageId) {
      await tx.execute(sql`update conversations set garage_id = ${input.garageId} where id = ${conversationId}`);
    }
    const message = await appendMessage(tx, conversationId, sender.id, recipientId, input);
    return { conversationId, message };
  });
}

/**
 * POST /api/messages/conversations/:id/messages — `sender` answers in a conversation of theirs.
 * @throws 404 CONVERSATION_NOT_FOUND (not one of its members); 403 MESSAGE_BLOCKED /
 *   MESSAGES_NOT_ACCEPTED (the other member is banned) / MESSAGE_READ_ONLY (a moderator)
 */
export function sendMessage(db: Db, sender: Viewer, conversationId: string, input: MessageInput): Promise<MessageItem> {
  return db.transaction(async (tx) => {
    const membership = await selectMembership(tx, sender.id, conversationId);
    if (!membership) {
      if (isModerator(sender) && (await isReportedConversation(tx, conversationId))) throw refusalError('moderator_view');
      throw notFound('CONVERSATION_NOT_FOUND');
    }
    const refusal = await refusalFor(tx, sender.id, membership.otherId, false);
    if (refusal) throw refusalError(refusal);
    return appendMessage(tx, conversationId, sender.id, membership.otherId, input);
  });
}

/** How the viewer sees one conversation: their side of it, or a moderator's view (the low member's side, read only). */
export interface ConversationView {
  row: ConversationRow;
  viewerRole: 'member' | 'moderator';
  memberIds: [string, string];
  refusal: MessageRefusal | null;
}

/**
 * The conversation `id` as `viewer` may see it.
 * @throws 404 CONVERSATION_NOT_FOUND (not a member, and not a moderator of a reported conversation)
 */
export async function viewConversation(db: Db, viewer: Viewer, id: string): Promise<ConversationView> {
  const membership = await selectMembership(db, viewer.id, id);
  if (membership) {
    return { row: membership, viewerRole: 'member', memberIds: [viewer.id, membership.otherId], refusal: await refusalFor(db, viewer.id, membership.otherId, false) };
  }
  if (isModerator(viewer) && (await isReportedConversation(db, id))) {
    const members = (await selectConversationMembers(db, id))!;
    const row = (await selectMembership(db, members.lowId, id))!;
    return { row: { ...row, unreadCount: 0, lastReadAt: null, otherReadAt: null }, viewerRole: 'moderator', memberIds: [members.lowId, members.highId], refusal: 'moderator_view' };
  }
  throw notFound('CONVERSATION_NOT_FOUND');
}

/** GET /api/messages/conversations — the viewer's inbox page. */
export function listConversations(db: Db, viewer: Viewer, page: { cursor?: string; limit?: number }) {
  return selectInbox(db, viewer.id, { cursor: page.cursor, limit: page.limit ?? CONVERSATION_PAGE_SIZE });
}

/** GET /api/messages/conversations/:id/messages — newest first. @throws 404 CONVERSATION_NOT_FOUND */
export async function listMessages(db: Db, viewer: Viewer, id: string, page: { cursor?: string; limit?: number }): Promise<{ rows: MessageRow[]; nextCursor: string | null }> {
  await viewConversation(db, viewer, id);
  return selectMessages(db, id, { cursor: page.cursor, limit: page.limit ?? MESSAGE_PAGE_SIZE });
}

/**
 * POST /api/messages/conversations/:id/read — the viewer has read the conversation: their unread
 * count goes to 0, its `message` notification is read, and at commit the other member hears the
 * read state and the viewer their new badge. @throws 404 CONVERSATION_NOT_FOUND
 */
export function markConversationRead(db: Db, viewer: Viewer, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ other_id: string; read_at: string }>(
      tx,
      sql`update conversation_members set unread_count = 0, last_read_at = now()
          where conversation_id = ${id} and user_id = ${viewer.id}
          returning other_id, ${isoUtc(sql`last_read_at`)} as read_at`,
    );
    if (!row) throw notFound('CONVERSATION_NOT_FOUND');
    await markGroupRead(tx, viewer.id, `message:${id}`);
    const unread = await unreadConversations(tx, viewer.id);
    await publishInTransaction(tx, 'messages', 'read', { conversationId: id, readerId: viewer.id, readAt: row.read_at }, { audience: [row.other_id] });
    await publishInTransaction(tx, 'messages', 'unread', { unreadConversations: unread }, { audience: [viewer.id] });
    return unread;
  });
}

/**
 * GET /api/messages/with/:username — the member, the viewer's conversation with them and why the
 * viewer may not write (null: may). @throws 404 USER_NOT_FOUND
 */
export async function recipientFor(db: Db, viewer: Viewer, username: string): Promise<{ memberId: string; conversationId: string | null; refusal: MessageRefusal | null }> {
  const memberId = await memberIdByUsername(db, username);
  const conversationId = memberId === viewer.id ? null : await selectPairConversation(db, viewer.id, memberId);
  return { memberId, conversationId, refusal: await refusalFor(db, viewer.id, memberId, !conversationId) };
}

/** GET /api/me/message-settings */
export async function getMessagePolicy(db: Db, userId: string): Promise<MessagePolicy> {
  const [row] = await queryRows<{ message_policy: MessagePolicy }>(db, sql`select message_policy from profiles where user_id = ${userId}`);
  return row?.message_policy ?? 'everyone';
}

/** PUT /api/me/message-settings — stores who may start a conversation with the member (creates the profile row if missing). */
export async function setMessagePolicy(db: Db, userId: string, policy: MessagePolicy): Promise<MessagePolicy> {
  await db.execute(sql`insert into profiles (user_id, message_policy) values (${userId}, ${policy})
    on conflict (user_id) do update set message_policy = excluded.message_policy, updated_at = now()`);
  return policy;
}
