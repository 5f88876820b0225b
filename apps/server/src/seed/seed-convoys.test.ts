/**
 * The demo seed's convoy map (seed-convoys.ts): one upcoming event with the map on, shown so on
 * its page, and no position stored anywhere.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { as } from '../../test/helpers.ts';
import { useSeededTestApp, type SeededTestApp } from '../../test/seeded-app.ts';
import { SEED_CONVOY_EVENT } from './seed-convoys.ts';

let t: SeededTestApp;
useSeededTestApp((seeded) => void (t = seeded));

describe('demo convoy', () => {
  it('turns the map on for one upcoming event and stores no position', async () => {
    const events = await queryRows<{ id: string; title: string; upcoming: boolean }>(
      t.app.deps.db,
      sql`select id, title, starts_at > now() as upcoming from community_events where convoy_enabled`,
    );
    expect(events.map((e) => [e.title, e.upcoming])).toEqual([[SEED_CONVOY_EVENT, true]]);
    expect(await queryRows(t.app.deps.db, sql`select 1 from convoy_positions`)).toEqual([]);
    const read = await as(t.app, null, { method: 'GET', url: `/api/community/events/${events[0]!.id}` });
    expect(read.json()).toMatchObject({ convoyEnabled: true, status: 'upcoming' });
  });
});
