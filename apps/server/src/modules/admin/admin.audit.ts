/**
 * The audit log as the admin panel reads it (Audit log): newest first, paged,
 * filterable by actor, action (exact, or a prefix ending in '.'), target type and days
 * (Europe/Istanbul, inclusive). Read-only: rows are written by lib/audit.ts and never changed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, addDays, istanbulStartOf, type AuditEntryView, type AuditPage } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { escapeLike } from '../../db/search-text.ts';

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_username: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

const json = (value: unknown): Record<string, unknown> | null => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
};

function presentEntry(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    actor: { id: row.actor_id, username: row.actor_username },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    reason: row.reason,
    before: json(row.before),
    after: json(row.after),
    createdAt: row.created_at,
  };
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  targetType?: string;
  from?: string;
  to?: string;
  page: number;
}

/** GET /api/admin/audit: a page of ADMIN_PAGE_SIZE entries matching every given filter. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.actor) where.push(sql`(a.actor_id = ${query.actor} or lower(a.actor_username) = lower(${query.actor}))`);
  if (query.action) {
    where.push(query.action.endsWith('.') ? sql`a.action like ${`${escapeLike(query.action)}%`}` : sql`a.action = ${query.action}`);
  }
  if (query.targetType) where.push(sql`a.target_type = ${query.targetType}`);
  if (query.from) where.push(sql`a.created_at >= ${istanbulStartOf(query.from).toISOString()}`);
  if (query.to) where.push(sql`a.created_at < ${istanbulStartOf(addDays(query.to, 1)).toISOString()}`);
  const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from audit_log a where ${condition}`);
  const rows = await queryRows<AuditRow>(
    db,
    sql`select a.id, a.actor_id, a.actor_username, a.action, a.target_type, a.target_id, a.target_label, a.reason, a.before, a.after,
          to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
        from audit_log a where ${condition}
        order by a.created_at desc, a.id desc limit ${ADMIN_PAGE_SIZE} offset ${(query.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return { items: rows.map(presentEntry), page: query.page, pageSize: ADMIN_PAGE_SIZE, total: Number(count?.n ?? 0) };
}
