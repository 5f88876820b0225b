/**
 * Community hub and events endpoints (docs/api.md "Community"; contract in
 * packages/shared/src/schemas/community.ts). Reads are public (the viewer's `joined`
 * when signed in; texts in the request's language): the events, an event's participants (the
 * first EVENT_PARTICIPANTS_SHOWN who joined, members banned now left out) and its `.ics` file; events are written by admins (401 UNAUTHENTICATED, 403 FORBIDDEN); joining
 * needs a session and a verified e-mail (the details are mailed: 403 EMAIL_NOT_VERIFIED),
 * leaving a session. Writes are rate-limited per address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMUNITY_TOP_MEMBERS, EVENT_PARTICIPANTS_SHOWN, localizedText, type CommunitySummary, type EventPage, type EventParticipantList, communityApi } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';
import { answerLanguage } from '../../lib/language.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireAdmin, requireViewer, type Viewer } from '../../lib/session.ts';
import { presentCategory } from '../forum/index.ts';
import { selectCategories } from '../forum/index.ts';
import { eventCalendar } from './community.mail.ts';
import { presentEvent, presentHighlights, presentParticipants, presentParticipation, presentTopMembers } from './community.presenter.ts';
import { selectCommunityStats, selectEvent, selectEventPage, selectEventParticipants, selectHighlights, selectTopMembers } from './community.queries.ts';
import { createEvent, deleteEvent, joinEvent, leaveEvent, updateEvent, type CommunityDeps } from './community.service.ts';

const tags = ['community'];
/** Admin edits. */
export const EVENT_WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
/** Join / leave (each join may send a mail). */
export const PARTICIPATION_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps: CommunityDeps = { db, storage: app.deps.storage, mailer: app.deps.mailer, jobs: app.deps.jobs, log: app.log, publicUrl: app.deps.publicUrl };

  /** One event for the viewer, in the request's language (lib/language.ts). */
  const eventFor = async (request: FastifyRequest, reply: FastifyReply, id: string, viewer: Viewer | null) => {
    const row = await selectEvent(db, id, viewer?.id ?? null);
    if (!row) throw notFound('EVENT_NOT_FOUND');
    const event = presentEvent(row, viewer, answerLanguage(request, reply));
    return event.latitude !== null ? { ...event, map: { tileUrl: app.deps.env.MAP_TILE_URL, attribution: app.deps.env.MAP_TILE_ATTRIBUTION } } : event;
  };

  route(app, communityApi.getCommunity, { schema: { tags } }, async (_request, reply): Promise<CommunitySummary> => {
    const [stats, categories, topMembers, highlights] = await Promise.all([
      selectCommunityStats(db),
      selectCategories(db),
      selectTopMembers(db, COMMUNITY_TOP_MEMBERS),
      selectHighlights(db),
    ]);
    reply.header('cache-control', 'no-cache');
    return { stats, forumCategories: categories.map(presentCategory), topMembers: presentTopMembers(topMembers), highlights: presentHighlights(highlights) };
  });

  route(app, communityApi.getEvents, { schema: { tags } }, async (request, reply): Promise<EventPage> => {
    const viewer = await getViewer(request);
    const { when, page, pageSize } = request.query;
    const { rows, total } = await selectEventPage(db, when, page, pageSize, viewer?.id ?? null);
    reply.header('cache-control', 'private, no-cache');
    const language = answerLanguage(request, reply);
    return { items: rows.map((row) => presentEvent(row, viewer, language)), total, page, pageSize };
  });

  route(app, communityApi.getEvent, { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return eventFor(request, reply, request.params.id, await getViewer(request));
  });

  // Who joined: public like the participants count; members banned now are left out.
  route(app, communityApi.getEventParticipants, { schema: { tags } }, async (request, reply): Promise<EventParticipantList> => {
    const found = await selectEventParticipants(db, request.params.id, EVENT_PARTICIPANTS_SHOWN);
    if (!found) throw notFound('EVENT_NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    return presentParticipants(found.rows, found.total);
  });

  // The event as an iCalendar file (the same file the join mail attaches), texts in the request's language.
  route(app, communityApi.getEventCalendar, { schema: { tags } }, async (request, reply) => {
    const row = await selectEvent(db, request.params.id, null);
    if (!row) throw notFound('EVENT_NOT_FOUND');
    const language = answerLanguage(request, reply);
    const calendar = eventCalendar(
      {
        id: row.id,
        title: localizedText(row.title, row.titleEn, language),
        description: localizedText(row.description, row.descriptionEn, language),
        category: row.category,
        startsAt: new Date(row.startsAt),
        durationMinutes: row.durationMinutes,
        location: row.location,
      },
      app.deps.publicUrl,
    );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${language === 'en' ? 'event' : 'etkinlik'}.ics"`)
      .header('cache-control', 'no-cache')
      .send(calendar);
  });

  route(app, communityApi.createEvent, { schema: { tags }, config: EVENT_WRITE_LIMIT }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const id = await createEvent(deps, admin, request.body);
    return reply.status(201).send(await eventFor(request, reply, id, admin));
  });

  route(app, communityApi.updateEvent, { schema: { tags }, config: EVENT_WRITE_LIMIT }, async (request, reply) => {
    const admin = await requireAdmin(request);
    await updateEvent(deps, admin, request.params.id, request.body);
    return eventFor(request, reply, request.params.id, admin);
  });

  route(app, communityApi.deleteEvent, { schema: { tags }, config: EVENT_WRITE_LIMIT }, async (request, reply) => {
    const admin = await requireAdmin(request);
    await deleteEvent(deps, admin, request.params.id);
    return reply.status(204).send();
  });

  route(app, communityApi.joinEvent, { schema: { tags }, config: PARTICIPATION_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    return presentParticipation(request.params.id, await joinEvent(deps, viewer, request.params.id));
  });

  route(app, communityApi.leaveEvent, { schema: { tags }, config: PARTICIPATION_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return presentParticipation(request.params.id, await leaveEvent(deps, viewer, request.params.id));
  });
}
