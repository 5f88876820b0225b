/**
 * The four tables the site search reads (search.service.ts, search.suggest.ts): each with its
 * alias, search columns (db/search-match.ts), visibility rule, sort time and id.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchType } from '@garaj/shared';
import { searchColumns, type SearchColumns } from '../../db/search-match.ts';
import { activeMemberRow, publicRow } from '../../db/visibility.ts';

/** How one type is searched: its table (with alias), the search columns, visibility, sort time. */
export interface TypeSource {
  from: SQL;
  columns: SearchColumns;
  visible: SQL;
  sortAt: SQL;
  id: SQL;
}

/**
 * The four searched tables. Only the bare `search_tsv` column lets the full-text index apply.
 * `visible`: hidden posts and topics and everything of banned members are never found (db/visibility.ts).
 */
export const SOURCES: Record<SearchType, TypeSource> = {
  garage: { from: sql`garages g`, columns: searchColumns('g'), visible: activeMemberRow('g', 'user_id'), sortAt: sql`g.created_at`, id: sql`g.id::text` },
  post: {
    from: sql`blog_posts b`,
    columns: searchColumns('b'),
    visible: sql`b.status = 'published' and ${publicRow('b', 'author_id')}`,
    sortAt: sql`b.published_at`,
    id: sql`b.id::text`,
  },
  user: {
    // Each matching profile looks up its member by primary key (`offset 0` keeps the planner from
    // turning the lookup into a hash join over every member).
    from: sql`profiles p cross join lateral (select u.id, u.username, u.display_username, u.created_at from users u where u.id = p.user_id offset 0) u`,
    columns: searchColumns('p'),
    visible: sql`u.username is not null and ${activeMemberRow('u', 'id')}`,
    sortAt: sql`u.created_at`,
    id: sql`u.id`,
  },
  topic: { from: sql`forum_topics t`, columns: searchColumns('t'), visible: publicRow('t', 'author_id'), sortAt: sql`t.created_at`, id: sql`t.id::text` },
};

