/**
 * Reads of the forum: one SQL statement per list or page — topics with their
 * authors (username, name, avatar, expert flag, reputation from `forum_members`), replies with
 * the viewer's votes, categories with their last post. Rows are mapped to plain objects here;
 * forum.presenter.ts shapes them for clients.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FORUM_COUNT_CAP, type ForumCategory, type TopicKind, type TopicSummary, type TopicSort, type TopicStatus, type VoteValue } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { afterKeyset, decodeKeyset, encodeKeyset, type KeyKind } from '../../db/pagination.ts';
import { allOf, isoUtc } from '../../lib/member-rows.ts';
import { searchColumns, siteSearchMatch } from '../../db/search-match.ts';
import { publicRow, type HiddenFacts } from '../../db/visibility.ts';
import type { StoredImage } from '../../lib/image-view.ts';

type Raw = Record<string, unknown>;

export interface AuthorRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarImage: StoredImage | null;
  avatarUrl: string | null;
  isExpert: boolean;
  reputation: number;
  postsCount: number;
}

export interface TopicRow extends Omit<TopicSummary, 'author' | 'createdAt' | 'lastReplyAt' | 'hasAcceptedAnswer'> {
  /** Set when a moderator hid it (db/visibility.ts). */
  hidden: HiddenFacts | null;
  /** True while its author is banned. */
  authorBanned: boolean;
  author: AuthorRow;
  createdAt: Date;
  lastReplyAt: Date | null;
  acceptedReplyId: string | null;
  editedAt: Date | null;
}

export interface TopicDetailRow extends TopicRow {
  bodyHtml: string;
  myVote: VoteValue;
}

export interface ReplyRow {
  id: string;
  hidden: HiddenFacts | null;
  authorBanned: boolean;
  topicId: string;
  bodyHtml: string;
  author: AuthorRow;
  createdAt: Date;
  score: number;
  upvotesCount: number;
  isAccepted: boolean;
  myVote: VoteValue;
  editedAt: Date | null;
}

export interface CategoryRow extends Omit<ForumCategory, 'lastPost'> {
  lastPost: { topicId: string; title: string; author: string; at: Date } | null;
}

/** Author columns (prefix `a_`) for a joined `users au` / `profiles ap` / `images aai` / `forum_members afm`. */
const AUTHOR_COLUMNS = sql.raw(
  `au.id as a_id, au.display_username as a_username, ap.full_name as a_full_name, ap.avatar_url as a_avatar_url,
   coalesce(ap.is_expert, false) as a_is_expert, coalesce(afm.reputation, 0) as a_reputation, coalesce(afm.posts_count, 0) as a_posts_count,
   aai.id as a_ai_id, aai.width as a_ai_width, aai.height as a_ai_height, aai.variants as a_ai_variants`,
);
/** Joins for {@link AUTHOR_COLUMNS}; `au` must be joined by the caller. */
const AUTHOR_JOINS = sql.raw(
  `left join profiles ap on ap.user_id = au.id left join images aai on aai.id = ap.avatar_image_id
   left join forum_members afm on afm.user_id = au.id`,
);

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const toDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : toDate(v));
const vote = (v: unknown): VoteValue => (Number(v) === 1 ? 1 : Number(v) === -1 ? -1 : 0);

/** The moderation facts of a row read with `hidden_at`, `hidden_by`, `hidden_reason`. */
function hiddenFrom(row: Raw): HiddenFacts | null {
  if (row.hidden_at === null || row.hidden_at === undefined) return null;
  return { at: toDate(row.hidden_at).toISOString(), by: (row.hidden_by as string | null) ?? null, reason: (row.hidden_reason as string | null) ?? null };
}

function authorFrom(row: Raw): AuthorRow {
  const imageId = row.a_ai_id;
  return {
    id: row.a_id as string,
    username: (row.a_username as string | null) ?? '',
    fullName: (row.a_full_name as string | null) ?? null,
    avatarImage:
      typeof imageId === 'string'
        ? { id: imageId, width: Number(row.a_ai_width), height: Number(row.a_ai_height), variants: (row.a_ai_variants as number[] | null) ?? [] }
        : null,
    avatarUrl: (row.a_avatar_url as string | null) ?? null,
    isExpert: Boolean(row.a_is_expert),
    reputation: Number(row.a_reputation ?? 0),
    postsCount: Number(row.a_posts_count ?? 0),
  };
}

