/**
 * Demo community life, planned and written by `seedDemo`
 * (seed.ts) with the members it created, after their garages, blog and forum rows:
 *
 * - Premium: the members of SEED_PREMIUM get `profiles.premium_since` (account data, as an admin
 *   grants it).
 * - Follows: a graph drawn with the seed's PRNG — each member follows 3–16 others (the more
 *   they wrote and built, the more), leaning towards builders whose garages collect likes,
 *   members riding the same kind of vehicle and members of the same city; about a third follow
 *   back. Each follow is dated after both members joined. `profiles.followers_count` and
 *   `following_count` are then recomputed from the rows (modules/users).
 * - The activity feed: for every seeded thing, the domain event its service would emit
 *   (`garage.created`, `modification.created`, `garage.liked`, `garage.commented`,
 *   `post.published`, `topic.created`, `reply.created`, `member.followed` …; plus a few
 *   `garage.updated` for garages edited later) becomes the row the activity handler writes for
 *   it, dated to the thing (seed-activities.ts: in bulk, checked against the handler by a
 *   test). The sign-up's 'join' rows get the member's join date. Notifications are not made
 *   for this history: nobody was there to be told, and demo members get no mail.
 * - Community events (SEED_EVENTS): upcoming ones in the coming weeks and past ones, with
 *   participants who joined before the start (never above the capacity).
 * - Competitions (SEED_COMPETITIONS): two ended, one running, one upcoming. Entries are the
 *   members' own garages (one per member, within the maximum), entered inside the competition's
 *   window after the garage existed; votes, one per member per competition and never for one's
 *   own entry, dated between the entry and the end (or now). The ended ones get their winners
 *   from the competitions module's finalize function, as the end job would store them.
 * - Badges: after the transaction, `recomputeAllBadges` (modules/badges) awards exactly what the
 *   rules give for these rows — no badge row is written here.
 * Dates never lie in the future except the upcoming events' and competitions' own dates.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BADGES } from '@garaj/shared';
import { generateDemoPhoto } from '../lib/images.ts';
import { recomputeFollowCounters } from '../modules/users/index.ts';
import {
  BEST_PHOTO_CATEGORIES,
  DRIVER_OF_THE_YEAR_CATEGORIES,
  foldedVehicleSql,
  recomputeAllBadges,
} from '../modules/badges/index.ts';
import type { Jobs } from '../lib/jobs.ts';
import {
  finalizeCompetition,
  scheduleCompetitionEnd,
} from '../modules/competitions/competitions.finalize.ts';
import { queryRows, type Db } from '../db/client.ts';
import {
  communityEventParticipants,
  communityEvents,
  competitionEntries,
  competitions,
  competitionVotes,
  follows,
  notifications,
  profiles,
} from '../db/schema/index.ts';
import {
  FOLLOW_GRAPH,
  SEED_COMPETITIONS,
  SEED_EVENTS,
  SEED_PREMIUM,
} from './seed-community-data.ts';
import { SEED_MODERATOR } from './seed-content-data.ts';
import { SEED_GARAGES, SEED_MEMBERS } from './seed-data.ts';
import { shuffle } from './seed-helpers.ts';
import { writeSeedActivities, type ToldEvent } from './seed-activities.ts';

/** A demo member as seed.ts holds it; `joinedAt` is final by the time `write` runs. */
export interface CommunityMember {
  id: string;
  /** `SeedMember.username` (the key the data files use). */
  username: string;
  /** The username actually given. */
  shownName: string;
  joinedAt: Date;
}

/** An image to draw, process and store with the other demo photos. */
export interface CommunityImageJob {
  id: string;
  ownerId: string;
  purpose: 'competition' | 'event';
  createdAt: Date;
  draw: () => Promise<Buffer>;
}

