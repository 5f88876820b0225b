/**
 * Garages as a parent of comments (modules/comments): anyone may read a garage's comments, every
 * garage takes them, a new one is the `garage.commented` event (members it names:
 * `garage.comment_mentioned`), and every write drops the cached garage lists (cards show the
 * comment count).
 */
import { eq, sql } from 'drizzle-orm';
import { garages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { CommentParent } from '../comments/index.ts';
import { invalidateGarageLists } from './garages.cache.ts';

/** The garage comments' parent. */
export const garageCommentParent: CommentParent = {
  kind: 'garage_comment',
  table: 'garage_comments',
  parentColumn: 'garage_id',
  parentTable: 'garages',
  ownerColumn: 'user_id',
  acceptsComments: sql`true`,
  async assertReadable(db, garageId) {
    const [row] = await db.select({ id: garages.id }).from(garages).where(eq(garages.id, garageId)).limit(1);
    if (!row) throw notFound('GARAGE_NOT_FOUND');
  },
  notFound: () => notFound('GARAGE_NOT_FOUND'),
  commented: (e) => ({ type: 'garage.commented', actorId: e.actorId, garageId: e.parentId, ownerId: e.ownerId, commentId: e.commentId }),
  mentioned: (e) => ({ type: 'garage.comment_mentioned', actorId: e.actorId, userIds: e.userIds, garageId: e.parentId, commentId: e.commentId }),
  revisionColumn: 'garage_comment_id',
  afterWrite: (db) => invalidateGarageLists(db),
};
