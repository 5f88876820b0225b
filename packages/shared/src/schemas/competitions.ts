/**
 * Competitions contract (competitions, their status, toasts and limits): request schemas shared by
 * the web form and the server routes, and the response shapes the server presents. docs/api.md
 * "Competitions".
 */
import { z } from 'zod';
import {
  COMPETITION_CATEGORIES,
  COMPETITION_ENTRIES_PAGE_SIZE,
  COMPETITION_PAGE_SIZE,
  COMPETITION_STATUSES,
  MAX_COMPETITION_PARTICIPANTS,
  MAX_COMPETITION_RULES,
  type CompetitionCategory,
  type CompetitionStatus,
} from '../community.ts';
import { optionalText, pageLimit, requiredText } from './common.ts';
import type { ImageView, MemberSummary } from './garage.ts';

export const COMPETITION_TITLE_MAX = 120;
export const COMPETITION_DESCRIPTION_MAX = 2000;
export const COMPETITION_PRIZE_MAX = 200;
export const COMPETITION_RULE_MAX = 200;

/** An ISO 8601 date-time with an offset (`2026-05-01T10:00:00.000Z`), as a Date. */
const dateTime = z.iso
  .datetime({ offset: true, message: 'VALUE_INVALID' })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, { message: 'DATE_OUT_OF_RANGE' });

/**
 * Create and update body (`POST /api/admin/competitions`, `PUT /api/admin/competitions/:id`).
 * The end must be after the start (`COMPETITION_DATES` on `endsAt`);
 * `maxParticipants` 1–10,000; at most 12 rules of up to 200 characters (empty lines dropped).
 * `imageId`: an image the admin uploaded with `POST /api/images?purpose=competition`, or null.
 * `titleEn`, `descriptionEn`, `prizeEn`, `rulesEn`: the English texts, each optional (blank or
 * no rules = null; English readers then see the Turkish one).
 */
export const competitionInput = z
  .object({
    title: requiredText(COMPETITION_TITLE_MAX),
    description: requiredText(COMPETITION_DESCRIPTION_MAX),
    category: z.enum(COMPETITION_CATEGORIES, { message: 'VALUE_INVALID' }),
    startsAt: dateTime,
    endsAt: dateTime,
    maxParticipants: z.coerce
      .number({ message: 'NUMBER_INVALID' })
      .int({ message: 'NUMBER_INVALID' })
      .min(1, { message: 'COMPETITION_MAX_PARTICIPANTS' })
      .max(MAX_COMPETITION_PARTICIPANTS, { message: 'COMPETITION_MAX_PARTICIPANTS' }),
    prize: z.string({ message: 'VALUE_INVALID' }).trim().max(COMPETITION_PRIZE_MAX, { message: 'TOO_LONG' }).default(''),
    rules: z
      .array(z.string({ message: 'VALUE_INVALID' }).trim().max(COMPETITION_RULE_MAX, { message: 'TOO_LONG' }))
      .max(MAX_COMPETITION_RULES, { message: 'COMPETITION_TOO_MANY_RULES' })
      .default([])
      .transform((rules) => rules.filter((rule) => rule !== '')),
    imageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().default(null),
    titleEn: optionalText(COMPETITION_TITLE_MAX),
    descriptionEn: optionalText(COMPETITION_DESCRIPTION_MAX),
    prizeEn: optionalText(COMPETITION_PRIZE_MAX),
    rulesEn: z
      .array(z.string({ message: 'VALUE_INVALID' }).trim().max(COMPETITION_RULE_MAX, { message: 'TOO_LONG' }))
      .max(MAX_COMPETITION_RULES, { message: 'COMPETITION_TOO_MANY_RULES' })
      .nullable()
      .optional()
      .transform((rules) => {
        const kept = (rules ?? []).filter((rule) => rule !== '');
        return kept.length ? kept : null;
      }),
  })
  .superRefine((value, ctx) => {
    if (value.endsAt.getTime() <= value.startsAt.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'COMPETITION_DATES' });
    }
  });
