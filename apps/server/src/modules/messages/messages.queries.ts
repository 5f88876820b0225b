/**
 * Reads of private messages: a page of the member's inbox (conversation_members_inbox_idx), one
 * conversation as one of its members or a moderator sees it, a page of messages
 * (messages_conversation_idx), the garages conversations are about and the unread badge. Every
 * read is cut to a page before anything else is joined, so its work never grows with how many
 * conversations or messages exist.
 */
import { sql } from 'drizzle-orm';
import { MESSAGE_UNREAD_CAP, type ConversationGarage } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { decodeTimeCursor, encodeTimeCursor, pageOf } from '../../db/pagination.ts';
import { idArray, imageFrom, isoUtc, type Raw } from '../../lib/member-rows.ts';
import type { StoredImage } from '../../lib/image-view.ts';

/** One member's side of a conversation, with the conversation's facts. */
export interface ConversationRow {
  id: string;
  userId: string;
  otherId: string;
  garageId: string | null;
  /** Exact ISO times (`isoUtc`). */
  lastMessageAt: string;
  lastReadAt: string | null;
  unreadCount: number;
  /** When the other member last read it. */
  otherReadAt: string | null;
}

/** A message as stored. */
export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  image: StoredImage | null;
  /** Exact ISO time. */
  createdAt: string;
}

/** The garage a conversation is about, with its cover (position 0) as stored. */
export interface ConversationGarageRow extends Omit<ConversationGarage, 'cover'> {
  cover: StoredImage | null;
  coverUrl: string | null;
}

const CONVERSATION_COLUMNS = sql`cm.conversation_id as id, cm.user_id, cm.other_id, c.garage_id, cm.unread_count,
  ${isoUtc(sql`cm.last_message_at`)} as last_message_at, ${isoUtc(sql`cm.last_read_at`)} as last_read_at,
  ${isoUtc(sql`om.last_read_at`)} as other_read_at`;
const CONVERSATION_JOINS = sql.raw(`join conversations c on c.id = cm.conversation_id
  left join conversation_members om on om.conversation_id = cm.conversation_id and om.user_id = cm.other_id`);

function conversationFrom(row: Raw): ConversationRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    otherId: row.other_id as string,
    garageId: (row.garage_id as string | null) ?? null,
    lastMessageAt: row.last_message_at as string,
    lastReadAt: (row.last_read_at as string | null) ?? null,
    unreadCount: Number(row.unread_count ?? 0),
    otherReadAt: (row.other_read_at as string | null) ?? null,
  };
}

const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.body, ${isoUtc(sql`m.created_at`)} as created_at,
  mi.id as mi_id, mi.width as mi_width, mi.height as mi_height, mi.variants as mi_variants`;

/** Maps a row of the message columns. */
export function messageFrom(row: Raw): MessageRow {
  return {
    id: row.id as string,
    conversationId: row.conversation_id as string,
    senderId: row.sender_id as string,
    body: row.body as string,
    image: imageFrom(row, 'mi'),
    createdAt: row.created_at as string,
  };
}

/**
 * A page of `userId`'s conversations, last message first, keyset paged on (last message time,
 * conversation id). @throws 400 VALIDATION_FAILED (field `cursor`) for a malformed cursor
 */
export async function selectInbox(db: Db, userId: string, page: { cursor?: string; limit: number }): Promise<{ rows: ConversationRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor);
  const after = cursor ? sql`and (cm.last_message_at, cm.conversation_id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const raw = await queryRows(
    db,
    sql`select ${CONVERSATION_COLUMNS} from conversation_members cm ${CONVERSATION_JOINS}
        where cm.user_id = ${userId} ${after}
        order by cm.last_message_at desc nulls last, cm.conversation_id desc nulls last
        limit ${page.limit + 1}`,
  );
  return pageOf(raw.map(conversationFrom), page.limit, (last) => encodeTimeCursor(last.lastMessageAt, last.id));
}

/** `userId`'s side of conversation `id`; null when they are not one of its members. */
export async function selectMembership(db: Db, userId: string, id: string): Promise<ConversationRow | null> {
  const [row] = await queryRows(db, sql`select ${CONVERSATION_COLUMNS} from conversation_members cm ${CONVERSATION_JOINS} where cm.conversation_id = ${id} and cm.user_id = ${userId}`);
  return row ? conversationFrom(row) : null;
}

