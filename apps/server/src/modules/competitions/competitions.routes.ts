/**
 * Competitions endpoints (docs/api.md "Competitions"; contract in
 * packages/shared/src/schemas/competitions.ts). Reads are public; entering and voting need a
 * session and a verified e-mail (they show to others); creating, editing, deleting and ending
 * need the admin role (403 FORBIDDEN). Writes are rate-limited per address. Also declares the
 * `competition-end` job (competitions.finalize.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CompetitionEntriesPage, type CompetitionListPage, type CompetitionStats, type CompetitionVoteResult, competitionsApi } from '@garaj/shared';
import { notFound } from '../../lib/errors.ts';
import { answerLanguage } from '../../lib/language.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireAdmin, requireViewer, type Viewer } from '../../lib/session.ts';
import { defineCompetitionJobs } from './competitions.finalize.ts';
import { presentCard, presentDetail, presentEntry } from './competitions.presenter.ts';
import { selectCompetition, selectCompetitionPage, selectEntryPage, selectStats, selectVoteState, selectWinners } from './competitions.queries.ts';
import {
  createCompetition,
  deleteCompetition,
  endCompetitionNow,
  enterCompetition,
  updateCompetition,
  voteForEntry,
  withdrawVote,
  type CompetitionDeps,
} from './competitions.service.ts';

const tags = ['competitions'];
/** Admin writes. */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Entering: a few a minute per address. */
export const ENTRY_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Votes (cast, move, withdraw). */
export const VOTE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export async function competitionsRoutes(app: FastifyInstance): Promise<void> {
  const { db, jobs } = app.deps;
  const deps: CompetitionDeps = { db, jobs };
  defineCompetitionJobs(db, jobs);

  /** The detail in the request's language (lib/language.ts). */
  const detail = async (request: FastifyRequest, reply: FastifyReply, id: string, viewer: Viewer | null) => {
    const row = await selectCompetition(db, id, viewer?.id ?? null);
    if (!row) throw notFound('COMPETITION_NOT_FOUND');
    const [winners, votes] = await Promise.all([selectWinners(db, [id]), selectVoteState(db, id, viewer?.id ?? null)]);
    return presentDetail(row, answerLanguage(request, reply), winners.get(id) ?? [], votes, viewer);
  };

  // ── Public reads ──
  route(app, competitionsApi.getCompetitions, { schema: { tags } }, async (request, reply): Promise<CompetitionListPage> => {
    const viewer = await getViewer(request);
    const q = request.query;
    const { rows, total } = await selectCompetitionPage(db, q, viewer?.id ?? null);
    const winners = await selectWinners(db, rows.filter((row) => row.finalizedAt).map((row) => row.id));
    reply.header('cache-control', 'private, no-cache');
    const language = answerLanguage(request, reply);
    return { items: rows.map((row) => presentCard(row, language, winners.get(row.id))), total, page: q.page, pageSize: q.pageSize };
  });

  route(app, competitionsApi.getCompetitionStats, { schema: { tags } }, async (_request, reply): Promise<CompetitionStats> => {
    reply.header('cache-control', 'no-cache');
    return selectStats(db);
  });

  route(app, competitionsApi.getCompetition, { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return detail(request, reply, request.params.id, await getViewer(request));
  });

  route(
    app,
    competitionsApi.getCompetitionEntries,
    { schema: { tags } },
    async (request, reply): Promise<CompetitionEntriesPage> => {
      const viewer = await getViewer(request);
      if (!(await selectCompetition(db, request.params.id, null))) throw notFound('COMPETITION_NOT_FOUND');
      const { page, pageSize } = request.query;
      const { rows, total } = await selectEntryPage(db, request.params.id, viewer?.id ?? null, page, pageSize);
      reply.header('cache-control', 'private, no-cache');
      return { items: rows.map((row) => presentEntry(row, viewer?.id ?? null)), total, page, pageSize };
    },
  );

  // ── Members ──
  route(app, competitionsApi.enterCompetition, { schema: { tags }, config: ENTRY_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    await enterCompetition(db, viewer, request.params.id, request.body.garageId);
    return reply.status(201).send(await detail(request, reply, request.params.id, viewer));
  });

  route(app, competitionsApi.voteCompetition, { schema: { tags }, config: VOTE_LIMIT }, async (request): Promise<CompetitionVoteResult> => {
    const viewer = await requireVerifiedViewer(request);
    return voteForEntry(db, viewer, request.params.id, request.body.entryId);
  });

  route(app, competitionsApi.unvoteCompetition, { schema: { tags }, config: VOTE_LIMIT }, async (request): Promise<CompetitionVoteResult> => {
    const viewer = await requireViewer(request);
    return withdrawVote(db, viewer, request.params.id);
  });

  // ── Admins ──
  route(app, competitionsApi.createCompetition, { schema: { tags: [...tags, 'admin'] }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    const id = await createCompetition(deps, viewer, request.body);
    return reply.status(201).send(await detail(request, reply, id, viewer));
  });

  route(app, competitionsApi.updateCompetition, { schema: { tags: [...tags, 'admin'] }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await updateCompetition(deps, viewer, request.params.id, request.body);
    return detail(request, reply, request.params.id, viewer);
  });

  route(app, competitionsApi.deleteCompetition, { schema: { tags: [...tags, 'admin'] }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteCompetition(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(app, competitionsApi.endCompetition, { schema: { tags: [...tags, 'admin'] }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await endCompetitionNow(db, viewer, request.params.id);
    return detail(request, reply, request.params.id, viewer);
  });
}
