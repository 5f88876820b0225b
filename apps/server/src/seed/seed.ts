/**
 * Demo data: about 30 members, 40 garages with generated photos,
 * modifications, comments, likes and favorites, spread over the past year; blog posts, forum
 * categories, topics and answers, a moderator and experts (seed-content.ts).
 *
 * - Members are signed up through better-auth (the same path as the sign-up form), each with
 *   a random password nobody knows, so no demo account can be signed into; they are marked
 *   verified and the session that sign-up opens is deleted (it would count as "online").
 *   Mail to the demo domain is dropped while seeding, so no verification e-mail goes out
 *   (not even through SMTP).
 * - Photos are drawn locally (`generateDemoPhoto`), then go through the same pipeline as an
 *   upload (`processImage`) and the storage driver; no downloads.
 * - Counters are facts: likes_count and comments_count are computed from the rows afterwards.
 * - Community life (seed-community.ts): follows, the activity feed of all the above,
 *   premium members, community events, competitions with entries, votes and winners; badges
 *   awarded by the rules after the commit.
 * - The admin account is not created here (lib/admin-bootstrap.ts does that).
 * On failure everything created so far (members with their rows, stored files) is removed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { foldForSearch } from '@garaj/shared';
import { garageComments, garageLikes, garagePhotos, garages, favorites, images, modifications, profiles, sessions, users } from '../db/schema/index.ts';
import { generateDemoPhoto, processImage } from '../lib/images.ts';
import { plainTextToHtml } from '../lib/html.ts';
import { usernameConflict } from '../lib/usernames.ts';
import { imageKey, imagePrefix, presentImage } from '../lib/image-view.ts';
import type { Mailer } from '../lib/mail.ts';
import { invalidateGarageLists } from '../modules/garages/garages.cache.ts';
import { CAR_COMMENTS, FOR_SALE_COMMENTS, MOTORCYCLE_COMMENTS, OWNER_REPLIES, SEED_GARAGES, SEED_MEMBERS, type SeedMember } from './seed-data.ts';
import { garageSearchText, garageSuggestText, profileSearchText, profileSuggestText } from '../db/search-text.ts';
import { ADVISORY_LOCKS } from '../db/client.ts';
import { mulberry32, pick, runPool, shuffle } from './seed-helpers.ts';
import { planContent, type ContentSummary } from './seed-content.ts';
import { SEED_MODERATOR } from './seed-content-data.ts';
import { planCommunity, type CommunityPlan, type CommunitySummary } from './seed-community.ts';
import { seedLocationShares } from './seed-location-shares.ts';
import { seedMaintenance } from './seed-maintenance.ts';
import { seedFuel } from './seed-fuel.ts';
import { seedBuildLogs } from './seed-build-log.ts';
import { seedConvoys } from './seed-convoys.ts';
import { seedListings } from './seed-listings.ts';
import { seedHelpFaqs } from './seed-help.ts';
import { seedAds } from './seed-ads.ts';
import { seedInvites } from './seed-invites.ts';
import { seedMessages } from './seed-messages.ts';
import { seedModeration, type SeedModerationSummary } from './seed-moderation.ts';

/** What one seeding run created. */
export interface SeedSummary {
  members: number;
  avatars: number;
  garages: number;
  photos: number;
  modifications: number;
  comments: number;
  likes: number;
  favorites: number;
  /** Blog, forum, roles and searches (seed-content.ts). */
  content: ContentSummary;
  /** Follows, activities, events, competitions, badges (seed-community.ts). */
  community: CommunitySummary;
  /** Reports in every state and the moderator's audit entries (seed-moderation.ts). */
  moderation: SeedModerationSummary;
  durationMs: number;
}

export interface SeedOptions {
  /** Seed of the pseudo-random choices (who likes what, dates, counts). Default: fixed. */
  seed?: number;
  /** Progress lines (the CLI prints them). */
  progress?: (message: string) => void;
}

/** E-mail domain of demo members (`<username>@ornek.garaj.local`; `.local` never resolves). */
export const DEMO_EMAIL_DOMAIN = 'ornek.garaj.local';
/**
 * Size of the generated photos. Covers are 1280 px wide (every WebP width, for the detail
 * hero); the other gallery photos 1024 px (320, 640 and 960 px variants), which saves the
 * largest encode.
 */
const COVER_SIZE = { width: 1280, height: 800 } as const;
const PHOTO_SIZE = { width: 1024, height: 640 } as const;
const AVATAR_SIZE = { width: 640, height: 640 } as const;
/** Photos generated at once (processImage itself runs at most two jobs). */
const PHOTO_CONCURRENCY = 3;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Seeds only when the users table is empty; returns null when there was something already.
 * The check and the seeding run under the seed lock (`Database.withLock`: a PostgreSQL advisory
 * lock, plus turn-taking within the process), so instances starting together on one server with
 * SEED_DEMO=true seed once: the later ones wait, then find members and return null.
 */
