/**
 * The private messages and blocks API (docs/api.md "Messages"):
 * - GET  /api/messages/conversations — the viewer's inbox, last message first (keyset pages);
 * - POST /api/messages/conversations — write to a member (`username`, optional `garageId`) → 201 `ConversationStarted`;
 * - GET  /api/messages/conversations/:id — one conversation (its members, or a moderator of a reported one);
 * - GET  /api/messages/conversations/:id/messages — its messages, newest first;
 * - POST /api/messages/conversations/:id/messages — answer → 201 `MessageItem`;
 * - POST /api/messages/conversations/:id/read — read → the new badge;
 * - GET  /api/messages/unread-count; GET /api/messages/with/:username;
 * - GET/PUT /api/me/message-settings — who may start a conversation with the viewer;
 * - GET /api/me/blocks; PUT/DELETE /api/users/:username/block.
 *
 * Everything needs a session (401); writing needs a verified e-mail (403 EMAIL_NOT_VERIFIED),
 * as every other write that reaches another member. Limits are per account (lib/rate-limit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { messagesApi } from '@garaj/shared';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { membersByIds, presentMemberRow } from '../../lib/member-rows.ts';
import { blockMember, listBlocks, unblockMember } from '../users/index.ts';
import { presentBlock, presentConversation, presentConversationDetail, presentMessage, type ConversationParts } from './messages.presenter.ts';
import { selectConversationGarages, selectLastMessages, unreadConversations, type ConversationRow } from './messages.queries.ts';
import {
  getMessagePolicy,
  listConversations,
  listMessages,
  markConversationRead,
  recipientFor,
  sendMessage,
  setMessagePolicy,
  startConversation,
  viewConversation,
} from './messages.service.ts';

const tags = ['messages'];
/** Sending: a person in a lively conversation writes a few messages a minute. */
export const SEND_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Reading marks, blocks and settings. */
export const MESSAGE_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** The members, garages and last messages a page of conversations is shown with. */
  async function partsOf(rows: ConversationRow[], memberIds: string[] = []): Promise<ConversationParts> {
    const [members, garages, lastMessages] = await Promise.all([
      membersByIds(db, [...rows.map((r) => r.otherId), ...memberIds]),
      selectConversationGarages(db, rows.map((r) => r.garageId)),
      selectLastMessages(db, rows.map((r) => r.id)),
    ]);
    return { members, garages, lastMessages };
  }

  route(app, messagesApi.getConversations, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const page = await listConversations(db, viewer, request.query);
    const parts = await partsOf(page.rows);
    return { items: page.rows.map((row) => presentConversation(row, parts)), nextCursor: page.nextCursor };
  });

  route(app, messagesApi.startConversation, { schema: { tags }, config: SEND_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    return reply.status(201).send(await startConversation(db, viewer, request.body));
  });

  route(app, messagesApi.getConversation, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const view = await viewConversation(db, viewer, request.params.id);
    const parts = await partsOf([view.row], view.memberIds);
    return presentConversationDetail(view.row, parts, view);
  });

  route(app, messagesApi.getMessages, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const page = await listMessages(db, viewer, request.params.id, request.query);
    return { items: page.rows.map(presentMessage), nextCursor: page.nextCursor };
  });

  route(app, messagesApi.sendMessage, { schema: { tags }, config: SEND_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    return reply.status(201).send(await sendMessage(db, viewer, request.params.id, request.body));
  });

  route(app, messagesApi.markConversationRead, { schema: { tags }, config: MESSAGE_WRITE_LIMIT }, async (request) => ({
    unreadConversations: await markConversationRead(db, await requireViewer(request), request.params.id),
  }));

  route(app, messagesApi.getMessageUnreadCount, { schema: { tags } }, async (request) => ({
    unreadConversations: await unreadConversations(db, (await requireViewer(request)).id),
  }));

  route(app, messagesApi.getMessageRecipient, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const found = await recipientFor(db, viewer, request.params.username);
    const member = (await membersByIds(db, [found.memberId])).get(found.memberId)!;
    return { member: presentMemberRow(member), conversationId: found.conversationId, refusal: found.refusal };
  });

  route(app, messagesApi.getMessageSettings, { schema: { tags } }, async (request) => ({
    policy: await getMessagePolicy(db, (await requireViewer(request)).id),
  }));

  route(app, messagesApi.updateMessageSettings, { schema: { tags }, config: MESSAGE_WRITE_LIMIT }, async (request) => ({
    policy: await setMessagePolicy(db, (await requireViewer(request)).id, request.body.policy),
  }));

  route(app, messagesApi.getBlocks, { schema: { tags } }, async (request) => {
    const viewer = await requireViewer(request);
    const page = await listBlocks(db, viewer.id, { cursor: request.query.cursor, limit: request.query.limit ?? 20 });
    return { items: page.rows.map(presentBlock), nextCursor: page.nextCursor };
  });

  route(app, messagesApi.block, { schema: { tags }, config: MESSAGE_WRITE_LIMIT }, async (request) =>
    blockMember(db, (await requireViewer(request)).id, request.params.username),
  );

  route(app, messagesApi.unblock, { schema: { tags }, config: MESSAGE_WRITE_LIMIT }, async (request) =>
    unblockMember(db, (await requireViewer(request)).id, request.params.username),
  );
}
