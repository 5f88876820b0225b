/**
 * Advertising: reading the
 * ads valid today, counting impressions and clicks per Istanbul calendar day, storing and
 * mailing 'Reklam Verin' requests, and the admins' ad and request management (every admin
 * write records one audit row in its own transaction, lib/audit.ts).
 *
 * "Today" is the calendar date in Europe/Istanbul (`istanbulToday`); every function takes it
 * so tests can fix it. An ad is valid on `today` when `valid_from` (null = open) ≤ today ≤
 * `valid_until` (null = open; inclusive). Expired ads are never served nor counted.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AD_PACKAGES,
  istanbulToday,
  type AdDayStats,
  type AdminAd,
  type AdRequest,
  type AdRequestPage,
  type AdRequestStatus,
  type PublicAd,
  type adInput,
  type adRequestInput,
} from '@garaj/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { presentImage } from '../../lib/image-view.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Viewer } from '../../lib/session.ts';
import { contactAddress } from '../admin/index.ts';
import { ADMIN_IMAGE_PURPOSES } from '../images/index.ts';

type AdValues = z.output<typeof adInput>;
type AdRequestValues = z.output<typeof adRequestInput>;

/** Admin ad-request list page size. */
export const AD_REQUESTS_PAGE_SIZE = 20;
/** Days of per-day counters admins see. */
export const AD_STATS_DAYS = 30;

/** SQL condition on the `ads` alias `a`: valid on `today` (`YYYY-MM-DD`). */
export const validOn = (today: string): SQL =>
  sql`(a.valid_from is null or a.valid_from <= ${today}::date) and (a.valid_until is null or a.valid_until >= ${today}::date)`;

interface AdRow {
  id: string;
  title: string;
  description: string;
  company: string;
  category: PublicAd['category'];
  image_id: string | null;
  img_width: number | null;
  img_height: number | null;
  img_variants: number[] | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  location: string | null;
  rating: number | null;
  reviews_count: number;
  featured: boolean;
  discount_text: string | null;
  valid_from: string | null;
  valid_until: string | null;
  created_at: string;
  updated_at: string;
}

const adColumns = sql`a.id, a.title, a.description, a.company, a.category, a.image_id, i.width as img_width, i.height as img_height,
  i.variants as img_variants, a.website, a.phone, a.email, a.location, a.rating, a.reviews_count, a.featured, a.discount_text,
  to_char(a.valid_from, 'YYYY-MM-DD') as valid_from, to_char(a.valid_until, 'YYYY-MM-DD') as valid_until,
  ${isoUtc(sql`a.created_at`)} as created_at, ${isoUtc(sql`a.updated_at`)} as updated_at`;

function selectAds(db: Db, where: SQL, order: SQL = sql`a.featured desc, a.created_at desc, a.id`): Promise<AdRow[]> {
  return queryRows<AdRow>(db, sql`select ${adColumns} from ads a left join images i on i.id = a.image_id where ${where} order by ${order}`);
}

/** The public shape of an ad row. */
export function presentAd(row: AdRow): PublicAd {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    company: row.company,
    category: row.category,
    image: row.image_id && row.img_variants ? presentImage({ id: row.image_id, width: row.img_width!, height: row.img_height!, variants: row.img_variants }) : null,
    website: row.website,
    phone: row.phone,
    email: row.email,
    location: row.location,
    rating: row.rating === null ? null : Number(row.rating),
    reviewsCount: Number(row.reviews_count),
    featured: row.featured,
    discountText: row.discount_text,
    validUntil: row.valid_until,
  };
}

/** Ads valid on `today`, optionally of one category: featured first, then newest. */
export async function listPublicAds(db: Db, category: string | undefined, today = istanbulToday()): Promise<PublicAd[]> {
  const where = category ? sql`${validOn(today)} and a.category = ${category}` : validOn(today);
  return (await selectAds(db, where)).map(presentAd);
}

/**
 * Adds one impression (or click) to each of `ids` valid on `today`, in ONE statement (upsert of
 * `ad_stats_daily` on (ad_id, day)). Unknown, expired or repeated ids count nothing / once.
 * Returns the ids counted.
 */
export async function countAdEvent(db: Db, kind: 'impressions' | 'clicks', ids: string[], today = istanbulToday()): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const column = sql.raw(kind);
  const idList = sql.join(unique.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await queryRows<{ ad_id: string }>(
    db,
    sql`insert into ad_stats_daily (ad_id, day, ${column})
        select a.id, ${today}::date, 1 from ads a where a.id in (${idList}) and ${validOn(today)}
        on conflict (ad_id, day) do update set ${column} = ad_stats_daily.${column} + 1
        returning ad_id`,
  );
  return rows.map((r) => r.ad_id);
}

