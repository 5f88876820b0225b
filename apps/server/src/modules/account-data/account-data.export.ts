/**
 * "Verilerimi indir": a member asks for an archive of their data; a background job (`data-export`)
 * builds a ZIP — `garaj-verilerim.json` (account-data.collect.ts) and every image they uploaded
 * as `fotograflar/<image id>.webp` (its largest stored size) — stores it under `exports/<id>/`,
 * marks the row ready for DATA_EXPORT_VALID_DAYS and mails the member a link to their profile,
 * where the download needs their session. One archive per DATA_EXPORT_INTERVAL_HOURS (429
 * DATA_EXPORT_TOO_SOON). An hourly job deletes the expired files and marks their rows expired.
 *
 * Idempotent: the job works only on a 'pending' row and flips it with a conditional UPDATE, so a
 * second run (retry, another instance) does nothing; a failed build marks the row 'failed' and
 * removes what it stored.
 */
import { sql } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_VALID_DAYS, type DataExport } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { imageKey } from '../../lib/image-view.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { actionMail } from '../../lib/mail.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import type { StoredObject } from '../../lib/storage.ts';
import { collectMemberData, memberImages } from './account-data.collect.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const DATA_EXPORT_CLEANUP_JOB = 'data-export-cleanup';
/** The archive's file name, as the browser saves it. */
export const DATA_EXPORT_FILE = 'garaj-verilerim.zip';

const exportKey = (id: string) => `exports/${id}/${DATA_EXPORT_FILE}`;
const exportPrefix = (id: string) => `exports/${id}/`;

const EXPORT_COLUMNS = sql`id, status, bytes, ${isoUtc(sql`created_at`)} as created_at, ${isoUtc(sql`ready_at`)} as ready_at,
  ${isoUtc(sql`expires_at`)} as expires_at`;

type ExportRow = { id: string; status: DataExport['status']; bytes: number | null; created_at: string; ready_at: string | null; expires_at: string | null };

function presentExport(row: ExportRow): DataExport {
  return { id: row.id, status: row.status, createdAt: row.created_at, readyAt: row.ready_at, expiresAt: row.expires_at, bytes: row.bytes === null ? null : Number(row.bytes) };
}

/** GET /api/me/data-exports — the member's five latest archives, newest first. */
export async function listDataExports(db: Db, userId: string): Promise<DataExport[]> {
  const rows = await queryRows<ExportRow>(db, sql`select ${EXPORT_COLUMNS} from data_exports where user_id = ${userId} order by created_at desc nulls last limit 5`);
  return rows.map(presentExport);
}

/**
 * POST /api/me/data-exports — records a pending archive and sends its job.
 * @throws 429 DATA_EXPORT_TOO_SOON when one (not failed) was asked for in the last DATA_EXPORT_INTERVAL_HOURS
 */
export async function requestDataExport(deps: Pick<AppDeps, 'db' | 'jobs'>, userId: string): Promise<DataExport> {
  const row = await deps.db.transaction(async (tx) => {
    // One request at a time per member: the row lock orders two parallel requests.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [recent] = await queryRows(
      tx,
      sql`select 1 from data_exports where user_id = ${userId} and status <> 'failed'
          and created_at > now() - make_interval(hours => ${DATA_EXPORT_INTERVAL_HOURS}) limit 1`,
    );
    if (recent) throw new AppError(429, 'DATA_EXPORT_TOO_SOON');
    const [created] = await queryRows<ExportRow>(tx, sql`insert into data_exports (user_id) values (${userId}) returning ${EXPORT_COLUMNS}`);
    return created!;
  });
  await deps.jobs.send(DATA_EXPORT_JOB, { exportId: row.id }, { key: row.id });
  return presentExport(row);
}