/** What the community part of a seeding run created. */
export interface CommunitySummary {
  /** Generated event and competition images. */
  images: number;
  follows: number;
  /** `activities` rows of the demo members (joins included). */
  activities: number;
  premium: number;
  events: number;
  upcomingEvents: number;
  eventParticipants: number;
  competitions: number;
  entries: number;
  votes: number;
  /** Entries ranked 1–3 by the finalize function. */
  winners: number;
  /** `user_badges` rows of the demo members after `recomputeAllBadges`. */
  badges: number;
}

export interface CommunityPlan {
  /** Event and competition images (purpose 'event' / 'competition'). */
  images: CommunityImageJob[];
  /** Writes every row, inside the seed's transaction (after garages, blog and forum). */
  write(tx: Db): Promise<Omit<CommunitySummary, 'badges'>>;
  /**
   * After the commit: awards the badges the rules give (the badges module's `recomputeAllBadges`),
   * dated when the member reached the rule, and sends the end jobs of the running and upcoming
   * competitions. @returns the demo members' badge rows.
   */
  finish(db: Db, jobs?: Jobs): Promise<number>;
  /** Removes the events and competitions written (when the seed fails after its commit). */
  discard(db: Db): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Türkiye's offset (UTC+3, no daylight saving since 2016). */
const ISTANBUL_OFFSET = 3 * HOUR;
/**
 * Event and competition images: 1280 px wide (every WebP width, for the detail pages'
 * hero), without text — the cards crop them and print the title beside them.
 */
const IMAGE_SIZE = { width: 1280, height: 800 } as const;

/** The UTC instant of `HH:MM` Istanbul time on the Istanbul calendar day `days` after `now`. */
export function istanbulTime(now: number, days: number, time: string): Date {
  const day = new Date(now + days * DAY + ISTANBUL_OFFSET);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hh, mm) - ISTANBUL_OFFSET,
  );
}

/**
 * Plans the community part: dates of the events and competitions and their images. The graph,
 * entries and votes are drawn in `write`, from the rows the rest of the seed wrote.
 * @throws Error when the data names an unknown member.
 */
