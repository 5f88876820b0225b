/** The demo seed's community life: follows, activity, events, competitions, reports, plans and badges. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GARAGE_LIMITS, EVENT_CATEGORIES, ACTIVITY_TYPES, PROVINCES } from '@garaj/shared';
import { as } from '../../test/helpers.ts';
import { countRows, useSeededTestApp, type SeededTestApp } from '../../test/seeded-app.ts';
import { queryRows } from '../db/client.ts';
import { recomputeAllBadges } from '../modules/badges/index.ts';
import { premiumNow } from '../modules/premium/index.ts';
import { activities, follows, userBadges } from '../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, type SeedSummary } from './seed.ts';
import { ensureModeratorLogin } from './seed-moderation.ts';
import { activityFor } from '../modules/activities/index.ts';
import { SEED_EVENTS, SEED_PREMIUM } from './seed-community-data.ts';
import { activitiesHandler } from '../modules/activities/activities.handler.ts';
import type { DomainEvent } from '../lib/domain-events.ts';

let t: SeededTestApp;
let summary: SeedSummary | null;
useSeededTestApp((seeded) => {
  t = seeded;
  summary = seeded.summary;
});

describe('demo community life', () => {
  const db = () => t.app.deps.db;
  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(db(), query);
  const num = (v: unknown) => Number(v);

  it('draws a follow graph with popular builders, everyone following someone, dated after both joined', async () => {
    const counts = await rows<{ followers: number; following: number }>(
      sql`select followers_count as followers, following_count as following from profiles order by followers_count desc`,
    );
    expect(num(counts[0]!.followers)).toBeGreaterThanOrEqual(15);
    expect(counts.every((c) => num(c.following) >= 3)).toBe(true);
    expect(num(counts.at(-1)!.followers)).toBeLessThan(num(counts[0]!.followers) / 3);
    const early = await rows(sql`
      select f.follower_id from follows f join users a on a.id = f.follower_id join users b on b.id = f.following_id
      where f.created_at < a.created_at or f.created_at < b.created_at or f.created_at > now()`);
    expect(early).toEqual([]);
    expect(summary!.community.follows).toBe(await countRows(t, follows));
  });

  it('dates a year of activity to the things it records, never in the future', async () => {
    const [span] = await rows<{ oldest: Date; newest: Date }>(
      sql`select min(created_at) as oldest, max(created_at) as newest from activities`,
    );
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - new Date(span!.oldest).getTime()).toBeGreaterThan(300 * 86_400_000);
    const misdated = await rows<{ type: string; id: string }>(sql`
      select a.type, a.id::text from activities a
      where (a.type = 'join' and a.created_at <> (select created_at from users u where u.id = a.actor_id))
         or (a.type = 'new_garage' and a.created_at <> (select created_at from garages g where g.id = a.garage_id))
         or (a.type = 'modification' and a.created_at <> (select created_at from modifications m where m.id = a.modification_id))
         or (a.type = 'like' and a.garage_id is not null and a.created_at <> (select created_at from garage_likes l where l.user_id = a.actor_id and l.garage_id = a.garage_id))
         or (a.type = 'like' and a.post_id is not null and a.created_at <> (select created_at from blog_post_likes l where l.user_id = a.actor_id and l.post_id = a.post_id))
         or (a.type = 'comment' and a.created_at <> coalesce((select created_at from garage_comments c where c.id = a.garage_comment_id), (select created_at from blog_post_comments c where c.id = a.post_comment_id)))
         or (a.type = 'follow' and a.created_at <> (select created_at from follows f where f.follower_id = a.actor_id and f.following_id = a.subject_user_id))
         or (a.type = 'blog_post' and a.created_at <> (select published_at from blog_posts p where p.id = a.post_id))
         or (a.type = 'question' and a.created_at <> (select created_at from forum_topics t where t.id = a.topic_id))
         or (a.type = 'answer' and a.created_at <> (select created_at from forum_replies r where r.id = a.reply_id))
         or (a.type = 'garage_update' and a.created_at > (select updated_at from garages g where g.id = a.garage_id))`);
    expect(misdated).toEqual([]);
    const types = new Set(
      (await rows<{ type: string }>(sql`select distinct type from activities`)).map((r) => r.type),
    );
    expect([...types].sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(summary!.community.activities).toBe(await countRows(t, activities));
  });

  it('writes the rows the activity handler writes for the same events (replayed through it, rolled back)', async () => {
    const samples = await rows<
      Record<string, string | null> & {
        type: string;
        kind: string | null;
        owner: string | null;
        topic_author: string | null;
      }
    >(sql`
      select distinct on (a.type, a.post_id is null) a.id::text, a.type, a.actor_id, a.garage_id::text, a.modification_id::text, a.garage_comment_id::text, a.post_id::text,
        a.post_comment_id::text, a.topic_id::text, a.reply_id::text, a.subject_user_id, a.search_text,
        g.user_id as owner, p.author_id as post_author, t.author_id as topic_author, t.kind
      from activities a left join garages g on g.id = a.garage_id left join blog_posts p on p.id = a.post_id left join forum_topics t on t.id = a.topic_id
      where a.type <> 'join' order by a.type, a.post_id is null, a.id`);
    expect(samples.length).toBeGreaterThanOrEqual(10);
    const eventOf = (r: (typeof samples)[number]): DomainEvent => {
      const actorId = r.actor_id!;
      switch (r.type) {
        case 'follow':
          return { type: 'member.followed', actorId, userId: r.subject_user_id! };
        case 'new_garage':
          return { type: 'garage.created', actorId, garageId: r.garage_id! };
        case 'garage_update':
          return { type: 'garage.updated', actorId, garageId: r.garage_id! };
        case 'modification':
          return {
            type: 'modification.created',
            actorId,
            garageId: r.garage_id!,
            modificationId: r.modification_id!,
          };
        case 'like':
          return r.post_id
            ? { type: 'post.liked', actorId, postId: r.post_id, authorId: r.post_author! }
            : { type: 'garage.liked', actorId, garageId: r.garage_id!, ownerId: r.owner! };
        case 'comment':
          return r.post_id
            ? {
                type: 'post.commented',
                actorId,
                postId: r.post_id,
                authorId: r.post_author!,
                commentId: r.post_comment_id!,
              }
            : {
                type: 'garage.commented',
                actorId,
                garageId: r.garage_id!,
                ownerId: r.owner!,
                commentId: r.garage_comment_id!,
              };
        case 'blog_post':
          return { type: 'post.published', actorId, postId: r.post_id! };
        case 'question':
          return { type: 'topic.created', actorId, topicId: r.topic_id!, kind: 'question' };
        case 'answer':
          return {
            type: 'reply.created',
            actorId,
            topicId: r.topic_id!,
            replyId: r.reply_id!,
            topicAuthorId: r.topic_author!,
            kind: 'question',
          };
        default:
          throw new Error(`no event for ${r.type}`);
      }
    };
    const columns = [
      'type',
      'actor_id',
      'garage_id',
      'modification_id',
      'garage_comment_id',
      'post_id',
      'post_comment_id',
      'topic_id',
      'reply_id',
      'subject_user_id',
      'search_text',
    ] as const;
    const pick = (r: Record<string, unknown>) =>
      Object.fromEntries(columns.map((c) => [c, r[c] ?? null]));
    for (const sample of samples) {
      const event = eventOf(sample);
      const seeded = activityFor(event);
      expect(seeded?.type, sample.type).toBe(sample.type);
      let replayed: Record<string, unknown>[] = [];
      await db()
        .transaction(async (tx) => {
          await queryRows(tx, sql`delete from activities where id = ${sample.id}`);
          await activitiesHandler(tx, event);
          replayed = await queryRows(
            tx,
            sql`
            select type, actor_id, garage_id::text, modification_id::text, garage_comment_id::text, post_id::text, post_comment_id::text, topic_id::text, reply_id::text, subject_user_id, search_text
            from activities where created_at >= now()`,
          );
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
        });
      expect(replayed.map(pick), `${sample.type} ${sample.id}`).toEqual([pick(sample)]);
    }
  });

  it('holds upcoming and past events of every category in Turkish cities, participants within capacity who joined before the start', async () => {
    const events = await rows<{
      id: string;
      category: string;
      starts_at: Date;
      capacity: number | null;
      location: string;
      n: number;
      image_id: string | null;
    }>(sql`
      select e.id::text, e.category, e.starts_at, e.capacity, e.location, e.image_id::text, (select count(*)::int from community_event_participants p where p.event_id = e.id) as n from community_events e`);
    expect(events.length).toBe(SEED_EVENTS.length);
    const upcoming = events.filter((e) => new Date(e.starts_at).getTime() > Date.now());
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(
      upcoming.every((e) => new Date(e.starts_at).getTime() < Date.now() + 45 * 86_400_000),
    ).toBe(true);
    expect(events.length - upcoming.length).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
    for (const e of events) {
      expect(
        PROVINCES.some((p) => e.location.endsWith(p)),
        e.location,
      ).toBe(true);
      expect(num(e.n)).toBeGreaterThan(0);
      if (e.capacity !== null) expect(num(e.n)).toBeLessThanOrEqual(num(e.capacity));
      expect(e.image_id).not.toBeNull();
    }
    const late = await rows(sql`
      select p.user_id from community_event_participants p join community_events e on e.id = p.event_id join users u on u.id = p.user_id
      where p.created_at > e.starts_at or p.created_at > now() or p.created_at < u.created_at or p.created_at < e.created_at`);
    expect(late).toEqual([]);
  });

  it('runs one upcoming, one active and ended competitions with winners stored from the votes', async () => {
    const list = await rows<{
      id: string;
      status: string;
      finalized: boolean;
      entries: number;
      votes: number;
      winners: number;
    }>(sql`
      select c.id::text, case when c.starts_at > now() then 'upcoming' when c.ends_at > now() then 'active' else 'ended' end as status, c.finalized_at is not null as finalized,
        (select count(*)::int from competition_entries e where e.competition_id = c.id) as entries,
        (select count(*)::int from competition_votes v where v.competition_id = c.id) as votes,
        (select count(*)::int from competition_entries e where e.competition_id = c.id and e.rank is not null) as winners
      from competitions c`);
    const of = (status: string) => list.filter((c) => c.status === status);
    expect(of('upcoming')).toHaveLength(1);
    expect(num(of('upcoming')[0]!.entries)).toBe(0);
    expect(of('active')).toHaveLength(1);
    expect(num(of('active')[0]!.entries)).toBeGreaterThanOrEqual(5);
    expect(num(of('active')[0]!.votes)).toBeGreaterThanOrEqual(5);
    expect(of('active')[0]!.finalized).toBe(false);
    expect(of('ended').length).toBeGreaterThanOrEqual(1);
    for (const c of of('ended')) {
      expect(c.finalized).toBe(true);
      expect(num(c.winners)).toBe(3);
    }
    const odd = await rows(sql`
      select e.id from competition_entries e join competitions c on c.id = e.competition_id join garages g on g.id = e.garage_id
      where e.created_at < g.created_at or e.created_at < c.starts_at or e.created_at > least(c.ends_at, now())
         or (c.finalized_at is not null and (c.finalized_at < c.ends_at or c.finalized_at > now()))`);
    expect(odd).toEqual([]);
    const res = await as(t.app, null, {
      method: 'GET',
      url: `/api/competitions/${of('ended')[0]!.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().winners).toHaveLength(3);
  });

  it('holds reports in every state on real targets, the hidden comment hidden, and the moderator’s audit entries', async () => {
    const m = summary!.moderation;
    expect(m.open).toBeGreaterThanOrEqual(3);
    expect(m.resolved).toBeGreaterThanOrEqual(1);
    expect(m.dismissed).toBeGreaterThanOrEqual(1);
    const reports = await rows<{
      target_type: string;
      status: string;
      action: string | null;
      title: string;
      handled: boolean;
    }>(sql`
      select target_type, status, action, target_snapshot->>'title' as title, handled_by is not null as handled from reports`);
    expect(reports).toHaveLength(m.reports);
    expect(new Set(reports.filter((r) => r.status === 'open').map((r) => r.target_type))).toEqual(
      new Set(['garage', 'post_comment', 'topic']),
    );
    expect(reports.find((r) => r.status === 'resolved')).toMatchObject({
      target_type: 'garage_comment',
      action: 'hide',
      handled: true,
    });
    expect(reports.find((r) => r.status === 'dismissed')).toMatchObject({
      target_type: 'reply',
      action: null,
      handled: true,
    });
    for (const r of reports) expect(r.title, r.target_type).toBeTruthy();
    // Reporters never report themselves, and every open target still exists.
    const selfReports = await rows(sql`
      select r.id from reports r
      left join garages g on r.target_type = 'garage' and g.id::text = r.target_id
      left join garage_comments gc on r.target_type = 'garage_comment' and gc.id::text = r.target_id
      left join blog_post_comments pc on r.target_type = 'post_comment' and pc.id::text = r.target_id
      left join forum_topics t on r.target_type = 'topic' and t.id::text = r.target_id
      left join forum_replies fr on r.target_type = 'reply' and fr.id::text = r.target_id
      where coalesce(g.user_id, gc.user_id, pc.user_id, t.author_id, fr.author_id) is null
         or coalesce(g.user_id, gc.user_id, pc.user_id, t.author_id, fr.author_id) = r.reporter_id`);
    expect(selfReports).toEqual([]);
    // The resolved comment is hidden by the moderator and gone from its garage's public comments.
    const [hidden] = await rows<{
      id: string;
      garage_id: string;
      hidden_by: string;
      role: string;
      reason: string;
    }>(sql`
      select c.id::text, c.garage_id::text, c.hidden_by, u.role, c.hidden_reason as reason from garage_comments c join users u on u.id = c.hidden_by where c.hidden_at is not null`);
    expect(hidden).toMatchObject({ role: 'moderator' });
    expect(hidden!.reason).toBeTruthy();
    const page = await as(t.app, null, {
      method: 'GET',
      url: `/api/garages/${hidden!.garage_id}/comments`,
    });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain(hidden!.id);
    // One audit row per handled target, by the moderator, as the reports service writes it.
    const audit = await rows<{
      action: string;
      target_type: string;
      role: string;
      after: { action: string | null };
    }>(sql`
      select a.action, a.target_type, u.role, a.after from audit_log a join users u on u.id = a.actor_id order by a.created_at`);
    expect(audit).toHaveLength(m.auditEntries);
    expect(audit.map((a) => [a.action, a.target_type, a.role, a.after.action])).toEqual(
      expect.arrayContaining([
        ['report.resolve', 'garage_comment', 'moderator', 'hide'],
        ['report.dismiss', 'reply', 'moderator', null],
      ]),
    );
  });

  it('keeps every member within the garage and photo limits of their plan (GARAGE_LIMITS)', async () => {
    const over = await rows(sql`
      select u.display_username as name, g.n as garages, g.photos
      from users u left join profiles p on p.user_id = u.id
      join lateral (select count(*)::int as n, coalesce(max((select count(*) from garage_photos gp where gp.garage_id = x.id)), 0)::int as photos
                    from garages x where x.user_id = u.id) g on true
      where g.n > case when ${premiumNow('p')} then ${GARAGE_LIMITS.premium.garages}::int else ${GARAGE_LIMITS.free.garages}::int end
         or g.photos > case when ${premiumNow('p')} then ${GARAGE_LIMITS.premium.photosPerGarage}::int else ${GARAGE_LIMITS.free.photosPerGarage}::int end`);
    expect(over).toEqual([]);
  });

  it('awards exactly the badges the rules give, dated when they were earned, and premium from the account', async () => {
    expect(summary!.community.badges).toBe(await countRows(t, userBadges));
    const first = await rows(sql`
      select b.user_id from user_badges b where b.badge_id = 'first-garage' and b.earned_at <> (select min(created_at) from garages g where g.user_id = b.user_id)`);
    expect(first).toEqual([]);
    const premiumDates = await rows(sql`
      select b.user_id from user_badges b join profiles p on p.user_id = b.user_id where b.badge_id = 'premium' and b.earned_at <> p.premium_since`);
    expect(premiumDates).toEqual([]);
    expect(await rows(sql`select user_id from user_badges where earned_at > now()`)).toEqual([]);
    const winners = await rows<{ badge_id: string }>(
      sql`select badge_id from user_badges where badge_id in ('best-photo', 'driver-of-the-year')`,
    );
    expect(winners.length).toBeGreaterThanOrEqual(2);
    const premium = await rows<{ name: string }>(
      sql`select u.display_username as name from profiles p join users u on u.id = p.user_id where p.premium_since is not null`,
    );
    expect(premium.map((p) => p.name).sort()).toEqual(SEED_PREMIUM.map((p) => p.username).sort());
    const ending = await rows<{ name: string }>(
      sql`select u.display_username as name from profiles p join users u on u.id = p.user_id where p.premium_until > now() and p.premium_since is not null`,
    );
    expect(ending.map((p) => p.name)).toEqual(
      SEED_PREMIUM.filter((p) => p.untilDays).map((p) => p.username),
    );
    const changes = await recomputeAllBadges(db(), { emit: false });
    expect(changes).toEqual({ earned: [], revoked: [] });
  });
  // Last: signing in opens a session (the checks above expect none).
  it('lets the demo moderator sign in with the password printed at seeding, or MODERATOR_PASSWORD', async () => {
    const later = await ensureModeratorLogin(db(), { seededNow: false });
    expect(later).toMatchObject({ email: `gizem_yollarda@${DEMO_EMAIL_DOMAIN}`, password: null });
    const first = await ensureModeratorLogin(db(), { seededNow: true });
    expect(first!.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const signIn = (password: string) =>
      as(t.app, null, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: first!.email, password },
      });
    expect((await signIn(first!.password!)).statusCode).toBe(200);
    expect(
      await ensureModeratorLogin(db(), { seededNow: false, password: 'moderator-sifresi-1' }),
    ).toMatchObject({ password: null });
    expect((await signIn('moderator-sifresi-1')).statusCode).toBe(200);
    expect((await signIn(first!.password!)).statusCode).toBe(401);
  });
});
