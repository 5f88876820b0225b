/**
 * The admin panel's garages tab (Garages): search, delete with a reason (through
 * the garages module's moderator delete: cascades, `garage.deleted` event, uploaded files
 * removed after commit), feature / unfeature (featured garages lead the home page's featured
 * section, garages.service `featuredGarages`). Every write: one transaction, ONE audit row
 * (`garage.delete`, `garage.feature`, `garage.unfeature`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, foldForSearch, type AdminGarage, type AdminGaragePage } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { escapeLike } from '../../db/search-text.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/session.ts';
import { invalidateGarageLists } from '../garages/index.ts';
import { finishModeratorGarageDelete, moderatorDeleteGarage, type GarageDeps } from '../garages/index.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
const GARAGE_COLUMNS = sql`g.id, g.name, g.car_brand, g.car_model, g.user_id, coalesce(u.display_username, u.username, u.name) as owner_username,
  g.is_featured, g.views_count, g.likes_count, (select count(*)::int from garage_photos gp where gp.garage_id = g.id) as photos,
  ${iso('g.created_at')} as created_at`;

interface GarageRow {
  id: string;
  name: string;
  car_brand: string;
  car_model: string;
  user_id: string;
  owner_username: string;
  is_featured: boolean;
  views_count: number | string;
  likes_count: number | string;
  photos: number | string;
  created_at: string;
}

function presentGarage(row: GarageRow): AdminGarage {
  return {
    id: row.id,
    title: row.name,
    carBrand: row.car_brand,
    carModel: row.car_model,
    owner: { id: row.user_id, username: row.owner_username },
    featured: Boolean(row.is_featured),
    views: Number(row.views_count),
    likes: Number(row.likes_count),
    photos: Number(row.photos),
    createdAt: row.created_at,
  };
}

/**
 * GET /api/admin/garages: featured first when filtering none, then newest; ADMIN_PAGE_SIZE per
 * page. `q` matches title, brand, model, description (the garage's Turkish-folded search
 * text) or the owner's username.
 */
export async function listAdminGarages(db: Db, query: { q?: string; featured?: boolean; page: number }): Promise<AdminGaragePage> {
  const where: SQL[] = [];
  if (query.q) {
    const folded = `%${escapeLike(foldForSearch(query.q))}%`;
    const plain = `%${escapeLike(query.q.toLowerCase())}%`;
    where.push(sql`(g.search_text like ${folded} or lower(coalesce(u.display_username, u.username, '')) like ${plain})`);
  }
  if (query.featured !== undefined) where.push(sql`g.is_featured = ${query.featured}`);
  const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from garages g join users u on u.id = g.user_id where ${condition}`);
  const rows = await queryRows<GarageRow>(
    db,
    sql`select ${GARAGE_COLUMNS} from garages g join users u on u.id = g.user_id where ${condition}
        order by g.created_at desc, g.id desc limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return { items: rows.map(presentGarage), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: Number(count?.n ?? 0) };
}

async function getAdminGarage(db: Db, id: string): Promise<AdminGarage> {
  const [row] = await queryRows<GarageRow>(db, sql`select ${GARAGE_COLUMNS} from garages g join users u on u.id = g.user_id where g.id = ${id}`);
  if (!row) throw notFound('GARAGE_NOT_FOUND');
  return presentGarage(row);
}

/**
 * DELETE /api/admin/garages/:id: the garages module's moderator delete in one transaction with
 * the audit row `garage.delete` (label = title, reason, before `{ title, ownerId, ownerUsername }`);
 * the uploaded files go after commit.
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function deleteAdminGarage(deps: GarageDeps, actor: Viewer, id: string, reason: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const [owner] = await queryRows<{ username: string }>(
      tx,
      sql`select coalesce(u.display_username, u.username, u.name) as username from garages g join users u on u.id = g.user_id where g.id = ${id}`,
    );
    const result = await moderatorDeleteGarage(tx, actor, id);
    await recordAudit(tx, {
      actor,
      action: 'garage.delete',
      targetType: 'garage',
      targetId: id,
      targetLabel: result.name,
      reason,
      before: { title: result.name, ownerId: result.ownerId, ownerUsername: owner?.username ?? null },
    });
    return result;
  });
  await finishModeratorGarageDelete(deps, deleted);
}

/**
 * PUT (`featured` true) / DELETE (false) /api/admin/garages/:id/featured. Audit
 * `garage.feature` / `garage.unfeature` with before/after `{ featured }`. The home page's
 * cached featured list is dropped on this instance (others within their cache TTL).
 * @throws 404 GARAGE_NOT_FOUND
 */
export async function setGarageFeatured(db: Db, actor: Viewer, id: string, featured: boolean): Promise<AdminGarage> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ name: string; is_featured: boolean }>(tx, sql`select name, is_featured from garages where id = ${id} for update`);
    if (!row) throw notFound('GARAGE_NOT_FOUND');
    await tx.execute(sql`update garages set is_featured = ${featured} where id = ${id}`);
    await recordAudit(tx, {
      actor,
      action: featured ? 'garage.feature' : 'garage.unfeature',
      targetType: 'garage',
      targetId: id,
      targetLabel: row.name,
      before: { featured: Boolean(row.is_featured) },
      after: { featured },
    });
  });
  invalidateGarageLists(db);
  return getAdminGarage(db, id);
}