async function readAll(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * The job's work: builds, stores and announces the archive of a pending export. Does nothing
 * for an export that is not pending (done, failed, or gone with its account).
 */
export async function buildDataExport(deps: Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'publicUrl'>, exportId: string): Promise<void> {
  const { db, storage } = deps;
  const [row] = await queryRows<{ user_id: string; email: string }>(
    db,
    sql`select e.user_id, u.email from data_exports e join users u on u.id = e.user_id where e.id = ${exportId} and e.status = 'pending'`,
  );
  if (!row) return;
  try {
    const data = await collectMemberData(db, row.user_id);
    const files: Zippable = { 'garaj-verilerim.json': new TextEncoder().encode(JSON.stringify(data, null, 2)) };
    const photos: Zippable = {};
    for (const image of await memberImages(db, row.user_id)) {
      const object = await storage.get(imageKey(image.id, image.width));
      // Already compressed: stored as is.
      if (object) photos[`${image.id}.webp`] = [await readAll(object), { level: 0 }];
    }
    if (Object.keys(photos).length) files.fotograflar = photos;
    const zip = Buffer.from(zipSync(files, { level: 6, mtime: new Date() }));
    await storage.put(exportKey(exportId), zip, 'application/zip');
    const [ready] = await queryRows(
      db,
      sql`update data_exports set status = 'ready', bytes = ${zip.length}, ready_at = now(),
            expires_at = now() + make_interval(days => ${DATA_EXPORT_VALID_DAYS})
          where id = ${exportId} and status = 'pending' returning id`,
    );
    if (!ready) return;
    await deps.mailer.send(
      actionMail(
        row.email,
        'Garaj: verilerin hazır',
        `Garaj'da hakkında sakladığımız her şeyin arşivi hazır. Dosyayı ${DATA_EXPORT_VALID_DAYS} gün içinde, hesabına giriş yaparak profil sayfandan indirebilirsin.`,
        'Verilerimi indir',
        `${deps.publicUrl}/profile#account-data`,
      ),
    );
  } catch (error) {
    await storage.deletePrefix(exportPrefix(exportId)).catch(() => {});
    await db.execute(sql`update data_exports set status = 'failed' where id = ${exportId} and status = 'pending'`);
    throw error;
  }
}

/**
 * GET /api/me/data-exports/:id/download — the member's ready archive.
 * @throws 404 DATA_EXPORT_NOT_FOUND (missing, another member's, not ready); 410 DATA_EXPORT_EXPIRED
 */
export async function openDataExport(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string, id: string): Promise<StoredObject> {
  const [row] = await queryRows<{ status: string; expired: boolean }>(
    deps.db,
    sql`select status, coalesce(expires_at <= now(), false) as expired from data_exports where id = ${id} and user_id = ${userId}`,
  );
  if (!row || (row.status !== 'ready' && row.status !== 'expired')) throw notFound('DATA_EXPORT_NOT_FOUND');
  if (row.status === 'expired' || row.expired) throw new AppError(410, 'DATA_EXPORT_EXPIRED');
  const object = await deps.storage.get(exportKey(id));
  if (!object) throw notFound('DATA_EXPORT_NOT_FOUND');
  return object;
}

/** Deletes the files of expired archives and marks them expired; returns how many. */
export async function expireDataExports(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<number> {
  const due = await queryRows<{ id: string }>(deps.db, sql`select id from data_exports where status = 'ready' and expires_at <= now() order by expires_at limit 200`);
  for (const { id } of due) {
    await deps.storage.deletePrefix(exportPrefix(id));
    await deps.db.execute(sql`update data_exports set status = 'expired' where id = ${id} and status = 'ready'`);
  }
  return due.length;
}

/** Declares the build job (with a catch-up for pending archives) and the hourly expiry. */
export function defineDataExportJobs(deps: Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'publicUrl'>, jobs: Jobs): void {
  jobs.define<{ exportId: string }>({
    name: DATA_EXPORT_JOB,
    handler: ({ exportId }) => buildDataExport(deps, exportId),
    retryLimit: 2,
    catchUp: async () => {
      const pending = await queryRows<{ id: string }>(deps.db, sql`select id from data_exports where status = 'pending' order by created_at`);
      for (const { id } of pending) await jobs.send(DATA_EXPORT_JOB, { exportId: id }, { key: id });
    },
  });
  jobs.define<Record<string, never>>({
    name: DATA_EXPORT_CLEANUP_JOB,
    cron: '17 * * * *',
    handler: async () => void (await expireDataExports(deps)),
  });
}
