import { z } from 'zod';
import type { HiddenInfo } from './moderation.ts';
import { FORUM_PAGE_SIZE, MAX_TAGS, TOPIC_KINDS, type TopicKind, type TopicStatus } from '../constants.ts';
import { pageLimit } from './common.ts';
import type { ImageView } from './garage.ts';

/**
 * Q&A and forum API contract (Live Q&A, the forum home and a forum category: questions, answers,
 * categories, topics, top members, question status, forum rules and toasts). One discussion model
 * (docs/decisions/006-discussion-model.md): categories → topics → replies; a topic of kind
 * `question` may have one accepted reply ('En İyi Cevap'). Dates are ISO 8601 strings; HTML bodies
 * are sanitised by the server.
 *
 * Endpoints (docs/api.md "Forum"):
 * - `GET /api/forum/categories` → `ForumCategory[]`; `GET /api/forum/categories/:id` → `ForumCategory`
 * - admin: `POST /api/forum/categories` (forumCategoryInput), `PUT /api/forum/categories/:id`
 *   (forumCategoryUpdateInput), `DELETE /api/forum/categories/:id` (refused while it has topics)
 * - `GET /api/forum/topics?category=&kind=&search=&sort=&page=&pageSize=` → `ForumPage<TopicSummary>`
 * - `POST /api/forum/topics` (newTopicInput) → 201 `TopicDetail`
 * - `GET /api/forum/topics/:id` → `TopicDetail` (counts a view once per visitor per day)
 * - `PATCH /api/forum/topics/:id` (topicModerationInput) → `TopicDetail`
 * - `DELETE /api/forum/topics/:id` → 204 (author or moderator)
 * - `GET /api/forum/topics/:id/replies?page=&pageSize=` → `ForumPage<Reply>` (accepted first, then oldest first)
 * - `POST /api/forum/topics/:id/replies` (newReplyInput) → 201 `Reply`
 * - `DELETE /api/forum/replies/:id` → 204 (author or moderator)
 * - `PUT /api/forum/topics/:id/vote`, `PUT /api/forum/replies/:id/vote` (voteInput) → `VoteState`
 * - `PUT /api/forum/topics/:id/accepted-reply` (acceptInput) → `TopicDetail`
 * - `GET /api/forum/stats` → `ForumStats`; `GET /api/forum/top-members` → `TopMember[]`
 * - admin: `PUT /api/admin/users/:id/expert` (expertInput) → `{ isExpert }`
 */

// ── Inputs ───────────────────────────────────────────────────────────────────────────

/** A topic's or reply's body HTML, at most this many characters before sanitising. */
export const FORUM_BODY_MAX = 50_000;
export const FORUM_TITLE_MAX = 200;

/**
 * Tags: trimmed, 2–30 characters each, at most MAX_TAGS (8), duplicates (case-insensitive)
 * dropped. `TAG_INVALID` / `TOO_MANY_TAGS`.
 */
export const forumTagsInput = z
  .array(z.string().trim().min(2, { message: 'TAG_INVALID' }).max(30, { message: 'TAG_INVALID' }), { message: 'VALUE_INVALID' })
  .max(MAX_TAGS, { message: 'TOO_MANY_TAGS' })
  .default([])
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const key = t.toLocaleLowerCase('tr');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/**
 * New topic or question (`POST /api/forum/topics`). Signed-in, verified members only.
 * - `title` is required: empty → `QUESTION_EMPTY` 'Lütfen sorunuzu yazın.' for a question,
 *   `TOPIC_TITLE_REQUIRED` for a discussion.
 * - `body` is rich-text HTML (TipTap output); the server sanitises it. A question may have an
 *   empty body (the home page's quick-ask box sends only `title`); a discussion needs one
 *   (`TOPIC_BODY_EMPTY`). The server also refuses a body that is empty once sanitised.
 * - `isUrgent` is the asker's 'Acil' flag.
 */
export const newTopicInput = z
  .object({
    categoryId: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(40, { message: 'VALUE_INVALID' }),
    kind: z.enum(TOPIC_KINDS, { message: 'VALUE_INVALID' }).default('question'),
    title: z.string().trim().max(FORUM_TITLE_MAX, { message: 'TOO_LONG' }).default(''),
    body: z.string().trim().max(FORUM_BODY_MAX, { message: 'TOO_LONG' }).default(''),
    tags: forumTagsInput,
    isUrgent: z.boolean({ message: 'VALUE_INVALID' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: v.kind === 'question' ? 'QUESTION_EMPTY' : 'TOPIC_TITLE_REQUIRED' });
    }
    if (v.kind === 'discussion' && !v.body) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'TOPIC_BODY_EMPTY' });
    }
  });
