/**
 * Demo convoy maps (decision 027): the upcoming group ride 'Kapadokya Motosiklet Turu' has its
 * 'Konvoy haritası' on, so its page shows 'Konvoy haritası etkinlik başladığında açılır' and its
 * participants can share their positions during the tour. No position is seeded: positions exist
 * only while a participant shares during the event. The convoy's end job is sent by the start-up
 * catch-up (convoys.jobs.ts), which runs after the seed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SEED_EVENTS } from './seed-community-data.ts';

/** The seeded event whose convoy map is on. */
export const SEED_CONVOY_EVENT = 'Kapadokya Motosiklet Turu';

/** Turns the convoy map on for the seeded event {@link SEED_CONVOY_EVENT} (inside the seed's transaction `tx`). */
export async function seedConvoys(tx: Db): Promise<void> {
  if (!SEED_EVENTS.some((e) => e.title === SEED_CONVOY_EVENT && e.inDays > 0)) throw new Error(`the seed has no upcoming event '${SEED_CONVOY_EVENT}'`);
  await tx.execute(sql`update community_events set convoy_enabled = true where title = ${SEED_CONVOY_EVENT} and starts_at > now()`);
}
