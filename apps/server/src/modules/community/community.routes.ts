/**
 * Community hub and events endpoints (docs/api.md "Community"; contract in
 * packages/shared/src/schemas/community.ts; issue 8 §6). Reads are public (the viewer's `joined`
 * when signed in); events are written by admins (401 UNAUTHENTICATED, 403 FORBIDDEN); joining
 * needs a session and a verified e-mail (the details are mailed: 403 EMAIL_NOT_VERIFIED),
 * leaving a session. Writes are rate-limited per address.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMMUNITY_TOP_MEMBERS, eventInput, eventListQuery, uuidParam, type CommunitySummary, type EventPage } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { getViewer, requireAdmin, requireViewer, type Viewer } from '../../lib/session.ts';
import { presentCategory } from '../forum/forum.presenter.ts';
import { selectCategories } from '../forum/forum.queries.ts';
import { presentEvent, presentHighlights, presentParticipation, presentTopMembers } from './community.presenter.ts';
import { selectCommunityStats, selectEvent, selectEventPage, selectHighlights, selectTopMembers } from './community.queries.ts';
import { createEvent, deleteEvent, joinEvent, leaveEvent, updateEvent, type CommunityDeps } from './community.service.ts';

const tags = ['community'];
/** Admin edits. */
export const EVENT_WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Join / leave (each join may send a mail). */
export const PARTICIPATION_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const deps: CommunityDeps = { db, storage: app.deps.storage, mailer: app.deps.mailer, log: app.log, publicUrl: app.deps.publicUrl };

  const eventFor = async (id: string, viewer: Viewer | null) => {
    const row = await selectEvent(db, id, viewer?.id ?? null);
    if (!row) throw notFound('EVENT_NOT_FOUND');
    return presentEvent(row, viewer);
  };

  r.get('/api/community', { schema: { tags } }, async (_request, reply): Promise<CommunitySummary> => {
    const [stats, categories, topMembers, highlights] = await Promise.all([
      selectCommunityStats(db),
      selectCategories(db),
      selectTopMembers(db, COMMUNITY_TOP_MEMBERS),
      selectHighlights(db),
    ]);
    reply.header('cache-control', 'no-cache');
    return { stats, forumCategories: categories.map(presentCategory), topMembers: presentTopMembers(topMembers), highlights: presentHighlights(highlights) };
  });

  r.get('/api/community/events', { schema: { tags, querystring: eventListQuery } }, async (request, reply): Promise<EventPage> => {
    const viewer = await getViewer(request);
    const { when, page, pageSize } = request.query;
    const { rows, total } = await selectEventPage(db, when, page, pageSize, viewer?.id ?? null);
    reply.header('cache-control', 'private, no-cache');
    return { items: rows.map((row) => presentEvent(row, viewer)), total, page, pageSize };
  });

  r.get('/api/community/events/:id', { schema: { tags, params: uuidParam } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return eventFor(request.params.id, await getViewer(request));
  });

  r.post('/api/community/events', { schema: { tags, body: eventInput }, config: EVENT_WRITE_LIMIT }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const id = await createEvent(deps, admin, request.body);
    return reply.status(201).send(await eventFor(id, admin));
  });

  r.put('/api/community/events/:id', { schema: { tags, params: uuidParam, body: eventInput }, config: EVENT_WRITE_LIMIT }, async (request) => {
    const admin = await requireAdmin(request);
    await updateEvent(deps, admin, request.params.id, request.body);
    return eventFor(request.params.id, admin);
  });

  r.delete('/api/community/events/:id', { schema: { tags, params: uuidParam }, config: EVENT_WRITE_LIMIT }, async (request, reply) => {
    const admin = await requireAdmin(request);
    await deleteEvent(deps, admin, request.params.id);
    return reply.status(204).send();
  });

  r.put('/api/community/events/:id/participation', { schema: { tags, params: uuidParam }, config: PARTICIPATION_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    return presentParticipation(request.params.id, await joinEvent(deps, viewer, request.params.id));
  });

  r.delete('/api/community/events/:id/participation', { schema: { tags, params: uuidParam }, config: PARTICIPATION_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return presentParticipation(request.params.id, await leaveEvent(deps, viewer, request.params.id));
  });
}