export type NewTopicInput = z.input<typeof newTopicInput>;
export type NewTopicData = z.output<typeof newTopicInput>;

/** New reply/answer (`POST /api/forum/topics/:id/replies`): rich-text HTML; empty → `ANSWER_EMPTY`. */
export const newReplyInput = z.object({
  body: z
    .string({ message: 'ANSWER_EMPTY' })
    .trim()
    .min(1, { message: 'ANSWER_EMPTY' })
    .max(FORUM_BODY_MAX, { message: 'TOO_LONG' }),
});
export type NewReplyInput = z.input<typeof newReplyInput>;

/** A vote: 1 up, -1 down, 0 removes the member's vote. Never on one's own post (`OWN_VOTE`). */
export const voteInput = z.object({
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)], { message: 'VALUE_INVALID' }),
});
export type VoteInput = z.input<typeof voteInput>;
export type VoteValue = -1 | 0 | 1;

/**
 * Accept an answer (`PUT /api/forum/topics/:id/accepted-reply`): the asker or an admin, questions
 * only. Another reply switches the accepted answer; `null` un-accepts (status back to 'open').
 */
export const acceptInput = z.object({
  replyId: z.uuid({ message: 'VALUE_INVALID' }).nullable(),
});
export type AcceptInput = z.input<typeof acceptInput>;

/**
 * `PATCH /api/forum/topics/:id`. `status: 'closed'` closes ('Kapalı', no new replies), `'open'`
 * reopens (the status becomes 'answered' again when an answer is accepted): the asker or a
 * moderator. `isPinned` ('Sabitlenmiş') and `isLocked` ('Kilitli'): moderators and admins only
 * (`MODERATION_FORBIDDEN`). At least one field.
 */
export const topicModerationInput = z
  .object({
    isPinned: z.boolean({ message: 'VALUE_INVALID' }).optional(),
    isLocked: z.boolean({ message: 'VALUE_INVALID' }).optional(),
    status: z.enum(['closed', 'open'], { message: 'VALUE_INVALID' }).optional(),
  })
  .refine((v) => v.isPinned !== undefined || v.isLocked !== undefined || v.status !== undefined, { message: 'REQUIRED' });
export type TopicModerationInput = z.input<typeof topicModerationInput>;

/** A category id: the address word (`/forum/engine`), lowercase a–z, digits and '-'. */
export const forumCategoryId = z
  .string({ message: 'REQUIRED' })
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, { message: 'VALUE_INVALID' });

/** Admin: create a category (`POST /api/forum/categories`). `FORUM_CATEGORY_EXISTS` on a taken id. */
export const forumCategoryInput = z.object({
  id: forumCategoryId,
  name: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(60, { message: 'TOO_LONG' }),
  nameEn: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(60, { message: 'TOO_LONG' }),
  description: z.string().trim().max(300, { message: 'TOO_LONG' }).default(''),
  descriptionEn: z.string().trim().max(300, { message: 'TOO_LONG' }).default(''),
  /** A lucide icon name, e.g. `wrench`. */
  icon: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, { message: 'VALUE_INVALID' }).default('message-square'),
  isQa: z.boolean({ message: 'VALUE_INVALID' }).default(false),
  position: z.number({ message: 'NUMBER_INVALID' }).int({ message: 'NUMBER_INVALID' }).min(0).max(10_000).default(0),
});
export type ForumCategoryInput = z.input<typeof forumCategoryInput>;
/** Admin: update a category (`PUT /api/forum/categories/:id`); the id does not change. */
export const forumCategoryUpdateInput = forumCategoryInput.omit({ id: true });
export type ForumCategoryUpdateInput = z.input<typeof forumCategoryUpdateInput>;

/** Admin: grant or withdraw the expert flag ('Uzman'): `PUT /api/admin/users/:id/expert`. */
export const expertInput = z.object({ isExpert: z.boolean({ message: 'VALUE_INVALID' }) });
export type ExpertInput = z.input<typeof expertInput>;

