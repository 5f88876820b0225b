/**
 * A member's rights over their data (docs/api.md "Account data"):
 * - GET  /api/me/data-exports — their latest archives;
 * - POST /api/me/data-exports — prepare a new one (202; a job builds it and mails them);
 * - GET  /api/me/data-exports/:id/download — the ZIP (their session only);
 * - GET  /api/me/account-deletion — whether a deletion is scheduled;
 * - POST /api/me/account-deletion — schedule it (password, or the mailed code), ends every session;
 * - POST /api/me/account-deletion/code — mail the code (accounts without a password) → 204;
 * - GET /api/me/sessions, DELETE /api/me/sessions/:id, POST /api/me/sessions/revoke-others — the
 *   signed-in devices, signing one or all the others out.
 *
 * Everything needs a session (401). Limits are per account: archives are costly (one a day, the
 * service's rule), deletion attempts guard the password (10 a minute).
 */
import type { FastifyInstance } from 'fastify';
import { accountDataApi } from '@garaj/shared';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../lib/session.ts';
import { accountDeletionState, defineAccountDeletionJobs, scheduleAccountDeletion, sendDeletionCode } from './account-data.deletion.ts';
import { DATA_EXPORT_FILE, defineDataExportJobs, listDataExports, openDataExport, requestDataExport } from './account-data.export.ts';
import { currentSessionToken, listSessions, revokeOtherSessions, revokeSession } from './account-data.sessions.ts';

const tags = ['account-data'];
const EXPORT_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const DELETION_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const CODE_LIMIT = { rateLimit: { max: 3, timeWindow: '1 minute' } };

export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  defineDataExportJobs(deps, deps.jobs);
  defineAccountDeletionJobs(deps, deps.jobs);

  route(app, accountDataApi.getDataExports, { schema: { tags } }, async (request) => ({
    items: await listDataExports(deps.db, (await requireViewer(request)).id),
  }));

  route(app, accountDataApi.requestDataExport, { schema: { tags }, config: EXPORT_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    return reply.status(202).send(await requestDataExport(deps, viewer.id));
  });

  route(app, accountDataApi.downloadDataExport, { schema: { tags, produces: ['application/zip'] }, config: EXPORT_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const object = await openDataExport(deps, viewer.id, request.params.id);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE}"`)
      .header('cache-control', 'private, no-store');
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });

  route(app, accountDataApi.getAccountDeletion, { schema: { tags } }, async (request) => accountDeletionState(deps.db, (await requireViewer(request)).id));

  route(app, accountDataApi.requestAccountDeletion, { schema: { tags }, config: DELETION_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    return scheduleAccountDeletion({ ...deps, graceHours: deps.env.ACCOUNT_DELETION_GRACE_HOURS }, { id: viewer.id, email: viewer.email }, request.body);
  });

  route(app, accountDataApi.getSessions, { schema: { tags } }, async (request) => ({
    items: await listSessions(deps.db, (await requireViewer(request)).id, currentSessionToken(request)),
  }));

  route(app, accountDataApi.revokeSession, { schema: { tags }, config: DELETION_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await revokeSession(deps.db, viewer.id, request.params.id, currentSessionToken(request));
    return reply.status(204).send();
  });

  route(app, accountDataApi.revokeOtherSessions, { schema: { tags }, config: DELETION_LIMIT }, async (request) => {
    const viewer = await requireViewer(request);
    await revokeOtherSessions(deps.db, viewer.id, currentSessionToken(request));
    return { items: await listSessions(deps.db, viewer.id, currentSessionToken(request)) };
  });

  route(app, accountDataApi.sendAccountDeletionCode, { schema: { tags }, config: CODE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await sendDeletionCode(deps, viewer.id, viewer.email);
    return reply.status(204).send();
  });
}
