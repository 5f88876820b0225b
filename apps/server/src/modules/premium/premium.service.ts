/**
 * Premium (plans and prices; docs/api.md "Premium"):
 * members ask for a plan (stored, mailed to the contact address; no payment provider yet), admins
 * grant premium until a calendar day, revoke it or decline a request. Premium is account data:
 * `profiles.premium_since` (set while premium) and `profiles.premium_until` (exclusive end
 * instant; null = no end). premium.status.ts is the one "premium now" check; an ended premium is
 * simply not premium (no job needed).
 *
 * Every admin write runs in ONE transaction with exactly ONE audit row (lib/audit.ts):
 * `premium.grant` (before/after premiumUntil; approves the member's pending request),
 * `premium.revoke`, `premium.reject`. A grant also tells the badges (`member.account_changed`)
 * and the member (`premium.granted` → notification `premium_granted`).
 *
 * Days are Europe/Istanbul calendar days: premium "until 2026-12-24" ends at the start of
 * 2026-12-25 in Istanbul.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  GARAGE_LIMITS,
  PREMIUM_ADMIN_PAGE_SIZE,
  PREMIUM_MONTHLY_FREE_MONTHS,
  PREMIUM_MONTHLY_PRICE_TL,
  PREMIUM_YEARLY_FREE_MONTHS,
  PREMIUM_YEARLY_PRICE_TL,
  PREMIUM_YEARLY_SAVING_PERCENT,
  istanbulToday,
  type AdminPremiumRequest,
  type AdminPremiumRequestPage,
  type PremiumLimits,
  type PremiumMemberPage,
  type PremiumMemberState,
  type PremiumMemberSummary,
  type PremiumOverview,
  type PremiumPlan,
  type PremiumPlanView,
  type PremiumRequestStatus,
  type PremiumRequestView,
} from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { emitDomainEvent } from '../../lib/domain-events.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Mailer } from '../../lib/mail.ts';
import { premiumNow } from './premium.status.ts';
import type { Viewer } from '../../lib/session.ts';

/** The plans of the public page, from the shared constants. */
export const PREMIUM_PLAN_VIEWS: PremiumPlanView[] = [
  { id: 'free', priceTl: 0, period: null, freeMonths: 0 },
  {
    id: 'monthly',
    priceTl: PREMIUM_MONTHLY_PRICE_TL,
    period: 'month',
    freeMonths: PREMIUM_MONTHLY_FREE_MONTHS,
  },
  {
    id: 'yearly',
    priceTl: PREMIUM_YEARLY_PRICE_TL,
    period: 'year',
    freeMonths: PREMIUM_YEARLY_FREE_MONTHS,
  },
];

/** The limits that apply: premium or free (GARAGE_LIMITS). */
export const limitsFor = (premium: boolean): PremiumLimits => ({
  ...(premium ? GARAGE_LIMITS.premium : GARAGE_LIMITS.free),
});

/**
 * The limits of `userId` now, reading the profile row FOR UPDATE (so two concurrent garage
 * writes of one member are serialised and cannot both pass a count check). Use inside the
 * write's transaction.
 */
export async function lockMemberLimits(tx: Db, userId: string): Promise<PremiumLimits> {
  const rows = await queryRows<{ premium: boolean }>(
    tx,
    sql`select ${premiumNow('p')} as premium from profiles p where p.user_id = ${userId} for update`,
  );
  return limitsFor(rows[0]?.premium === true);
}

// ---------------------------------------------------------------------------------------------
// Rows

interface MemberRow {
  id: string;
  username: string;
  premium: boolean;
  premium_since: string | null;
  premium_until: string | null;
  premium_until_day: string | null;
}

/** Columns of a member (users `u`, profiles `p`) with their premium state. */
const memberColumns = sql`u.id, coalesce(u.display_username, u.username, u.name) as username, coalesce(${premiumNow('p')}, false) as premium,
  ${isoUtc(sql`p.premium_since`)} as premium_since, ${isoUtc(sql`p.premium_until`)} as premium_until,
  to_char(((p.premium_until at time zone 'Europe/Istanbul') - interval '1 microsecond')::date, 'YYYY-MM-DD') as premium_until_day`;

const presentMember = (r: MemberRow): PremiumMemberSummary => {
  const premium = r.premium === true;
  return {
    id: r.id,
    username: r.username,
    premium,
    premiumSince: premium ? r.premium_since : null,
    premiumUntil: premium ? r.premium_until : null,
    premiumUntilDay: premium ? r.premium_until_day : null,
  };
};

