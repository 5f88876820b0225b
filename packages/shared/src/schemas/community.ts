/**
 * Community hub and events contract (events and top members, joining an event, 'Tümünü Gör',
 * toasts): request schemas shared by the admin
 * event form and the server routes, and the response shapes the server presents.
 * docs/api.md "Community".
 *
 * Endpoints (all under `/api/community`; `/api/events` is the realtime stream):
 * - `GET /api/community` → `CommunitySummary` (hub stats, forum categories, top members, highlights)
 * - `GET /api/community/events?when=upcoming|past&page=&pageSize=` → `EventPage`
 * - `GET /api/community/events/:id` → `CommunityEvent`
 * - admin: `POST /api/community/events` (eventInput) → 201 `CommunityEvent`,
 *   `PUT /api/community/events/:id` (eventInput) → `CommunityEvent`, `DELETE …/:id` → 204
 * - member: `PUT /api/community/events/:id/participation` (join; mails the details with an .ics)
 *   and `DELETE …/participation` (leave) → `EventParticipation`
 */
import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_PAGE_SIZE, type EventCategory, type MemberLevel } from '../community.ts';
import { optionalNumber, optionalText, pageLimit } from './common.ts';
import type { ForumCategory } from './forum.ts';
import type { ImageView, MemberSummary } from './garage.ts';

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 200;
/** Event length in minutes: 15 minutes to 7 days (the .ics end time). Default 3 hours. */
export const EVENT_DURATION_MIN = 15;
export const EVENT_DURATION_MAX = 7 * 24 * 60;
export const EVENT_DURATION_DEFAULT = 180;
/** Capacity: empty = no limit, else 1–100,000 participants. */
export const EVENT_CAPACITY_MAX = 100_000;
/** Top members on the hub. */
export const COMMUNITY_TOP_MEMBERS = 5;
/** Highlights look at the last 7 days (garage likes, blog post views). */
export const HIGHLIGHT_WINDOW_DAYS = 7;

const text = (max: number) => z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max, { message: 'TOO_LONG' });

/** An ISO 8601 date-time with an offset (`2026-05-01T10:00:00.000Z`), years 2000–2100, as a Date. */
const eventDateTime = z.iso
  .datetime({ offset: true, message: 'VALUE_INVALID' })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, { message: 'DATE_OUT_OF_RANGE' });

/** Optional positive integer: `''`, null and undefined become null; numeric strings accepted. */
const optionalCapacity = z
  .union([z.number(), z.string().trim(), z.null()], { message: 'NUMBER_INVALID' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 1 || n > EVENT_CAPACITY_MAX) {
      ctx.addIssue({ code: 'custom', message: 'EVENT_CAPACITY_INVALID' });
      return z.NEVER;
    }
    return n;
  });

/**
 * Create and update body of an event (admins only): title (≤ 120), description
 * (≤ 2,000), category (drift, jdm, classic, motorcycle), `startsAt` (ISO date-time), duration in
 * minutes (15 min – 7 days, default 180), location (≤ 200), capacity (null = no limit, else
 * 1–100,000; never below the participants already in: 409 EVENT_CAPACITY_BELOW_PARTICIPANTS),
 * `imageId`: an image uploaded with `POST /api/images?purpose=event`, or null.
 * `titleEn`, `descriptionEn`: the English texts, optional (blank = null; English readers then see
 * the Turkish one). `latitude` / `longitude`: where the event is on the map (WGS 84 degrees),
 * both or neither (`EVENT_COORDINATES_PAIR` on the missing one). `convoyEnabled`: 'Konvoy haritası'
 * (default false) — participants may share their live position during the event (decision 027).
 */
export const eventInput = z
  .object({
  title: text(EVENT_TITLE_MAX),
  description: text(EVENT_DESCRIPTION_MAX),
  category: z.enum(EVENT_CATEGORIES, { message: 'VALUE_INVALID' }),
  startsAt: eventDateTime,
  durationMinutes: z.coerce
    .number({ message: 'NUMBER_INVALID' })
    .int({ message: 'NUMBER_INVALID' })
    .min(EVENT_DURATION_MIN, { message: 'EVENT_DURATION_INVALID' })
    .max(EVENT_DURATION_MAX, { message: 'EVENT_DURATION_INVALID' })
    .default(EVENT_DURATION_DEFAULT),
  location: text(EVENT_LOCATION_MAX),
  capacity: optionalCapacity,
  imageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null),
  titleEn: optionalText(EVENT_TITLE_MAX),
  descriptionEn: optionalText(EVENT_DESCRIPTION_MAX),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  convoyEnabled: z.boolean({ message: 'VALUE_INVALID' }).default(false),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [value.latitude === null ? 'latitude' : 'longitude'], message: 'EVENT_COORDINATES_PAIR' });
    }
  });
