/**
 * Every kind of member content, one descriptor each (lib/content-kinds.ts), written by the
 * module that owns the kind. Moderation and reports find a kind here; nothing else switches on
 * the kind of content (docs/decisions/015-content-kinds.md).
 */
import type { ModeratableType } from '@garaj/shared';
import type { ContentKind, ContentKindDescriptor, ContentKindRegistry } from '../lib/content-kinds.ts';
import { postCommentKind, postKind } from './blog/index.ts';
import { replyKind, topicKind } from './forum/index.ts';
import { garageCommentKind, garageKind } from './garages/index.ts';
import { locationShareKind } from './location-shares/index.ts';
import { userKind } from './users/index.ts';

/** The descriptors by kind. */
export const CONTENT_KINDS: ContentKindRegistry = {
  garage: garageKind,
  garage_comment: garageCommentKind,
  post: postKind,
  post_comment: postCommentKind,
  topic: topicKind,
  reply: replyKind,
  user: userKind,
  location_share: locationShareKind,
};

/** The descriptor of `kind`. */
export function contentKind<K extends ContentKind>(kind: K): ContentKindDescriptor<K> {
  return CONTENT_KINDS[kind] as ContentKindDescriptor<K>;
}

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
