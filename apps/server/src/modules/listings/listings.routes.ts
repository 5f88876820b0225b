/**
 * Listing endpoints (docs/api.md "Listings"): the search and a listing are public (a withdrawn
 * listing is its owner's only); creating, editing and the status are the garage owner's (403
 * LISTING_FORBIDDEN for anyone else, admins included) with a verified e-mail address, since a
 * listing is content others see. Writes are rate-limited per account.
 */
import type { FastifyInstance } from 'fastify';
import { listingsApi, type ListingDetail } from '@garaj/shared';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, isModerator, requireViewer, type Viewer } from '../../lib/session.ts';
import type { Db } from '../../db/client.ts';
import { documentRefs } from '../documents/index.ts';
import { presentListingDetail, presentListingPage, presentVehicle } from './listings.presenter.ts';
import { getListing, getListingForEdit, saveListing, searchListings, setListingStatus } from './listings.service.ts';

const tags = ['listings'];
/** Saving a listing and changing its status. */
export const LISTING_WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The listing page as `viewer` may read it. @throws 404 LISTING_NOT_FOUND */
async function readDetail(db: Db, garageId: string, viewer: Viewer | null): Promise<ListingDetail> {
  const { row, history } = await getListing(db, garageId, viewer, isModerator(viewer));
  const reports = await documentRefs(db, [row.expertReportId]);
  return presentListingDetail(row, { history, report: row.expertReportId ? (reports.get(row.expertReportId) ?? null) : null, viewerId: viewer?.id ?? null });
}

export async function listingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  route(app, listingsApi.searchListings, { schema: { tags }, config: LIST_READ_LIMIT }, async (request) =>
    presentListingPage(await searchListings(db, request.query)),
  );

  route(app, listingsApi.getListing, { schema: { tags } }, async (request, reply) => {
    const viewer = await getViewer(request);
    // `isMine` differs per viewer: never kept by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    return readDetail(db, request.params.garageId, viewer);
  });

  route(app, listingsApi.getListingForEdit, { schema: { tags } }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const { garage, row, history } = await getListingForEdit(db, request.params.garageId, viewer);
    const reports = await documentRefs(db, [row?.expertReportId]);
    reply.header('cache-control', 'private, no-store');
    return {
      vehicle: presentVehicle(garage),
      listing: row ? presentListingDetail(row, { history, report: row.expertReportId ? (reports.get(row.expertReportId) ?? null) : null, viewerId: viewer.id }) : null,
    };
  });

  route(app, listingsApi.saveListing, { schema: { tags }, config: LISTING_WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await saveListing(db, viewer, request.params.garageId, request.body);
    return readDetail(db, request.params.garageId, viewer);
  });

  route(app, listingsApi.setListingStatus, { schema: { tags }, config: LISTING_WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await setListingStatus(db, viewer, request.params.garageId, request.body.status);
    return readDetail(db, request.params.garageId, viewer);
  });
}
