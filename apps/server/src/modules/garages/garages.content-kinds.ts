/**
 * The garages module's kinds of content — garages and garage comments — as moderation and
 * reports see them (lib/content-kinds.ts). A garage is never hidden, only deleted (files removed
 * and cached lists dropped after the commit). Hiding a comment lowers its garage's
 * `comments_count` (public counters count visible items only); showing it gives it back.
 * Notifications of likes, favorites, comments and mentions in comments point at the garage; the
 * sitemap lists every garage of a member not banned.
 */
import { desc, sql } from 'drizzle-orm';
import { garages } from '../../db/schema/index.ts';
import { activeMember, activeMemberRow, publicRow } from '../../db/visibility.ts';
import { authorName, excerptOf, label80, type ContentKindDescriptor } from '../../lib/content-kinds.ts';
import { idArray } from '../../lib/member-rows.ts';
import { deleteCommentInTransaction, setCommentHiddenInTransaction } from '../comments/index.ts';
import { garageCommentParent } from './garages.comment-parent.ts';
import { invalidateGarageLists } from './garages.cache.ts';
import { finishModeratorGarageDelete, moderatorDeleteGarage } from './garages.service.ts';

/** A garage: public while its owner is not banned. */
export const garageKind: ContentKindDescriptor<'garage', { id: string }> = {
  kind: 'garage',
  table: 'garages',
  idIsUuid: true,
  target: (id) => sql`select g.user_id as owner_id, g.name as title, ${excerptOf(sql`g.description`)} as excerpt, ${authorName('u')} as author,
      '/garage/' || g.id as url, false as hidden, ${activeMemberRow('g', 'user_id')} as public
    from garages g left join users u on u.id = g.user_id where g.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await moderatorDeleteGarage(tx, actor, id);
    return { label: deleted.name, authorId: deleted.ownerId, afterCommit: (deps) => finishModeratorGarageDelete(deps, deleted) };
  },
  path: ({ id }) => `/garage/${id}`,
  notifications: {
    targetKind: 'garage',
    column: 'garage_id',
    lookup: (ids) => sql`select g.id::text as id, g.name as title, json_build_object('id', g.id) as key from garages g where g.id = any(${idArray(ids, 'uuid')})`,
    types: {
      garage_like: { sentence: (who, title) => `${who} “${title}” garajını beğendi.`, emailLabel: 'garaj beğenileri' },
      garage_favorite: { sentence: (who, title) => `${who} “${title}” garajını favorilerine ekledi.`, emailLabel: 'garajların favorilere eklenmesi' },
      garage_comment: { sentence: (who, title) => `${who} “${title}” garajına yorum yaptı.`, emailLabel: 'garaj yorumları' },
      garage_mention: { sentence: (who, title) => `${who} “${title}” garajına yaptığı yorumda senden bahsetti.`, emailLabel: 'garaj yorumlarında senden bahsedilmesi', anchor: '#comments' },
    },
  },
  sitemap: async (db, limit) =>
    (await db.select({ id: garages.id, updatedAt: garages.updatedAt }).from(garages).where(activeMember(garages.userId)).orderBy(desc(garages.updatedAt)).limit(limit)).map(
      (row) => ({ path: garageKind.path({ id: row.id }), lastModified: row.updatedAt }),
    ),
};

/** A comment on a garage: public when it and the garage's owner are. */
export const garageCommentKind: ContentKindDescriptor<'garage_comment', { garageId: string; id: string }> = {
  kind: 'garage_comment',
  table: 'garage_comments',
  idIsUuid: true,
  target: (id) => sql`select c.user_id as owner_id, g.name as title, ${excerptOf(sql`c.body`)} as excerpt, ${authorName('u')} as author,
      '/garage/' || g.id || '#comments' as url, c.hidden_at is not null as hidden,
      (${publicRow('c', 'user_id')} and ${activeMemberRow('g', 'user_id')}) as public
    from garage_comments c join garages g on g.id = c.garage_id left join users u on u.id = c.user_id where c.id = ${id}::uuid`,
  async moderatorDelete(tx, actor, id) {
    const deleted = await deleteCommentInTransaction(tx, garageCommentParent, actor, id);
    return { label: label80(deleted.body), authorId: deleted.authorId, afterCommit: (deps) => Promise.resolve(invalidateGarageLists(deps.db)) };
  },
  moderation: {
    notFoundCode: 'COMMENT_NOT_FOUND',
    setHidden: (tx, actor, id, hidden, reason) => setCommentHiddenInTransaction(tx, garageCommentParent, actor, id, hidden, reason),
    contentListSource: sql`select 'garage_comment' as type, c.id, null::text as title, left(c.body, 200) as excerpt, c.user_id as author_id,
        '/garage/' || c.garage_id || '#comment-' || c.id as link, c.created_at, c.hidden_at, c.hidden_by, c.hidden_reason, lower(c.body) as haystack
      from garage_comments c`,
  },
  path: ({ garageId, id }) => `/garage/${garageId}#comment-${id}`,
};