export type EventInput = z.input<typeof eventInput>;
export type EventData = z.output<typeof eventInput>;

/** Which list: `upcoming` (not started yet, soonest first) or `past` (started, newest first). */
export const EVENT_LISTS = ['upcoming', 'past'] as const;
export type EventList = (typeof EVENT_LISTS)[number];

/** `GET /api/community/events`. `pageSize` ≤ 50 (default EVENT_PAGE_SIZE). */
export const eventListQuery = z.object({
  when: z.enum(EVENT_LISTS, { message: 'VALUE_INVALID' }).default('upcoming'),
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
  pageSize: pageLimit.default(EVENT_PAGE_SIZE),
});
export type EventListQuery = z.input<typeof eventListQuery>;

/** Status of an event from its start: `upcoming` (joinable) until it starts, then `past`. */
export type EventStatus = 'upcoming' | 'past';

/** An event, with the participants counted from their rows and the viewer's state. */
export interface CommunityEvent {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  /** ISO date-times. */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  location: string;
  /** Null: no limit. */
  capacity: number | null;
  image: ImageView | null;
  /** Rows of `community_event_participants`. */
  participantsCount: number;
  status: EventStatus;
  /** Capacity reached (no one else can join). */
  isFull: boolean;
  /** The viewer is a participant (false for visitors). */
  joined: boolean;
  /** The viewer is an admin (edit / delete). */
  canManage: boolean;
  /** Where the event is on the map (WGS 84 degrees), or null when the admin set no point. */
  latitude: number | null;
  longitude: number | null;
  /** The stored texts of both languages (the edit form); only when `canManage`. */
  texts?: EventTexts;
  /** The map tiles to draw the point on (the site's MAP_TILE_URL); on the detail of an event with a point. */
  map?: { tileUrl: string; attribution: string };
  /** 'Konvoy haritası' is on: participants may share their position from `startsAt` to `endsAt`. */
  convoyEnabled: boolean;
}

/** An event's texts as admins edit them: Turkish, and English or null where not written. */
export interface EventTexts {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
}

/** Most participants `GET /api/community/events/:id/participants` lists. */
export const EVENT_PARTICIPANTS_SHOWN = 24;

/** `GET /api/community/events/:id/participants`: the first who joined (at most EVENT_PARTICIPANTS_SHOWN) and how many there are. */
export interface EventParticipantList {
  items: MemberSummary[];
  total: number;
}

/** A page of events; `page` is 1-based, `total` counts the whole list. */
export interface EventPage {
  items: CommunityEvent[];
  total: number;
  page: number;
  pageSize: number;
}

/** Answer of join / leave: the stored state. `mailSent`: the details mail went out (join only). */
export interface EventParticipation {
  eventId: string;
  joined: boolean;
  participantsCount: number;
  capacity: number | null;
  isFull: boolean;
  mailSent: boolean;
}

/** Top member: a reputable forum member with a level from their reputation (decision 006). */
export interface CommunityTopMember {
  id: string;
  username: string;
  displayName: string;
  avatar: ImageView | null;
  /** Forum reputation ('points'). */
  reputation: number;
  /** Topics + replies written ('posts'). */
  postsCount: number;
  isExpert: boolean;
  /** gold ≥ 250, silver ≥ 50, else bronze (forumLevel's tier). */
  level: MemberLevel;
  /** 1-based place in the list. */
  rank: number;
}

/** Hub figures, each a count of rows. */
export interface CommunityStats {
  /** Accounts (users). */
  members: number;
  garages: number;
  /** Forum topics and questions. */
  topics: number;
  /** Events not started yet. */
  upcomingEvents: number;
}

export interface CommunityHighlights {
  /** The garage with the most likes given in the last 7 days; null when nobody liked one. */
  garageOfWeek: {
    id: string;
    name: string;
    carBrand: string;
    carModel: string;
    cover: ImageView | null;
    ownerUsername: string;
    likesThisWeek: number;
  } | null;
  /** The published post with the most counted views in the last 7 days (UTC days). */
  postOfWeek: { slug: string; title: string; cover: ImageView | null; viewsThisWeek: number } | null;
  /** The newest account. */
  newestMember: { username: string; displayName: string; avatar: ImageView | null; joinedAt: string } | null;
  /** The topic with the most replies written in the last 7 days. */
  topicOfWeek: { id: string; categoryId: string; title: string; repliesThisWeek: number } | null;
}

/** `GET /api/community`: everything the hub shows besides the event lists. */
export interface CommunitySummary {
  stats: CommunityStats;
  forumCategories: ForumCategory[];
  topMembers: CommunityTopMember[];
  highlights: CommunityHighlights;
}
