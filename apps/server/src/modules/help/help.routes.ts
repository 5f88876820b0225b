/**
 * Help centre endpoints (contract in packages/shared/src/schemas/help.ts; API doc
 * "Help centre"). FAQ reads and the contact form are public (the form attaches the signed-in
 * member's id); FAQ writes and the contact inbox need the admin role (401 / 403 FORBIDDEN) and
 * are audited. Writes are rate-limited per client address (429 RATE_LIMITED).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageInput, contactMessageListQuery, contactMessageStatusInput, helpFaqInput, helpFaqQuery, uuidParam, type AdminHelpFaqList, type HelpFaqList } from '@garaj/shared';
import { answerLanguage } from '../../lib/language.ts';
import { getViewer, requireAdmin } from '../../lib/session.ts';
import { createContactMessage, createFaq, mailContactMessage, deleteFaq, listAdminFaqs, listContactMessages, listFaqs, setContactMessageStatus, updateFaq } from './help.service.ts';

const tags = ['help'];
const adminTags = ['help', 'admin'];
/** The contact form: 5 messages per client address per hour. */
export const CONTACT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 hour' } };
/** Admin writes. */
export const ADMIN_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function helpRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, env } = app.deps;

  r.get('/api/help/faqs', { schema: { tags, querystring: helpFaqQuery } }, async (request, reply): Promise<HelpFaqList> => {
    reply.header('cache-control', 'no-cache');
    return listFaqs(db, request.query.q, request.query.category, answerLanguage(request, reply));
  });

  r.get('/api/admin/help/faqs', { schema: { tags: adminTags } }, async (request, reply): Promise<AdminHelpFaqList> => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listAdminFaqs(db);
  });

  r.post('/api/help/contact-messages', { schema: { tags, body: contactMessageInput }, config: CONTACT_LIMIT }, async (request, reply) => {
    const viewer = await getViewer(request);
    const created = await createContactMessage(db, viewer?.id ?? null, request.body);
    // Mailed to the site's contact address (admin settings), after the message is stored.
    await mailContactMessage({ db, mailer, log: request.log, contact: { adminEmail: env.ADMIN_EMAIL, mailFrom: env.MAIL_FROM } }, { ...request.body, id: created.id });
    return reply.status(201).send(created);
  });

  r.post('/api/admin/help/faqs', { schema: { tags: adminTags, body: helpFaqInput }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    return reply.status(201).send(await createFaq(db, viewer, request.body));
  });

  r.put('/api/admin/help/faqs/:id', { schema: { tags: adminTags, params: uuidParam, body: helpFaqInput }, config: ADMIN_WRITE_LIMIT }, async (request) => {
    const viewer = await requireAdmin(request);
    return updateFaq(db, viewer, request.params.id, request.body);
  });

  r.delete('/api/admin/help/faqs/:id', { schema: { tags: adminTags, params: uuidParam }, config: ADMIN_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireAdmin(request);
    await deleteFaq(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  r.get('/api/admin/help/contact-messages', { schema: { tags: adminTags, querystring: contactMessageListQuery } }, async (request, reply) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return listContactMessages(db, request.query);
  });

  r.patch(
    '/api/admin/help/contact-messages/:id',
    { schema: { tags: adminTags, params: uuidParam, body: contactMessageStatusInput }, config: ADMIN_WRITE_LIMIT },
    async (request) => {
      const viewer = await requireAdmin(request);
      return setContactMessageStatus(db, viewer, request.params.id, request.body.status);
    },
  );
}
