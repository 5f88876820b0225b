/**
 * AI modification assistant endpoints (docs/api.md "Assistant"; decision 010):
 * - `POST /api/assistant/answers` {question, garageId?} — the answer as NDJSON
 *   (`application/x-ndjson`, one `AssistantStreamEvent` per line: meta → delta… → done).
 *   Visitors may ask; `garageId` needs a session (401) and one's own garage (404
 *   GARAGE_NOT_FOUND). Two limits, 429 RATE_LIMITED: per visitor address, or per member account
 *   (lib/rate-limit.ts, {@link ADDRESS_LIMIT}), and per member ({@link MEMBER_LIMIT}). Questions are not stored
 *   nor logged.
 * - `GET /api/assistant/saved-answers?cursor=&limit=` — the member's saved answers, newest first.
 * - `POST /api/assistant/saved-answers` {question, answer, sources, garageId?} — 201 the saved answer.
 * - `DELETE /api/assistant/saved-answers/:id` — 204; another member's or a missing one → 404.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ASSISTANT_SAVED_PAGE_SIZE, ERROR_MESSAGES, type AssistantStreamEvent, assistantApi } from '@garaj/shared';
import { AppError, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireViewer } from '../../lib/session.ts';
import type { ModelConfig } from './assistant.model.ts';
import { deleteSavedAnswer, insertSavedAnswer, ownsGarage, selectGarageContext, selectSavedAnswers } from './assistant.queries.ts';
import { answerQuestion } from './assistant.service.ts';

const tags = ['assistant'];

/** 429 body of both limits: `RATE_LIMITED` with the seconds to wait. */
const limitedBody = (ttlMs: number) => ({
  statusCode: 429,
  error: { code: 'RATE_LIMITED', message: `${ERROR_MESSAGES.RATE_LIMITED} (${Math.ceil(ttlMs / 1000)} sn)` },
});
/**
 * Questions per visitor address, 40 per 5 minutes (a signed-in member counts on their account,
 * lib/rate-limit.ts, where {@link MEMBER_LIMIT} is the stricter one).
 */
export const ADDRESS_LIMIT = { max: 40, timeWindow: 5 * 60_000 };
/** Questions per signed-in member, wherever they ask from: 15 per 5 minutes. */
export const MEMBER_LIMIT = { max: 15, timeWindow: 5 * 60_000 };
/** Saved-answer writes per member account. */
const SAVE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Registers the assistant routes. */
export async function assistantRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, env } = app.deps;
  const model: ModelConfig | null = env.AI_BASE_URL && env.AI_MODEL ? { baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL } : null;
  const memberLimiter = app.createRateLimit({
    ...MEMBER_LIMIT,
    keyGenerator: async (request: FastifyRequest) => `assistant-member:${(await getViewer(request))?.id ?? ''}`,
  });

  route(
    app,
    assistantApi.askAssistant,
    {
      schema: { tags, summary: 'Answer a modification question (NDJSON stream of AssistantStreamEvent)' },
      config: { rateLimit: { ...ADDRESS_LIMIT, errorResponseBuilder: (_request, context) => limitedBody(context.ttl) } },
      // Compression would hold the chunks back until a buffer fills.
      compress: false,
    },
    async (request, reply) => {
      const { question, garageId } = request.body;
      const viewer = await getViewer(request);
      if (garageId && !viewer) await requireViewer(request);
      if (viewer) {
        const limit = await memberLimiter(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(Math.ceil(limit.ttl / 1000)));
          throw new AppError(429, 'RATE_LIMITED');
        }
      }
      const garage = garageId && viewer ? await selectGarageContext(db, garageId, viewer.id) : null;
      if (garageId && !garage) throw notFound('GARAGE_NOT_FOUND');

      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const events = answerQuestion(
        { db, model, onModelError: (error) => request.log.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'assistant model failed; offline answer sent') },
        question,
        garage,
        abort.signal,
      );
      async function* lines() {
        try {
          for await (const event of events) yield `${JSON.stringify(event)}\n`;
        } catch (error) {
          request.log.error({ err: error }, 'assistant answer failed');
          const failure: AssistantStreamEvent = { type: 'error', code: 'INTERNAL' };
          yield `${JSON.stringify(failure)}\n`;
        }
      }
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      return reply.send(Readable.from(lines()));
    },
  );

  route(
    app,
    assistantApi.getSavedAnswers,
    { schema: { tags, summary: "The member's saved answers, newest first" } },
    async (request) => {
      const viewer = await requireViewer(request);
      return selectSavedAnswers(db, viewer.id, request.query.limit ?? ASSISTANT_SAVED_PAGE_SIZE, request.query.cursor);
    },
  );

  route(
    app,
    assistantApi.saveAnswer,
    { schema: { tags, summary: 'Save an answer the member saw' }, config: SAVE_LIMIT },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { question, answer, sources, garageId } = request.body;
      if (garageId && !(await ownsGarage(db, garageId, viewer.id))) throw notFound('GARAGE_NOT_FOUND');
      const saved = await insertSavedAnswer(db, { userId: viewer.id, question, answer, sources, garageId });
      return reply.status(201).send(saved);
    },
  );

  route(
    app,
    assistantApi.deleteSavedAnswer,
    { schema: { tags, summary: 'Delete one of the member’s saved answers' }, config: SAVE_LIMIT },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      if (!(await deleteSavedAnswer(db, viewer.id, request.params.id))) throw notFound('NOT_FOUND');
      return reply.status(204).send();
    },
  );
}
