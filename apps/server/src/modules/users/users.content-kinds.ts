/**
 * A member (their profile) as reports see it (lib/content-kinds.ts): public once they have a
 * username and while not banned. A member is never hidden or deleted by a moderator; the report
 * action on a member is a ban (admins only), which the reports module performs. A follow's
 * notification points at the member who followed; the sitemap lists every public profile.
 */
import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { activeMember, activeMemberRow } from '../../db/visibility.ts';
import { authorName, excerptOf, type ContentKindDescriptor } from '../../lib/content-kinds.ts';

/** A member; ids are better-auth's text ids. */
export const userKind: ContentKindDescriptor<'user', { username: string }> = {
  kind: 'user',
  table: 'users',
  idIsUuid: false,
  target: (id) => sql`select u.id as owner_id, ${authorName('u')} as title, ${excerptOf(sql`p.bio`)} as excerpt, ${authorName('u')} as author,
      '/user/' || ${authorName('u')} as url, false as hidden, (u.display_username is not null and ${activeMemberRow('u', 'id')}) as public
    from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
  path: ({ username }) => `/user/${encodeURIComponent(username)}`,
  notifications: {
    targetKind: 'member',
    column: null,
    types: { follow: { sentence: (who) => `${who} seni takip etti.`, emailLabel: 'yeni takipçiler' } },
  },
  // Members with a username, not banned now.
  sitemap: async (db, limit) =>
    (
      await db
        .select({ username: users.displayUsername, updatedAt: users.updatedAt })
        .from(users)
        .where(and(isNotNull(users.displayUsername), activeMember(users.id)))
        .orderBy(desc(users.updatedAt))
        .limit(limit)
    ).map((row) => ({ path: userKind.path({ username: row.username! }), lastModified: row.updatedAt })),
};