/** 1-based page number. */
export const forumPageNumber = z.coerce
  .number({ message: 'VALUE_INVALID' })
  .int({ message: 'VALUE_INVALID' })
  .min(1, { message: 'VALUE_INVALID' })
  .max(10_000, { message: 'VALUE_INVALID' });

/** Sort of a topic list: `newest` (created) or `active` (last reply, else created). */
export const TOPIC_SORTS = ['newest', 'active'] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number];

/**
 * `GET /api/forum/topics`. `search`: every word must appear (or its first three characters when
 * it has at least three), or the whole phrase; Turkish-folded (`isik` finds `IŞIK`). Within a
 * category pinned topics come first. Keyset pages: `cursor` is the previous page's `nextCursor`
 * (made for the same sort and category), `limit` ≤ 50 (default FORUM_PAGE_SIZE).
 */
export const topicListQuery = z.object({
  category: forumCategoryId.optional(),
  kind: z.enum(TOPIC_KINDS, { message: 'VALUE_INVALID' }).optional(),
  search: z.string().trim().max(200, { message: 'TOO_LONG' }).optional(),
  sort: z.enum(TOPIC_SORTS, { message: 'VALUE_INVALID' }).default('newest'),
  cursor: z.string().max(500, { message: 'VALUE_INVALID' }).optional(),
  limit: pageLimit.default(FORUM_PAGE_SIZE),
});
export type TopicListQuery = z.input<typeof topicListQuery>;

/** `GET /api/forum/topics/:id/replies`. */
export const replyListQuery = z.object({
  page: forumPageNumber.default(1),
  pageSize: pageLimit.default(FORUM_PAGE_SIZE),
});
export type ReplyListQuery = z.input<typeof replyListQuery>;

/** `GET /api/forum/top-members?limit=` (default 5, ≤ 50). */
export const topMembersQuery = z.object({ limit: pageLimit.default(5) });

// ── Reputation and levels (docs/decisions/006-discussion-model.md) ───────────────────

/**
 * Reputation = 10 × up votes received − 2 × down votes received (on the member's topics and
 * replies) + 15 × the member's replies accepted as the best answer. Computed from stored rows.
 */
export const REPUTATION_POINTS = { upvote: 10, downvote: -2, accepted: 15 } as const;
/** Level/tier thresholds on reputation: ≥ 250 expert/gold, ≥ 50 intermediate/silver, else beginner/bronze. */
export const REPUTATION_LEVELS = { expert: 250, intermediate: 50 } as const;

export type ForumLevel = 'expert' | 'intermediate' | 'beginner';
export type ForumTier = 'gold' | 'silver' | 'bronze';

/** Level (Expert/Intermediate/Beginner) and tier (gold/silver/bronze) of a reputation. */
export function forumLevel(reputation: number): { level: ForumLevel; tier: ForumTier } {
  if (reputation >= REPUTATION_LEVELS.expert) return { level: 'expert', tier: 'gold' };
  if (reputation >= REPUTATION_LEVELS.intermediate) return { level: 'intermediate', tier: 'silver' };
  return { level: 'beginner', tier: 'bronze' };
}

// ── Responses ────────────────────────────────────────────────────────────────────────

/** Topic lists count their matches up to this number when no stored counter answers. */
export const FORUM_COUNT_CAP = 1000;

/**
 * `GET /api/forum/topics`: one page of cards and the next page's cursor (null at the end); on the
 * first page only, how many topics match — exact from the categories' counters without kind or
 * search, else counted up to {@link FORUM_COUNT_CAP} (`totalCapped`: "1000+").
 */
