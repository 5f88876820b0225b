/**
 * Domain events: what happened, told by the service that made it happen, INSIDE its
 * transaction, to the community modules that react to it — the activity feed
 * (modules/activities), notifications (modules/notifications) and badges (modules/badges). A
 * handler writes its rows with the same `tx`, so an event and its consequences commit or roll
 * back together (nothing half-written); a handler that throws fails the whole write.
 *
 * Services stay unaware of who listens: `await emitDomainEvent(tx, { type: 'garage.liked', … })`.
 * Handlers are registered once per process (modules/community-handlers.ts) and must depend only
 * on `tx` and the event (no app state), so any app instance and the seed can emit.
 *
 * Realtime pushes that must follow the commit use `publishInTransaction` (lib/realtime.ts).
 */
import type { Db } from '../db/client.ts';

/** Every event, discriminated by `type`. Ids are row ids; `actorId` is the member who acted. */
export type DomainEvent =
  /** A new account (sign-up, or the seed); `inviteCode`: the `ref` code it signed up with, as sent. */
  | { type: 'member.joined'; userId: string; inviteCode?: string }
  /** The account's e-mail address is verified (said again on later updates of a verified account). */
  | { type: 'member.email_verified'; userId: string }
  | { type: 'member.followed'; actorId: string; userId: string }
  | { type: 'member.unfollowed'; actorId: string; userId: string }
  /** Role or premium changed by an admin (the moderator / premium badges). */
  | { type: 'member.account_changed'; userId: string }
  | { type: 'garage.created'; actorId: string; garageId: string }
  /** `previous`: the make and model before the save when they changed (rarest-vehicle: docs/badges.md). */
  | { type: 'garage.updated'; actorId: string; garageId: string; previous?: { carBrand: string; carModel: string } }
  /** Photos added or removed (photo-master). */
  | { type: 'garage.photos_changed'; actorId: string; garageId: string }
  /** `carBrand` / `carModel`: the deleted garage's (rarest-vehicle: another owner may now hold the only one). */
  | { type: 'garage.deleted'; actorId: string; ownerId: string; carBrand?: string; carModel?: string }
  | { type: 'garage.liked'; actorId: string; garageId: string; ownerId: string }
  | { type: 'garage.unliked'; actorId: string; garageId: string; ownerId: string }
  | { type: 'garage.favorited'; actorId: string; garageId: string; ownerId: string }
  | { type: 'garage.commented'; actorId: string; garageId: string; ownerId: string; commentId: string }
  /** A garage comment (new or edited) mentioned members (`userIds`: mentionable ones, not named before). */
  | { type: 'garage.comment_mentioned'; actorId: string; userIds: string[]; garageId: string; commentId: string }
  /** The view counter moved (viral: a garage with 1000+ views). */
  | { type: 'garage.viewed'; garageId: string; ownerId: string; viewsCount: number }
  | { type: 'modification.created'; actorId: string; garageId: string; modificationId: string }
  | { type: 'modification.deleted'; actorId: string; garageId: string }
  /** First publication only (a re-publish after unpublishing records nothing new). */
  | { type: 'post.published'; actorId: string; postId: string }
  | { type: 'post.unpublished'; actorId: string; postId: string }
  | { type: 'post.liked'; actorId: string; postId: string; authorId: string }
  | { type: 'post.unliked'; actorId: string; postId: string; authorId: string }
  | { type: 'post.favorited'; actorId: string; postId: string; authorId: string }
  | { type: 'post.commented'; actorId: string; postId: string; authorId: string; commentId: string }
  /** A post comment (new or edited) mentioned members (`userIds`: mentionable ones, not named before). */
  | { type: 'post.comment_mentioned'; actorId: string; userIds: string[]; postId: string; commentId: string }
  /** `kind`: 'question' (live Q&A) or 'discussion' (forum topic). */
  | { type: 'topic.created'; actorId: string; topicId: string; kind: 'question' | 'discussion' }
  | { type: 'reply.created'; actorId: string; topicId: string; replyId: string; topicAuthorId: string; kind: 'question' | 'discussion' }
  | { type: 'reply.accepted'; actorId: string; topicId: string; replyId: string; replyAuthorId: string }
  | { type: 'competition.entered'; actorId: string; competitionId: string; entryId: string; garageId: string }
  /** Winners stored (once, by the end job); `winnerIds` by rank. */
  | { type: 'competition.finalized'; competitionId: string; entrantIds: string[]; winnerIds: string[] }
  /** A badge row was inserted (first time earned). */
  | { type: 'badge.earned'; userId: string; badgeId: string }
  // a maintenance item became due or overdue (once per item, state and cycle:
  // `cycle` is the schedule it is about, `maintenanceCycle()` of packages/shared).
  | { type: 'maintenance.due'; userId: string; itemId: string; state: 'due' | 'overdue'; cycle: string }
  /** an admin granted or extended premium; `untilDay` is the last day `YYYY-MM-DD` (Istanbul). */
  | { type: 'premium.granted'; userId: string; untilDay: string }
  /** A topic (`replyId` null) or an answer mentioned members (`userIds`: mentionable ones only). */
  | { type: 'member.mentioned'; actorId: string; userIds: string[]; topicId: string; replyId: string | null }
  /** A private message was written to `recipientId` in conversation `conversationId`. */
  | { type: 'message.sent'; actorId: string; recipientId: string; conversationId: string }
  // a moderator resolved or dismissed reports (one target's open reports together).
  | { type: 'report.handled'; actorId: string; outcome: 'resolved' | 'dismissed'; reports: { id: string; reporterId: string }[] };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** A reaction to events; runs inside the emitter's transaction. */
export type DomainEventHandler = (tx: Db, event: DomainEvent) => Promise<void>;

const handlers = new Map<string, DomainEventHandler>();

/** Registers `handler` under `name` (registering the same name again replaces it). */
export function registerDomainEventHandler(name: string, handler: DomainEventHandler): void {
  handlers.set(name, handler);
}

/**
 * Tells every handler, in registration order, inside `tx`. Call it in the transaction that wrote
 * the change, after the write.
 * @throws whatever a handler throws (the caller's transaction then rolls back)
 */
export async function emitDomainEvent(tx: Db, event: DomainEvent): Promise<void> {
  for (const handler of handlers.values()) await handler(tx, event);
}
