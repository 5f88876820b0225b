/**
 * Reading what a report points at: for each REPORT_TARGET_TYPES entry, whether the
 * target exists, who wrote or owns it, whether a given member may see it, whether a moderator
 * hid it, and its preview (title, excerpt, author, site path) — the snapshot stored on a new
 * report and the "current state" the moderators' queue shows while the target exists.
 *
 * Visibility follows the public reads (db/visibility.ts): hidden content and content of members
 * banned now are seen by nobody but moderators and the author; a blog post only once published;
 * a location share only while active, and a followers-only one only by the member's followers.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportTargetPreview, ReportTargetType } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { activeMemberRow, publicRow } from '../../db/visibility.ts';
import { visibleTo as shareVisibleTo } from '../location-shares/index.ts';

/** Characters of text kept in a preview's excerpt. */
export const REPORT_EXCERPT_CHARS = 280;

/** A target as it is now. */
export interface TargetFacts {
  /** The member who wrote or owns it (the one a ban would hit); null when that account is gone. */
  ownerId: string | null;
  /** True when a moderator hid it (moderatable types only). */
  hidden: boolean;
  /** True when the public may see it (no moderator or owner exception). */
  public: boolean;
  preview: ReportTargetPreview;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const author = (alias: string) => sql.raw(`coalesce(${alias}.display_username, ${alias}.username)`);
const excerpt = (text: SQL) => sql`nullif(left(regexp_replace(coalesce(${text}, ''), '\\s+', ' ', 'g'), ${REPORT_EXCERPT_CHARS}), '')`;

/**
 * One row per type: `owner_id, title, excerpt, author, url, hidden (bool), public (bool)`.
 * `viewerId` only matters for location shares (followers-only shares are seen by followers).
 */
function targetQuery(type: ReportTargetType, id: string, viewerId: string | null): SQL {
  switch (type) {
    case 'garage':
      return sql`select g.user_id as owner_id, g.name as title, ${excerpt(sql`g.description`)} as excerpt, ${author('u')} as author,
          '/garage/' || g.id as url, false as hidden, ${activeMemberRow('g', 'user_id')} as public
        from garages g left join users u on u.id = g.user_id where g.id = ${id}::uuid`;
    case 'garage_comment':
      return sql`select c.user_id as owner_id, g.name as title, ${excerpt(sql`c.body`)} as excerpt, ${author('u')} as author,
          '/garage/' || g.id || '#comments' as url, c.hidden_at is not null as hidden,
          (${publicRow('c', 'user_id')} and ${activeMemberRow('g', 'user_id')}) as public
        from garage_comments c join garages g on g.id = c.garage_id left join users u on u.id = c.user_id where c.id = ${id}::uuid`;
    case 'post':
      return sql`select b.author_id as owner_id, b.title, ${excerpt(sql`coalesce(nullif(b.excerpt, ''), b.body_text)`)} as excerpt, ${author('u')} as author,
          '/blog/' || b.slug as url, b.hidden_at is not null as hidden, (b.status = 'published' and ${publicRow('b', 'author_id')}) as public
        from blog_posts b left join users u on u.id = b.author_id where b.id = ${id}::uuid`;
    case 'post_comment':
      return sql`select c.user_id as owner_id, b.title, ${excerpt(sql`c.body`)} as excerpt, ${author('u')} as author,
          '/blog/' || b.slug || '#comments' as url, c.hidden_at is not null as hidden,
          (b.status = 'published' and ${publicRow('b', 'author_id')} and ${publicRow('c', 'user_id')}) as public
        from blog_post_comments c join blog_posts b on b.id = c.post_id left join users u on u.id = c.user_id where c.id = ${id}::uuid`;
    case 'topic':
      return sql`select t.author_id as owner_id, t.title, ${excerpt(sql`t.body_text`)} as excerpt, ${author('u')} as author,
          '/forum/' || t.category_id || '/topic/' || t.id as url, t.hidden_at is not null as hidden, ${publicRow('t', 'author_id')} as public
        from forum_topics t left join users u on u.id = t.author_id where t.id = ${id}::uuid`;
    case 'reply':
      return sql`select r.author_id as owner_id, t.title, ${excerpt(sql`r.body_text`)} as excerpt, ${author('u')} as author,
          '/forum/' || t.category_id || '/topic/' || t.id || '#reply-' || r.id as url, r.hidden_at is not null as hidden,
          (${publicRow('t', 'author_id')} and ${publicRow('r', 'author_id')}) as public
        from forum_replies r join forum_topics t on t.id = r.topic_id left join users u on u.id = r.author_id where r.id = ${id}::uuid`;
    case 'user':
      return sql`select u.id as owner_id, ${author('u')} as title, ${excerpt(sql`p.bio`)} as excerpt, ${author('u')} as author,
          '/user/' || ${author('u')} as url, false as hidden, (u.display_username is not null and ${activeMemberRow('u', 'id')}) as public
        from users u left join profiles p on p.user_id = u.id where u.id = ${id}`;
    case 'location_share':
      return sql`select s.user_id as owner_id, coalesce(g.name, s.vehicle_text, '') as title, ${excerpt(sql`s.message`)} as excerpt, ${author('u')} as author,
          '/location-sharing' as url, false as hidden, (${shareVisibleTo(viewerId)}) as public
        from location_shares s join users u on u.id = s.user_id left join garages g on g.id = s.garage_id
        where s.id = ${id}::uuid and s.expires_at > now()`;
  }
}

/**
 * The target as it is now, or null when it does not exist (deleted, ended, or an id that is not
 * one). `viewerId`: the member asking (location shares' audience); null for the queue.
 */
export async function loadTarget(db: Db, type: ReportTargetType, id: string, viewerId: string | null = null): Promise<TargetFacts | null> {
  if (type !== 'user' && !UUID.test(id)) return null;
  const [row] = await queryRows<{ owner_id: string | null; title: string | null; excerpt: string | null; author: string | null; url: string | null; hidden: boolean; public: boolean }>(
    db,
    targetQuery(type, id, viewerId),
  );
  if (!row) return null;
  const url = row.url ? row.url.replace(/^\/user\/(.+)$/, (_m, name: string) => `/user/${encodeURIComponent(name)}`) : null;
  return {
    ownerId: row.owner_id ?? null,
    hidden: Boolean(row.hidden),
    public: Boolean(row.public),
    preview: { title: row.title ?? '', excerpt: row.excerpt ?? null, authorUsername: row.author ?? null, url },
  };
}

/** A stored `target_snapshot` read back as a preview (missing fields are empty). */
export function previewFromSnapshot(snapshot: unknown): ReportTargetPreview {
  const s = (snapshot && typeof snapshot === 'object' ? snapshot : {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { title: str(s.title) ?? '', excerpt: str(s.excerpt), authorUsername: str(s.authorUsername), url: str(s.url) };
}
