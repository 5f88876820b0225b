/**
 * A live location share as reports see it (lib/content-kinds.ts): visible while active, a
 * followers-only share to the member's followers only; a moderator's delete ends it
 * (`share.ended` at commit).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { authorName, excerptOf, nothingAfterCommit, type ContentKindDescriptor } from '../../lib/content-kinds.ts';
import { notFound } from '../../lib/errors.ts';
import { visibleTo } from './location-shares.queries.ts';
import { endSharesInTransaction } from './location-shares.service.ts';

/** A location share; `target`'s `public` is what `viewerId` may see. */
export const locationShareKind: ContentKindDescriptor<'location_share', { id: string }> = {
  kind: 'location_share',
  table: 'location_shares',
  idIsUuid: true,
  target: (id, viewerId) => sql`select s.user_id as owner_id, coalesce(g.name, s.vehicle_text, '') as title, ${excerptOf(sql`s.message`)} as excerpt, ${authorName('u')} as author,
      '/location-sharing' as url, false as hidden, (${visibleTo(viewerId)}) as public
    from location_shares s join users u on u.id = s.user_id left join garages g on g.id = s.garage_id
    where s.id = ${id}::uuid and s.expires_at > now()`,
  async moderatorDelete(tx, _actor, id) {
    const [row] = await queryRows<{ user_id: string; title: string }>(
      tx,
      sql`select s.user_id, coalesce(g.name, s.vehicle_text, '') as title from location_shares s left join garages g on g.id = s.garage_id where s.id = ${id}::uuid`,
    );
    const ended = await endSharesInTransaction(tx, { shareId: id });
    if (!ended.length || !row) throw notFound('REPORT_TARGET_NOT_FOUND');
    return { label: row.title, authorId: row.user_id, afterCommit: nothingAfterCommit };
  },
  // Shares live on the one map page.
  path: () => '/location-sharing',
};