/** The conversation of two members, if they have one (conversations_pair_idx). */
export async function selectPairConversation(db: Db, a: string, b: string, options: { lock?: boolean } = {}): Promise<string | null> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from conversations where member_low_id = ${low} and member_high_id = ${high} ${options.lock ? sql`for update` : sql``}`,
  );
  return row?.id ?? null;
}

/**
 * Whether a moderator may read conversation `id`: one of its messages was reported by one of its
 * two members (the reporter shared their conversation; nobody else's is ever shown).
 */
export async function isReportedConversation(db: Db, id: string): Promise<boolean> {
  // The two members' message reports (reports_open_unique_idx leads with the reporter), each
  // checked against the conversation by the message's primary key.
  const rows = await queryRows(
    db,
    sql`select 1 from conversations c
        join reports r on r.reporter_id in (c.member_low_id, c.member_high_id) and r.target_type = 'message'
        join messages m on m.id = r.target_id::uuid and m.conversation_id = c.id
        where c.id = ${id} limit 1`,
  );
  return rows.length > 0;
}

/** The two members of a conversation, low id first; null when it does not exist. */
export async function selectConversationMembers(db: Db, id: string): Promise<{ lowId: string; highId: string; garageId: string | null } | null> {
  const [row] = await queryRows<{ member_low_id: string; member_high_id: string; garage_id: string | null }>(
    db,
    sql`select member_low_id, member_high_id, garage_id from conversations where id = ${id}`,
  );
  return row ? { lowId: row.member_low_id, highId: row.member_high_id, garageId: row.garage_id } : null;
}

/**
 * A page of a conversation's messages, newest first, keyset paged on (time, id).
 * @throws 400 VALIDATION_FAILED (field `cursor`) for a malformed cursor
 */
export async function selectMessages(db: Db, conversationId: string, page: { cursor?: string; limit: number }): Promise<{ rows: MessageRow[]; nextCursor: string | null }> {
  const cursor = decodeTimeCursor(page.cursor);
  const after = cursor ? sql`and (m.created_at, m.id) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const raw = await queryRows(
    db,
    sql`select ${MESSAGE_COLUMNS} from messages m left join images mi on mi.id = m.image_id
        where m.conversation_id = ${conversationId} ${after}
        order by m.created_at desc nulls last, m.id desc nulls last
        limit ${page.limit + 1}`,
  );
  return pageOf(raw.map(messageFrom), page.limit, (last) => encodeTimeCursor(last.createdAt, last.id));
}

/** One message by id, as stored; null when gone. */
export async function selectMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await queryRows(db, sql`select ${MESSAGE_COLUMNS} from messages m left join images mi on mi.id = m.image_id where m.id = ${id}`);
  return row ? messageFrom(row) : null;
}

/** The last message of each conversation among `ids` (one index seek each). */
export async function selectLastMessages(db: Db, ids: readonly string[]): Promise<Map<string, MessageRow>> {
  if (!ids.length) return new Map();
  const raw = await queryRows(
    db,
    sql`select ${MESSAGE_COLUMNS} from unnest(${idArray(ids, 'uuid')}) as page(conversation_id)
        cross join lateral (select * from messages x where x.conversation_id = page.conversation_id order by x.created_at desc nulls last, x.id desc nulls last limit 1) m
        left join images mi on mi.id = m.image_id`,
  );
  return new Map(raw.map((r) => [r.conversation_id as string, messageFrom(r)]));
}

/** The garages among `ids` with their cover photo, by id. */
export async function selectConversationGarages(db: Db, ids: readonly (string | null)[]): Promise<Map<string, ConversationGarageRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (!wanted.length) return new Map();
  const raw = await queryRows(
    db,
    sql`select g.id, g.name, g.car_brand, g.car_model, g.car_year, g.is_for_sale, g.sale_price,
          gp.external_url as cover_url, gi.id as gi_id, gi.width as gi_width, gi.height as gi_height, gi.variants as gi_variants
        from garages g
        left join lateral (select * from garage_photos p where p.garage_id = g.id order by p.position, p.id limit 1) gp on true
        left join images gi on gi.id = gp.image_id
        where g.id = any(${idArray(wanted, 'uuid')})`,
  );
  return new Map(
    raw.map((r) => [
      r.id as string,
      {
        id: r.id as string,
        name: r.name as string,
        brand: r.car_brand as string,
        model: r.car_model as string,
        year: r.car_year === null || r.car_year === undefined ? null : Number(r.car_year),
        isForSale: r.is_for_sale === true,
        salePrice: (r.sale_price as string | null) ?? null,
        cover: imageFrom(r, 'gi'),
        coverUrl: (r.cover_url as string | null) ?? null,
      },
    ]),
  );
}

/** `userId`'s conversations with unread messages, counted up to MESSAGE_UNREAD_CAP (partial index). */
export async function unreadConversations(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (select 1 from conversation_members where user_id = ${userId} and unread_count > 0 limit ${MESSAGE_UNREAD_CAP}) x`,
  );
  return Number(row?.n ?? 0);
}
