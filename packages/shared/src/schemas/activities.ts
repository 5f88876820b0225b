/**
 * Activity feed contract: the request
 * schemas of `GET /api/activities`, `GET /api/activities/summary`, `GET /api/activities/home`
 * and the shapes the server presents. docs/api.md "Activities".
 */
import { z } from 'zod';
import { ACTIVITY_FILTERS, ACTIVITY_SCOPES, type ActivityType } from '../community.ts';
import { pageLimit } from './common.ts';
import type { ImageView } from './garage.ts';

/** Longest search text (characters). */
export const ACTIVITY_SEARCH_MAX = 200;

/** What narrows the feed, shared by the list and the summary. */
const activityScopeFields = {
  /** Free text: every folded word must occur in the actor's username / full name or the target's title. */
  q: z.string().trim().max(ACTIVITY_SEARCH_MAX, { message: 'TOO_LONG' }).optional(),
  scope: z.enum(ACTIVITY_SCOPES, { message: 'VALUE_INVALID' }).default('all'),
  /** One member's events (the profile's Aktivite tab); unknown username → 404 USER_NOT_FOUND. */
  user: z.string().trim().min(1, { message: 'REQUIRED' }).max(100, { message: 'TOO_LONG' }).optional(),
};

/** `GET /api/activities`: newest first, keyset pages (`cursor` from the previous page). */
export const activityListQuery = z.object({
  ...activityScopeFields,
  type: z.enum(ACTIVITY_FILTERS, { message: 'VALUE_INVALID' }).default('all'),
  cursor: z.string().max(500).optional(),
  limit: pageLimit.optional(),
});
export type ActivityListQuery = z.input<typeof activityListQuery>;

/** `GET /api/activities/summary`: counts per type under the same search, scope and member. */
export const activitySummaryQuery = z.object(activityScopeFields);
export type ActivitySummaryQuery = z.input<typeof activitySummaryQuery>;

/** Who acted. `displayName`: the full name, or the username when there is none. */
export interface ActivityActor {
  id: string;
  username: string;
  displayName: string;
  avatar: ImageView | null;
}

export const ACTIVITY_TARGET_KINDS = ['garage', 'post', 'topic', 'user'] as const;
export type ActivityTargetKind = (typeof ACTIVITY_TARGET_KINDS)[number];

/**
 * What the event is about, with the site address to open it: `/garage/<id>`, `/blog/<slug>`,
 * `/forum/<category>/topic/<id>`, `/user/<username>`. Null for `join` (the actor is the news).
 */
export interface ActivityTarget {
  kind: ActivityTargetKind;
  title: string;
  url: string;
}

/** One event of the feed. */
export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** ISO 8601, UTC, milliseconds. */
  createdAt: string;
  actor: ActivityActor;
  target: ActivityTarget | null;
}

/** A page of the feed. */
export interface ActivityPage {
  items: ActivityItem[];
  nextCursor: string | null;
}

/** Counts under the current search / scope / member: every type, and `total` (their sum). */
/** The summary counts each type's events up to this number (shown as "1000+" beyond). */
export const ACTIVITY_COUNT_CAP = 1000;

/**
 * `GET /api/activities/summary`: events per type, each counted up to {@link ACTIVITY_COUNT_CAP};
 * `capped` lists the types with more, `total` is the sum of the counts (`totalCapped` when any
 * type is capped: "more than `total`").
 */
export interface ActivitySummary {
  total: number;
  totalCapped: boolean;
  counts: Record<ActivityType, number>;
  capped: ActivityType[];
}

/** Figures of the home activity section, counted from the rows. */
export interface ActivityStats {
  /** Every event in the feed. */
  totalEvents: number;
  /** Events since midnight in Turkey (Europe/Istanbul). */
  todayEvents: number;
  /** Distinct members with at least one event in the last 7 days. */
  activeMembersWeek: number;
}

/** `GET /api/activities/home`: the newest HOME_ACTIVITY_COUNT events and the stats. */
export interface HomeActivity {
  items: ActivityItem[];
  stats: ActivityStats;
}
