/**
 * The demo seed's members and garages: seeded once even when two starters race (the seed lock),
 * real vehicle data, stored photos, counters equal to their rows, no usable passwords.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { as } from '../../test/helpers.ts';
import { countRows, useSeededTestApp, type SeededTestApp } from '../../test/seeded-app.ts';
import { eq, sql } from 'drizzle-orm';
import {
  DRIVETRAINS,
  FUEL_TYPES,
  MODIFICATION_CATEGORIES,
  PROVINCES,
  TRANSMISSIONS,
  brandsFor,
  foldForSearch,
  modificationTypesFor,
  priceRangesFor,
} from '@garaj/shared';
import { imageKey } from '../lib/image-view.ts';
import {
  garageComments,
  garageLikes,
  garagePhotos,
  garages,
  images,
  modifications,
  profiles,
  sessions,
  users,
} from '../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, seedIfEmpty, type SeedSummary } from './seed.ts';

let t: SeededTestApp;
let summary: SeedSummary | null;
let results: (SeedSummary | null)[];

// Two starters at once (two instances with SEED_DEMO=true on one server): the seed lock lets
// one seed and the other find members afterwards. The run seeds once and shares a copy
// (test/seeded-app.ts), which keeps both answers.
useSeededTestApp((seeded) => {
  t = seeded;
  results = seeded.seedResults;
  summary = results.find((r) => r !== null) ?? null;
});

describe('demo seed', () => {
  it('seeds once when two seedIfEmpty calls start together (seed lock)', () => {
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('creates about 30 members and 40 garages, and the summary matches the rows', async () => {
    expect(summary).not.toBeNull();
    const s = summary!;
    expect(s.members).toBeGreaterThanOrEqual(28);
    expect(s.members).toBeLessThanOrEqual(35);
    expect(s.garages).toBe(40);
    expect(await countRows(t, users)).toBe(s.members);
    expect(await countRows(t, garages)).toBe(s.garages);
    expect(await countRows(t, garagePhotos)).toBe(s.photos);
    expect(await countRows(t, images)).toBe(
      s.photos + s.avatars + s.content.covers + s.community.images,
    );
    expect(await countRows(t, modifications)).toBe(s.modifications);
    expect(await countRows(t, garageComments)).toBe(s.comments);
    expect(await countRows(t, garageLikes)).toBe(s.likes);
    expect(s.modifications).toBeGreaterThan(40);
    expect(s.comments).toBeGreaterThan(40);
    expect(s.likes).toBeGreaterThan(100);
    expect(s.favorites).toBeGreaterThan(20);
    expect(s.avatars).toBeGreaterThan(5);
    console.info(`seed: ${JSON.stringify(s)}`);
  });

  it('gives every garage 2–4 stored photos with a cover at position 0, files in storage', async () => {
    const db = t.app.deps.db;
    const rows = await db
      .select({
        garageId: garagePhotos.garageId,
        position: garagePhotos.position,
        imageId: garagePhotos.imageId,
        ownerId: images.ownerId,
        purpose: images.purpose,
        variants: images.variants,
        garageOwner: garages.userId,
      })
      .from(garagePhotos)
      .innerJoin(images, eq(images.id, garagePhotos.imageId))
      .innerJoin(garages, eq(garages.id, garagePhotos.garageId));
    const byGarage = new Map<string, number[]>();
    for (const r of rows)
      byGarage.set(r.garageId, [...(byGarage.get(r.garageId) ?? []), r.position]);
    expect(byGarage.size).toBe(40);
    for (const positions of byGarage.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(2);
      expect(positions.length).toBeLessThanOrEqual(4);
      expect([...positions].sort()).toEqual(positions.map((_, i) => i));
    }
    for (const r of rows) {
      expect(r.ownerId).toBe(r.garageOwner);
      expect(r.purpose).toBe('garage');
      expect(r.variants).toEqual(r.position === 0 ? [320, 640, 960, 1280] : [320, 640, 960]);
    }
    const all = await db.select({ id: images.id, variants: images.variants }).from(images);
    for (const image of all) {
      for (const width of image.variants) {
        const object = await t.app.deps.storage.get(imageKey(image.id, width));
        expect(object, `${image.id}/${width}`).not.toBeNull();
      }
    }
    const avatars = await db
      .select({ id: profiles.avatarImageId })
      .from(profiles)
      .where(sql`${profiles.avatarImageId} is not null`);
    expect(avatars.length).toBe(summary!.avatars);
  });

  it('uses real brands, models, provinces and the option lists, in cars and motorcycles', async () => {
    const rows = await t.app.deps.db.select().from(garages);
    expect(rows.some((g) => g.vehicleType === 'car')).toBe(true);
    expect(rows.filter((g) => g.vehicleType === 'motorcycle').length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((g) => g.isForSale).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((g) => g.engine).length).toBeGreaterThanOrEqual(30);
    const nextYear = new Date().getFullYear() + 1;
    for (const g of rows) {
      const brand = brandsFor(g.vehicleType).find((b) => b.name === g.carBrand);
      expect(brand, g.carBrand).toBeDefined();
      expect(brand!.models).toContain(g.carModel);
      expect(g.carYear).toBeGreaterThanOrEqual(1960);
      expect(g.carYear).toBeLessThanOrEqual(nextYear);
      expect(PROVINCES).toContain(g.location);
      if (g.modificationType)
        expect(modificationTypesFor(g.vehicleType)).toContain(g.modificationType);
      if (g.priceRange) expect(priceRangesFor(g.vehicleType)).toContain(g.priceRange);
      if (g.fuelType) expect(FUEL_TYPES).toContain(g.fuelType);
      if (g.transmission) expect(TRANSMISSIONS).toContain(g.transmission);
      if (g.drivetrain) expect(DRIVETRAINS).toContain(g.drivetrain);
      if (g.isForSale) expect(g.salePrice).toMatch(/^\d{1,3}(\.\d{3})+ TL$/);
      else expect(g.salePrice).toBeNull();
      expect(g.searchText).toBe(
        foldForSearch(`${g.name} ${g.carBrand} ${g.carModel} ${g.description ?? ''}`),
      );
      expect(g.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const ages = rows.map((g) => (Date.now() - g.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(180);
    const mods = await t.app.deps.db.select().from(modifications);
    for (const mod of mods) expect(MODIFICATION_CATEGORIES).toContain(mod.category);
  });

  it('keeps counters equal to rows, views at least likes, and nobody likes their own garage', async () => {
    const db = t.app.deps.db;
    const mismatched = await db
      .select({ id: garages.id })
      .from(garages)
      .where(
        sql`${garages.likesCount} <> (select count(*) from garage_likes l where l.garage_id = ${garages.id})
          or ${garages.commentsCount} <> (select count(*) from garage_comments c where c.garage_id = ${garages.id} and c.hidden_at is null)
          or ${garages.viewsCount} < ${garages.likesCount}`,
      );
    expect(mismatched).toEqual([]);
    const selfLikes = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(garageLikes)
      .innerJoin(garages, eq(garages.id, garageLikes.garageId))
      .where(eq(garages.userId, garageLikes.userId));
    expect(Number(selfLikes[0]!.n)).toBe(0);
    const future = await db
      .select({ id: garageComments.id })
      .from(garageComments)
      .where(
        sql`${garageComments.createdAt} > now() or ${garageComments.createdAt} < (select created_at from garages g where g.id = ${garageComments.garageId})`,
      );
    expect(future).toEqual([]);
    // Comments are rich text: each seeded one is shown from its HTML, whose text is its `body`.
    const plain = await db
      .select({ id: garageComments.id })
      .from(garageComments)
      .where(
        sql`${garageComments.bodyHtml} not like '<p>%</p>'
          or strpos(${garageComments.bodyHtml}, replace(replace(replace(replace(replace(${garageComments.body}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')) = 0`,
      );
    expect(plain).toEqual([]);
  });

  it('makes verified members with profiles, no open sessions and no e-mail sent', async () => {
    const db = t.app.deps.db;
    const members = await db
      .select()
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    expect(members.length).toBe(summary!.members);
    for (const { users: u, profiles: p } of members) {
      expect(u.emailVerified).toBe(true);
      expect(u.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(u.role).toBe(u.displayUsername === summary!.content.moderator ? 'moderator' : 'user');
      expect(p.fullName).toBeTruthy();
      expect(PROVINCES).toContain(p.location);
      expect(p.searchText).toBe(
        foldForSearch(
          `${u.displayUsername} ${p.fullName ?? ''} ${p.location ?? ''} ${p.bio ?? ''}`,
        ),
      );
    }
    expect(members.some(({ profiles: p }) => p.website)).toBe(true);
    expect(members.some(({ profiles: p }) => p.phoneNumber)).toBe(true);
    expect(await countRows(t, sessions)).toBe(0);
    const outbox = await readdir(path.join(t.dataDir, 'outbox')).catch(() => [] as string[]);
    expect(outbox.filter((f) => f.includes(DEMO_EMAIL_DOMAIN))).toEqual([]);
  });

  it('lets nobody sign in with an obvious password', async () => {
    const members = await t.app.deps.db
      .select({ email: users.email, username: users.displayUsername })
      .from(users)
      .limit(3);
    for (const member of members) {
      for (const password of [
        '123456',
        'password',
        'garaj123',
        'gizli-sifre-123',
        member.username ?? 'x',
      ]) {
        const res = await as(t.app, null, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: member.email, password },
        });
        expect(res.statusCode, `${member.email} / ${password}`).toBe(401);
      }
    }
  });

  it('does nothing the second time', async () => {
    expect(await seedIfEmpty(t.app)).toBeNull();
    expect(await countRows(t, garages)).toBe(40);
  });
});
