/**
 * Help centre endpoints (contract in packages/shared/src/schemas/help.ts; API doc
 * "Help centre"). FAQ reads and the contact form are public (the form attaches the signed-in
 * member's id); FAQ writes and the contact inbox need the admin role (401 / 403 FORBIDDEN) and
 * are audited. Writes are rate-limited per client address (429 RATE_LIMITED).
 */
import type { FastifyInstance } from 'fastify';
import { type AdminHelpFaqList, type HelpFaqList, helpApi } from '@garaj/shared';
import { answerLanguage } from '../../lib/language.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireAdmin } from '../../lib/session.ts';
import { createContactMessage, createFaq, mailContactMessage, deleteFaq, listAdminFaqs, listContactMessages, listFaqs, setContactMessageStatus, updateFaq } from './help.service.ts';

const tags = ['help'];
const adminTags = ['help', 'admin'];
/** The contact form: 5 messages per client address per hour. */
export const CONTACT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 hour' } };
/** Admin writes. */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, env } = app.deps;

  route(app, helpApi.getFaqs, { schema: { tags } }, async (request, reply): Promise<HelpFaqList> => {
    reply.header('cache-control', 'no-cache');
    return listFaqs(db, request.query.q, request.query.category, answerLanguage(request, reply));
  });

  route(app, helpApi.getAdminFaqs, { schema: { tags: adminTags } }, async (request, reply): Promise<AdminHelpFaqList> => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listAdminFaqs(db);
  });

  route(app, helpApi.createContactMessage, { schema: { tags }, config: CONTACT_LIMIT }, async (request, reply) => {
    const viewer = await getViewer(request);
    const created = await createContactMessage(db, viewer?.id ?? null, request.body);
    // Mailed to the site's contact address (admin settings), after the message is stored.
    await mailContactMessage({ db, mailer, log: request.log, contact: { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM } }, { ...request.body, id: created.id });
    return reply.status(201).send(created);
  });

  route(app, helpApi.createFaq, { schema: { tags: adminTags }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    return reply.status(201).send(await createFaq(db, viewer, request.body));
  });

  route(app, helpApi.updateFaq, { schema: { tags: adminTags }, config: ADMIN_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    return updateFaq(db, viewer, request.params.id, request.body);
  });

  route(app, helpApi.deleteFaq, { schema: { tags: adminTags }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteFaq(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(app, helpApi.getContactMessages, { schema: { tags: adminTags } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listContactMessages(db, request.query);
  });

  route(
    app,
    helpApi.setContactMessageStatus,
    { schema: { tags: adminTags }, config: ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireAdmin(request);
      return setContactMessageStatus(db, viewer, request.params.id, request.body.status);
    },
  );
}
