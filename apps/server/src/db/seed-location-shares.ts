/**
 * Demo live location shares (decision 011): three demo members share their
 * approximate position (rounded to 0.01° like any approximate share) around İstanbul, Ankara and
 * İzmir for 120 minutes, with a garage of theirs as the vehicle, plus a few likes.
 *
 * They are real shares: they EXPIRE 120 minutes after the seed ran (the database's `now()`), and
 * are then never served again. A server that seeds at start (SEED_DEMO) sends their expiry jobs
 * in the start-up catch-up (location-shares.service.ts `defineLocationShareJobs`), which runs after
 * the seed; a seed run against a database a server is using (`npm run db:seed -- --force`) is
 * cleaned by the next start's catch-up — not served after its end in any case.
 */
import { sql } from 'drizzle-orm';
import { roundApproximateCoordinate } from '@garaj/shared';
import { queryRows, type Db } from './client.ts';

/** Minutes the demo shares last (the longest share duration). */
export const SEED_SHARE_MINUTES = 120;

/** Where and what (near the city centres, rounded to the approximate grid when stored). */
const SPOTS = [
  { lat: 40.9903, lng: 29.0291, message: 'Kadıköy sahilde, kahve molası ☕ Gelen olursa buluşalım!' },
  { lat: 39.9208, lng: 32.8541, message: 'Kızılay civarındayım, akşam Eymir gölüne tur atacağız 🏁' },
  { lat: 38.4237, lng: 27.1428, message: 'Kordon boyunda sürüş, hava harika! 🌊' },
];

export interface SeedShareCandidate {
  ownerId: string;
  garageId: string;
}

/**
 * Writes the demo shares with `tx` (inside the seed's transaction): the first three distinct
 * owners among `candidates` share with one of their garages; `likers` (other members) like them.
 * Returns how many shares were written.
 */
export async function seedLocationShares(tx: Db, candidates: SeedShareCandidate[], likers: string[]): Promise<number> {
  const chosen: SeedShareCandidate[] = [];
  for (const candidate of candidates) {
    if (chosen.length === SPOTS.length) break;
    if (!chosen.some((c) => c.ownerId === candidate.ownerId)) chosen.push(candidate);
  }
  for (const [index, candidate] of chosen.entries()) {
    const spot = SPOTS[index]!;
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into location_shares (user_id, garage_id, message, lat, lng, precision, is_public, duration_minutes, expires_at)
        values (${candidate.ownerId}, ${candidate.garageId}, ${spot.message}, ${roundApproximateCoordinate(spot.lat)}, ${roundApproximateCoordinate(spot.lng)},
          'approximate', true, ${SEED_SHARE_MINUTES}, now() + make_interval(mins => ${SEED_SHARE_MINUTES}))
        returning id`,
    );
    const fans = likers.filter((id) => !chosen.some((c) => c.ownerId === id)).slice(index, index + (index === 2 ? 1 : 2));
    for (const userId of fans) {
      await tx.execute(sql`insert into location_share_likes (share_id, user_id) values (${row!.id}, ${userId}) on conflict do nothing`);
    }
  }
  return chosen.length;
}
