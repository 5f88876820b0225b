/**
 * "Hesabımı sil" (KVKK Article 11, GDPR Article 17). The member confirms with their password
 * (or, without one, a code mailed to them); the account is deleted after the grace period
 * (ACCOUNT_DELETION_GRACE_HOURS, 14 days unless configured) by the `account-deletion` job, and
 * every session ends now. Signing in before then cancels
 * it (lib/auth.ts, session create hook).
 *
 * The deletion itself (one transaction per account, idempotent: a second run finds no row):
 * - `keepContributions`: their topics others answered, their accepted answers and their published
 *   posts others commented on move to the "silinmiş üye" account (username `silinmis_uye`, which
 *   no one can sign into), with the images those posts show; everything else they wrote goes;
 * - other members' counters lose what the account gave: garage and post likes and comments,
 *   followers and following, and the forum's scores, reply counts and reputations (recomputed);
 * - the account row goes, and every row keyed to it with it (foreign keys cascade): garages,
 *   photos, comments, likes, votes, follows, blocks, conversations and messages, notifications,
 *   sessions, exports…; then the files of their images and archives are deleted from storage.
 */
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AccountDeletionState } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { documentKey } from '../../lib/document-keys.ts';
import { imagePrefix } from '../../lib/image-view.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { verifyPassword } from '../../lib/password.ts';
import { idArray, isoUtc } from '../../lib/member-rows.ts';
import { revokeMemberSessions } from '../../lib/session.ts';
import { recomputeForumCounters } from '../forum/index.ts';

export const ACCOUNT_DELETION_JOB = 'account-deletion';
/** The account contributions are kept under; nobody can sign into it. */
export const DELETED_MEMBER_ID = 'deleted-member';
export const DELETED_MEMBER_USERNAME = 'silinmis_uye';
/** Minutes a mailed deletion code is valid. */
export const DELETION_CODE_MINUTES = 15;

const codeIdentifier = (userId: string) => `account-deletion:${userId}`;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The member's password hash; null for an account that signs in only through Google or Facebook. */
async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ password: string | null }>(db, sql`select password from accounts where user_id = ${userId} and provider_id = 'credential' and password is not null limit 1`);
  return row?.password ?? null;
}

/** GET /api/me/account-deletion */
export async function accountDeletionState(db: Db, userId: string): Promise<AccountDeletionState> {
  const [row] = await queryRows<{ scheduled_for: string; keep_contributions: boolean }>(
    db,
    sql`select ${isoUtc(sql`scheduled_for`)} as scheduled_for, keep_contributions from account_deletions where user_id = ${userId}`,
  );
  return { scheduledFor: row?.scheduled_for ?? null, keepContributions: row?.keep_contributions ?? true, hasPassword: (await passwordHashOf(db, userId)) !== null };
}

/** POST /api/me/account-deletion/code — mails a six-digit code (accounts without a password), valid DELETION_CODE_MINUTES. */
export async function sendDeletionCode(deps: Pick<AppDeps, 'db' | 'mailer'>, userId: string, email: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`delete from verifications where identifier = ${codeIdentifier(userId)}`);
    await tx.execute(sql`insert into verifications (id, identifier, value, expires_at)
      values (gen_random_uuid()::text, ${codeIdentifier(userId)}, ${hashCode(code)}, now() + make_interval(mins => ${DELETION_CODE_MINUTES}))`);
  });
  await deps.mailer.send({
    to: email,
    subject: 'Garaj: hesap silme kodu',
    text: `Hesabını silmek için onay kodun: ${code}\n\nKod ${DELETION_CODE_MINUTES} dakika geçerlidir. Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin; hesabın silinmez.\n\nGaraj`,
    html: `<p>Hesabını silmek için onay kodun: <strong>${code}</strong></p><p>Kod ${DELETION_CODE_MINUTES} dakika geçerlidir. Bu isteği sen yapmadıysan bu e-postayı yok sayabilirsin; hesabın silinmez.</p><p>Garaj</p>`,
  });
}

/**
 * POST /api/me/account-deletion — checks the password (or the mailed code), schedules the
 * deletion `graceHours` from now, ends every session, sends the job for then and mails how to cancel.
 * @throws 400 ACCOUNT_DELETION_PASSWORD / ACCOUNT_DELETION_CODE_INVALID
 */
