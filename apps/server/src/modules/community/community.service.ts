/**
 * Community events: admins create, edit and
 * delete events; members join and leave those that have not started.
 *
 * Concurrency: join, leave and a capacity edit lock the event row (`SELECT … FOR UPDATE`) first,
 * then count its participant rows, so concurrent joins take turns and the capacity is never
 * exceeded; the primary key (event, member) keeps one row per member, so repeated or parallel
 * joins by one member leave one row (`ON CONFLICT DO NOTHING`). Leave is idempotent.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EventData } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { communityEventParticipants, communityEvents, images } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Viewer } from '../../lib/session.ts';
import { scheduleConvoyEnd, settleConvoyBeforeEdit } from '../convoys/index.ts';
import { deleteImageIfUnused } from '../images/index.ts';
import { eventJoinedMail, type MailedEvent } from './community.mail.ts';
import type { EventRow } from './community.queries.ts';

export interface CommunityDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  jobs: Jobs;
  log: FastifyBaseLogger;
  /** The site's address (links in mails). */
  publicUrl: string;
}

interface LockedEvent extends MailedEvent, Pick<EventRow, 'titleEn' | 'descriptionEn' | 'latitude' | 'longitude' | 'capacity' | 'convoyEnabled'> {
  imageId: string | null;
  upcoming: boolean;
}

/** Locks an event row for the transaction. @throws 404 EVENT_NOT_FOUND */
async function lockEvent(tx: Db, id: string): Promise<LockedEvent> {
  const [row] = await tx
    .select({
      id: communityEvents.id,
      title: communityEvents.title,
      description: communityEvents.description,
      category: communityEvents.category,
      startsAt: communityEvents.startsAt,
      durationMinutes: communityEvents.durationMinutes,
      location: communityEvents.location,
      titleEn: communityEvents.titleEn,
      descriptionEn: communityEvents.descriptionEn,
      latitude: communityEvents.latitude,
      longitude: communityEvents.longitude,
      capacity: communityEvents.capacity,
      convoyEnabled: communityEvents.convoyEnabled,
      imageId: communityEvents.imageId,
      upcoming: sql<boolean>`${communityEvents.startsAt} > now()`,
    })
    .from(communityEvents)
    .where(eq(communityEvents.id, id))
    .for('update');
  if (!row) throw notFound('EVENT_NOT_FOUND');
  return row;
}

async function countParticipants(tx: Db, eventId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(communityEventParticipants).where(eq(communityEventParticipants.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** An image uploaded for events (`purpose = 'event'`, admins only). @throws 400 IMAGE_NOT_FOUND */
async function checkEventImage(tx: Db, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const [row] = await tx.select({ id: images.id }).from(images).where(and(eq(images.id, imageId), eq(images.purpose, 'event'))).limit(1);
  if (!row) throw new AppError(400, 'IMAGE_NOT_FOUND', { imageId: 'IMAGE_NOT_FOUND' });
}

/** What an audit row keeps of an event (before/after): its editable fields, dates as ISO text. */
const auditView = (e: Omit<LockedEvent, 'id' | 'upcoming'>): Record<string, unknown> => ({
  title: e.title,
  category: e.category,
  startsAt: e.startsAt.toISOString(),
  durationMinutes: e.durationMinutes,
  location: e.location,
  titleEn: e.titleEn,
  latitude: e.latitude,
  longitude: e.longitude,
  capacity: e.capacity,
  convoyEnabled: e.convoyEnabled,
  imageId: e.imageId,
});

const eventValues = (data: EventData) => ({
  title: data.title,
  description: data.description,
  category: data.category,
  startsAt: data.startsAt,
  durationMinutes: data.durationMinutes,
  location: data.location,
  titleEn: data.titleEn,
  descriptionEn: data.descriptionEn,
  latitude: data.latitude,
  longitude: data.longitude,
  capacity: data.capacity,
  imageId: data.imageId,
  convoyEnabled: data.convoyEnabled,
});

/**
 * Admin: POST /api/community/events. Any start date is accepted (an admin may record a past
 * event for the past list). Audited `event.create`; with the convoy map on, its end job is sent.
 * @returns the new event's id. @throws 400 IMAGE_NOT_FOUND
 */
export async function createEvent(deps: CommunityDeps, admin: Viewer, data: EventData): Promise<string> {
  const id = await deps.db.transaction(async (tx) => {
    await checkEventImage(tx, data.imageId);
    const [row] = await tx.insert(communityEvents).values({ ...eventValues(data), createdBy: admin.id }).returning({ id: communityEvents.id });
    await recordAudit(tx, { actor: admin, action: 'event.create', targetType: 'event', targetId: row!.id, targetLabel: data.title, after: auditView(eventValues(data)) });
    return row!.id;
  });
  await scheduleConvoyEnd(deps.db, deps.jobs, id);
  return id;
}

/**
 * Admin: PUT /api/community/events/:id — replaces every field. A replaced image is deleted when
 * nothing else shows it. A live convoy the edit turns off or moves away from now is closed (its
 * positions deleted); the convoy's end job follows the new end. Audited `event.update`
 * (before/after). @throws 404 EVENT_NOT_FOUND, 400 IMAGE_NOT_FOUND,
 * 409 EVENT_CAPACITY_BELOW_PARTICIPANTS (capacity under the participants already in)
 */
export async function updateEvent(deps: CommunityDeps, admin: Viewer, id: string, data: EventData): Promise<void> {
  const oldImage = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    await checkEventImage(tx, data.imageId);
    if (data.capacity !== null && data.capacity < (await countParticipants(tx, id))) {
      throw conflict('EVENT_CAPACITY_BELOW_PARTICIPANTS', { capacity: 'EVENT_CAPACITY_BELOW_PARTICIPANTS' });
    }
    await settleConvoyBeforeEdit(tx, id, data);
    await tx.update(communityEvents).set({ ...eventValues(data), updatedAt: sql`now()` }).where(eq(communityEvents.id, id));
    await recordAudit(tx, {
      actor: admin,
      action: 'event.update',
      targetType: 'event',
      targetId: id,
      targetLabel: data.title,
      before: auditView(event),
      after: auditView(eventValues(data)),
    });
    return event.imageId !== data.imageId ? event.imageId : null;
  });
  await scheduleConvoyEnd(deps.db, deps.jobs, id);
  if (oldImage) await deleteImageIfUnused(deps, oldImage);
}

/**
 * Admin: DELETE /api/community/events/:id — with its participants; its image when unused.
 * Audited `event.delete` (before). @throws 404 EVENT_NOT_FOUND
 */
export async function deleteEvent(deps: CommunityDeps, admin: Viewer, id: string): Promise<void> {
  const imageId = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    await tx.delete(communityEvents).where(eq(communityEvents.id, id));
    await recordAudit(tx, { actor: admin, action: 'event.delete', targetType: 'event', targetId: id, targetLabel: event.title, before: auditView(event) });
    return event.imageId;
  });
  if (imageId) await deleteImageIfUnused(deps, imageId);
}