export interface TopicPage {
  items: TopicSummary[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

/** A list page: `page` is 1-based, `total` counts all matches. */
export interface ForumPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A forum category, with real counts. */
export interface ForumCategory {
  id: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** A lucide icon name. */
  icon: string;
  /** One of the live Q&A's category chips. */
  isQa: boolean;
  position: number;
  topicsCount: number;
  /** Replies in all its topics. */
  repliesCount: number;
  /** Distinct members who wrote a topic or reply in it. */
  membersCount: number;
  /** The newest topic or reply in the category. */
  lastPost: { topicId: string; title: string; author: string; at: string } | null;
}

/** The author of a topic or reply (question author, topic author level). */
export interface ForumAuthor {
  id: string;
  username: string;
  /** Full name, else the username. */
  displayName: string;
  avatar: ImageView | null;
  /** 'Uzman': granted by an admin. */
  isExpert: boolean;
  reputation: number;
  level: ForumLevel;
  tier: ForumTier;
}

/** A topic card (forum category list, live Q&A list, forum home recent topics). */
export interface TopicSummary {
  id: string;
  categoryId: string;
  kind: TopicKind;
  title: string;
  /** Plain text, at most 200 characters. */
  excerpt: string;
  tags: string[];
  isUrgent: boolean;
  status: TopicStatus;
  isPinned: boolean;
  isLocked: boolean;
  author: ForumAuthor;
  createdAt: string;
  lastReplyAt: string | null;
  /** Username of the last replier, null without replies. */
  lastReplyBy: string | null;
  repliesCount: number;
  viewsCount: number;
  /** Sum of votes (+1/−1). */
  score: number;
  /** Up votes: the cards' "likes". */
  upvotesCount: number;
  hasAcceptedAnswer: boolean;
}

/** `GET /api/forum/topics/:id`: the topic with its body and what the viewer may do. */
export interface TopicDetail extends TopicSummary {
  /** Set when a moderator hid it: present only for moderators and its author. */
  hidden?: HiddenInfo | null;
  bodyHtml: string;
  acceptedReplyId: string | null;
  /** The viewer's vote (0: none or visitor). */
  myVote: VoteValue;
  /** Signed in, verified, not locked, not closed. */
  canReply: boolean;
  /** Questions only: the asker or an admin. */
  canAccept: boolean;
  /** Moderator or admin: pin and lock. */
  canModerate: boolean;
  /** The asker or a moderator: close and reopen. */
  canClose: boolean;
  /** The author while nobody else has answered, or a moderator. */
  canDelete: boolean;
  /** The author (not while it is locked). */
  canEdit: boolean;
  /** The author's last edit ("düzenlendi"); null when never edited. */
  editedAt: string | null;
  /** The viewer wrote it (votes on it are refused). */
  isMine: boolean;
}

/** `PUT /api/forum/topics/:id/content` body: the author's new title and body (HTML, sanitised on the server). */
export const editTopicInput = z.object({
  title: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'TOPIC_TITLE_REQUIRED' }).max(FORUM_TITLE_MAX, { message: 'TOO_LONG' }),
  body: z.string().trim().max(FORUM_BODY_MAX, { message: 'TOO_LONG' }).default(''),
});

/** An earlier version of a topic or an answer, before an edit (moderators only). */
export interface ForumRevision {
  id: string;
  /** Topics only. */
  title: string | null;
  bodyHtml: string;
  /** Who made the edit that replaced it. */
  editor: string | null;
  /** When it was replaced. */
  replacedAt: string;
}

/** A reply as every viewer sees it (also the realtime payload). */
export interface PublicReply {
  id: string;
  topicId: string;
  bodyHtml: string;
  author: ForumAuthor;
  createdAt: string;
  score: number;
  upvotesCount: number;
  /** 'En İyi Cevap'. */
  isAccepted: boolean;
  /** The author's last edit ("düzenlendi"); null when never edited. */
  editedAt: string | null;
}

/** A reply with the viewer's state. */
export interface Reply extends PublicReply {
  /** Set when a moderator hid it: present only for moderators and its author. */
  hidden?: HiddenInfo | null;
  myVote: VoteValue;
  canDelete: boolean;
  /** Its author (not while the topic is locked). */
  canEdit: boolean;
  isMine: boolean;
}

/** Answer of the vote endpoints. */
export interface VoteState {
  myVote: VoteValue;
  score: number;
  upvotesCount: number;
}

/** `GET /api/forum/stats`: real counts ('N uzman çevrimiçi' is `expertsOnline`). */
export interface ForumStats {
  topics: number;
  replies: number;
  /** Distinct members who wrote a topic or reply. */
  members: number;
  /** Members seen within ONLINE_WINDOW_MS (5 min). */
  onlineMembers: number;
  /** Experts among them. */
  expertsOnline: number;
  /** Up to 20 of the online members, most recently seen first (forum home "online users"). */
  online: ForumAuthor[];
}

/** Top members: the most reputable members. */
export interface TopMember extends ForumAuthor {
  /** Topics + replies written. */
  postsCount: number;
}
