/**
 * Demo moderation: reports in every state on real demo content, the hidden
 * item really hidden, and the audit entries of the demo moderator's actions — written as the
 * reports module and modules/moderation/moderation.content.ts write them:
 *
 * - open: a garage for sale, a blog post comment and a forum topic (two reporters on the topic);
 * - resolved with 'hide': a garage comment, hidden through `setContentHidden` (the garage's
 *   `comments_count` follows), one `report.resolve` audit row;
 * - dismissed: a forum reply, one `report.dismiss` audit row.
 *
 * Each report keeps the snapshot the reports module stores (`loadTarget` preview, taken before
 * the hide). The reporters are other members than the author. Only into an empty `reports`
 * table, so `db:seed -- --force` adds nothing here. Also {@link ensureModeratorLogin}: how the
 * demo moderator can be signed into.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ReportAction, ReportReason, ReportTargetType } from '@garaj/shared';
import { queryRows, type Db } from '../db/client.ts';
import { accounts, auditLog, users } from '../db/schema/index.ts';
import { setContentHidden } from '../modules/moderation/moderation.content.ts';
import { hashPassword } from '../lib/password.ts';
import type { Viewer } from '../lib/session.ts';
import { loadTarget } from '../modules/reports/reports.queries.ts';
import { SEED_MODERATOR } from './seed-content-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeedModerationSummary {
  reports: number;
  open: number;
  resolved: number;
  dismissed: number;
  auditEntries: number;
}

interface Target {
  id: string;
  authorId: string;
}

/** One row of a target type: the `offset`-th newest one whose author is not the moderator. */
async function pickTarget(tx: Db, type: 'garage' | 'garage_comment' | 'post_comment' | 'topic' | 'reply', moderatorId: string, offset = 0): Promise<Target | null> {
  const query = {
    // A garage for sale first: its report questions the listing.
    garage: sql`select id::text, user_id as author_id from garages where user_id <> ${moderatorId} order by is_for_sale desc, created_at desc, id offset ${offset} limit 1`,
    garage_comment: sql`select id::text, user_id as author_id from garage_comments where user_id <> ${moderatorId} and hidden_at is null order by created_at desc, id offset ${offset} limit 1`,
    post_comment: sql`select c.id::text, c.user_id as author_id from blog_post_comments c join blog_posts b on b.id = c.post_id
      where b.status = 'published' and c.user_id <> ${moderatorId} and c.hidden_at is null order by c.created_at desc, c.id offset ${offset} limit 1`,
    topic: sql`select id::text, author_id from forum_topics where author_id <> ${moderatorId} and hidden_at is null order by created_at desc, id offset ${offset} limit 1`,
    reply: sql`select id::text, author_id from forum_replies where author_id <> ${moderatorId} and hidden_at is null order by created_at desc, id offset ${offset} limit 1`,
  }[type];
  const [row] = await queryRows<{ id: string; author_id: string }>(tx, query);
  return row ? { id: row.id, authorId: row.author_id } : null;
}

/** Members other than the author and the moderator, as reporters (deterministic order). */
function reportersFor(memberIds: string[], target: Target, moderatorId: string, count: number, start: number): string[] {
  const pool = memberIds.filter((id) => id !== target.authorId && id !== moderatorId);
  return Array.from({ length: Math.min(count, pool.length) }, (_v, i) => pool[(start + i) % pool.length]!);
}

/**
 * Writes the demo reports and the moderator's audit entries (see the file comment). Needs the
 * demo moderator (role 'moderator') and the seeded garages, comments, posts and topics.
 * @returns what it wrote (all zeros when `reports` had rows, or there is no moderator).
 */
