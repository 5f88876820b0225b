/**
 * Reports (the admin panel's Reports tab; report states; the toast 'Rapor İşlendi'; docs/api.md):
 *
 * - A member reports a target (REPORT_TARGET_TYPES) they can see and do not own, with a reason;
 *   the report stores a snapshot of the target (title, excerpt, author, site path) so the queue
 *   still shows it after the target changed or was deleted. One OPEN report per member and
 *   target: the partial unique index `reports_open_unique_idx` (a concurrent second insert meets
 *   it too → 409 REPORT_ALREADY_OPEN).
 * - Moderators and admins read the queue and resolve a report with an action ('none', 'hide',
 *   'delete', 'ban' — ban for admins only) or dismiss it. Every open report on the same target is
 *   closed together, with the same outcome. The action, the reports' new state, exactly ONE
 *   audit row (`report.resolve` / `report.dismiss`) and the reporters' notifications
 *   (`report.handled` → notifications.handler.ts) are written in ONE transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  REPORT_PAGE_SIZE,
  reportActionsFor,
  type AdminReport,
  type AdminReportPage,
  type ReportAction,
  type ReportCreated,
  type ReportHandled,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type reportInput,
} from '@garaj/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { banMember } from '../admin/index.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { AppError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { ModerationResult } from '../../lib/content-kinds.ts';
import { contentKind } from '../content-kinds.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import type { GarageDeps } from '../garages/index.ts';
import { loadTarget, previewFromSnapshot, type TargetFacts } from './reports.queries.ts';

type ReportValues = z.output<typeof reportInput>;

/** The reasons in Turkish, for the ban reason when the moderator wrote no note. */
export const REPORT_REASON_LABELS_TR: Record<ReportReason, string> = {
  spam: 'Spam veya reklam',
  harassment: 'Taciz veya zorbalık',
  inappropriate: 'Uygunsuz içerik',
  misleading: 'Yanıltıcı veya yanlış bilgi',
  copyright: 'Telif hakkı ihlali',
  other: 'Diğer',
};



/** True when the database refused a duplicate of the partial unique index of open reports. */
const isOpenReportDuplicate = (error: unknown): boolean => isUniqueViolation(error);

/**
 * POST /api/reports — files `reporter`'s report. The target must exist and be visible to them
 * (else 404 REPORT_TARGET_NOT_FOUND, also for a hidden item or a banned member's content), not be
 * their own content or account (400 REPORT_OWN_TARGET), and they must have no open report on it
 * (409 REPORT_ALREADY_OPEN; after it is handled, a new one is allowed).
 */
export async function createReport(db: Db, reporter: Viewer, input: ReportValues): Promise<ReportCreated> {
  const target = await loadTarget(db, input.targetType, input.targetId, reporter.id);
  if (!target) throw notFound('REPORT_TARGET_NOT_FOUND');
  if (target.ownerId === reporter.id) throw badRequest('REPORT_OWN_TARGET');
  if (!target.public && !isModerator(reporter)) throw notFound('REPORT_TARGET_NOT_FOUND');
  try {
    const [row] = await queryRows<{ id: string; status: ReportStatus }>(
      db,
      sql`insert into reports (reporter_id, target_type, target_id, target_snapshot, reason, details)
          values (${reporter.id}, ${input.targetType}, ${input.targetId}, ${JSON.stringify(target.preview)}::jsonb, ${input.reason}, ${input.details})
          on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
          returning id, status`,
    );
    if (!row) throw conflict('REPORT_ALREADY_OPEN');
    return { id: row.id, status: row.status };
  } catch (error) {
    if (!(error instanceof AppError) && isOpenReportDuplicate(error)) throw conflict('REPORT_ALREADY_OPEN');
    throw error;
  }
}

interface ReportRow {
  id: string;
  reporter_id: string | null;
  reporter_name: string | null;
  target_type: ReportTargetType;
  target_id: string;
  target_snapshot: unknown;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  action: ReportAction | null;
  handled_by: string | null;
  handler_name: string | null;
  handled_at: string | null;
  resolution_note: string | null;
  created_at: string;
  open_on_target: number;
}

const reportColumns = sql`r.id, r.reporter_id, coalesce(ru.display_username, ru.username) as reporter_name, r.target_type, r.target_id,
  r.target_snapshot, r.reason, r.details, r.status, r.action, r.handled_by, coalesce(hu.display_username, hu.username) as handler_name,
  case when r.handled_at is null then null else ${isoUtc(sql`r.handled_at`)} end as handled_at, r.resolution_note,
  ${isoUtc(sql`r.created_at`)} as created_at,
  (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.status = 'open') as open_on_target`;