async function selectMember(db: Db, userId: string, lock = false): Promise<MemberRow | undefined> {
  const [row] = await queryRows<MemberRow>(
    db,
    sql`select ${memberColumns} from users u left join profiles p on p.user_id = u.id where u.id = ${userId} ${lock ? sql`for update of u` : sql``}`,
  );
  return row;
}

interface RequestRow {
  id: string;
  user_id: string;
  plan: PremiumPlan;
  status: PremiumRequestStatus;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

const requestColumns = sql`r.id, r.user_id, r.plan, r.status, ${isoUtc(sql`r.created_at`)} as created_at, ${isoUtc(sql`r.handled_at`)} as handled_at,
  (select coalesce(h.display_username, h.username) from users h where h.id = r.handled_by) as handled_by`;

const presentRequest = (r: RequestRow): PremiumRequestView => ({
  id: r.id,
  plan: r.plan,
  status: r.status,
  createdAt: r.created_at,
  handledAt: r.handled_at,
});

async function pendingRequestOf(db: Db, userId: string): Promise<RequestRow | undefined> {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`select ${requestColumns} from premium_requests r where r.user_id = ${userId} and r.status = 'pending'`,
  );
  return row;
}

// ---------------------------------------------------------------------------------------------
// Member side

/** The member's premium state, pending request, limits and garage count. */
export async function memberState(db: Db, userId: string): Promise<PremiumMemberState> {
  const [member, pending, garages] = await Promise.all([
    selectMember(db, userId),
    pendingRequestOf(db, userId),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from garages where user_id = ${userId}`,
    ),
  ]);
  const summary = member ? presentMember(member) : null;
  return {
    premium: summary?.premium ?? false,
    premiumUntil: summary?.premiumUntil ?? null,
    premiumUntilDay: summary?.premiumUntilDay ?? null,
    pendingRequest: pending ? presentRequest(pending) : null,
    limits: limitsFor(summary?.premium ?? false),
    garageCount: Number(garages[0]?.n ?? 0),
  };
}

/** GET /api/premium: plans and limits; with the member's state when signed in. */
export async function premiumOverview(db: Db, viewerId: string | null): Promise<PremiumOverview> {
  return {
    plans: PREMIUM_PLAN_VIEWS,
    yearlySavingPercent: PREMIUM_YEARLY_SAVING_PERCENT,
    limits: { free: limitsFor(false), premium: limitsFor(true) },
    member: viewerId ? await memberState(db, viewerId) : null,
  };
}

/** The member's latest request (any status), or null. */
export async function myLatestRequest(db: Db, userId: string): Promise<PremiumRequestView | null> {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`select ${requestColumns} from premium_requests r where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 1`,
  );
  return row ? presentRequest(row) : null;
}

/** Where premium requests are mailed: `site_settings.contact_email`, else ADMIN_EMAIL, else MAIL_FROM's address. */
async function contactAddress(
  db: Db,
  fallback: { adminEmail?: string | undefined; mailFrom: string },
): Promise<string> {
  const rows = await queryRows<{ value: unknown }>(
    db,
    sql`select value from site_settings where key = 'contact_email'`,
  );
  const value = rows[0]?.value;
  const fromSetting =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && 'email' in value
        ? String((value).email)
        : null;
  if (fromSetting && fromSetting.includes('@')) return fromSetting;
  if (fallback.adminEmail) return fallback.adminEmail;
  return /<([^>]+)>/.exec(fallback.mailFrom)?.[1] ?? fallback.mailFrom;
}

/** The Turkish mail to the contact address about a new request (user text escaped). */
export function premiumRequestMail(
  to: string,
  username: string,
  plan: PremiumPlan,
  adminUrl: string,
) {
  const planLabel = plan === 'monthly' ? 'Aylık Premium' : 'Yıllık Premium';
  const lines = [
    `Yeni Premium talebi: @${username}`,
    `Plan: ${planLabel}`,
    `Yönetim paneli: ${adminUrl}`,
  ];
  return {
    to,
    subject: `Premium talebi: @${username} (${planLabel})`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

export interface RequestDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  contact: { adminEmail?: string | undefined; mailFrom: string };
  publicUrl: string;
}

/**
 * POST /api/premium/requests: stores a pending request, then mails the contact address (a mail
 * failure is logged; the request stays).
 * @throws 409 PREMIUM_ALREADY_ACTIVE, 409 PREMIUM_REQUEST_PENDING
 */
export async function createPremiumRequest(
  deps: RequestDeps,
  viewer: Viewer,
  plan: PremiumPlan,
): Promise<PremiumRequestView> {
  const row = await deps.db.transaction(async (tx) => {
    const member = await selectMember(tx, viewer.id, true);
    if (member?.premium) throw conflict('PREMIUM_ALREADY_ACTIVE');
    // The partial unique index (one pending per member) settles a race; the lock above orders them.
    const [inserted] = await queryRows<RequestRow>(
      tx,
      sql`insert into premium_requests as r (user_id, plan) values (${viewer.id}, ${plan})
          on conflict (user_id) where status = 'pending' do nothing
          returning ${requestColumns}`,
    );
    if (!inserted) throw conflict('PREMIUM_REQUEST_PENDING');
    return inserted;
  });
  try {
    const to = await contactAddress(deps.db, deps.contact);
    await deps.mailer.send(
      premiumRequestMail(to, viewer.username, plan, `${deps.publicUrl}/admin?tab=premium`),
    );
  } catch (error) {
    deps.log.error({ err: error, premiumRequestId: row.id }, 'premium request mail failed');
  }
  return presentRequest(row);
}

/** DELETE /api/premium/requests/mine: cancels the member's pending request. @throws 404 PREMIUM_REQUEST_NOT_FOUND */
export async function cancelMyRequest(db: Db, userId: string): Promise<PremiumRequestView> {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`update premium_requests r set status = 'cancelled', handled_at = now() where r.user_id = ${userId} and r.status = 'pending' returning ${requestColumns}`,
  );
  if (!row) throw notFound('PREMIUM_REQUEST_NOT_FOUND');
  return presentRequest(row);
}

// ---------------------------------------------------------------------------------------------
// Admin side

/** A page of requests with their members, newest first, optionally of one status. */
export async function listPremiumRequests(
  db: Db,
  status: PremiumRequestStatus | undefined,
  page: number,
): Promise<AdminPremiumRequestPage> {
  const where = status ? sql`r.status = ${status}` : sql`true`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from premium_requests r where ${where}`,
  );
  const rows = await queryRows<RequestRow & { m: MemberRow }>(
    db,
    sql`select ${requestColumns}, json_build_object('id', m.id, 'username', m.username, 'premium', m.premium, 'premium_since', m.premium_since,
          'premium_until', m.premium_until, 'premium_until_day', m.premium_until_day) as m
        from premium_requests r
        cross join lateral (select ${memberColumns} from users u left join profiles p on p.user_id = u.id where u.id = r.user_id) m
        where ${where}
        order by r.created_at desc, r.id desc
        limit ${PREMIUM_ADMIN_PAGE_SIZE} offset ${(page - 1) * PREMIUM_ADMIN_PAGE_SIZE}`,
  );
  const items: AdminPremiumRequest[] = rows.map((r) => ({
    ...presentRequest(r),
    handledBy: r.handled_by,
    user: presentMember(r.m),
  }));
  return { items, page, pageSize: PREMIUM_ADMIN_PAGE_SIZE, total: Number(count?.n ?? 0) };
}

/** A page of members premium now, the soonest ending first (no end last). */
export async function listPremiumMembers(db: Db, page: number): Promise<PremiumMemberPage> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profiles p where ${premiumNow('p')}`,
  );
  const rows = await queryRows<MemberRow>(
    db,
    sql`select ${memberColumns} from users u join profiles p on p.user_id = u.id where ${premiumNow('p')}
        order by p.premium_until asc nulls last, lower(coalesce(u.display_username, u.username)), u.id
        limit ${PREMIUM_ADMIN_PAGE_SIZE} offset ${(page - 1) * PREMIUM_ADMIN_PAGE_SIZE}`,
  );
  return {
    items: rows.map(presentMember),
    page,
    pageSize: PREMIUM_ADMIN_PAGE_SIZE,
    total: Number(count?.n ?? 0),
  };
}

/** One member by username (case-insensitive, as typed or normalised). @throws 404 USER_NOT_FOUND */
export async function lookupMember(
  db: Db,
  username: string,
): Promise<PremiumMemberSummary & { pendingRequest: PremiumRequestView | null }> {
  const name = username.replace(/^@/, '').trim();
  const [row] = await queryRows<MemberRow>(
    db,
    sql`select ${memberColumns} from users u left join profiles p on p.user_id = u.id
        where lower(u.username) = lower(${name}) or lower(u.display_username) = lower(${name}) limit 1`,
  );
  if (!row) throw notFound('USER_NOT_FOUND');
  const pending = await pendingRequestOf(db, row.id);
  return { ...presentMember(row), pendingRequest: pending ? presentRequest(pending) : null };
}

const auditState = (m: PremiumMemberSummary) => ({
  premium: m.premium,
  premiumUntil: m.premiumUntil,
  premiumUntilDay: m.premiumUntilDay,
});

/**
 * PUT /api/admin/users/:id/premium: premium until the end of `until` (Istanbul), from now or
 * extending/shortening a running one (`premium_since` kept). Approves the member's pending
 * request; audit `premium.grant` (before/after); badge and notification events.
 * @throws 404 USER_NOT_FOUND, 400 PREMIUM_UNTIL_INVALID (before today)
 */
export async function grantPremium(
  db: Db,
  admin: Viewer,
  userId: string,
  input: { until: string; reason: string | null },
  today = istanbulToday(),
): Promise<PremiumMemberSummary> {
  if (input.until < today || Number.isNaN(Date.parse(`${input.until}T00:00:00Z`)))
    throw badRequest('PREMIUM_UNTIL_INVALID', { until: 'PREMIUM_UNTIL_INVALID' });
  return db.transaction(async (tx) => {
    const beforeRow = await selectMember(tx, userId, true);
    if (!beforeRow) throw notFound('USER_NOT_FOUND');
    const before = presentMember(beforeRow);
    await tx.execute(
      sql`insert into profiles (user_id) values (${userId}) on conflict (user_id) do nothing`,
    );
    await tx.execute(sql`
      update profiles p set
        premium_since = case when ${premiumNow('p')} then p.premium_since else now() end,
        premium_until = ((${input.until}::date + 1)::timestamp at time zone 'Europe/Istanbul'),
        updated_at = now()
      where p.user_id = ${userId}`);
    const approved = await queryRows<{ id: string }>(
      tx,
      sql`update premium_requests set status = 'granted', handled_by = ${admin.id}, handled_at = now()
          where user_id = ${userId} and status = 'pending' returning id`,
    );
    const after = presentMember((await selectMember(tx, userId))!);
    await recordAudit(tx, {
      actor: admin,
      action: 'premium.grant',
      targetType: 'user',
      targetId: userId,
      targetLabel: after.username,
      reason: input.reason,
      before: auditState(before),
      after: { ...auditState(after), ...(approved[0] ? { requestId: approved[0].id } : {}) },
    });
    await emitDomainEvent(tx, { type: 'member.account_changed', userId });
    await emitDomainEvent(tx, { type: 'premium.granted', userId, untilDay: input.until });
    return after;
  });
}

/**
 * DELETE /api/admin/users/:id/premium: ends premium now (both columns cleared); audit
 * `premium.revoke`. @throws 404 USER_NOT_FOUND, 409 PREMIUM_NOT_ACTIVE
 */
export async function revokePremium(
  db: Db,
  admin: Viewer,
  userId: string,
  reason: string | null,
): Promise<PremiumMemberSummary> {
  return db.transaction(async (tx) => {
    const beforeRow = await selectMember(tx, userId, true);
    if (!beforeRow) throw notFound('USER_NOT_FOUND');
    const before = presentMember(beforeRow);
    if (!before.premium) throw conflict('PREMIUM_NOT_ACTIVE');
    await tx.execute(
      sql`update profiles set premium_since = null, premium_until = null, updated_at = now() where user_id = ${userId}`,
    );
    const after = presentMember((await selectMember(tx, userId))!);
    await recordAudit(tx, {
      actor: admin,
      action: 'premium.revoke',
      targetType: 'user',
      targetId: userId,
      targetLabel: after.username,
      reason,
      before: auditState(before),
      after: auditState(after),
    });
    await emitDomainEvent(tx, { type: 'member.account_changed', userId });
    return after;
  });
}

/**
 * POST /api/admin/premium/requests/:id/reject: declines a pending request; audit
 * `premium.reject`. @throws 404 PREMIUM_REQUEST_NOT_FOUND, 409 PREMIUM_REQUEST_NOT_PENDING
 */
export async function rejectPremiumRequest(
  db: Db,
  admin: Viewer,
  requestId: string,
  reason: string | null,
): Promise<PremiumRequestView> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<RequestRow & { username: string }>(
      tx,
      sql`select ${requestColumns}, (select coalesce(u.display_username, u.username) from users u where u.id = r.user_id) as username
          from premium_requests r where r.id = ${requestId} for update`,
    );
    if (!before) throw notFound('PREMIUM_REQUEST_NOT_FOUND');
    if (before.status !== 'pending') throw conflict('PREMIUM_REQUEST_NOT_PENDING');
    const [after] = await queryRows<RequestRow>(
      tx,
      sql`update premium_requests r set status = 'declined', handled_by = ${admin.id}, handled_at = now() where r.id = ${requestId} returning ${requestColumns}`,
    );
    await recordAudit(tx, {
      actor: admin,
      action: 'premium.reject',
      targetType: 'premium_request',
      targetId: requestId,
      targetLabel: before.username,
      reason,
      before: { status: before.status, plan: before.plan },
      after: { status: 'declined' },
    });
    return presentRequest(after!);
  });
}