export interface ParticipationResult {
  joined: boolean;
  participantsCount: number;
  capacity: number | null;
  mailSent: boolean;
}

/**
 * Member: PUT /api/community/events/:id/participation ('Etkinliğe Katıldınız! 🎉' /
 * 'Etkinlik detayları e-posta ile gönderilecek.'). Joining twice changes nothing and sends no
 * second mail. A new participant gets the details with an `.ics` calendar file, after the
 * commit; a mail failure is logged and reported as `mailSent: false` (the place is kept).
 * @throws 404 EVENT_NOT_FOUND, 409 EVENT_STARTED (it has started), 409 EVENT_FULL (capacity reached)
 */
export async function joinEvent(deps: CommunityDeps, viewer: Viewer, id: string): Promise<ParticipationResult> {
  const { event, inserted, count } = await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    const [existing] = await tx
      .select({ userId: communityEventParticipants.userId })
      .from(communityEventParticipants)
      .where(and(eq(communityEventParticipants.eventId, id), eq(communityEventParticipants.userId, viewer.id)));
    if (existing) return { event, inserted: false, count: await countParticipants(tx, id) };
    if (!event.upcoming) throw conflict('EVENT_STARTED');
    const before = await countParticipants(tx, id);
    if (event.capacity !== null && before >= event.capacity) throw conflict('EVENT_FULL');
    const rows = await tx.insert(communityEventParticipants).values({ eventId: id, userId: viewer.id }).onConflictDoNothing().returning({ userId: communityEventParticipants.userId });
    return { event, inserted: rows.length > 0, count: before + rows.length };
  });
  let mailSent = false;
  if (inserted) {
    try {
      await deps.mailer.send(eventJoinedMail(viewer, event, deps.publicUrl));
      mailSent = true;
    } catch (err) {
      deps.log.error({ err, eventId: id, userId: viewer.id }, 'the event details mail could not be sent');
    }
  }
  return { joined: true, participantsCount: count, capacity: event.capacity, mailSent };
}

/**
 * Member: DELETE /api/community/events/:id/participation ('Etkinlikten Ayrıldınız').
 * Idempotent: leaving an event one is not in answers the same state.
 * @throws 404 EVENT_NOT_FOUND, 409 EVENT_STARTED (the list of a started event is kept)
 */
export async function leaveEvent(deps: CommunityDeps, viewer: Viewer, id: string): Promise<ParticipationResult> {
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event.upcoming) {
      const [mine] = await tx
        .select({ userId: communityEventParticipants.userId })
        .from(communityEventParticipants)
        .where(and(eq(communityEventParticipants.eventId, id), eq(communityEventParticipants.userId, viewer.id)));
      if (mine) throw conflict('EVENT_STARTED');
    } else {
      await tx.delete(communityEventParticipants).where(and(eq(communityEventParticipants.eventId, id), eq(communityEventParticipants.userId, viewer.id)));
    }
    return { joined: false, participantsCount: await countParticipants(tx, id), capacity: event.capacity, mailSent: false };
  });
}