/** Topic columns (alias `t`, last replier `lr`) of a card. */
const TOPIC_COLUMNS = sql.raw(
  `t.id, t.category_id, t.kind, t.title, left(t.body_text, 200) as excerpt, t.tags, t.is_urgent, t.status, t.is_pinned,
   t.is_locked, t.created_at, t.last_reply_at, lr.display_username as last_reply_by, t.replies_count, t.views_count,
   t.score, t.upvotes_count, t.accepted_reply_id, t.hidden_at, t.hidden_by, t.hidden_reason, t.edited_at,
   (coalesce(au.banned, false) and (au.ban_expires is null or au.ban_expires > now())) as a_banned`,
);

function topicFrom(row: Raw): TopicRow {
  return {
    id: row.id as string,
    categoryId: row.category_id as string,
    kind: row.kind as TopicKind,
    title: row.title as string,
    excerpt: (row.excerpt as string | null) ?? '',
    tags: (row.tags as string[] | null) ?? [],
    isUrgent: Boolean(row.is_urgent),
    status: row.status as TopicStatus,
    isPinned: Boolean(row.is_pinned),
    isLocked: Boolean(row.is_locked),
    author: authorFrom(row),
    createdAt: toDate(row.created_at),
    lastReplyAt: toDateOrNull(row.last_reply_at),
    lastReplyBy: (row.last_reply_by as string | null) ?? null,
    repliesCount: Number(row.replies_count),
    viewsCount: Number(row.views_count),
    score: Number(row.score),
    upvotesCount: Number(row.upvotes_count),
    acceptedReplyId: (row.accepted_reply_id as string | null) ?? null,
    hidden: hiddenFrom(row),
    authorBanned: row.a_banned === true,
    editedAt: toDateOrNull(row.edited_at),
  };
}

export interface TopicListOptions {
  category?: string;
  kind?: TopicKind;
  search?: string;
  sort: TopicSort;
  /** The previous page's `nextCursor`. */
  cursor?: string;
  limit: number;
}

/** The time a sort orders by (alias `t`): creation, or the last reply (else creation). */
const SORT_TIME: Record<TopicSort, SQL> = {
  newest: sql`t.created_at`,
  active: sql`coalesce(t.last_reply_at, t.created_at)`,
};

/**
 * A page of topic cards, keyset paged, and on the first page the number of matches. Within a
 * category pinned topics come first. Orders and the indexes that answer them: a category's
 * `(is_pinned, created_at, id)` forum_topics_category_idx, `(is_pinned, coalesce(last_reply_at,
 * created_at), id)` forum_topics_category_activity_idx; all categories forum_topics_created_idx
 * and forum_topics_activity_idx. `search` follows the site search rule (db/search-match.ts) on the
 * trigram-indexed `search_text`. The count: the categories' stored counters without kind or
 * search, else capped at FORUM_COUNT_CAP.
 * @throws 400 VALIDATION_FAILED for a malformed cursor or one of another sort or category.
 */
