/**
 * Q&A and forum endpoints (docs/api.md "Forum"; contract in packages/shared/src/schemas/forum.ts).
 * Reads are public; writes need a session (401 UNAUTHENTICATED), those that show content to
 * others a verified e-mail (403 EMAIL_NOT_VERIFIED), and each its own right (403 with a code).
 * Posting is rate-limited per address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ForumPage, type TopicPage, type ForumStats, type Reply, forumApi } from '@garaj/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { bannedNow, visibleTo } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { queryKey, sendSharedAnswer, sharedAnswers } from '../../lib/answer-cache.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, isModerator, requireAdmin, requireModerator, requireViewer } from '../../lib/session.ts';
import { editReply, editTopic, listRevisions } from './forum.edits.ts';
import { viewKeys } from '../../lib/visitor.ts';
import { presentAuthor, presentCategory, presentReply, presentTopMember, presentTopic, presentTopicDetail } from './forum.presenter.ts';
import { selectAuthors, selectCategories, selectReply, selectReplyPage, selectTopicDetail, selectTopicPage } from './forum.queries.ts';
import {
  acceptReply,
  castVote,
  countTopicView,
  createCategory,
  createReply,
  createTopic,
  deleteCategory,
  deleteReply,
  deleteTopic,
  forumStats,
  moderateTopic,
  setExpert,
  topMemberIds,
  updateCategory,
  type ForumDeps,
} from './forum.service.ts';

const tags = ['forum'];
/** Per-route limits per address (the plugin is registered with `global: false`). */
export const TOPIC_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
export const REPLY_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
export const VOTE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
export const FORUM_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Path the forum's visitor cookie (view counting, lib/visitor.ts) is scoped to. */
const VISITOR_COOKIE_PATH = '/api/forum';

const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Whether the viewer may open a topic: moderators always; nobody else while its
 * author is banned; a hidden topic only its author (marked as hidden).
 */
function canSeeTopic(row: { hidden: unknown; authorBanned: boolean; author: { id: string } }, viewer: Awaited<ReturnType<typeof getViewer>>): boolean {
  if (isModerator(viewer)) return true;
  if (row.authorBanned) return false;
  return !row.hidden || viewer?.id === row.author.id;
}

