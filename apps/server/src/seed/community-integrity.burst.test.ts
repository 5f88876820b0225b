/**
 * No count in the community areas is random or fixed — each equals its rows, also after a burst
 * of concurrent API writes by ten members (follow / unfollow, like, enter a competition, vote,
 * join an event): the one-row-per-key rules and the limits hold, and every counter, API figure
 * and notification agrees with its rows (community-integrity.checks.ts).
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createUser, type TestApp, type TestUser } from '../../test/helpers.ts';
import { useSeededTestApp } from '../../test/seeded-app.ts';
import { communityChecks, type CommunityChecks } from './community-integrity.checks.ts';

let t: TestApp;
let checks: CommunityChecks;
useSeededTestApp((seeded) => {
  t = seeded;
  checks = communityChecks(seeded);
});

describe('after a concurrent burst of ten members', () => {
  let members: TestUser[];
  let active: { id: string; max: number };
  let ended: string;
  let event: { id: string; capacity: number; before: number };
  let star: string;
  let garageId: string;
  let postId: string;

  beforeAll(async () => {
    members = [];
    for (let i = 0; i < 10; i++) members.push(await createUser(t.app));
    const [a] = await checks.rows<{ id: string; max: number }>(
      sql`select id::text, max_participants as max from competitions where starts_at <= now() and ends_at > now() limit 1`,
    );
    active = { id: a!.id, max: checks.num(a!.max) };
    const [e] = await checks.rows<{ id: string }>(
      sql`select id::text from competitions where finalized_at is not null limit 1`,
    );
    ended = e!.id;
    // The event closest to full: the burst must stop at its capacity.
    const [ev] = await checks.rows<{ id: string; capacity: number; n: number }>(sql`
      select e.id::text, e.capacity, (select count(*)::int from community_event_participants p where p.event_id = e.id) as n
      from community_events e where e.capacity is not null and e.starts_at > now() order by e.capacity - (select count(*) from community_event_participants p where p.event_id = e.id) limit 1`);
    event = { id: ev!.id, capacity: checks.num(ev!.capacity), before: checks.num(ev!.n) };
    expect(event.capacity - event.before).toBeLessThan(members.length);
    const [s] = await checks.rows<{ username: string }>(
      sql`select u.display_username as username from users u join profiles p on p.user_id = u.id order by p.followers_count desc limit 1`,
    );
    star = s!.username;
    const [g] = await checks.rows<{ id: string }>(
      sql`select id::text from garages order by likes_count desc limit 1`,
    );
    garageId = g!.id;
    const [p] = await checks.rows<{ id: string }>(
      sql`select id::text from blog_posts where status = 'published' order by likes_count desc limit 1`,
    );
    postId = p!.id;
  }, 120_000);

  it('holds one row per member and target, the limits, and every counter equal to its rows', async () => {
    // Each member gets a garage of their own first (to enter with).
    const garages: string[] = [];
    for (const [i, m] of members.entries()) {
      const res = await as(t.app, m, {
        method: 'POST',
        url: '/api/garages',
        payload: { name: `Patlama Garajı ${i}`, carBrand: 'Opel', carModel: 'Astra' },
      });
      expect(res.statusCode).toBe(201);
      garages.push(res.json().id);
    }
    const [{ id: seededEntry } = { id: '' }] = await checks.rows<{ id: string }>(
      sql`select id::text from competition_entries where competition_id = ${active.id} order by created_at limit 1`,
    );
    const [{ id: endedEntry } = { id: '' }] = await checks.rows<{ id: string }>(
      sql`select id::text from competition_entries where competition_id = ${ended} limit 1`,
    );
    const finalVotesBefore = await checks.rows(
      sql`select id, final_votes, rank from competition_entries where competition_id = ${ended} order by id`,
    );

    const request = (
      m: TestUser,
      method: 'PUT' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
    ) => as(t.app, m, { method, url, ...(payload ? { payload } : {}) });
    const statuses = await Promise.all(
      members.flatMap((m, i) => {
        const next = members[(i + 1) % members.length]!;
        return [
          // Follow the most followed member twice at once; half of them unfollow at the same time.
          request(m, 'PUT', `/api/users/${encodeURIComponent(star)}/follow`),
          request(m, 'PUT', `/api/users/${encodeURIComponent(star)}/follow`),
          ...(i % 2 ? [request(m, 'DELETE', `/api/users/${encodeURIComponent(star)}/follow`)] : []),
          request(m, 'PUT', `/api/users/${encodeURIComponent(next.username)}/follow`),
          // Like the most liked garage and post, twice each; unlike one of them for a third.
          request(m, 'PUT', `/api/garages/${garageId}/like`),
          request(m, 'PUT', `/api/garages/${garageId}/like`),
          ...(i % 3 === 0 ? [request(m, 'DELETE', `/api/garages/${garageId}/like`)] : []),
          request(m, 'PUT', `/api/blog/posts/${postId}/like`),
          request(m, 'PUT', `/api/blog/posts/${postId}/like`),
          // Enter the running competition twice at once (one entry), vote twice at once (one vote).
          request(m, 'POST', `/api/competitions/${active.id}/entries`, { garageId: garages[i] }),
          request(m, 'POST', `/api/competitions/${active.id}/entries`, { garageId: garages[i] }),
          request(m, 'PUT', `/api/competitions/${active.id}/vote`, { entryId: seededEntry }),
          request(m, 'PUT', `/api/competitions/${active.id}/vote`, { entryId: seededEntry }),
          // An ended competition takes no vote.
          request(m, 'PUT', `/api/competitions/${ended}/vote`, { entryId: endedEntry }),
          // Everyone tries the almost full event.
          request(m, 'PUT', `/api/community/events/${event.id}/participation`),
        ].map((p) => p.then((res) => res.statusCode));
      }),
    );
    expect(statuses.filter((s) => s >= 500)).toEqual([]);

    // The limits and the one-row-per-key rules held.
    const [state] = await checks.rows<{
      participants: number;
      entries: number;
      burst_entries: number;
      burst_votes: number;
      star_follows: number;
      garage_likes: number;
    }>(sql`
      select (select count(*)::int from community_event_participants where event_id = ${event.id}) as participants,
             (select count(*)::int from competition_entries where competition_id = ${active.id}) as entries,
             (select count(*)::int from competition_entries where competition_id = ${active.id} and user_id in (${sql.join(
               members.map((m) => sql`${m.id}`),
               sql`, `,
             )})) as burst_entries,
             (select count(*)::int from competition_votes where competition_id = ${active.id} and voter_id in (${sql.join(
               members.map((m) => sql`${m.id}`),
               sql`, `,
             )})) as burst_votes,
             (select count(*)::int from follows f join users u on u.id = f.following_id where u.display_username = ${star} and f.follower_id in (${sql.join(
               members.map((m) => sql`${m.id}`),
               sql`, `,
             )})) as star_follows,
             (select count(*)::int from garage_likes where garage_id = ${garageId} and user_id in (${sql.join(
               members.map((m) => sql`${m.id}`),
               sql`, `,
             )})) as garage_likes`);
    expect(checks.num(state!.participants)).toBe(event.capacity);
    expect(checks.num(state!.burst_entries)).toBe(members.length);
    expect(checks.num(state!.entries)).toBeLessThanOrEqual(active.max);
    expect(checks.num(state!.burst_votes)).toBe(members.length);
    expect(checks.num(state!.star_follows)).toBeGreaterThanOrEqual(members.length / 2);
    expect(checks.num(state!.star_follows)).toBeLessThanOrEqual(members.length);
    expect(checks.num(state!.garage_likes)).toBeGreaterThanOrEqual(
      members.length - Math.ceil(members.length / 3),
    );
    expect(
      await checks.rows(
        sql`select id, final_votes, rank from competition_entries where competition_id = ${ended} order by id`,
      ),
    ).toEqual(finalVotesBefore);

    expect(await checks.rowMismatches()).toEqual([]);
    expect(await checks.apiMismatches()).toEqual([]);
    // Each member was followed by another one of the burst: a notification, counted from its rows.
    const [followed] = await checks.rows<{ n: number }>(
      sql`select count(distinct user_id)::int as n from notifications where type = 'follow' and user_id in (${sql.join(
        members.map((m) => sql`${m.id}`),
        sql`, `,
      )})`,
    );
    expect(checks.num(followed!.n)).toBe(members.length);
    expect(await checks.notificationMismatches(members)).toEqual([]);
  }, 120_000);

  it('lets nobody vote for their own entry', async () => {
    const m = members[0]!;
    const [own] = await checks.rows<{ id: string }>(
      sql`select id::text from competition_entries where competition_id = ${active.id} and user_id = ${m.id}`,
    );
    const [before] = await checks.rows<{ n: number }>(
      sql`select count(*)::int as n from competition_votes where entry_id = ${own!.id}`,
    );
    const res = await as(t.app, m, {
      method: 'PUT',
      url: `/api/competitions/${active.id}/vote`,
      payload: { entryId: own!.id },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const [after] = await checks.rows<{ n: number }>(
      sql`select count(*)::int as n from competition_votes where entry_id = ${own!.id}`,
    );
    expect(checks.num(after!.n)).toBe(checks.num(before!.n));
    expect(await checks.rowMismatches()).toEqual([]);
  });
});