export async function scheduleAccountDeletion(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl' | 'jobs'> & { graceHours: number },
  user: { id: string; email: string },
  input: { password?: string | undefined; code?: string | undefined; keepContributions: boolean },
): Promise<AccountDeletionState> {
  const hash = await passwordHashOf(deps.db, user.id);
  if (hash) {
    if (!input.password || !(await verifyPassword({ hash, password: input.password }))) throw badRequest('ACCOUNT_DELETION_PASSWORD');
  }
  await deps.db.transaction(async (tx) => {
    if (!hash) {
      const used = await queryRows(
        tx,
        sql`delete from verifications where identifier = ${codeIdentifier(user.id)} and value = ${hashCode(input.code ?? '')} and expires_at > now() returning id`,
      );
      if (!used.length) throw badRequest('ACCOUNT_DELETION_CODE_INVALID');
    }
    await tx.execute(sql`insert into account_deletions (user_id, scheduled_for, keep_contributions)
      values (${user.id}, now() + make_interval(hours => ${deps.graceHours}), ${input.keepContributions})
      on conflict (user_id) do update set scheduled_for = excluded.scheduled_for, keep_contributions = excluded.keep_contributions`);
    await revokeMemberSessions(tx, user.id);
  });
  const state = await accountDeletionState(deps.db, user.id);
  // Runs when the grace period ends (the hourly run catches any job lost meanwhile).
  await deps.jobs.send(ACCOUNT_DELETION_JOB, { userId: user.id }, { startAfter: new Date(state.scheduledFor!), key: `${user.id}:${state.scheduledFor}` });
  const day = new Date(state.scheduledFor!).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul', day: 'numeric', month: 'long', year: 'numeric' });
  await deps.mailer.send({
    to: user.email,
    subject: 'Garaj: hesabın silinecek',
    text: `Hesabın ${day} tarihinde kalıcı olarak silinecek. Fikrini değiştirirsen o tarihe kadar giriş yapman yeterli: silme işlemi iptal edilir.\n\nGiriş yap: ${deps.publicUrl}/login\n\nGaraj`,
    html: `<p>Hesabın ${day} tarihinde kalıcı olarak silinecek. Fikrini değiştirirsen o tarihe kadar giriş yapman yeterli: silme işlemi iptal edilir.</p><p><a href="${deps.publicUrl}/login">Giriş yap</a></p><p>Garaj</p>`,
  });
  return state;
}

/** The "silinmiş üye" account (created once, with a profile, without any way to sign in). */
async function ensureDeletedMember(tx: Db): Promise<void> {
  await tx.execute(sql`insert into users (id, name, email, email_verified, username, display_username)
    values (${DELETED_MEMBER_ID}, ${DELETED_MEMBER_USERNAME}, 'silinmis-uye@garaj.invalid', true, ${DELETED_MEMBER_USERNAME}, ${DELETED_MEMBER_USERNAME})
    on conflict (id) do nothing`);
  await tx.execute(sql`insert into profiles (user_id, full_name, search_text) values (${DELETED_MEMBER_ID}, 'Silinmiş üye', '') on conflict (user_id) do nothing`);
}

/** Moves the contributions others answered to the "silinmiş üye" account (see the module comment). */
async function keepContributions(tx: Db, userId: string): Promise<void> {
  await ensureDeletedMember(tx);
  const placeholder = DELETED_MEMBER_ID;
  await tx.execute(sql`update forum_topics t set author_id = ${placeholder}
    where t.author_id = ${userId} and exists (select 1 from forum_replies r where r.topic_id = t.id and r.author_id <> ${userId})`);
  await tx.execute(sql`update forum_replies r set author_id = ${placeholder}
    where r.author_id = ${userId} and exists (select 1 from forum_topics t where t.accepted_reply_id = r.id and t.author_id <> ${userId})`);
  const posts = await queryRows<{ id: string; cover_image_id: string | null }>(
    tx,
    sql`update blog_posts p set author_id = ${placeholder}
        where p.author_id = ${userId} and p.status = 'published' and exists (select 1 from blog_post_comments c where c.post_id = p.id and c.user_id <> ${userId})
        returning p.id, p.cover_image_id`,
  );
  if (!posts.length) return;
  // The images those posts show (cover, or inside the body) move with them.
  await tx.execute(sql`update images i set owner_id = ${placeholder}
    where i.owner_id = ${userId} and exists (select 1 from blog_posts p where p.author_id = ${placeholder}
      and p.id = any(${idArray(posts.map((p) => p.id), 'uuid')})
      and (p.cover_image_id = i.id or strpos(p.body_html, '/media/images/' || i.id::text || '/') > 0))`);
}