/** True when the ad exists and is valid on `today`. */
export async function adValidOn(db: Db, id: string, today = istanbulToday()): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ads a where a.id = ${id} and ${validOn(today)}`);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// 'Reklam Verin' requests

interface AdRequestRow {
  id: string;
  user_id: string | null;
  package: AdRequest['package'];
  company: string;
  contact_name: string;
  email: string;
  phone: string | null;
  message: string | null;
  status: AdRequestStatus;
  created_at: string;
}

const presentRequest = (r: AdRequestRow): AdRequest => ({
  id: r.id,
  userId: r.user_id,
  package: r.package,
  company: r.company,
  contactName: r.contact_name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  status: r.status,
  createdAt: r.created_at,
});

const requestColumns = sql`r.id, r.user_id, r.package, r.company, r.contact_name, r.email, r.phone, r.message, r.status, ${isoUtc(sql`r.created_at`)} as created_at`;

/** The Turkish mail to the contact address about one request (plain text and HTML, user text escaped). */
export function adRequestMail(to: string, request: AdRequest) {
  const pkg = AD_PACKAGES.find((p) => p.id === request.package)!;
  const lines = [
    `Yeni reklam talebi: ${request.company}`,
    `Paket: ${request.package} (${pkg.priceTl} TL / ay)`,
    `İletişim: ${request.contactName}`,
    `E-posta: ${request.email}`,
    `Telefon: ${request.phone ?? '-'}`,
    `Mesaj: ${request.message ?? '-'}`,
  ];
  return {
    to,
    subject: `Reklam talebi: ${request.company} (${request.package})`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** Stores a request, then mails it to the contact address; a mail failure is logged, the request stays. */
export async function createAdRequest(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; contact: { adminEmail?: string | undefined; mailFrom: string } },
  userId: string | null,
  input: AdRequestValues,
): Promise<AdRequest> {
  const [row] = await queryRows<AdRequestRow>(
    deps.db,
    sql`insert into ad_requests as r (user_id, package, company, contact_name, email, phone, message)
        values (${userId}, ${input.package}, ${input.company}, ${input.contactName}, ${input.email}, ${input.phone}, ${input.message})
        returning ${requestColumns}`,
  );
  const request = presentRequest(row!);
  try {
    const to = await contactAddress(deps.db, deps.contact);
    await deps.mailer.send(adRequestMail(to, request));
  } catch (error) {
    deps.log.error({ err: error, adRequestId: request.id }, 'ad request mail failed');
  }
  return request;
}

/** A page (1-based) of requests, newest first, optionally of one status. */
export async function listAdRequests(db: Db, status: AdRequestStatus | undefined, page: number): Promise<AdRequestPage> {
  const where = status ? sql`r.status = ${status}` : sql`true`;
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ad_requests r where ${where}`);
  const rows = await queryRows<AdRequestRow>(
    db,
    sql`select ${requestColumns} from ad_requests r where ${where} order by r.created_at desc, r.id desc
        limit ${AD_REQUESTS_PAGE_SIZE} offset ${(page - 1) * AD_REQUESTS_PAGE_SIZE}`,
  );
  return { items: rows.map(presentRequest), page, total: Number(count?.n ?? 0), pageSize: AD_REQUESTS_PAGE_SIZE };
}

/** Sets a request's status (audited `ad_request.status`). 404 NOT_FOUND. */
export async function setAdRequestStatus(db: Db, admin: Viewer, id: string, status: AdRequestStatus): Promise<AdRequest> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<AdRequestRow>(tx, sql`select ${requestColumns} from ad_requests r where r.id = ${id} for update`);
    if (!before) throw notFound();
    const [after] = await queryRows<AdRequestRow>(tx, sql`update ad_requests r set status = ${status} where r.id = ${id} returning ${requestColumns}`);
    await recordAudit(tx, {
      actor: admin,
      action: 'ad_request.status',
      targetType: 'ad_request',
      targetId: id,
      targetLabel: before.company,
      before: { status: before.status },
      after: { status },
    });
    return presentRequest(after!);
  });
}

// ---------------------------------------------------------------------------------------------
// Admin ads

/** Counters of `ids`: totals and the last {@link AD_STATS_DAYS} days up to `today` (days with activity only). */
async function statsOf(db: Db, ids: string[], today: string): Promise<Map<string, AdminAd['stats']>> {
  const map = new Map<string, AdminAd['stats']>(ids.map((id) => [id, { impressions: 0, clicks: 0, days: [] as AdDayStats[] }]));
  if (ids.length === 0) return map;
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = await queryRows<{ ad_id: string; day: string; impressions: number; clicks: number }>(
    db,
    sql`select ad_id, to_char(day, 'YYYY-MM-DD') as day, impressions, clicks from ad_stats_daily where ad_id in (${idList}) order by day`,
  );
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - (AD_STATS_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  for (const r of rows) {
    const s = map.get(r.ad_id)!;
    s.impressions += Number(r.impressions);
    s.clicks += Number(r.clicks);
    if (r.day >= since && r.day <= today) s.days.push({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks) });
  }
  return map;
}