export async function selectTopicPage(
  db: Db,
  o: TopicListOptions,
): Promise<{ rows: TopicRow[]; nextCursor: string | null; total?: number; totalCapped?: boolean }> {
  // Lists show what the public may see (hidden topics and banned members' are found in the admin panel).
  // The author is joined as `au`: the ban is read from that row (a sub-query becomes an anti-join over all users).
  const conditions: SQL[] = [sql`t.hidden_at is null and not (coalesce(au.banned, false) and (au.ban_expires is null or au.ban_expires > now()))`];
  if (o.category) conditions.push(sql`t.category_id = ${o.category}`);
  if (o.kind) conditions.push(sql`t.kind = ${o.kind}`);
  if (o.search) {
    const match = siteSearchMatch(searchColumns('t'), o.search);
    if (match) conditions.push(match.where);
  }
  const countWhere = allOf(conditions);
  const time = SORT_TIME[o.sort];
  const pinned = Boolean(o.category);
  const sortName = `${o.sort}:${o.category ?? ''}`;
  const kinds: KeyKind[] = pinned ? ['bool', 'time'] : ['time'];
  const columns = pinned ? [sql`t.is_pinned`, time] : [time];
  const cursor = decodeKeyset(o.cursor, sortName, kinds, 'uuid');
  if (cursor) conditions.push(afterKeyset(columns, sql`t.id`, kinds, 'uuid', cursor));
  // `desc nulls last` as the indexes are built; the activity expression's index is `desc` (never null).
  const order = sql.join(
    [...(pinned ? [sql`t.is_pinned desc nulls last`] : []), o.sort === 'active' ? sql`${time} desc` : sql`${time} desc nulls last`, sql`t.id desc nulls last`],
    sql`, `,
  );
  const [rows, counted] = await Promise.all([
    queryRows(
      db,
      sql`select ${TOPIC_COLUMNS}, ${AUTHOR_COLUMNS}, ${isoUtc(time)} as sort_iso
          from forum_topics t join users au on au.id = t.author_id ${AUTHOR_JOINS}
          left join users lr on lr.id = t.last_reply_user_id
          where ${allOf(conditions)} order by ${order}
          limit ${o.limit + 1}`,
    ),
    cursor
      ? Promise.resolve(null)
      : !o.kind && !o.search
        ? // Without kind or search the categories' stored counters give the total (no count over the topics).
          // (Hidden topics are out of the counters; banned members' are not.)
          queryRows<{ n: number }>(db, sql`select coalesce(sum(topics_count), 0)::int as n from forum_categories ${o.category ? sql`where id = ${o.category}` : sql``}`)
        : queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from (select 1 from forum_topics t join users au on au.id = t.author_id where ${countWhere} limit ${FORUM_COUNT_CAP + 1}) x`,
          ),
  ]);
  const page = rows.slice(0, o.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > o.limit && last ? encodeKeyset(sortName, pinned ? [Boolean(last.is_pinned), last.sort_iso as string] : [last.sort_iso as string], last.id as string) : null;
  const result = { rows: page.map(topicFrom), nextCursor };
  if (!counted) return result;
  const n = Number(counted[0]?.n ?? 0);
  const capped = Boolean(o.kind || o.search) && n > FORUM_COUNT_CAP;
  return { ...result, total: capped ? FORUM_COUNT_CAP : n, totalCapped: capped };
}

/** One topic as a card (the realtime payload of `topic.created`), or null. */
export async function selectTopic(db: Db, id: string): Promise<TopicRow | null> {
  const [row] = await queryRows(
    db,
    sql`select ${TOPIC_COLUMNS}, ${AUTHOR_COLUMNS}
        from forum_topics t join users au on au.id = t.author_id ${AUTHOR_JOINS}
        left join users lr on lr.id = t.last_reply_user_id
        where t.id = ${id}`,
  );
  return row ? topicFrom(row) : null;
}

/** One topic with its body and the viewer's vote, or null. */
export async function selectTopicDetail(db: Db, id: string, viewerId: string | null): Promise<TopicDetailRow | null> {
  const [row] = await queryRows(
    db,
    sql`select ${TOPIC_COLUMNS}, ${AUTHOR_COLUMNS}, t.body_html,
          ${viewerId ? sql`(select v.value from forum_topic_votes v where v.topic_id = t.id and v.user_id = ${viewerId})` : sql`null`} as my_vote
        from forum_topics t join users au on au.id = t.author_id ${AUTHOR_JOINS}
        left join users lr on lr.id = t.last_reply_user_id
        where t.id = ${id}`,
  );
  if (!row) return null;
  return { ...topicFrom(row), bodyHtml: row.body_html as string, myVote: vote(row.my_vote) };
}

const REPLY_COLUMNS = sql.raw(
  `r.id, r.topic_id, r.body_html, r.created_at, r.edited_at, r.score, r.upvotes_count, r.hidden_at, r.hidden_by, r.hidden_reason,
   (coalesce(au.banned, false) and (au.ban_expires is null or au.ban_expires > now())) as a_banned`,
);

function replyFrom(row: Raw): ReplyRow {
  return {
    id: row.id as string,
    topicId: row.topic_id as string,
    bodyHtml: row.body_html as string,
    author: authorFrom(row),
    createdAt: toDate(row.created_at),
    score: Number(row.score),
    upvotesCount: Number(row.upvotes_count),
    isAccepted: Boolean(row.is_accepted),
    myVote: vote(row.my_vote),
    hidden: hiddenFrom(row),
    authorBanned: row.a_banned === true,
    editedAt: toDateOrNull(row.edited_at),
  };
}

/** A page of a topic's replies: the accepted answer first, then oldest first. */
export async function selectReplyPage(
  db: Db,
  topic: { id: string; acceptedReplyId: string | null; repliesCount: number },
  viewerId: string | null,
  page: number,
  pageSize: number,
  /** Which replies the viewer may see (db/visibility.ts `visibleTo`); default the public's. */
  visible: SQL = publicRow('r', 'author_id'),
): Promise<ReplyRow[]> {
  const accepted = topic.acceptedReplyId;
  const rows = await queryRows(
    db,
    sql`select ${REPLY_COLUMNS}, ${AUTHOR_COLUMNS},
          ${accepted ? sql`(r.id = ${accepted})` : sql`false`} as is_accepted,
          ${viewerId ? sql`mv.value` : sql`null`} as my_vote
        from forum_replies r join users au on au.id = r.author_id ${AUTHOR_JOINS}
        ${viewerId ? sql`left join forum_reply_votes mv on mv.reply_id = r.id and mv.user_id = ${viewerId}` : sql``}
        where r.topic_id = ${topic.id} and ${visible}
        order by ${accepted ? sql`(r.id = ${accepted}) desc,` : sql``} r.created_at, r.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return rows.map(replyFrom);
}

/** One reply as everyone sees it (the realtime payload of `reply.created`), or null. */
export async function selectReply(db: Db, id: string, viewerId: string | null = null): Promise<ReplyRow | null> {
  const [row] = await queryRows(
    db,
    sql`select ${REPLY_COLUMNS}, ${AUTHOR_COLUMNS},
          exists (select 1 from forum_topics tt where tt.accepted_reply_id = r.id) as is_accepted,
          ${viewerId ? sql`(select v.value from forum_reply_votes v where v.reply_id = r.id and v.user_id = ${viewerId})` : sql`null`} as my_vote
        from forum_replies r join users au on au.id = r.author_id ${AUTHOR_JOINS}
        where r.id = ${id}`,
  );
  return row ? replyFrom(row) : null;
}

/** Categories in their order (position, then name), with member counts and last posts. */
export async function selectCategories(db: Db, id?: string): Promise<CategoryRow[]> {
  const rows = await queryRows(
    db,
    sql`select c.id, c.name, c.name_en, c.description, c.description_en, c.icon, c.is_qa, c.position,
          c.topics_count, c.replies_count,
          (select count(*)::int from forum_category_members m where m.category_id = c.id) as members_count,
          c.last_post_at, c.last_post_topic_id, lt.title as last_post_title, lu.display_username as last_post_author
        from forum_categories c
        left join forum_topics lt on lt.id = c.last_post_topic_id
        left join users lu on lu.id = c.last_post_user_id
        ${id === undefined ? sql`` : sql`where c.id = ${id}`}
        order by c.position, c.name`,
  );
  return rows.map((row) => ({
    id: row.id as string,
    name: row.name as string,
    nameEn: row.name_en as string,
    description: row.description as string,
    descriptionEn: row.description_en as string,
    icon: row.icon as string,
    isQa: Boolean(row.is_qa),
    position: Number(row.position),
    topicsCount: Number(row.topics_count),
    repliesCount: Number(row.replies_count),
    membersCount: Number(row.members_count),
    lastPost:
      row.last_post_topic_id && row.last_post_at
        ? {
            topicId: row.last_post_topic_id as string,
            title: (row.last_post_title as string | null) ?? '',
            author: (row.last_post_author as string | null) ?? '',
            at: toDate(row.last_post_at),
          }
        : null,
  }));
}

/** Authors by id (the online list and top members), in the order of `ids`. */
export async function selectAuthors(db: Db, ids: readonly string[]): Promise<AuthorRow[]> {
  if (!ids.length) return [];
  const rows = await queryRows(
    db,
    sql`select ${AUTHOR_COLUMNS} from users au ${AUTHOR_JOINS} where au.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [row.a_id as string, authorFrom(row)]));
  return ids.map((id) => byId.get(id)).filter((a): a is AuthorRow => Boolean(a));
}