export async function seedIfEmpty(app: FastifyInstance, options: SeedOptions = {}): Promise<SeedSummary | null> {
  return app.deps.database.withLock(ADVISORY_LOCKS.seed, async () => {
    const anyone = await app.deps.db.select({ id: users.id }).from(users).limit(1);
    if (anyone.length > 0) return null;
    return seedDemo(app, options);
  });
}

/**
 * Adds one batch of demo content. Usernames that are already taken get a number appended,
 * so this can run on a database that has data (`npm run db:seed -- --force`).
 */
export async function seedDemo(app: FastifyInstance, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const { db, storage } = app.deps;
  const rand = mulberry32(options.seed ?? 20_250_601);
  // The blog and forum draw from their own sequence, so the garages stay as they were.
  const contentRand = mulberry32((options.seed ?? 20_250_601) ^ 0x5eed_c0de);
  // And the community life from a third one.
  const communityRand = mulberry32((options.seed ?? 20_250_601) ^ 0x0c0f_fee5);
  const now = Date.now();
  const progress = (message: string) => options.progress?.(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const createdUserIds: string[] = [];
  const storedImageIds: string[] = [];
  let community: CommunityPlan | undefined;
  const unmute = muteDemoMail(app.deps.mailer);
  try {
    // ── 1. Members, through better-auth ────────────────────────────────────────────────
    const members: (SeedMember & { id: string; shownName: string; joinedAt: Date })[] = [];
    for (const spec of SEED_MEMBERS) {
      const shownName = await freeUsername(app, spec.username);
      const created = await app.deps.auth.api.signUpEmail({
        body: {
          email: demoEmail(shownName),
          // Nobody knows this password: demo members cannot be signed into.
          password: randomBytes(24).toString('base64url'),
          name: shownName,
          username: shownName,
          acceptTerms: true,
        } as never,
      });
      createdUserIds.push(created.user.id);
      members.push({ ...spec, id: created.user.id, shownName, joinedAt: new Date(now) });
    }
    progress(`${members.length} members signed up`);
    const memberByName = new Map(members.map((mb) => [mb.username, mb]));

    // ── 2. Timeline: garages over the past year, members joined before their first garage ─
    const plans = SEED_GARAGES.map((spec, index) => {
      const owner = memberByName.get(spec.owner);
      if (!owner) throw new Error(`seed data: unknown owner ${spec.owner}`);
      const createdAt = new Date(now - (3 + rand() * 360) * DAY - rand() * DAY);
      return { spec, index, owner, id: randomUUID(), createdAt, updatedAt: createdAt };
    });
    // Blog posts, topics and answers have fixed dates: members joined before their first one too.
    const content = planContent(members, contentRand, now);
    for (const member of members) {
      const wrote = content.firstActivity.get(member);
      const own = [...plans.filter((p) => p.owner === member).map((p) => p.createdAt.getTime()), ...(wrote === undefined ? [] : [wrote])];
      const joined = own.length ? Math.min(...own) - (2 + rand() * 80) * DAY : now - (20 + rand() * 400) * DAY;
      member.joinedAt = new Date(joined - rand() * DAY);
    }
    const communityPlan = planCommunity(members, communityRand, now, progress);
    community = communityPlan;

    // ── 3. Photos and avatars: drawn locally, processed like uploads, stored ─────────────
    type PhotoJob = { id: string; ownerId: string; purpose: 'garage' | 'avatar' | 'post' | 'competition' | 'event'; createdAt: Date; draw: () => Promise<Buffer> };
    const photoJobs: (PhotoJob & { garageId: string; position: number })[] = [];
    for (const plan of plans) {
      const { spec } = plan;
      const hue = (plan.index * 137.508) % 360; // golden angle: neighbouring garages differ
      for (let position = 0; position < spec.photos; position++) {
        photoJobs.push({
          id: randomUUID(),
          ownerId: plan.owner.id,
          purpose: 'garage',
          createdAt: plan.createdAt,
          garageId: plan.id,
          position,
          draw: () =>
            generateDemoPhoto({ ...(position === 0 ? COVER_SIZE : PHOTO_SIZE), title: spec.name, subtitle: `${spec.brand} ${spec.model} ${spec.year}`, hue: hue + position * 14, vehicle: spec.vehicleType }),
        });
      }
    }
    const avatarJobs: (PhotoJob & { member: (typeof members)[number] })[] = members
      .filter((mb) => mb.avatar)
      .map((member, i) => ({
        id: randomUUID(),
        ownerId: member.id,
        purpose: 'avatar',
        createdAt: member.joinedAt,
        member,
        draw: () => generateDemoPhoto({ ...AVATAR_SIZE, title: member.fullName.split(' ')[0] ?? member.shownName, hue: (i * 97 + 20) % 360 }),
      }));

    const stored = new Map<string, { width: number; height: number; variants: number[]; bytes: number }>();
    const coverJobs: PhotoJob[] = [...content.covers.map((cover) => ({ ...cover, purpose: 'post' as const })), ...communityPlan.images];
    await runPool([...photoJobs, ...avatarJobs, ...coverJobs], PHOTO_CONCURRENCY, async (job) => {
      const processed = await processImage(await job.draw());
      storedImageIds.push(job.id);
      await Promise.all(processed.variants.map((v) => storage.put(imageKey(job.id, v.width), v.data, 'image/webp')));
      stored.set(job.id, {
        width: processed.width,
        height: processed.height,
        variants: processed.variants.map((v) => v.width),
        bytes: processed.variants.reduce((sum, v) => sum + v.data.length, 0),
      });
    });
    progress(`${photoJobs.length} garage photos, ${avatarJobs.length} avatars, ${content.covers.length} blog covers and ${communityPlan.images.length} event and competition images generated and stored`);
    const imageRow = (job: PhotoJob) => {
      const s = stored.get(job.id)!;
      return { id: job.id, ownerId: job.ownerId, purpose: job.purpose, ...s, createdAt: job.createdAt };
    };

    // ── 4. Modifications ────────────────────────────────────────────────────────────────
    const modRows = plans.flatMap((plan) =>
      (plan.spec.modifications ?? []).map((mod) => {
        const installed = now - mod.monthsAgo * 30 * DAY - rand() * 10 * DAY;
        const createdAt = Math.min(
          now - HOUR,
          Math.max(plan.createdAt.getTime() + (5 + rand() * 60) * MINUTE, installed + (1 + rand() * 20) * DAY),
        );
        if (createdAt > plan.updatedAt.getTime()) plan.updatedAt = new Date(createdAt);
        return {
          id: randomUUID(),
          garageId: plan.id,
          title: mod.title,
          category: mod.category,
          brand: mod.brand ?? null,
          cost: mod.cost ?? null,
          installedOn: new Date(installed).toISOString().slice(0, 10),
          note: mod.note ?? null,
          createdAt: new Date(createdAt),
        };
      }),
    );

    // ── 5. Likes, favorites and comments from other members ─────────────────────────────
    const likeRows: { userId: string; garageId: string; createdAt: Date }[] = [];
    const favoriteRows: { id: string; userId: string; garageId: string; createdAt: Date }[] = [];
    const commentRows: { id: string; garageId: string; userId: string; body: string; bodyHtml: string; createdAt: Date }[] = [];
    const viewsByGarage = new Map<string, number>();
    const after = (from: number) => new Date(from + rand() * Math.max(0, now - HOUR - from));

    for (const plan of plans) {
      const { spec } = plan;
      const start = plan.createdAt.getTime();
      const others = shuffle(members.filter((mb) => mb.id !== plan.owner.id), rand);
      const likeCount = Math.round(others.length * spec.popularity * (0.3 + rand() * 0.4));
      const likers = others.slice(0, likeCount);
      for (const liker of likers) {
        likeRows.push({ userId: liker.id, garageId: plan.id, createdAt: after(Math.max(start, liker.joinedAt.getTime())) });
        if (rand() < 0.25 + spec.popularity * 0.25) {
          favoriteRows.push({ id: randomUUID(), userId: liker.id, garageId: plan.id, createdAt: after(Math.max(start, liker.joinedAt.getTime())) });
        }
      }

      const pool = shuffle([...(spec.vehicleType === 'motorcycle' ? MOTORCYCLE_COMMENTS : CAR_COMMENTS)], rand);
      if (spec.salePrice) pool.unshift(pick(FOR_SALE_COMMENTS, rand));
      const commentCount = Math.min(pool.length, Math.floor(spec.popularity * 5 * rand() + rand() * 2.5));
      const commenters = shuffle(members.filter((mb) => mb.id !== plan.owner.id), rand);
      for (let c = 0; c < commentCount; c++) {
        const author = commenters[c % commenters.length]!;
        const createdAt = after(Math.max(start, author.joinedAt.getTime()));
        const body = pool[c]!.replaceAll('{model}', spec.model).replaceAll('{brand}', spec.brand).replaceAll('{name}', spec.name);
        commentRows.push({ id: randomUUID(), garageId: plan.id, userId: author.id, body, bodyHtml: plainTextToHtml(body), createdAt });
        if (rand() < 0.3) {
          const replyAt = Math.min(now - 10 * MINUTE, createdAt.getTime() + (1 + rand() * 47) * HOUR);
          const reply = pick(OWNER_REPLIES, rand);
          commentRows.push({ id: randomUUID(), garageId: plan.id, userId: plan.owner.id, body: reply, bodyHtml: plainTextToHtml(reply), createdAt: new Date(replyAt) });
        }
      }

      // Views: counted once per visitor per day from now on (POST /api/garages/:id/views). The
      // views a garage had before this database existed cannot be recomputed from rows, so the
      // seed sets a plausible starting figure, never below the likes (a liker has viewed it).
      const ageDays = (now - start) / DAY;
      viewsByGarage.set(plan.id, likeCount + Math.round(likeCount * (4 + rand() * 10) + ageDays * spec.popularity * (0.5 + rand())));
    }

    // ── 6. Write it all ─────────────────────────────────────────────────────────────────
    const garageIds = plans.map((p) => p.id);
    let contentSummary: ContentSummary | undefined;
    let communitySummary: Omit<CommunitySummary, 'badges'> | undefined;
    let moderationSummary: SeedModerationSummary | undefined;
    await db.transaction(async (tx) => {
      for (const member of members) {
        // As the profiles module keeps them: users.name = full name, users.image = avatar URL.
        const avatar = avatarJobs.find((a) => a.member === member);
        await tx
          .update(users)
          .set({
            name: member.fullName,
            image: avatar ? presentImage({ id: avatar.id, ...stored.get(avatar.id)! }).url : null,
            emailVerified: true,
            createdAt: member.joinedAt,
            updatedAt: member.joinedAt,
          })
          .where(eq(users.id, member.id));
      }
      // The sign-up signed each member in; nobody holds those sessions.
      await tx.delete(sessions).where(inArray(sessions.userId, createdUserIds));
      await tx.insert(images).values([...photoJobs, ...avatarJobs, ...coverJobs].map(imageRow));
      for (const member of members) {
        const avatar = avatarJobs.find((a) => a.member === member);
        const values = {
          fullName: member.fullName,
          bio: member.bio,
          location: member.location,
          website: member.website ?? null,
          phoneNumber: member.phone ?? null,
          avatarImageId: avatar?.id ?? null,
          searchText: profileSearchText({ username: member.shownName, fullName: member.fullName, location: member.location, bio: member.bio }),
          suggestText: profileSuggestText({ username: member.shownName, fullName: member.fullName }),
          updatedAt: member.joinedAt,
        };
        await tx.insert(profiles).values({ userId: member.id, ...values }).onConflictDoUpdate({ target: profiles.userId, set: values });
      }
      await tx.insert(garages).values(
        plans.map(({ spec, id, owner, createdAt, updatedAt }) => ({
          id,
          userId: owner.id,
          name: spec.name,
          description: spec.description,
          vehicleType: spec.vehicleType,
          carBrand: spec.brand,
          carModel: spec.model,
          carYear: spec.year,
          horsepower: spec.horsepower,
          torque: spec.torque,
          modificationType: spec.modificationType,
          priceRange: spec.priceRange,
          location: spec.location ?? owner.location,
          isForSale: Boolean(spec.salePrice),
          salePrice: spec.salePrice ?? null,
          engine: spec.specs?.engine ?? null,
          acceleration: spec.specs?.acceleration ?? null,
          topSpeed: spec.specs?.topSpeed ?? null,
          fuelType: spec.specs?.fuelType ?? null,
          transmission: spec.specs?.transmission ?? null,
          drivetrain: spec.specs?.drivetrain ?? null,
          weight: spec.specs?.weight ?? null,
          viewsCount: viewsByGarage.get(id) ?? 0,
          isFeatured: spec.featured ?? false,
          searchText: garageSearchText({ name: spec.name, carBrand: spec.brand, carModel: spec.model, description: spec.description }),
          suggestText: garageSuggestText({ name: spec.name, carBrand: spec.brand, carModel: spec.model }),
          createdAt,
          updatedAt,
        })),
      );
      await tx.insert(garagePhotos).values(
        photoJobs.map((job) => ({ garageId: job.garageId, imageId: job.id, position: job.position, createdAt: job.createdAt })),
      );
      if (modRows.length) await tx.insert(modifications).values(modRows);
      if (likeRows.length) await tx.insert(garageLikes).values(likeRows);
      if (favoriteRows.length) await tx.insert(favorites).values(favoriteRows);
      if (commentRows.length) await tx.insert(garageComments).values(commentRows);
      // Counters from the rows, so they are exact.
      await tx.execute(sql`
        update garages g set
          likes_count = (select count(*)::int from garage_likes l where l.garage_id = g.id),
          comments_count = (select count(*)::int from garage_comments c where c.garage_id = g.id)
        where g.id in (${sql.join(garageIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
      await tx.execute(sql`
        update garages set views_count = greatest(views_count, likes_count)
        where id in (${sql.join(garageIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
      contentSummary = await content.write(tx);
      communitySummary = await communityPlan.write(tx);
      // [seed:tools] The member's tools: maintenance items, location shares.
      await seedLocationShares(
        tx,
        plans.map((p) => ({ ownerId: p.owner.id, garageId: p.id })),
        members.map((mb) => mb.id),
      );
      await seedMaintenance(
        tx,
        plans.map((p) => ({ ownerId: p.owner.id, garageId: p.id, vehicleType: p.spec.vehicleType })),
      );
      await seedFuel(tx, plans.map((p) => ({ ownerId: p.owner.id, garageId: p.id, vehicleType: p.spec.vehicleType, fuelType: p.spec.specs?.fuelType ?? null })));
      await seedConvoys(tx);
      await seedListings(tx, storage, plans, now);
      await seedBuildLogs(tx, storage, plans.map((p) => ({ garageId: p.id, ownerId: p.owner.id, name: p.spec.name, vehicle: `${p.spec.brand} ${p.spec.model} ${p.spec.year}` })));
      // Help centre: the 15 FAQ entries (only into an empty table).
      await seedHelpFaqs(tx);
      // Advertising: eight ads (two featured, one expired), counters, two requests.
      await seedAds(tx);
      // Invite programme: codes for every member, invites in every state.
      await seedInvites(tx, members);
      // Moderation: reports in every state, a hidden comment, the audit entries.
      moderationSummary = await seedModeration(tx, members.map((mb) => mb.id), now);
      // Private messages: the demo moderator asks two sellers; two members talk.
      const asker = memberByName.get(SEED_MODERATOR);
      if (asker) {
        await seedMessages(
          tx,
          asker.id,
          plans.filter((p) => p.spec.salePrice).map((p) => ({ garageId: p.id, ownerId: p.owner.id })),
          members.map((mb) => mb.id),
          now,
        );
      }
    });

    // This process may already have cached list pages (garages.cache.ts).
    invalidateGarageLists(db);
    progress('rows written');
    const badges = await communityPlan.finish(db, app.deps.jobs);
    progress('badges awarded');
    return {
      members: members.length,
      avatars: avatarJobs.length,
      garages: plans.length,
      photos: photoJobs.length,
      modifications: modRows.length,
      comments: commentRows.length,
      likes: likeRows.length,
      favorites: favoriteRows.length,
      content: contentSummary!,
      community: { ...communitySummary!, badges },
      moderation: moderationSummary!,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    // Leave the database and the storage as they were.
    await Promise.allSettled(storedImageIds.map((id) => storage.deletePrefix(imagePrefix(id))));
    await community?.discard(db).catch(() => {});
    if (createdUserIds.length) await db.delete(users).where(inArray(users.id, createdUserIds)).catch(() => {});
    throw error;
  } finally {
    unmute();
  }
}

/** `<ascii fold of username>@ornek.garaj.local`. */
function demoEmail(username: string): string {
  return `${foldForSearch(username).replace(/[^a-z0-9._-]/g, '_')}@${DEMO_EMAIL_DOMAIN}`;
}

/** The wanted username, or it with a number appended, that is free (key and look-alikes) with a free demo e-mail. */
async function freeUsername(app: FastifyInstance, wanted: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const candidate = `${wanted.slice(0, 30 - suffix.length)}${suffix}`;
    const taken = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail(candidate))).limit(1);
    if (taken.length === 0 && !(await usernameConflict(app.deps.db, candidate))) return candidate;
  }
  throw new Error(`seed: no free username for ${wanted}`);
}

/**
 * Drops mail to the demo domain until the returned function is called: better-auth sends a
 * verification e-mail on every sign-up, and demo addresses must never reach an SMTP server.
 */
function muteDemoMail(mailer: Mailer): () => void {
  const send = mailer.send.bind(mailer);
  mailer.send = async (message) => {
    if (message.to.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`)) return;
    return send.call(mailer, message);
  };
  return () => {
    mailer.send = send;
  };
}