function presentAdminAd(row: AdRow, stats: AdminAd['stats'], today: string): AdminAd {
  return {
    ...presentAd(row),
    imageId: row.image_id,
    validFrom: row.valid_from,
    expired: row.valid_until !== null && row.valid_until < today,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    stats,
  };
}

/** Every ad (expired too), newest first, with counters. */
export async function listAdminAds(db: Db, today = istanbulToday()): Promise<AdminAd[]> {
  const rows = await selectAds(db, sql`true`, sql`a.created_at desc, a.id`);
  const stats = await statsOf(db, rows.map((r) => r.id), today);
  return rows.map((r) => presentAdminAd(r, stats.get(r.id)!, today));
}

/** One ad with counters; 404 NOT_FOUND. */
export async function getAdminAd(db: Db, id: string, today = istanbulToday()): Promise<AdminAd> {
  const [row] = await selectAds(db, sql`a.id = ${id}`);
  if (!row) throw notFound();
  const stats = await statsOf(db, [id], today);
  return presentAdminAd(row, stats.get(id)!, today);
}

/** The audited fields of an ad (no counters). */
const auditView = (ad: AdminAd) => {
  const { stats: _stats, image: _image, createdAt: _c, updatedAt: _u, expired: _e, ...fields } = ad;
  return fields as Record<string, unknown>;
};

/** 400 IMAGE_NOT_FOUND unless `imageId` is an uploaded image of an admin purpose (event, competition). */
async function checkImage(tx: Db, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const purposes = sql.join(ADMIN_IMAGE_PURPOSES.map((p) => sql`${p}`), sql`, `);
  const rows = await queryRows(tx, sql`select 1 from images where id = ${imageId} and purpose in (${purposes})`);
  if (rows.length === 0) throw badRequest('IMAGE_NOT_FOUND', { imageId: 'IMAGE_NOT_FOUND' });
}

const writeValues = (v: AdValues) => sql`${v.title}, ${v.description}, ${v.company}, ${v.category}, ${v.imageId}::uuid, ${v.website}, ${v.phone}, ${v.email},
  ${v.location}, ${v.rating}, ${v.reviewsCount}, ${v.featured}, ${v.discountText}, ${v.validFrom}::date, ${v.validUntil}::date`;

/** Creates an ad (audited `ad.create`). */
export async function createAd(db: Db, admin: Viewer, values: AdValues, today = istanbulToday()): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    await checkImage(tx, values.imageId);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ads (title, description, company, category, image_id, website, phone, email, location, rating, reviews_count, featured,
          discount_text, valid_from, valid_until) values (${writeValues(values)}) returning id`,
    );
    const ad = await getAdminAd(tx, row!.id, today);
    await recordAudit(tx, { actor: admin, action: 'ad.create', targetType: 'ad', targetId: ad.id, targetLabel: ad.title, after: auditView(ad) });
    return ad;
  });
}

/** Replaces every field of an ad (audited `ad.update`, before/after). 404 NOT_FOUND. */
export async function updateAd(db: Db, admin: Viewer, id: string, values: AdValues, today = istanbulToday()): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    const locked = await queryRows(tx, sql`select 1 from ads where id = ${id} for update`);
    if (locked.length === 0) throw notFound();
    const before = await getAdminAd(tx, id, today);
    await checkImage(tx, values.imageId);
    await tx.execute(sql`update ads set (title, description, company, category, image_id, website, phone, email, location, rating, reviews_count,
      featured, discount_text, valid_from, valid_until) = (${writeValues(values)}), updated_at = now() where id = ${id}`);
    const after = await getAdminAd(tx, id, today);
    await recordAudit(tx, { actor: admin, action: 'ad.update', targetType: 'ad', targetId: id, targetLabel: after.title, before: auditView(before), after: auditView(after) });
    return after;
  });
}

/** Deletes an ad and its counters (audited `ad.delete`, before). 404 NOT_FOUND. */
export async function deleteAd(db: Db, admin: Viewer, id: string, today = istanbulToday()): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await queryRows(tx, sql`select 1 from ads where id = ${id} for update`);
    if (locked.length === 0) throw notFound();
    const before = await getAdminAd(tx, id, today);
    await tx.execute(sql`delete from ads where id = ${id}`);
    await recordAudit(tx, { actor: admin, action: 'ad.delete', targetType: 'ad', targetId: id, targetLabel: before.title, before: auditView(before) });
  });
}