export function planCommunity(
  members: readonly CommunityMember[],
  rand: () => number,
  now: number,
  progress: (message: string) => void = () => {},
): CommunityPlan {
  const byName = new Map(members.map((m) => [m.username, m]));
  const member = (username: string) => {
    const found = byName.get(username);
    if (!found) throw new Error(`seed community: unknown member ${username}`);
    return found;
  };
  // Admins create events and competitions; the admin account comes after the seed, so the
  // images are the moderator's uploads (images.owner_id is required) and created_by stays null.
  const imageOwner = (byName.get(SEED_MODERATOR) ?? members[0]!).id;

  const events = SEED_EVENTS.map((spec, index) => {
    const startsAt = istanbulTime(now, spec.inDays, spec.time);
    const createdAt = new Date(
      Math.min(startsAt.getTime() - (25 + rand() * 20) * DAY, now - (2 + rand() * 6) * DAY),
    );
    return {
      spec,
      id: randomUUID(),
      imageId: randomUUID(),
      startsAt,
      createdAt,
      hue: (index * 53 + 10) % 360,
    };
  });
  const contests = SEED_COMPETITIONS.map((spec, index) => {
    const startsAt = istanbulTime(now, spec.startsInDays, '10:00');
    const endsAt = new Date(startsAt.getTime() + spec.durationDays * DAY);
    const createdAt = new Date(
      Math.min(startsAt.getTime() - (6 + rand() * 8) * DAY, now - (1 + rand() * 3) * DAY),
    );
    return {
      spec,
      id: randomUUID(),
      imageId: randomUUID(),
      startsAt,
      endsAt,
      createdAt,
      hue: (index * 89 + 300) % 360,
    };
  });
  const images: CommunityImageJob[] = [
    ...events.map((e) => ({
      id: e.imageId,
      ownerId: imageOwner,
      purpose: 'event' as const,
      createdAt: e.createdAt,
      draw: () =>
        generateDemoPhoto({
          ...IMAGE_SIZE,
          title: '',
          hue: e.hue,
          vehicle: e.spec.vehicle,
        }),
    })),
    ...contests.map((c) => ({
      id: c.imageId,
      ownerId: imageOwner,
      purpose: 'competition' as const,
      createdAt: c.createdAt,
      draw: () =>
        generateDemoPhoto({
          ...IMAGE_SIZE,
          title: '',
          hue: c.hue,
          vehicle: c.spec.vehicle,
        }),
    })),
  ];
  const premium = SEED_PREMIUM.map((p) => ({
    member: member(p.username),
    since: new Date(now - p.daysAgo * DAY),
    until: p.untilDays === undefined ? null : new Date(now + p.untilDays * DAY),
  }));
  const ids = members.map((m) => m.id);
  const city = new Map(SEED_MEMBERS.map((s) => [s.username, s.location]));

  async function write(tx: Db): Promise<Omit<CommunitySummary, 'badges'>> {
    /** A moment between `from` and `to` (ms), leaning towards `from` when `lean` > 1. */
    const between = (from: number, to: number, lean = 1) =>
      from + Math.max(0, to - from) * rand() ** lean;
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );

    // ── What the rest of the seed wrote ───────────────────────────────────────────────
    const garageRows = await queryRows<{
      id: string;
      user_id: string;
      name: string;
      vehicle_type: string;
      car_year: number;
      likes_count: number;
      created_at: Date;
      updated_at: Date;
    }>(
      tx,
      sql`select id::text, user_id, name, vehicle_type, car_year, likes_count, created_at, updated_at from garages where user_id in (${idList}) order by created_at, id`,
    );
    const garages = garageRows.map((g) => ({
      ...g,
      createdAt: new Date(g.created_at).getTime(),
      updatedAt: new Date(g.updated_at).getTime(),
      likes: Number(g.likes_count),
    }));
    const garageById = new Map(garages.map((g) => [g.id, g]));
    const written = await queryRows<{ user_id: string; n: number }>(
      tx,
      sql`select author_id as user_id, count(*)::int as n from (
            select author_id from blog_posts where status = 'published' and author_id in (${idList})
            union all select author_id from forum_topics where author_id in (${idList})
            union all select author_id from forum_replies where author_id in (${idList})) x group by author_id`,
    );
    const writes = new Map(written.map((w) => [w.user_id, Number(w.n)]));
    const memberById = new Map(members.map((m) => [m.id, m]));
    const joined = (id: string) => memberById.get(id)!.joinedAt.getTime();
    const garagesOf = (id: string) => garages.filter((g) => g.user_id === id);
    const vehicleOf = (id: string) => {
      const own = garagesOf(id);
      if (!own.length) return null;
      return own.filter((g) => g.vehicle_type === 'motorcycle').length * 2 >= own.length
        ? 'motorcycle'
        : 'car';
    };

    // ── Premium (account data) ────────────────────────────────────────────────────────
    for (const p of premium)
      await tx
        .update(profiles)
        .set({ premiumSince: p.since, premiumUntil: p.until })
        .where(sql`${profiles.userId} = ${p.member.id}`);

    // ── Follows ─────────────────────────────────────────────────────────────────────
    const activityLevel = new Map(
      members.map((m) => [m.id, garagesOf(m.id).length * 2 + (writes.get(m.id) ?? 0)]),
    );
    const maxLevel = Math.max(1, ...activityLevel.values());
    // Builders of the most popular garages (seed-data.ts `popularity`, featured ones doubly) are
    // followed by most members; prolific writers by some; the rest by a few.
    const garageSpec = new Map(SEED_GARAGES.map((g) => [g.name, g]));
    const appeal = new Map(
      members.map((m) => {
        const star = Math.max(
          0,
          ...garagesOf(m.id).map((g) => {
            const spec = garageSpec.get(g.name);
            return spec ? spec.popularity ** 4 * (spec.featured ? 2 : 1) : 0;
          }),
        );
        return [
          m.id,
          FOLLOW_GRAPH.baseAppeal +
            star * FOLLOW_GRAPH.starAppeal +
            (writes.get(m.id) ?? 0) * FOLLOW_GRAPH.writerAppeal,
        ];
      }),
    );
    const followSet = new Set<string>();
    const followRows: { followerId: string; followingId: string; createdAt: Date }[] = [];
    const addFollow = (a: CommunityMember, b: CommunityMember, lean: number) => {
      const key = `${a.id}>${b.id}`;
      if (a === b || followSet.has(key)) return false;
      followSet.add(key);
      const firstGarage = garagesOf(b.id)[0]?.createdAt ?? 0;
      const from =
        Math.max(a.joinedAt.getTime(), b.joinedAt.getTime(), Math.min(firstGarage, now - 2 * DAY)) +
        HOUR;
      followRows.push({
        followerId: a.id,
        followingId: b.id,
        createdAt: new Date(between(from, now - HOUR, lean)),
      });
      return true;
    };
    for (const a of members) {
      const level = activityLevel.get(a.id)! / maxLevel;
      const wanted = Math.round(
        FOLLOW_GRAPH.minFollows +
          (FOLLOW_GRAPH.maxFollows - FOLLOW_GRAPH.minFollows) * level * (0.55 + rand() * 0.45),
      );
      // Weighted sampling without replacement (Efraimidis–Spirakis keys).
      const keyed = members
        .filter((b) => b !== a)
        .map((b) => {
          let weight = appeal.get(b.id)!;
          if (vehicleOf(a.id) && vehicleOf(a.id) === vehicleOf(b.id))
            weight *= FOLLOW_GRAPH.sameVehicle;
          if (city.get(a.username) === city.get(b.username)) weight *= FOLLOW_GRAPH.sameCity;
          return { b, key: rand() ** (1 / weight) };
        })
        .sort((x, y) => y.key - x.key);
      for (const { b } of keyed.slice(0, wanted)) addFollow(a, b, 1.6);
    }
    for (const row of [...followRows]) {
      if (rand() < FOLLOW_GRAPH.followBack)
        addFollow(memberById.get(row.followingId)!, memberById.get(row.followerId)!, 1);
    }
    if (followRows.length) await tx.insert(follows).values(followRows);
    await recomputeFollowCounters(tx);

    // ── Community events and participants ───────────────────────────────────────────
    const eventRows = events.map((e) => ({
      id: e.id,
      title: e.spec.title,
      description: e.spec.description,
      category: e.spec.category,
      startsAt: e.startsAt,
      durationMinutes: e.spec.durationMinutes,
      location: e.spec.location,
      titleEn: e.spec.titleEn ?? null,
      descriptionEn: e.spec.descriptionEn ?? null,
      latitude: e.spec.latitude ?? null,
      longitude: e.spec.longitude ?? null,
      capacity: e.spec.capacity,
      imageId: e.imageId,
      createdBy: null,
      createdAt: e.createdAt,
      updatedAt: e.createdAt,
    }));
    await tx.insert(communityEvents).values(eventRows);
    const participantRows: { eventId: string; userId: string; createdAt: Date }[] = [];
    for (const e of events) {
      const closes = Math.min(e.startsAt.getTime() - HOUR, now - HOUR);
      const keyed = members
        .filter((m) => m.joinedAt.getTime() < closes - DAY)
        .map((m) => {
          let weight = 1;
          const vehicle = vehicleOf(m.id);
          if (e.spec.category === 'motorcycle') weight *= vehicle === 'motorcycle' ? 6 : 0.3;
          else if (vehicle === 'car') weight *= 2.5;
          if (e.spec.category === 'classic' && garagesOf(m.id).some((g) => g.car_year < 2000))
            weight *= 4;
          if (e.spec.location.includes(city.get(m.username) ?? '\u0000')) weight *= 3;
          return { m, key: rand() ** (1 / weight) };
        })
        .sort((x, y) => y.key - x.key);
      const count = Math.min(e.spec.participants, e.spec.capacity ?? Infinity, keyed.length);
      for (const { m } of keyed.slice(0, count)) {
        participantRows.push({
          eventId: e.id,
          userId: m.id,
          createdAt: new Date(
            between(Math.max(e.createdAt.getTime(), m.joinedAt.getTime()) + HOUR, closes, 1.3),
          ),
        });
      }
    }
    if (participantRows.length) await tx.insert(communityEventParticipants).values(participantRows);

    // ── Competitions, entries and votes ─────────────────────────────────────────────
    await tx.insert(competitions).values(
      contests.map((c) => ({
        id: c.id,
        title: c.spec.title,
        description: c.spec.description,
        category: c.spec.category,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        maxParticipants: c.spec.maxParticipants,
        prize: c.spec.prize,
        rules: c.spec.rules,
        titleEn: c.spec.titleEn ?? null,
        descriptionEn: c.spec.descriptionEn ?? null,
        prizeEn: c.spec.prizeEn ?? null,
        rulesEn: c.spec.rulesEn ?? null,
        imageId: c.imageId,
        createdBy: null,
        createdAt: c.createdAt,
        updatedAt: c.createdAt,
      })),
    );
    const entryRows: {
      id: string;
      competitionId: string;
      userId: string;
      garageId: string;
      createdAt: Date;
    }[] = [];
    const voteRows: { competitionId: string; voterId: string; entryId: string; createdAt: Date }[] =
      [];
    const garageByName = new Map(garages.map((g) => [g.name, g]));
    for (const c of contests) {
      const open = c.startsAt.getTime();
      const close = Math.min(c.endsAt.getTime(), now) - HOUR;
      if (close <= open) continue;
      const entries: (typeof entryRows)[number][] = [];
      const entered = new Set<string>();
      c.spec.entrants.forEach((name, index) => {
        const garage = garageByName.get(name);
        if (!garage || entered.has(garage.user_id) || entries.length >= c.spec.maxParticipants)
          return;
        // Entered in turn over the first 60 % of the window, once the garage existed.
        const from = Math.max(
          open + (index / c.spec.entrants.length) * 0.6 * (close - open),
          garage.createdAt + HOUR,
          joined(garage.user_id),
        );
        if (from >= close - HOUR) return;
        entered.add(garage.user_id);
        entries.push({
          id: randomUUID(),
          competitionId: c.id,
          userId: garage.user_id,
          garageId: garage.id,
          createdAt: new Date(between(from, Math.min(from + 3 * DAY, close - HOUR))),
        });
      });
      entryRows.push(...entries);
      for (const voter of shuffle([...members], rand)) {
        if (rand() >= c.spec.turnout) continue;
        const from = Math.max(open, voter.joinedAt.getTime()) + HOUR;
        if (from >= close) continue;
        const at = between(from, close, 0.8);
        const choices = entries.filter((e) => e.userId !== voter.id && e.createdAt.getTime() < at);
        if (!choices.length) continue;
        // Popular garages draw more votes; a follower leans towards the one they follow.
        const keyed = choices.map((e) => {
          let weight = (garageById.get(e.garageId)!.likes + 2) ** 1.4;
          if (followSet.has(`${voter.id}>${e.userId}`)) weight *= 1.8;
          return { e, key: rand() ** (1 / weight) };
        });
        const chosen = keyed.sort((x, y) => y.key - x.key)[0]!.e;
        voteRows.push({
          competitionId: c.id,
          voterId: voter.id,
          entryId: chosen.id,
          createdAt: new Date(at),
        });
      }
    }
    if (entryRows.length) await tx.insert(competitionEntries).values(entryRows);
    if (voteRows.length) await tx.insert(competitionVotes).values(voteRows);
    // The ended ones: winners stored by the competitions module, as its end job does; the job
    // would have run at the end, so that is the moment recorded.
    let winners = 0;
    for (const c of contests) {
      if (c.endsAt.getTime() > now) continue;
      const result = await finalizeCompetition(tx, c.id);
      winners += result.winnerIds.length;
      const finalizedAt = new Date(c.endsAt.getTime() + (1 + rand() * 4) * MINUTE);
      await tx
        .update(competitions)
        .set({ finalizedAt, updatedAt: finalizedAt })
        .where(eq(competitions.id, c.id));
      // The entrants' 'competition ended' (and winners' badge) notifications, from then too.
      await tx
        .update(notifications)
        .set({ createdAt: finalizedAt, updatedAt: finalizedAt })
        .where(sql`${notifications.createdAt} >= now()`);
    }
    progress(
      `${followRows.length} follows, ${events.length} events, ${contests.length} competitions with ${entryRows.length} entries and ${voteRows.length} votes written`,
    );

    // ── The activity feed ───────────────────────────────────────────────────────────
    const told: ToldEvent[] = [];
    for (const g of garages)
      told.push({
        at: g.createdAt,
        event: { type: 'garage.created', actorId: g.user_id, garageId: g.id },
      });
    // Some owners edited their garage later (details, description): a garage_update.
    for (const g of garages) {
      if (rand() >= 0.3 || now - g.createdAt < 5 * DAY) continue;
      const at = between(g.createdAt + 3 * DAY, now - 2 * HOUR);
      if (at > g.updatedAt) {
        g.updatedAt = at;
        await tx.execute(
          sql`update garages set updated_at = ${new Date(at)} where id = ${g.id}::uuid`,
        );
      }
      told.push({ at, event: { type: 'garage.updated', actorId: g.user_id, garageId: g.id } });
    }
    const actorIn = (column: string) => sql`${sql.raw(column)} in (${idList})`;
    const owned = <T extends { garage_id: string }>(rows: T[]) =>
      rows.filter((r) => garageById.has(r.garage_id));
    for (const m of owned(
      await queryRows<{ id: string; garage_id: string; created_at: Date }>(
        tx,
        sql`select id::text, garage_id::text, created_at from modifications where garage_id in (select id from garages where ${actorIn('user_id')})`,
      ),
    )) {
      told.push({
        at: new Date(m.created_at).getTime(),
        event: {
          type: 'modification.created',
          actorId: garageById.get(m.garage_id)!.user_id,
          garageId: m.garage_id,
          modificationId: m.id,
        },
      });
    }
    for (const l of owned(
      await queryRows<{ user_id: string; garage_id: string; created_at: Date }>(
        tx,
        sql`select user_id, garage_id::text, created_at from garage_likes where ${actorIn('user_id')}`,
      ),
    )) {
      told.push({
        at: new Date(l.created_at).getTime(),
        event: {
          type: 'garage.liked',
          actorId: l.user_id,
          garageId: l.garage_id,
          ownerId: garageById.get(l.garage_id)!.user_id,
        },
      });
    }
    for (const c of owned(
      await queryRows<{ id: string; user_id: string; garage_id: string; created_at: Date }>(
        tx,
        sql`select id::text, user_id, garage_id::text, created_at from garage_comments where ${actorIn('user_id')}`,
      ),
    )) {
      told.push({
        at: new Date(c.created_at).getTime(),
        event: {
          type: 'garage.commented',
          actorId: c.user_id,
          garageId: c.garage_id,
          ownerId: garageById.get(c.garage_id)!.user_id,
          commentId: c.id,
        },
      });
    }
    const posts = await queryRows<{ id: string; author_id: string; published_at: Date }>(
      tx,
      sql`select id::text, author_id, published_at from blog_posts where status = 'published' and ${actorIn('author_id')}`,
    );
    const postAuthor = new Map(posts.map((p) => [p.id, p.author_id]));
    for (const p of posts)
      told.push({
        at: new Date(p.published_at).getTime(),
        event: { type: 'post.published', actorId: p.author_id, postId: p.id },
      });
    for (const l of await queryRows<{ user_id: string; post_id: string; created_at: Date }>(
      tx,
      sql`select user_id, post_id::text, created_at from blog_post_likes where ${actorIn('user_id')}`,
    )) {
      const authorId = postAuthor.get(l.post_id);
      if (authorId)
        told.push({
          at: new Date(l.created_at).getTime(),
          event: { type: 'post.liked', actorId: l.user_id, postId: l.post_id, authorId },
        });
    }
    for (const c of await queryRows<{
      id: string;
      user_id: string;
      post_id: string;
      created_at: Date;
    }>(
      tx,
      sql`select id::text, user_id, post_id::text, created_at from blog_post_comments where ${actorIn('user_id')}`,
    )) {
      const authorId = postAuthor.get(c.post_id);
      if (authorId)
        told.push({
          at: new Date(c.created_at).getTime(),
          event: {
            type: 'post.commented',
            actorId: c.user_id,
            postId: c.post_id,
            authorId,
            commentId: c.id,
          },
        });
    }
    const topics = await queryRows<{
      id: string;
      author_id: string;
      kind: 'question' | 'discussion';
      created_at: Date;
    }>(
      tx,
      sql`select id::text, author_id, kind, created_at from forum_topics where ${actorIn('author_id')}`,
    );
    const topicById = new Map(topics.map((t) => [t.id, t]));
    for (const t of topics)
      told.push({
        at: new Date(t.created_at).getTime(),
        event: { type: 'topic.created', actorId: t.author_id, topicId: t.id, kind: t.kind },
      });
    for (const r of await queryRows<{
      id: string;
      author_id: string;
      topic_id: string;
      created_at: Date;
    }>(
      tx,
      sql`select id::text, author_id, topic_id::text, created_at from forum_replies where ${actorIn('author_id')}`,
    )) {
      const topic = topicById.get(r.topic_id);
      if (topic)
        told.push({
          at: new Date(r.created_at).getTime(),
          event: {
            type: 'reply.created',
            actorId: r.author_id,
            topicId: r.topic_id,
            replyId: r.id,
            topicAuthorId: topic.author_id,
            kind: topic.kind,
          },
        });
    }
    for (const f of followRows)
      told.push({
        at: f.createdAt.getTime(),
        event: { type: 'member.followed', actorId: f.followerId, userId: f.followingId },
      });
    told.sort((a, b) => a.at - b.at);

    // The sign-up wrote each member's 'join' row (lib/auth.ts) as the seed began: date it to the join.
    await tx.execute(sql`
      update activities a set created_at = u.created_at from users u
      where u.id = a.actor_id and a.type = 'join' and a.actor_id in (${idList})`);
    await writeSeedActivities(tx, told);
    const [activityCount] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from activities where actor_id in (${idList})`,
    );
    progress(
      `${activityCount?.n ?? 0} activities (from ${told.length} seeded events and the sign-ups)`,
    );

    return {
      images: images.length,
      follows: followRows.length,
      activities: Number(activityCount?.n ?? 0),
      premium: premium.length,
      events: events.length,
      upcomingEvents: events.filter((e) => e.startsAt.getTime() > now).length,
      eventParticipants: participantRows.length,
      competitions: contests.length,
      entries: entryRows.length,
      votes: voteRows.length,
      winners,
    };
  }

  async function finish(db: Db, jobs?: Jobs): Promise<number> {
    // Exactly what the rules give (no badge.earned events: this is history, nobody is told).
    await recomputeAllBadges(db, { emit: false });
    await dateBadges(db, ids);
    // The running and upcoming competitions' end jobs (a running server's runner is started;
    // otherwise the next start's catch-up sends them).
    if (jobs?.enabled)
      for (const c of contests)
        if (c.endsAt.getTime() > now) await scheduleCompetitionEnd(db, jobs, c.id);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from user_badges where user_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return Number(row?.n ?? 0);
  }

  async function discard(db: Db): Promise<void> {
    await db.delete(competitions).where(
      inArray(
        competitions.id,
        contests.map((c) => c.id),
      ),
    );
    await db.delete(communityEvents).where(
      inArray(
        communityEvents.id,
        events.map((e) => e.id),
      ),
    );
  }

  return { images, write, finish, discard };
}

/**
 * Dates the demo members' badge rows to the moment each rule was met, where the rows tell it:
 * the n-th garage, modification, photo or published post (n = the badge's threshold), the n-th
 * follower, the first garage with a top speed of 200 km/h or more, the competition's end for a
 * winner's badge, the member's only-one-on-the-site garage for the rarest vehicle, the
 * premium start. The others (view and like totals, the moderator role) keep the moment they
 * were awarded.
 */
async function dateBadges(db: Db, ids: readonly string[]): Promise<void> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const threshold = (id: string) => BADGES.find((b) => b.id === id)!.threshold;
  /** `moments`: (user_id, at) rows ordered per member; the n-th one dates badge `badgeId`. */
  const nth = (badgeId: string, n: number, moments: SQL) =>
    db.execute(sql`
      update user_badges b set earned_at = x.at
      from (select user_id, at, row_number() over (partition by user_id order by at) as n from (${moments}) m) x
      where b.badge_id = ${badgeId} and b.user_id = x.user_id and x.n = ${n} and b.user_id in (${idList}) and x.at < b.earned_at`);
  await nth(
    'first-garage',
    threshold('first-garage'),
    sql`select user_id, created_at as at from garages`,
  );
  await nth(
    'garage-master',
    threshold('garage-master'),
    sql`select user_id, created_at as at from garages`,
  );
  await nth(
    'modification-master',
    threshold('modification-master'),
    sql`select g.user_id, m.created_at as at from modifications m join garages g on g.id = m.garage_id`,
  );
  await nth(
    'photo-master',
    threshold('photo-master'),
    sql`select g.user_id, p.created_at as at from garage_photos p join garages g on g.id = p.garage_id`,
  );
  await nth(
    'blog-author',
    threshold('blog-author'),
    sql`select author_id as user_id, published_at as at from blog_posts where status = 'published'`,
  );
  await nth(
    'popular',
    threshold('popular'),
    sql`select following_id as user_id, created_at as at from follows`,
  );
  await nth(
    'speed-enthusiast',
    1,
    sql`select user_id, created_at as at from garages where top_speed >= ${threshold('speed-enthusiast')}`,
  );
  // The only garage of its make and model: since that garage was added (nobody else has one).
  const brand = (alias: string) => foldedVehicleSql(sql.raw(`${alias}.car_brand`));
  const model = (alias: string) => foldedVehicleSql(sql.raw(`${alias}.car_model`));
  await nth(
    'rarest-vehicle',
    1,
    sql`select g.user_id, g.created_at as at from garages g
        where not exists (select 1 from garages o where o.id <> g.id and ${brand('o')} = ${brand('g')} and ${model('o')} = ${model('g')})`,
  );
  await nth(
    'premium',
    1,
    sql`select user_id, premium_since as at from profiles where premium_since is not null`,
  );
  for (const [badgeId, categories] of [
    ['best-photo', BEST_PHOTO_CATEGORIES],
    ['driver-of-the-year', DRIVER_OF_THE_YEAR_CATEGORIES],
  ] as const) {
    await nth(
      badgeId,
      1,
      sql`select e.user_id, c.ends_at as at from competition_entries e join competitions c on c.id = e.competition_id
                              where e.rank = 1 and c.category in (${sql.join(
                                categories.map((x) => sql`${x}`),
                                sql`, `,
                              )})`,
    );
  }
}
