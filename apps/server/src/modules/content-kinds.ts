/**
 * Every kind of member content, one descriptor each (lib/content-kinds.ts), written by the
 * module that owns the kind. Moderation, reports, notifications, the site search's links and
 * the sitemap find a kind here; nothing else switches on the kind of content
 * (docs/decisions/015-content-kinds.md).
 */
import type { ModeratableType, NotificationType } from '@garaj/shared';
import type { ContentKind, ContentKindDescriptor, ContentKindRegistry, NotificationSubject, NotificationWording } from '../lib/content-kinds.ts';
import { postCommentKind, postKind } from './blog/index.ts';
import { replyKind, topicKind } from './forum/index.ts';
import { garageCommentKind, garageKind } from './garages/index.ts';
import { locationShareKind } from './location-shares/index.ts';
import { messageKind } from './messages/index.ts';
import { userKind } from './users/index.ts';

/** The descriptors by kind (each keeps its own path key type). */
export const CONTENT_KINDS = {
  garage: garageKind,
  garage_comment: garageCommentKind,
  post: postKind,
  post_comment: postCommentKind,
  topic: topicKind,
  reply: replyKind,
  user: userKind,
  location_share: locationShareKind,
  message: messageKind,
} satisfies ContentKindRegistry;

/** The descriptors in registry order. */
export const CONTENT_KIND_LIST: readonly ContentKindDescriptor[] = Object.values(CONTENT_KINDS);

/** The descriptor of `kind`. */
export function contentKind<K extends ContentKind>(kind: K): ContentKindDescriptor<K> {
  return CONTENT_KINDS[kind] as ContentKindDescriptor<K>;
}

/**
 * The site path of an item of `kind` from its path key as read from the database (e.g. a
 * notification lookup's `key` column).
 */
export function contentPath(kind: ContentKind, key: unknown): string {
  return (CONTENT_KINDS[kind].path as (key: unknown) => string)(key);
}

/** A notification type about a kind of content: the kind, how notifications point at it, the type's wording. */
export interface ContentNotification {
  kind: ContentKind;
  subject: NotificationSubject;
  wording: NotificationWording;
}

/** Every notification type that is about a kind of content, by type. */
export const CONTENT_NOTIFICATIONS: Partial<Record<NotificationType, ContentNotification>> = Object.fromEntries(
  CONTENT_KIND_LIST.flatMap((descriptor) => {
    const subject = descriptor.notifications;
    if (!subject) return [];
    return Object.entries(subject.types).map(([type, wording]) => [type, { kind: descriptor.kind, subject, wording }]);
  }),
);

/** A kind moderators may hide: its descriptor's `moderation` part, present by construction. */
export type ModeratableDescriptor = ContentKindDescriptor & Required<Pick<ContentKindDescriptor, 'moderation' | 'moderatorDelete'>>;

/**
 * The descriptor of a moderatable kind.
 * @throws Error when the registry gives `kind` no hide/show (a programming error: MODERATABLE_TYPES and the registry disagree)
 */
export function moderatableKind(kind: ModeratableType): ModeratableDescriptor {
  const descriptor = CONTENT_KINDS[kind];
  if (!descriptor.moderation || !descriptor.moderatorDelete) throw new Error(`content kind ${kind} is not moderatable`);
  return descriptor as ModeratableDescriptor;
}