export type CompetitionInput = z.input<typeof competitionInput>;
export type CompetitionData = z.output<typeof competitionInput>;

/** `GET /api/competitions`: status and category filters, pages (9 a page by default). */
export const competitionListQuery = z.object({
  status: z.enum(COMPETITION_STATUSES, { message: 'VALUE_INVALID' }).optional(),
  category: z.enum(COMPETITION_CATEGORIES, { message: 'VALUE_INVALID' }).optional(),
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
  pageSize: pageLimit.default(COMPETITION_PAGE_SIZE),
});
export type CompetitionListQuery = z.input<typeof competitionListQuery>;

/** `GET /api/competitions/:id/entries`: pages of the gallery (most votes first). */
export const competitionEntriesQuery = z.object({
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
  pageSize: pageLimit.default(COMPETITION_ENTRIES_PAGE_SIZE),
});

/** `POST /api/competitions/:id/entries`: enter with one of the member's own garages. */
export const competitionEntryInput = z.object({ garageId: z.uuid({ message: 'VALUE_INVALID' }) });
export type CompetitionEntryInput = z.input<typeof competitionEntryInput>;

/** `PUT /api/competitions/:id/vote`: vote for (or move one's vote to) an entry. */
export const competitionVoteInput = z.object({ entryId: z.uuid({ message: 'VALUE_INVALID' }) });
export type CompetitionVoteInput = z.input<typeof competitionVoteInput>;

/** A winner shown on an ended competition (winners: username, avatar, garage title, points). */
export interface CompetitionWinner {
  rank: number;
  entryId: string;
  garage: { id: string; title: string; cover: ImageView | null };
  owner: MemberSummary;
  /** Votes when the winners were stored. */
  votes: number;
}

/** A card of the list (Competition). `participants` counts the entry rows. */
export interface CompetitionCard {
  id: string;
  title: string;
  description: string;
  category: CompetitionCategory;
  /** From the dates (upcoming before `startsAt`, active until `endsAt`, ended after). */
  status: CompetitionStatus;
  startsAt: string;
  endsAt: string;
  participants: number;
  maxParticipants: number;
  prize: string;
  rules: string[];
  image: ImageView | null;
  /** When the winners were stored; null before (an ended competition waits for its job). */
  finalizedAt: string | null;
  /** Stored winners by rank (empty until finalized). */
  winners: CompetitionWinner[];
  /** The viewer's own entry id, or null (visitors: always null). */
  myEntryId: string | null;
}

/** A page of cards. */
export interface CompetitionListPage {
  items: CompetitionCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** Stat tiles of /competitions, counted from rows at request time. */
export interface CompetitionStats {
  active: number;
  upcoming: number;
  /** Stored winner entries (rank 1–3) over all finalized competitions. */
  winners: number;
}

/** An entry in a competition's gallery. `votes` counts the vote rows. */
export interface CompetitionEntry {
  id: string;
  garage: { id: string; title: string; cover: ImageView | null };
  owner: MemberSummary;
  votes: number;
  /** 1–3 once finalized for the winners, else null. */
  rank: number | null;
  createdAt: string;
  isMine: boolean;
  votedByMe: boolean;
}

export interface CompetitionEntriesPage {
  items: CompetitionEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** A competition's texts as admins edit them: Turkish, and English or null where not written. */
export interface CompetitionTexts {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  prize: string;
  prizeEn: string | null;
  rules: string[];
  rulesEn: string[] | null;
}

/**
 * The detail page: the card (texts in the request's language) plus what the viewer may do;
 * `texts` (both languages, for the edit form) only when `canManage`.
 */
export interface CompetitionDetail extends CompetitionCard {
  texts?: CompetitionTexts;
  /** Entry the viewer voted for, or null. */
  myVoteEntryId: string | null;
  /** Total vote rows of the competition. */
  votesCount: number;
  canManage: boolean;
}

/** Answer of the vote endpoints: the viewer's vote and the counts of the entries involved. */
export interface CompetitionVoteResult {
  myVoteEntryId: string | null;
  /** entry id → votes (rows), for the entries whose count changed. */
  votes: Record<string, number>;
}