export async function forumRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps: ForumDeps = { db, realtime: app.deps.realtime };

  const topicDetail = async (id: string, viewer: Awaited<ReturnType<typeof getViewer>>) => {
    const row = await selectTopicDetail(db, id, viewer?.id ?? null);
    if (!row || !canSeeTopic(row, viewer)) throw notFound('TOPIC_NOT_FOUND');
    return presentTopicDetail(row, viewer);
  };

  // ── Categories ──
  route(r, forumApi.getCategories, { schema: { tags } }, async () => (await selectCategories(db)).map(presentCategory));

  route(r, forumApi.getCategory, { schema: { tags } }, async (request) => {
    const [row] = await selectCategories(db, request.params.id);
    if (!row) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    return presentCategory(row);
  });

  route(r, forumApi.createCategory, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    const id = await createCategory(db, viewer, request.body);
    const [row] = await selectCategories(db, id);
    return reply.status(201).send(presentCategory(row!));
  });

  route(r, forumApi.updateCategory, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    await updateCategory(db, viewer, request.params.id, request.body);
    const [row] = await selectCategories(db, request.params.id);
    return presentCategory(row!);
  });

  route(r, forumApi.deleteCategory, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteCategory(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  // ── Topics ──
  route(r, forumApi.getTopics, { schema: { tags }, config: LIST_READ_LIMIT }, async (request, reply) => {
    const q = request.query;
    const page = async (): Promise<TopicPage> => {
      const { rows, nextCursor, total, totalCapped } = await selectTopicPage(db, {
        category: q.category,
        kind: q.kind,
        search: q.search,
        sort: q.sort,
        limit: q.limit,
        ...(q.cursor ? { cursor: q.cursor } : {}),
      });
      return total === undefined ? { items: rows.map(presentTopic), nextCursor } : { items: rows.map(presentTopic), nextCursor, total, totalCapped: totalCapped ?? false };
    };
    // The list is the same for everyone: every reader shares it for a second (lib/answer-cache.ts).
    return sendSharedAnswer(request, reply, sharedAnswers(db), `forum:${queryKey(q)}`, page);
  });

  route(r, forumApi.createTopic, { schema: { tags }, config: TOPIC_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    const id = await createTopic(deps, viewer, request.body);
    return reply.status(201).send(await topicDetail(id, viewer));
  });

  // A view counts once per visitor per topic per UTC day (lib/visitor.ts), then the detail is read.
  route(r, forumApi.getTopic, { schema: { tags } }, async (request, reply) => {
    const viewer = await getViewer(request);
    // A topic the viewer may not see (hidden, or its author banned) counts no view: 404 first.
    const [gate] = await queryRows<{ author_id: string; hidden: boolean; banned: boolean }>(
      db,
      sql`select t.author_id, t.hidden_at is not null as hidden, ${bannedNow(sql`t.author_id`)} as banned from forum_topics t where t.id = ${request.params.id}`,
    );
    if (gate && !canSeeTopic({ hidden: gate.hidden ? {} : null, authorBanned: gate.banned === true, author: { id: gate.author_id } }, viewer)) {
      throw notFound('TOPIC_NOT_FOUND');
    }
    const day = utcDay();
    await countTopicView(db, request.params.id, viewKeys(viewer, request, reply, app.deps.auth.options.secret, day, VISITOR_COOKIE_PATH), day);
    reply.header('cache-control', 'private, no-cache');
    return topicDetail(request.params.id, viewer);
  });

  route(r, forumApi.updateTopic, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    await moderateTopic(deps, viewer, request.params.id, request.body);
    return topicDetail(request.params.id, viewer);
  });

  route(r, forumApi.editTopic, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await editTopic(deps, viewer, request.params.id, request.body);
    return topicDetail(request.params.id, viewer);
  });

  route(r, forumApi.getTopicRevisions, { schema: { tags } }, async (request) => {
    await requireModerator(request);
    return { items: await listRevisions(db, { topicId: request.params.id }) };
  });

  route(r, forumApi.deleteTopic, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteTopic(deps, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(r, forumApi.acceptReply, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    await acceptReply(deps, viewer, request.params.id, request.body);
    return topicDetail(request.params.id, viewer);
  });

  route(r, forumApi.voteTopic, { schema: { tags }, config: VOTE_LIMIT }, async (request) => {
    // Removing one's vote needs only a session; casting one shows to others (verified e-mail).
    const viewer = request.body.value === 0 ? await requireViewer(request) : await requireVerifiedViewer(request);
    return castVote(deps, viewer, { target: 'topic', id: request.params.id }, request.body.value);
  });

  // ── Replies ──
  route(r, forumApi.getReplies, { schema: { tags } }, async (request): Promise<ForumPage<Reply>> => {
    const viewer = await getViewer(request);
    const topic = await selectTopicDetail(db, request.params.id, null);
    if (!topic || !canSeeTopic(topic, viewer)) throw notFound('TOPIC_NOT_FOUND');
    const { page, pageSize } = request.query;
    // Hidden replies and banned members' replies: moderators see them (marked); a hidden one also its author.
    const visible = visibleTo(sql`r.hidden_at`, sql`r.author_id`, { moderator: isModerator(viewer), ownerId: viewer?.id });
    const rows = await selectReplyPage(db, topic, viewer?.id ?? null, page, pageSize, visible);
    return { items: rows.map((row) => presentReply(row, viewer)), total: topic.repliesCount, page, pageSize };
  });

  route(r, forumApi.createReply, { schema: { tags }, config: REPLY_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    const id = await createReply(deps, viewer, request.params.id, request.body.body);
    const row = await selectReply(db, id, viewer.id);
    return reply.status(201).send(presentReply(row!, viewer));
  });

  route(r, forumApi.deleteReply, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteReply(deps, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(r, forumApi.editReply, { schema: { tags }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await editReply(deps, viewer, request.params.id, request.body.body);
    return presentReply((await selectReply(db, request.params.id, viewer.id))!, viewer);
  });

  route(r, forumApi.getReplyRevisions, { schema: { tags } }, async (request) => {
    await requireModerator(request);
    return { items: await listRevisions(db, { replyId: request.params.id }) };
  });

  route(r, forumApi.voteReply, { schema: { tags }, config: VOTE_LIMIT }, async (request) => {
    const viewer = request.body.value === 0 ? await requireViewer(request) : await requireVerifiedViewer(request);
    return castVote(deps, viewer, { target: 'reply', id: request.params.id }, request.body.value);
  });

  // ── Members ──
  route(r, forumApi.getForumStats, { schema: { tags } }, async (_request, reply): Promise<ForumStats> => {
    const { onlineIds, ...counts } = await forumStats(db);
    reply.header('cache-control', 'no-cache');
    return { ...counts, online: (await selectAuthors(db, onlineIds)).map(presentAuthor) };
  });

  route(r, forumApi.getTopMembers, { schema: { tags } }, async (request) =>
    (await selectAuthors(db, await topMemberIds(db, request.query.limit))).map(presentTopMember),
  );

  route(r, forumApi.setUserExpert, { schema: { tags: ['admin'] }, config: FORUM_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    return setExpert(db, viewer, request.params.id, request.body.isExpert);
  });
}
