/**
 * Maintenance tracker endpoints (docs/api.md "Maintenance tracker"; contract in
 * packages/shared/src/schemas/maintenance.ts). Every endpoint is the signed-in owner's: a visitor
 * gets 401 UNAUTHENTICATED, another member's garage or item 404 (never its data). Writes are
 * rate-limited per address. Also declares the reminder jobs (maintenance.reminders.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_LOG_PAGE_SIZE, istanbulToday, type MaintenanceCompletion, type MaintenanceGarage, type MaintenanceItem, type MaintenanceLogPage, type MaintenanceOverview, maintenanceApi } from '@garaj/shared';
import { eq } from 'drizzle-orm';
import { maintenanceItems } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireViewer, type Viewer } from '../../lib/session.ts';
import { csvFileName, logsCsv } from './maintenance.csv.ts';
import { byUrgency, presentGarage, presentItem, presentLog, summarize } from './maintenance.presenter.ts';
import { selectItem, selectItems, selectLogPage, selectLogs, selectMyGarage, selectMyGarages } from './maintenance.queries.ts';
import { afterMaintenanceChange, defineMaintenanceJobs } from './maintenance.reminders.ts';
import { completeItem, createItem, deleteItem, updateItem, updateOdometer } from './maintenance.service.ts';

const tags = ['maintenance'];
/** Writes: items, completions, odometer. */
export const MAINTENANCE_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** The CSV export (a whole history per request). */
export const MAINTENANCE_EXPORT_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Most rows one CSV holds. */
const CSV_MAX_ROWS = 10_000;

export async function maintenanceRoutes(app: FastifyInstance): Promise<void> {
  const { db, jobs } = app.deps;
  defineMaintenanceJobs(db, jobs);
  const after = (garageId: string, itemIds: string[]) => afterMaintenanceChange({ db, jobs, log: app.log }, garageId, itemIds);

  const itemOr404 = async (viewer: Viewer, id: string): Promise<MaintenanceItem> => {
    const row = await selectItem(db, viewer.id, id);
    if (!row) throw notFound('MAINTENANCE_ITEM_NOT_FOUND');
    return presentItem(row, istanbulToday());
  };

  const garageOr404 = async (viewer: Viewer, id: string) => {
    const garage = await selectMyGarage(db, viewer.id, id);
    if (!garage) throw notFound('GARAGE_NOT_FOUND');
    return garage;
  };

  route(app, maintenanceApi.getMaintenanceOverview, { schema: { tags } }, async (request, reply): Promise<MaintenanceOverview> => {
    const viewer = await requireViewer(request);
    const { garageId } = request.query;
    if (garageId) await garageOr404(viewer, garageId);
    const today = istanbulToday();
    const [garages, rows] = await Promise.all([
      selectMyGarages(db, viewer.id),
      selectItems(db, viewer.id, garageId ? eq(maintenanceItems.garageId, garageId) : undefined),
    ]);
    const items = rows.map((row) => presentItem(row, today)).sort(byUrgency);
    reply.header('cache-control', 'private, no-store');
    return { today, garages: garages.map(presentGarage), items, summary: summarize(items) };
  });

  route(app, maintenanceApi.createMaintenanceItem, { schema: { tags }, config: MAINTENANCE_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const id = await createItem(db, viewer, request.body, istanbulToday());
    await after(request.body.garageId, [id]);
    return reply.status(201).send(await itemOr404(viewer, id));
  });

  route(app, maintenanceApi.updateMaintenanceItem, { schema: { tags }, config: MAINTENANCE_WRITE_LIMIT }, async (request): Promise<MaintenanceItem> => {
    const viewer = await requireViewer(request);
    const { garageId } = await updateItem(db, viewer, request.params.id, request.body, istanbulToday());
    await after(garageId, [request.params.id]);
    return itemOr404(viewer, request.params.id);
  });

  route(app, maintenanceApi.deleteMaintenanceItem, { schema: { tags }, config: MAINTENANCE_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteItem(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(
    app,
    maintenanceApi.completeMaintenanceItem,
    { schema: { tags }, config: MAINTENANCE_WRITE_LIMIT },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const today = istanbulToday();
      const { item, log } = await completeItem(db, viewer, request.params.id, request.body, today);
      await after(item.garageId, [item.id]);
      const garage = await garageOr404(viewer, item.garageId);
      const body: MaintenanceCompletion = { item: await itemOr404(viewer, item.id), log: presentLog(log), garage: presentGarage(garage) };
      return reply.status(201).send(body);
    },
  );

  route(
    app,
    maintenanceApi.updateGarageOdometer,
    { schema: { tags }, config: MAINTENANCE_WRITE_LIMIT },
    async (request): Promise<MaintenanceGarage> => {
      const viewer = await requireViewer(request);
      const garage = await updateOdometer(db, viewer, request.params.id, request.body);
      await after(garage.id, []);
      return presentGarage(garage);
    },
  );

  route(
    app,
    maintenanceApi.getMaintenanceLogs,
    { schema: { tags } },
    async (request, reply): Promise<MaintenanceLogPage> => {
      const viewer = await requireViewer(request);
      await garageOr404(viewer, request.params.id);
      const limit = request.query.limit ?? MAINTENANCE_LOG_PAGE_SIZE;
      const page = await selectLogPage(db, request.params.id, limit, request.query.cursor);
      reply.header('cache-control', 'private, no-store');
      return { items: page.rows.map(presentLog), nextCursor: page.nextCursor };
    },
  );

  route(app, maintenanceApi.getMaintenanceLogsCsv, { schema: { tags }, config: MAINTENANCE_EXPORT_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const garage = await garageOr404(viewer, request.params.id);
    const rows = await selectLogs(db, garage.id, CSV_MAX_ROWS, null);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(garage.name, istanbulToday())}"`)
      .header('cache-control', 'private, no-store')
      .send(logsCsv(rows));
  });
}
