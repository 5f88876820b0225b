/**
 * The contract every kind of member content fulfils (garage, garage comment, post, post comment,
 * topic, reply, member, location share): one descriptor per kind, written by the module that owns
 * the kind and collected in `modules/content-kinds.ts`. Moderation and reports read the
 * descriptors instead of switching on the kind, so a new kind of content is one new descriptor
 * (docs/decisions/015-content-kinds.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ErrorCode, ReportTargetType } from '@garaj/shared';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { Viewer } from './session.ts';

/** The name of a kind of content: the report target types. */
export type ContentKind = ReportTargetType;

/** What an audit row and a notification need after a moderator acted on one item. */
export interface ModerationResult {
  /** The item's title, or its first 80 characters. */
  label: string;
  /** The member who wrote or owns it. */
  authorId: string;
  /**
   * Work for after the commit (drop cached garage lists, delete unused image files). Optional to
   * call: what it does is also done later (cache expiry, orphan sweeper).
   */
  afterCommit: (deps: Pick<AppDeps, 'db' | 'storage'>) => Promise<void>;
}

/**
 * One kind of content.
 * - `table`: the table its rows live in.
 * - `idIsUuid`: ids are UUIDs (a member's id is text).
 * - `target(id, viewerId)`: one row `owner_id, title, excerpt, author, url, hidden, public` — the
 *   report's snapshot and the queue's current state; `public` is what the public may see (for
 *   location shares: what `viewerId` may see). No row when the item does not exist.
 * - `moderatorDelete`: deletes (or ends) the item for a moderator in the caller's transaction,
 *   as the owning module's own delete does; the caller records the audit row.
 * - `moderation`: kinds a moderator may hide and show again — the 404 code, the hide/show in the
 *   caller's transaction (public counters follow), and the SELECT of the admin Content tab
 *   (columns `type, id, title, excerpt, author_id, link, created_at, hidden_at, hidden_by,
 *   hidden_reason, haystack`).
 */
export interface ContentKindDescriptor<K extends ContentKind = ContentKind> {
  kind: K;
  table: string;
  idIsUuid: boolean;
  target(id: string, viewerId: string | null): SQL;
  moderatorDelete?(tx: Db, actor: Viewer, id: string): Promise<ModerationResult>;
  moderation?: {
    notFoundCode: ErrorCode;
    setHidden(tx: Db, actor: Viewer, id: string, hidden: boolean, reason: string | null): Promise<ModerationResult>;
    contentListSource: SQL;
  };
}

/** The descriptor of every kind, by kind. */
export type ContentKindRegistry = { [K in ContentKind]: ContentKindDescriptor<K> };

/** An after-commit step with nothing to do. */
export const nothingAfterCommit = async (): Promise<void> => {};

/** The first 80 characters of a text: the label of an item without a title. */
export const label80 = (text: string): string => text.slice(0, 80);

/** The `hidden_*` values a hide (with the moderator and `reason`) or a show writes. */
export const hiddenValues = (actor: Viewer, hidden: boolean, reason: string | null) =>
  hidden ? { hiddenAt: sql`now()`, hiddenBy: actor.id, hiddenReason: reason } : { hiddenAt: null, hiddenBy: null, hiddenReason: null };

/** Characters of text kept in a report preview's excerpt. */
export const REPORT_EXCERPT_CHARS = 280;

/** SQL: the shown username of the `users` row aliased `alias`. */
export const authorName = (alias: string): SQL => sql.raw(`coalesce(${alias}.display_username, ${alias}.username)`);

/** SQL: `text` with runs of white space made one space, cut to REPORT_EXCERPT_CHARS; null when empty. */
export const excerptOf = (text: SQL): SQL => sql`nullif(left(regexp_replace(coalesce(${text}, ''), '\\s+', ' ', 'g'), ${REPORT_EXCERPT_CHARS}), '')`;
