/**
 * No count in the community areas is random or fixed — each equals its rows. After the demo seed
 * every stored counter and limit, and every figure the API answers, is recomputed from its rows
 * (community-integrity.checks.ts); and the checks themselves notice a planted difference.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMPETITION_WINNER_COUNT } from '@garaj/shared';
import { useSeededTestApp } from '../../test/seeded-app.ts';
import { ANSWER_CACHE_TTL_MS } from '../lib/answer-cache.ts';
import { communityChecks, type CommunityChecks } from './community-integrity.checks.ts';
import type { SeedSummary } from './seed.ts';

let checks: CommunityChecks;
let summary: SeedSummary;

useSeededTestApp((seeded) => {
  summary = seeded.summary;
  checks = communityChecks(seeded);
});

describe('after the demo seed', () => {
  it('seeds the community: follows, a year of activity, events, competitions, badges', () => {
    const c = summary.community;
    expect(c.follows).toBeGreaterThan(150);
    expect(c.activities).toBeGreaterThan(1000);
    expect(c.events).toBeGreaterThanOrEqual(6);
    expect(c.upcomingEvents).toBeGreaterThanOrEqual(3);
    expect(c.eventParticipants).toBeGreaterThan(50);
    expect(c.competitions).toBe(4);
    expect(c.entries).toBeGreaterThan(20);
    expect(c.votes).toBeGreaterThan(30);
    expect(c.winners).toBe(2 * COMPETITION_WINNER_COUNT);
    expect(c.badges).toBeGreaterThan(30);
  });

  it('keeps every counter and limit equal to its rows', async () => {
    expect(await checks.rowMismatches()).toEqual([]);
  });

  it('answers API figures equal to the rows', async () => {
    expect(await checks.apiMismatches()).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('notice a counter, a stored result, a badge, a forum counter or an activity that differs from its rows', async () => {
    const [profile] = await checks.rows<{ user_id: string }>(
      sql`select user_id from profiles order by followers_count desc limit 1`,
    );
    const [garage] = await checks.rows<{ id: string }>(
      sql`select id::text from garages order by likes_count desc limit 1`,
    );
    const [entry] = await checks.rows<{ id: string }>(
      sql`select e.id::text from competition_entries e join competitions c on c.id = e.competition_id where c.finalized_at is not null limit 1`,
    );
    const [badge] = await checks.rows<{ user_id: string; badge_id: string }>(
      sql`select user_id, badge_id from user_badges where badge_id = 'first-garage' limit 1`,
    );
    const [topic] = await checks.rows<{ id: string }>(
      sql`select id::text from forum_topics order by id limit 1`,
    );
    const [follow] = await checks.rows<{ id: string }>(
      sql`select id::text from activities where type = 'follow' limit 1`,
    );
    await checks.rows(
      sql`update profiles set followers_count = followers_count + 1 where user_id = ${profile!.user_id}`,
    );
    await checks.rows(
      sql`update garages set likes_count = likes_count + 1 where id = ${garage!.id}`,
    );
    await checks.rows(
      sql`update competition_entries set final_votes = final_votes + 1 where id = ${entry!.id}`,
    );
    await checks.rows(
      sql`delete from user_badges where user_id = ${badge!.user_id} and badge_id = ${badge!.badge_id}`,
    );
    await checks.rows(
      sql`update forum_topics set replies_count = replies_count + 1 where id = ${topic!.id}`,
    );
    const saved = await checks.rows(
      sql`delete from activities where id = ${follow!.id} returning *`,
    );

    // Visitors' list answers may be up to one cache lifetime old (lib/answer-cache.ts); rows
    // changed behind the API's back show once it has passed.
    await new Promise((resolve) => setTimeout(resolve, ANSWER_CACHE_TTL_MS + 100));
    const apiProblems = await checks.apiMismatches();
    expect(apiProblems.some((p) => p.startsWith(`directory card ${profile!.user_id}`))).toBe(true);
    const problems = await checks.rowMismatches(); // recomputes the forum counters and the badges back
    expect(problems.some((p) => p.startsWith(`follow counters of ${profile!.user_id}`))).toBe(true);
    expect(problems).toContain(`garage counters: ${garage!.id}`);
    expect(problems).toContain(`final votes differ from the vote rows: ${entry!.id}`);
    expect(problems).toContain(`badge missing: ${badge!.badge_id} of ${badge!.user_id}`);
    expect(problems.some((p) => p.startsWith('forum counters differ'))).toBe(true);
    expect(problems.some((p) => p.startsWith('follow without its activity'))).toBe(true);

    await checks.rows(
      sql`update profiles set followers_count = followers_count - 1 where user_id = ${profile!.user_id}`,
    );
    await checks.rows(
      sql`update garages set likes_count = likes_count - 1 where id = ${garage!.id}`,
    );
    await checks.rows(
      sql`update competition_entries set final_votes = final_votes - 1 where id = ${entry!.id}`,
    );
    const a = saved[0] as Record<string, unknown>;
    await checks.rows(
      sql`insert into activities (id, type, actor_id, subject_user_id, search_text, created_at) values (${a.id}::uuid, ${a.type}, ${a.actor_id}, ${a.subject_user_id}, ${a.search_text}, ${a.created_at}::timestamptz)`,
    );
    expect(await checks.rowMismatches()).toEqual([]);
  });
});
