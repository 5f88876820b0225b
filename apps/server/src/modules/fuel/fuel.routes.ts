/**
 * Fuel log and cost endpoints (docs/api.md "Fuel log and costs"; contract in
 * packages/shared/src/schemas/costs.ts). Every endpoint is the signed-in owner's: a visitor gets
 * 401 UNAUTHENTICATED, another member's garage, fill-up or entry 404 (never its data). Writes
 * are rate-limited per account; the CSV import and export have their own, lower limits.
 */
import type { FastifyInstance } from 'fastify';
import { FUEL_PAGE_SIZE, fuelApi, istanbulToday, type CostEntry, type CostEntryPage, type CostReport, type FillUp, type FillUpPage, type FuelGarage, type FuelOverview, type GarageCostSummary } from '@garaj/shared';
import { AppError, notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { requireViewer, type Viewer } from '../../lib/session.ts';
import { consumptionChain } from './fuel.consumption.ts';
import { fillUpsCsv, fuelCsvFileName, parseFillUpsCsv } from './fuel.csv.ts';
import { importFillUps } from './fuel.import.ts';
import { presentCostEntry, presentFillUp, presentGarage, presentSummary } from './fuel.presenter.ts';
import { selectChain, selectChainContext, selectCostEntry, selectCostPage, selectFillUp, selectFillUpPage, selectMyGarage, selectMyGarages } from './fuel.queries.ts';
import { buildCostReport } from './fuel.report.ts';
import { createCostEntry, createFillUp, deleteCostEntry, deleteFillUp, updateCostEntry, updateCostSettings, updateFillUp } from './fuel.service.ts';
import { costSummaries, garageFigures, publicGarageExists } from './fuel.summaries.ts';
import { importOutcomePath, readCsvUpload, wantsPage } from './fuel.upload.ts';

const tags = ['fuel'];
/** Writes: fill-ups, cost entries, the setting. */
export const FUEL_WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** The CSV export (a whole log per request). */
export const FUEL_EXPORT_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** The CSV import (up to 5,000 rows in one transaction). */
export const FUEL_IMPORT_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const currentYear = () => Number(istanbulToday().slice(0, 4));

export async function fuelRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  const garageOr404 = async (viewer: Viewer, id: string) => {
    const garage = await selectMyGarage(db, viewer.id, id);
    if (!garage) throw notFound('GARAGE_NOT_FOUND');
    return garage;
  };

  /** A fill-up as the list shows it: its chain step computed from the fill-ups before it. */
  const fillUpOr404 = async (viewer: Viewer, id: string): Promise<FillUp> => {
    const row = await selectFillUp(db, viewer.id, id);
    if (!row) throw notFound('FUEL_FILL_UP_NOT_FOUND');
    const context = await selectChainContext(db, row.garageId, row);
    const steps = consumptionChain([...context, row]);
    return presentFillUp(row, steps[steps.length - 1]);
  };

  const costOr404 = async (viewer: Viewer, id: string): Promise<CostEntry> => {
    const row = await selectCostEntry(db, viewer.id, id);
    if (!row) throw notFound('COST_ENTRY_NOT_FOUND');
    return presentCostEntry(row);
  };

  route(app, fuelApi.getFuelOverview, { schema: { tags } }, async (request, reply): Promise<FuelOverview> => {
    const viewer = await requireViewer(request);
    const { garageId } = request.query;
    const garages = await selectMyGarages(db, viewer.id);
    const garage = garageId ? garages.find((g) => g.id === garageId) : garages[0];
    if (garageId && !garage) throw notFound('GARAGE_NOT_FOUND');
    const figures = garage ? await garageFigures(db, [garage.id], { publicOnly: false, year: currentYear() }) : null;
    reply.header('cache-control', 'private, no-store');
    return {
      today: istanbulToday(),
      garages: garages.map(presentGarage),
      garage: garage ? presentGarage(garage) : null,
      summary: garage ? presentSummary(garage, figures?.get(garage.id)) : null,
    };
  });

  route(app, fuelApi.listFillUps, { schema: { tags } }, async (request, reply): Promise<FillUpPage> => {
    const viewer = await requireViewer(request);
    await garageOr404(viewer, request.params.id);
    const limit = request.query.limit ?? FUEL_PAGE_SIZE;
    const page = await selectFillUpPage(db, request.params.id, limit, request.query.cursor);
    const oldest = page.rows[page.rows.length - 1];
    const context = oldest ? await selectChainContext(db, request.params.id, oldest) : [];
    const chain = [...context, ...[...page.rows].reverse()];
    const steps = consumptionChain(chain);
    const stepOf = new Map(chain.map((row, i) => [row.id, steps[i]]));
    reply.header('cache-control', 'private, no-store');
    return { items: page.rows.map((row) => presentFillUp(row, stepOf.get(row.id))), nextCursor: page.nextCursor };
  });

  route(app, fuelApi.createFillUp, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const id = await createFillUp(db, viewer, request.params.id, request.body, istanbulToday());
    return reply.status(201).send(await fillUpOr404(viewer, id));
  });

  route(app, fuelApi.updateFillUp, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request): Promise<FillUp> => {
    const viewer = await requireViewer(request);
    await updateFillUp(db, viewer, request.params.id, request.body, istanbulToday());
    return fillUpOr404(viewer, request.params.id);
  });

  route(app, fuelApi.deleteFillUp, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteFillUp(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(app, fuelApi.exportFillUpsCsv, { schema: { tags }, config: FUEL_EXPORT_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const garage = await garageOr404(viewer, request.params.id);
    const rows = await selectChain(db, garage.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fuelCsvFileName(garage.name, istanbulToday())}"`)
      .header('cache-control', 'private, no-store')
      .send(fillUpsCsv(rows, consumptionChain(rows)));
  });

  route(
    app,
    fuelApi.importFillUpsCsv,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with one `file` part: a LubeLogger gas-record CSV (≤ 1 MB, ≤ 5,000 rows). With a `redirect=page` field before the file (the page form without JavaScript), the answer is a 303 to the fuel page carrying the outcome.',
      },
      config: { ...FUEL_IMPORT_LIMIT, bodyTypes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const garageId = request.params.id;
      let toPage = false;
      try {
        const upload = await readCsvUpload(request);
        toPage = upload.toPage;
        await garageOr404(viewer, garageId);
        const rows = parseFillUpsCsv(upload.text, istanbulToday());
        const result = await importFillUps(db, viewer, garageId, rows);
        if (toPage) return reply.redirect(importOutcomePath(garageId, { result }), 303);
        return result;
      } catch (error) {
        if ((toPage || wantsPage(error)) && error instanceof AppError && error.statusCode !== 404) return reply.redirect(importOutcomePath(garageId, { error }), 303);
        throw error;
      }
    },
  );

  route(app, fuelApi.listCostEntries, { schema: { tags } }, async (request, reply): Promise<CostEntryPage> => {
    const viewer = await requireViewer(request);
    await garageOr404(viewer, request.params.id);
    const page = await selectCostPage(db, request.params.id, request.query.limit ?? FUEL_PAGE_SIZE, request.query.cursor);
    reply.header('cache-control', 'private, no-store');
    return { items: page.rows.map(presentCostEntry), nextCursor: page.nextCursor };
  });

  route(app, fuelApi.createCostEntry, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const id = await createCostEntry(db, viewer, request.params.id, request.body, istanbulToday());
    return reply.status(201).send(await costOr404(viewer, id));
  });

  route(app, fuelApi.updateCostEntry, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request): Promise<CostEntry> => {
    const viewer = await requireViewer(request);
    await updateCostEntry(db, viewer, request.params.id, request.body, istanbulToday());
    return costOr404(viewer, request.params.id);
  });

  route(app, fuelApi.deleteCostEntry, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request, reply) => {
    const viewer = await requireViewer(request);
    await deleteCostEntry(db, viewer, request.params.id);
    return reply.status(204).send();
  });

  route(app, fuelApi.getCostReport, { schema: { tags } }, async (request, reply): Promise<CostReport> => {
    const viewer = await requireViewer(request);
    const garage = await garageOr404(viewer, request.params.id);
    const year = currentYear();
    reply.header('cache-control', 'private, no-store');
    return buildCostReport(db, garage, request.query.year ?? year, year);
  });

  /** Anyone: a garage's running-cost summary when its owner shows it (`isPublic: false` and nulls otherwise); 404 for a garage nobody may see. */
  route(app, fuelApi.getRunningCosts, { schema: { tags } }, async (request): Promise<GarageCostSummary> => {
    const { id } = request.params;
    if (!(await publicGarageExists(db, id))) throw notFound('GARAGE_NOT_FOUND');
    return (await costSummaries(db, [id])).get(id)!;
  });

  route(app, fuelApi.updateCostSettings, { schema: { tags }, config: FUEL_WRITE_LIMIT }, async (request): Promise<FuelGarage> => {
    const viewer = await requireViewer(request);
    await updateCostSettings(db, viewer, request.params.id, request.body.showCosts);
    return presentGarage(await garageOr404(viewer, request.params.id));
  });
}
