/**
 * A member (their profile) as reports see it (lib/content-kinds.ts): public once they have a
 * username and while not banned. A member is never hidden or deleted by a moderator; the report
 * action on a member is a ban (admins only), which the reports module performs.
 */
import { sql } from 'drizzle-orm';
import { activeMemberRow } from '../../db/visibility.ts';
import { authorName, excerptOf, type ContentKindDescriptor } from '../../lib/content-kinds.ts';

/** A member; ids are better-auth's text ids. */
export const userKind: ContentKindDescriptor<'user'> = {
  kind: 'user',
  table: 'users',
  idIsUuid: false,
  target: (id) => sql`select u.id as owner_id, ${authorName('u')} as title, ${excerptOf(sql`p.bio`)} as excerpt, ${authorName('u')} as author,
      '/user/' || ${authorName('u')} as url, false as hidden, (u.display_username is not null and ${activeMemberRow('u', 'id')}) as public
    from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
};
