/**
 * Which `activities` row a domain event records (Activities): its
 * type, actor and target columns — the one mapping the activity handler
 * (modules/activities/activities.handler.ts, which adds the time-window rules and the undo
 * events) and the demo seed's bulk writer (seed/seed-activities.ts) share.
 */
import type { ActivityType } from '@garaj/shared';
import type { DomainEvent } from '../../lib/domain-events.ts';

/** The target columns of one activity row. */
export interface ActivityTarget {
  garageId?: string;
  modificationId?: string;
  garageCommentId?: string;
  postId?: string;
  postCommentId?: string;
  topicId?: string;
  replyId?: string;
  subjectUserId?: string;
}

/** What the activity feed records for `event`: its type, actor and targets, or null (nothing recorded). */
export function activityFor(
  event: DomainEvent,
): { type: ActivityType; actorId: string; target: ActivityTarget } | null {
  switch (event.type) {
    case 'member.joined':
      return { type: 'join', actorId: event.userId, target: {} };
    case 'member.followed':
      return { type: 'follow', actorId: event.actorId, target: { subjectUserId: event.userId } };
    case 'garage.created':
      return { type: 'new_garage', actorId: event.actorId, target: { garageId: event.garageId } };
    case 'garage.updated':
      return {
        type: 'garage_update',
        actorId: event.actorId,
        target: { garageId: event.garageId },
      };
    case 'modification.created':
      return {
        type: 'modification',
        actorId: event.actorId,
        target: { garageId: event.garageId, modificationId: event.modificationId },
      };
    case 'garage.liked':
      return {
        type: 'like',
        actorId: event.actorId,
        target: { garageId: event.garageId, subjectUserId: event.ownerId },
      };
    case 'garage.commented':
      return {
        type: 'comment',
        actorId: event.actorId,
        target: {
          garageId: event.garageId,
          garageCommentId: event.commentId,
          subjectUserId: event.ownerId,
        },
      };
    case 'post.published':
      return { type: 'blog_post', actorId: event.actorId, target: { postId: event.postId } };
    case 'post.liked':
      return {
        type: 'like',
        actorId: event.actorId,
        target: { postId: event.postId, subjectUserId: event.authorId },
      };
    case 'post.commented':
      return {
        type: 'comment',
        actorId: event.actorId,
        target: {
          postId: event.postId,
          postCommentId: event.commentId,
          subjectUserId: event.authorId,
        },
      };
    case 'topic.created':
      return event.kind === 'question'
        ? { type: 'question', actorId: event.actorId, target: { topicId: event.topicId } }
        : null;
    case 'reply.created':
      return event.kind === 'question'
        ? {
            type: 'answer',
            actorId: event.actorId,
            target: {
              topicId: event.topicId,
              replyId: event.replyId,
              subjectUserId: event.topicAuthorId,
            },
          }
        : null;
    default:
      return null;
  }
}
