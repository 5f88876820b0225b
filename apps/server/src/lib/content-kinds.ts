/**
 * The contract every kind of member content fulfils (garage, garage comment, post, post comment,
 * topic, reply, member, location share): one descriptor per kind, written by the module that owns
 * the kind and collected in `modules/content-kinds.ts`. Moderation and reports read the
 * descriptors instead of switching on the kind, and so do the notifications (what a notification
 * about an item says and where it points), the site search's links and the sitemap; a new kind
 * of content is one new descriptor (docs/decisions/015-content-kinds.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ErrorCode, NotificationTargetKind, NotificationType, ReportTargetType } from '@garaj/shared';
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
 * - `path(key)`: the site path of the item's public page from the facts `key` names (an id, a
 *   slug…); what the site search, the notifications and the sitemap link to.
 * - `notifications`: kinds notifications point at — see {@link NotificationSubject}.
 * - `sitemap(db, limit)`: the kind's public pages, at most `limit`, newest first; only what the
 *   public may see (db/visibility.ts).
 */
export interface ContentKindDescriptor<K extends ContentKind = ContentKind, PathKey = never> {
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
  path(key: PathKey): string;
  notifications?: NotificationSubject;
  sitemap?(db: Db, limit: number): Promise<SitemapEntry[]>;
}

/** One URL of the sitemap: a path on this site and its last change. */
export interface SitemapEntry {
  /** Path on this site, e.g. `/garage/…`. */
  path: string;
  lastModified?: Date;
}

/** A notification type about items of one kind: what its mail says and where it points. */
export interface NotificationWording {
  /** The Turkish sentence of the mail (subject and first line); `who`: the actors, `title`: the item's. */
  sentence(who: string, title: string): string;
  /** What the type's unsubscribe link turns off, in the mail's words (e.g. 'garaj beğenileri'). */
  emailLabel: string;
  /** Added to the item's page path (e.g. `#comments`). */
  anchor?: string;
}

/**
 * How notifications point at items of one kind.
 * - `targetKind`: the notification target's `kind` in the API (`member` for a member).
 * - `column`: the `notifications` column holding the item's id; null when the item is the
 *   notification's latest actor (a member followed).
 * - `lookup(ids)`: SQL rows `id, title, url` of the items among `ids` (a page's targets, one
 *   statement); only with a column.
 * - `types`: every notification type about the kind, with its wording.
 */
export interface NotificationSubject {
  targetKind: NotificationTargetKind;
  column: 'garage_id' | 'post_id' | 'topic_id' | null;
  lookup?(ids: string[]): SQL;
  types: Partial<Record<NotificationType, NotificationWording>>;
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