/** Takes what the account gave out of other members' counters (before its rows cascade away). */
async function adjustCounters(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`update garages g set likes_count = greatest(g.likes_count - 1, 0)
    from garage_likes l where l.garage_id = g.id and l.user_id = ${userId} and g.user_id <> ${userId}`);
  await tx.execute(sql`update garages g set comments_count = greatest(g.comments_count - c.n, 0)
    from (select garage_id, count(*)::int as n from garage_comments where user_id = ${userId} and hidden_at is null group by garage_id) c
    where g.id = c.garage_id and g.user_id <> ${userId}`);
  await tx.execute(sql`update blog_posts p set likes_count = greatest(p.likes_count - 1, 0)
    from blog_post_likes l where l.post_id = p.id and l.user_id = ${userId} and p.author_id <> ${userId}`);
  await tx.execute(sql`update blog_posts p set comments_count = greatest(p.comments_count - c.n, 0)
    from (select post_id, count(*)::int as n from blog_post_comments where user_id = ${userId} and hidden_at is null group by post_id) c
    where p.id = c.post_id and p.author_id <> ${userId}`);
  await tx.execute(sql`update profiles p set followers_count = greatest(p.followers_count - 1, 0)
    from follows f where f.follower_id = ${userId} and f.following_id = p.user_id`);
  await tx.execute(sql`update profiles p set following_count = greatest(p.following_count - 1, 0)
    from follows f where f.following_id = ${userId} and f.follower_id = p.user_id`);
}

/**
 * Deletes one account whose grace period is over (see the module comment). Does nothing when the
 * deletion was cancelled or is not due. @returns whether the account was deleted
 */
export async function deleteDueAccount(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string): Promise<boolean> {
  const removed = await deps.db.transaction(async (tx) => {
    const [due] = await queryRows<{ keep_contributions: boolean }>(
      tx,
      sql`select keep_contributions from account_deletions where user_id = ${userId} and scheduled_for <= now() for update`,
    );
    if (!due) return null;
    if (due.keep_contributions) await keepContributions(tx, userId);
    await adjustCounters(tx, userId);
    const images = await queryRows<{ id: string }>(tx, sql`select id from images where owner_id = ${userId}`);
    const exports = await queryRows<{ id: string }>(tx, sql`select id from data_exports where user_id = ${userId}`);
    const documents = await queryRows<{ id: string; kind: 'pdf' | 'image' }>(tx, sql`select id, kind from documents where owner_id = ${userId}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
    // Scores, reply counts, last posts and reputations without the account's votes and posts.
    await recomputeForumCounters(tx);
    return { images: images.map((r) => r.id), exports: exports.map((r) => r.id), documents: documents.map((r) => documentKey(r.id, r.kind)) };
  });
  if (!removed) return false;
  // The rows are gone; the files follow (the orphan sweeper would not see them any more).
  for (const id of removed.images) await deps.storage.deletePrefix(imagePrefix(id));
  for (const id of removed.exports) await deps.storage.deletePrefix(`exports/${id}/`);
  if (removed.documents.length) await deps.storage.deleteMany(removed.documents);
  return true;
}

/** Deletes every account whose grace period is over (at most 50 a run). @returns how many */
export async function deleteDueAccounts(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<number> {
  const due = await queryRows<{ user_id: string }>(deps.db, sql`select user_id from account_deletions where scheduled_for <= now() order by scheduled_for limit 50`);
  let deleted = 0;
  for (const { user_id } of due) if (await deleteDueAccount(deps, user_id)) deleted++;
  return deleted;
}

/** Declares the deletion job: per member at the end of the grace period, and hourly over every due one (also once at start). */
export function defineAccountDeletionJobs(deps: Pick<AppDeps, 'db' | 'storage'>, jobs: Jobs): void {
  jobs.define<{ userId?: string }>({
    name: ACCOUNT_DELETION_JOB,
    cron: '23 * * * *',
    // One member's job at the end of their grace period, or the hourly run over every due one.
    handler: async ({ userId }) => void (userId ? await deleteDueAccount(deps, userId) : await deleteDueAccounts(deps)),
    catchUp: async () => void (await jobs.send(ACCOUNT_DELETION_JOB, {})),
  });
}
