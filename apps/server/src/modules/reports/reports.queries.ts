/**
 * Reading what a report points at (each kind's `target` query, modules/content-kinds.ts): whether the
 * target exists, who wrote or owns it, whether a given member may see it, whether a moderator
 * hid it, and its preview (title, excerpt, author, site path) — the snapshot stored on a new
 * report and the "current state" the moderators' queue shows while the target exists.
 *
 * Visibility follows the public reads (db/visibility.ts): hidden content and content of members
 * banned now are seen by nobody but moderators and the author; a blog post only once published;
 * a location share only while active, and a followers-only one only by the member's followers.
 */
import type { ReportTargetPreview, ReportTargetType } from '@garaj/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { contentKind } from '../content-kinds.ts';

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

/**
 * The target as it is now, or null when it does not exist (deleted, ended, or an id that is not
 * one). `viewerId`: the member asking (location shares' audience); null for the queue.
 */
export async function loadTarget(db: Db, type: ReportTargetType, id: string, viewerId: string | null = null): Promise<TargetFacts | null> {
  const kind = contentKind(type);
  if (kind.idIsUuid && !UUID.test(id)) return null;
  const [row] = await queryRows<{ owner_id: string | null; title: string | null; excerpt: string | null; author: string | null; url: string | null; hidden: boolean; public: boolean }>(
    db,
    kind.target(id, viewerId),
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