export async function seedModeration(tx: Db, memberIds: string[], now = Date.now()): Promise<SeedModerationSummary> {
  const none = { reports: 0, open: 0, resolved: 0, dismissed: 0, auditEntries: 0 };
  const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from reports`);
  if (Number(existing?.n ?? 0) > 0) return none;
  const [mod] = await tx
    .select({ id: users.id, username: users.username, displayUsername: users.displayUsername, email: users.email })
    .from(users)
    .where(eq(users.role, 'moderator'))
    .orderBy(users.createdAt)
    .limit(1);
  if (!mod) return none;
  const moderator: Viewer = { id: mod.id, username: mod.displayUsername ?? mod.username ?? '', email: mod.email, emailVerified: true, role: 'moderator' };

  const summary = { ...none };
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY - hours * HOUR);

  async function report(
    type: ReportTargetType,
    target: Target,
    reporters: string[],
    reason: ReportReason,
    details: string | null,
    createdDaysAgo: number,
    /** As the reports service closes them: a resolve names its action, a dismissal none (null). */
    handled?: { status: 'resolved' | 'dismissed'; action: ReportAction | null; note: string; daysAgo: number },
  ): Promise<string[]> {
    const facts = await loadTarget(tx, type, target.id);
    if (!facts) throw new Error(`seed-moderation: ${type} ${target.id} not found`);
    const ids: string[] = [];
    for (const [i, reporterId] of reporters.entries()) {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into reports (reporter_id, target_type, target_id, target_snapshot, reason, details, status, action, handled_by, handled_at, resolution_note, created_at)
          values (${reporterId}, ${type}, ${target.id}, ${JSON.stringify(facts.preview)}::jsonb, ${reason}, ${i === 0 ? details : null},
            ${handled?.status ?? 'open'}, ${handled?.action ?? null}, ${handled ? moderator.id : null},
            ${handled ? at(handled.daysAgo).toISOString() : null}, ${handled?.note ?? null}, ${at(createdDaysAgo, i * 3).toISOString()})
          returning id`,
      );
      ids.push(row!.id);
    }
    summary.reports += ids.length;
    if (!handled) summary.open += ids.length;
    else if (handled.status === 'resolved') summary.resolved += ids.length;
    else summary.dismissed += ids.length;
    if (handled) {
      // As the reports service records it: one row per handled target, naming every report it closed.
      await tx.insert(auditLog).values({
        actorId: moderator.id,
        actorUsername: moderator.username,
        action: handled.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: type,
        targetId: target.id,
        targetLabel: facts.preview.title || null,
        reason: handled.note,
        before: { status: 'open' },
        after: { status: handled.status, action: handled.action, reportIds: ids },
        createdAt: at(handled.daysAgo),
      });
      summary.auditEntries += 1;
    }
    return ids;
  }

  // ── Open: a garage, a post comment, a topic (reported twice) ─────────────────────────
  const garage = await pickTarget(tx, 'garage', moderator.id, 0);
  if (garage) await report('garage', garage, reportersFor(memberIds, garage, moderator.id, 1, 0), 'misleading', 'Satılık ilanındaki fiyat ve kilometre bilgisi gerçeği yansıtmıyor gibi.', 1);
  const postComment = await pickTarget(tx, 'post_comment', moderator.id, 1);
  if (postComment) await report('post_comment', postComment, reportersFor(memberIds, postComment, moderator.id, 1, 3), 'spam', 'Aynı yorumu birkaç yazıya bırakmış.', 2);
  const topic = await pickTarget(tx, 'topic', moderator.id, 3);
  if (topic) await report('topic', topic, reportersFor(memberIds, topic, moderator.id, 2, 6), 'other', 'Yanlış kategoride açılmış; taşınması gerekiyor.', 3);

  // ── Resolved with 'hide': a garage comment, really hidden ──────────────────────────────
  const comment = await pickTarget(tx, 'garage_comment', moderator.id, 4);
  if (comment) {
    const note = 'Aynı yorum birçok garajda; spam olarak gizlendi.';
    await report('garage_comment', comment, reportersFor(memberIds, comment, moderator.id, 2, 9), 'spam', 'Aynı yorumu birçok garaja bırakmış.', 4, {
      status: 'resolved',
      action: 'hide',
      note,
      daysAgo: 3,
    });
    await setContentHidden(tx, moderator, { type: 'garage_comment', id: comment.id, hidden: true, reason: note });
    await tx.execute(sql`update garage_comments set hidden_at = ${at(3).toISOString()} where id = ${comment.id}::uuid`);
  }

  // ── Dismissed: a forum reply ────────────────────────────────────────────────────────────
  const reply = await pickTarget(tx, 'reply', moderator.id, 5);
  if (reply) {
    await report('reply', reply, reportersFor(memberIds, reply, moderator.id, 1, 12), 'misleading', 'Bu tavsiye motora zarar verir bence.', 6, {
      status: 'dismissed',
      action: null,
      note: 'Teknik bir görüş ayrılığı; kurallara aykırı değil.',
      daysAgo: 5,
    });
  }
  return summary;
}

/**
 * Lets the demo moderator (`gizem_yollarda`, seed-content-data.ts) be signed into, as the admin
 * can (lib/admin-bootstrap.ts): with `password` (MODERATOR_PASSWORD) that becomes the password at
 * every start; without, a freshly seeded database (`seededNow`) gets a random one, returned once
 * so server.ts prints it with the moderator's e-mail (the sign-in form asks for the e-mail).
 * Returns null when there is no demo moderator (not seeded).
 */
export async function ensureModeratorLogin(db: Db, opts: { password?: string; seededNow: boolean }): Promise<{ email: string; password: string | null } | null> {
  const [mod] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'moderator'), eq(users.username, SEED_MODERATOR)))
    .limit(1);
  if (!mod) return null;
  const password = opts.password ?? (opts.seededNow ? randomBytes(12).toString('base64url') : null);
  if (!password) return { email: mod.email, password: null };
  await db
    .update(accounts)
    .set({ password: await hashPassword(password) })
    .where(and(eq(accounts.userId, mod.id), eq(accounts.providerId, 'credential')));
  return { email: mod.email, password: opts.password ? null : password };
}
