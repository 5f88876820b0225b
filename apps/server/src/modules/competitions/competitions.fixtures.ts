/**
 * Test fixtures of the competitions API tests: a valid body, creating a competition as an
 * admin, a garage for a member (inserted directly: the garage API is not under test here),
 * and moving a competition's dates into the past or future (the database's clock decides).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CompetitionDetail, CompetitionInput } from '@garaj/shared';
import { queryRows } from '../../db/client.ts';
import { as, type TestUser } from '../../../test/helpers.ts';

const HOUR = 60 * 60 * 1000;

/** An active competition (started an hour ago, ends in a day); `overrides` replace fields. */
export const competitionBody = (overrides: Partial<CompetitionInput> = {}): CompetitionInput => ({
  title: 'En Temiz Garaj',
  description: 'Aracınızın en temiz halini paylaşın.',
  category: 'clean',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  maxParticipants: 100,
  prize: '5.000 TL değerinde detaylı temizlik seti',
  rules: ['Araç size ait olmalı', 'Fotoğraflar güncel olmalı'],
  ...overrides,
});

/** Creates a competition through the admin API; returns its detail. */
export async function createCompetitionAs(app: FastifyInstance, admin: TestUser, overrides: Partial<CompetitionInput> = {}): Promise<CompetitionDetail> {
  const res = await as(app, admin, { method: 'POST', url: '/api/admin/competitions', payload: competitionBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`competition not created: ${res.statusCode} ${res.body}`);
  return res.json<CompetitionDetail>();
}

/** Inserts a garage owned by `user`; returns its id. */
export async function makeGarage(app: FastifyInstance, user: TestUser, name = `Garaj ${user.username}`): Promise<string> {
  const [row] = await queryRows<{ id: string }>(app.deps.db, sql`
    insert into garages (user_id, name, car_brand, car_model) values (${user.id}, ${name}, 'BMW', 'M3') returning id`);
  return row!.id;
}

/** Moves the competition's end `msAgo` milliseconds into the past (start an hour before that). */
export async function endInPast(app: FastifyInstance, id: string, msAgo = 1000): Promise<void> {
  await app.deps.db.execute(sql`
    update competitions set starts_at = now() - make_interval(secs => ${(msAgo + HOUR) / 1000}), ends_at = now() - make_interval(secs => ${msAgo / 1000})
    where id = ${id}`);
}

/** Enters `user` with a new garage of theirs; returns the entry id. */
export async function enter(app: FastifyInstance, user: TestUser, competitionId: string): Promise<string> {
  const garageId = await makeGarage(app, user);
  const res = await as(app, user, { method: 'POST', url: `/api/competitions/${competitionId}/entries`, payload: { garageId } });
  if (res.statusCode !== 201) throw new Error(`entry failed: ${res.statusCode} ${res.body}`);
  return res.json<CompetitionDetail>().myEntryId!;
}

/** Casts `user`'s vote for `entryId`; throws unless 200. */
export async function vote(app: FastifyInstance, user: TestUser, competitionId: string, entryId: string): Promise<void> {
  const res = await as(app, user, { method: 'PUT', url: `/api/competitions/${competitionId}/vote`, payload: { entryId } });
  if (res.statusCode !== 200) throw new Error(`vote failed: ${res.statusCode} ${res.body}`);
}
