/**
 * What leaves the server about the activity feed (ARCHITECTURE.md: presenters decide): public
 * names, avatars, titles and site addresses only — never `search_text`, an e-mail or a role.
 */
import type { ActivityItem, ActivityPage, ActivityStats, ActivitySummary, ActivityTarget, HomeActivity } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { ActivityRow } from './activities.service.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

/**
 * The item's target: the garage, post or topic it is about, else the member acted upon
 * (follow), else null (join). Addresses: `/garage/<id>`, `/blog/<slug>`,
 * `/forum/<category>/topic/<id>`, `/user/<username>`.
 */
export function presentTarget(row: ActivityRow): ActivityTarget | null {
  if (row.garage) return { kind: 'garage', title: row.garage.name, url: `/garage/${row.garage.id}` };
  if (row.post) return { kind: 'post', title: row.post.title, url: `/blog/${encodeURIComponent(row.post.slug)}` };
  if (row.topic) {
    return { kind: 'topic', title: row.topic.title, url: `/forum/${encodeURIComponent(row.topic.categoryId)}/topic/${row.topic.id}` };
  }
  if (row.subject && row.type === 'follow') {
    return { kind: 'user', title: row.subject.fullName || row.subject.username, url: `/user/${encodeURIComponent(row.subject.username)}` };
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
