/**
 * What leaves the server about the activity feed (ARCHITECTURE.md: presenters decide): public
 * names, avatars, titles and site addresses only — never `search_text`, an e-mail or a role.
 */
import type { ActivityItem, ActivityPage, ActivityStats, ActivitySummary, ActivityTarget, HomeActivity } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import { CONTENT_KINDS } from '../content-kinds.ts';
import type { ActivityRow } from './activities.service.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

/**
 * The item's target: the garage, post or topic it is about, else the member acted upon
 * (follow), else null (join). Addresses: each kind's page path (its descriptor in
 * modules/content-kinds.ts).
 */
export function presentTarget(row: ActivityRow): ActivityTarget | null {
  if (row.garage) return { kind: 'garage', title: row.garage.name, url: CONTENT_KINDS.garage.path({ id: row.garage.id }) };
  if (row.post) return { kind: 'post', title: row.post.title, url: CONTENT_KINDS.post.path({ slug: row.post.slug }) };
  if (row.topic) return { kind: 'topic', title: row.topic.title, url: CONTENT_KINDS.topic.path({ categoryId: row.topic.categoryId, id: row.topic.id }) };
  if (row.subject && row.type === 'follow') {
    return { kind: 'user', title: row.subject.fullName || row.subject.username, url: CONTENT_KINDS.user.path({ username: row.subject.username }) };
  }
  return null;
}

/** One event of the feed. */
export function presentActivity(row: ActivityRow): ActivityItem {
  return {
    id: row.id,
    type: row.type,
    createdAt: iso(row.createdAt),
    actor: {
      id: row.actor.id,
      username: row.actor.username,
      displayName: row.actor.fullName || row.actor.username,
      avatar: presentImageOrUrl(row.actor.avatarImage, row.actor.avatarUrl),
    },
    target: presentTarget(row),
  };
}

export function presentActivityPage(page: { rows: ActivityRow[]; nextCursor: string | null }): ActivityPage {
  return { items: page.rows.map(presentActivity), nextCursor: page.nextCursor };
}

export const presentActivitySummary = (summary: ActivitySummary): ActivitySummary => ({
  total: summary.total,
  totalCapped: summary.totalCapped,
  counts: { ...summary.counts },
  capped: [...summary.capped],
});

export function presentHomeActivity(home: { rows: ActivityRow[]; stats: ActivityStats }): HomeActivity {
  return { items: home.rows.map(presentActivity), stats: { ...home.stats } };
}