function selectReports(db: Db, where: SQL, tail: SQL = sql``): Promise<ReportRow[]> {
  return queryRows<ReportRow>(
    db,
    sql`select ${reportColumns} from reports r left join users ru on ru.id = r.reporter_id left join users hu on hu.id = r.handled_by
        where ${where} order by r.created_at desc, r.id desc ${tail}`,
  );
}

/** A report row as the queue shows it: the target now when it exists, else the stored snapshot. */
async function presentReport(db: Db, row: ReportRow): Promise<AdminReport> {
  const current = await loadTarget(db, row.target_type, row.target_id);
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    action: row.action,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    resolutionNote: row.resolution_note,
    reporter: row.reporter_id && row.reporter_name ? { id: row.reporter_id, username: row.reporter_name } : null,
    handledBy: row.handled_by && row.handler_name ? { id: row.handled_by, username: row.handler_name } : null,
    target: current
      ? { exists: true, hidden: current.hidden, preview: current.preview, authorId: current.ownerId }
      : { exists: false, hidden: false, preview: previewFromSnapshot(row.target_snapshot), authorId: null },
    openReportsOnTarget: Number(row.open_on_target),
  };
}

/** GET /api/admin/reports — a page (1-based, REPORT_PAGE_SIZE) of one status, optionally one target type; newest first. */
export async function listReports(db: Db, query: { status: ReportStatus; targetType?: ReportTargetType | undefined; page: number }): Promise<AdminReportPage> {
  const where = query.targetType ? sql`r.status = ${query.status} and r.target_type = ${query.targetType}` : sql`r.status = ${query.status}`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reports r where ${where}`);
  const rows = await selectReports(db, where, sql`limit ${REPORT_PAGE_SIZE} offset ${(query.page - 1) * REPORT_PAGE_SIZE}`);
  const items: AdminReport[] = [];
  for (const row of rows) items.push(await presentReport(db, row));
  return { items, page: query.page, pageSize: REPORT_PAGE_SIZE, total: Number(count?.n ?? 0) };
}

/** GET /api/admin/reports/:id. @throws 404 REPORT_NOT_FOUND */
export async function getReport(db: Db, id: string): Promise<AdminReport> {
  const [row] = await selectReports(db, sql`r.id = ${id}`);
  if (!row) throw notFound('REPORT_NOT_FOUND');
  return presentReport(db, row);
}

/** What a resolve did that must be finished after the commit (files of a deleted garage). */
type AfterCommit = (() => Promise<void>) | null;

/**
 * Locks every open report on the target of report `id` (in id order, so two moderators closing
 * reports of one target cannot deadlock) and returns them with the report's target.
 * @throws 404 REPORT_NOT_FOUND, 409 REPORT_NOT_OPEN (already resolved or dismissed)
 */
async function lockOpenReports(tx: Db, id: string): Promise<{ targetType: ReportTargetType; targetId: string; snapshot: unknown; reason: ReportReason; reports: { id: string; reporterId: string }[] }> {
  const [report] = await queryRows<{ target_type: ReportTargetType; target_id: string; target_snapshot: unknown; reason: ReportReason }>(
    tx,
    sql`select target_type, target_id, target_snapshot, reason from reports where id = ${id}`,
  );
  if (!report) throw notFound('REPORT_NOT_FOUND');
  const open = await queryRows<{ id: string; reporter_id: string }>(
    tx,
    sql`select id, reporter_id from reports where target_type = ${report.target_type} and target_id = ${report.target_id} and status = 'open' order by id for update`,
  );
  if (!open.some((r) => r.id === id)) throw conflict('REPORT_NOT_OPEN');
  return {
    targetType: report.target_type,
    targetId: report.target_id,
    snapshot: report.target_snapshot,
    reason: report.reason,
    reports: open.map((r) => ({ id: r.id, reporterId: r.reporter_id })),
  };
}

/** Performs `action` on the target inside `tx`; returns work to do after the commit. */
async function performAction(
  tx: Db,
  deps: GarageDeps,
  actor: Viewer,
  action: ReportAction,
  target: { type: ReportTargetType; id: string; facts: TargetFacts | null; reason: ReportReason; note: string | null },
): Promise<AfterCommit> {
  if (action === 'none') return null;
  if (!reportActionsFor(target.type).includes(action)) throw badRequest('REPORT_ACTION_UNAVAILABLE');
  if (action === 'ban') {
    const userId = target.facts?.ownerId;
    if (!userId) throw notFound('REPORT_TARGET_NOT_FOUND');
    await banMember(tx, actor, { userId, reason: target.note ?? REPORT_REASON_LABELS_TR[target.reason], until: null });
    return null;
  }
  if (!target.facts) throw notFound('REPORT_TARGET_NOT_FOUND');
  // 'hide' or 'delete', as the target's kind does it (modules/content-kinds.ts).
  const kind = contentKind(target.type);
  let done: ModerationResult;
  if (action === 'hide' && kind.moderation) done = await kind.moderation.setHidden(tx, actor, target.id, true, target.note);
  else if (action === 'delete' && kind.moderatorDelete) done = await kind.moderatorDelete(tx, actor, target.id);
  else throw badRequest('REPORT_ACTION_UNAVAILABLE');
  return () => done.afterCommit(deps);
}

/**
 * POST /api/admin/reports/:id/resolve — performs `action` on the report's target ('hide' for
 * moderatable types; 'delete' for those, garages (files removed after commit) and location
 * shares (ended); 'ban' the author or member, admins only) and resolves every open report on
 * that target with it; one audit row `report.resolve` (reason = note, after {action, reportIds});
 * each reporter is notified. All in one transaction.
 * @throws 403 FORBIDDEN (ban by a moderator), 404 REPORT_NOT_FOUND, 409 REPORT_NOT_OPEN,
 * 400 REPORT_ACTION_UNAVAILABLE, 404 REPORT_TARGET_NOT_FOUND (the action needs a target that is gone)
 */
export async function resolveReport(deps: GarageDeps, actor: Viewer, id: string, input: { action: ReportAction; note: string | null }): Promise<ReportHandled> {
  if (input.action === 'ban' && actor.role !== 'admin') throw forbidden();
  const { result, after } = await deps.db.transaction(async (tx) => {
    const locked = await lockOpenReports(tx, id);
    const facts = await loadTarget(tx, locked.targetType, locked.targetId);
    const label = (facts?.preview ?? previewFromSnapshot(locked.snapshot)).title || null;
    const afterCommit = await performAction(tx, deps, actor, input.action, { type: locked.targetType, id: locked.targetId, facts, reason: locked.reason, note: input.note });
    return {
      result: await closeReports(tx, actor, locked, { status: 'resolved', action: input.action, note: input.note, label }),
      after: afterCommit,
    };
  });
  if (after) await after();
  return result;
}

/**
 * POST /api/admin/reports/:id/dismiss — nothing is done to the target; every open report on it
 * is dismissed; one audit row `report.dismiss`; each reporter is notified. One transaction.
 * @throws 404 REPORT_NOT_FOUND, 409 REPORT_NOT_OPEN
 */
export async function dismissReport(db: Db, actor: Viewer, id: string, input: { note: string | null }): Promise<ReportHandled> {
  return db.transaction(async (tx) => {
    const locked = await lockOpenReports(tx, id);
    const facts = await loadTarget(tx, locked.targetType, locked.targetId);
    const label = (facts?.preview ?? previewFromSnapshot(locked.snapshot)).title || null;
    return closeReports(tx, actor, locked, { status: 'dismissed', action: null, note: input.note, label });
  });
}

/** Sets the locked reports' outcome, records the ONE audit row and tells the reporters (domain event). */
async function closeReports(
  tx: Db,
  actor: Viewer,
  locked: Awaited<ReturnType<typeof lockOpenReports>>,
  outcome: { status: 'resolved' | 'dismissed'; action: ReportAction | null; note: string | null; label: string | null },
): Promise<ReportHandled> {
  const ids = locked.reports.map((r) => r.id);
  const idList = sql.join(
    ids.map((r) => sql`${r}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`update reports set status = ${outcome.status}, action = ${outcome.action}, handled_by = ${actor.id}, handled_at = now(),
    resolution_note = ${outcome.note} where id in (${idList})`);
  await recordAudit(tx, {
    actor,
    action: outcome.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
    targetType: locked.targetType,
    targetId: locked.targetId,
    targetLabel: outcome.label,
    reason: outcome.note,
    before: { status: 'open' },
    after: { status: outcome.status, action: outcome.action, reportIds: ids },
  });
  await emitDomainEvent(tx, { type: 'report.handled', actorId: actor.id, outcome: outcome.status, reports: locked.reports });
  return { status: outcome.status, action: outcome.action, reportIds: ids };
}
