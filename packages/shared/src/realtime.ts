import type { TopicStatus } from './constants.ts';
import type { PublicReply, TopicSummary } from './schemas/forum.ts';
import type { ConvoyPosition } from './schemas/convoys.ts';
import type { PublicLocationShare } from './schemas/location.ts';
import type { MessageItem } from './schemas/messages.ts';

/**
 * The site's realtime contract: ONE Server-Sent Events endpoint, typed channels
 * (docs/decisions/007-realtime-fan-out.md, docs/api.md "Events").
 *
 * Subscribe: `GET /api/events?channels=forum` (comma-separated channel names; `new
 * EventSource('/api/events?channels=forum', { withCredentials: true })`).
 *
 * Wire format (text/event-stream, UTF-8):
 * - first a `retry: 5000` line (reconnect delay, ms), then one `event: ready` whose data is
 *   {@link RealtimeReady} (the channels actually subscribed);
 * - each event: `id: <opaque id>`, `event: <channel>.<type>` (e.g. `forum.reply.created`),
 *   `data: <JSON of RealtimeEvents[channel][type]>`, then a blank line;
 * - a comment line `: ping` every 25 s (REALTIME_HEARTBEAT_MS) keeps proxies from closing the
 *   stream; clients ignore it.
 *
 * Reconnection: the browser's EventSource reconnects by itself (after `retry` ms). Events are
 * not replayed: they are hints that data changed. After every `ready` except the first, a client
 * refetches what it shows (e.g. invalidates its forum queries) to catch up on what it missed.
 *
 * Viewer-neutral payloads: a public channel sends the same data to every subscriber, so
 * payloads carry no viewer-specific fields (`myVote`, `canDelete` … — see `PublicReply`); a
 * client merges them into its cached data or refetches.
 *
 * Later channels (`notifications`: private, per member, needs a session — the server filters
 * each event by its audience; `location`) are added to {@link RealtimeEvents} and
 * {@link REALTIME_CHANNELS} without changing the mechanism.
 */

/** Forum (Q&A) events: public. */
export interface ForumEvents {
  /** A new topic or question (the live Q&A list, forum home, category list). */
  'topic.created': TopicSummary;
  /** Pin, lock, close or reopen (moderation patch). */
  'topic.updated': { topicId: string; categoryId: string; isPinned: boolean; isLocked: boolean; status: TopicStatus };
  'topic.deleted': { topicId: string; categoryId: string };
  /** A new reply/answer. `repliesCount` and `lastReplyAt` are the topic's new values. */
  'reply.created': { topicId: string; categoryId: string; reply: PublicReply; repliesCount: number; lastReplyAt: string };
  'reply.deleted': { topicId: string; categoryId: string; replyId: string; repliesCount: number; acceptedReplyId: string | null; status: TopicStatus };
  /** The asker (or an admin) accepted an answer ('En İyi Cevap'); `replyId` null = un-accepted. */
  'reply.accepted': { topicId: string; categoryId: string; replyId: string | null; status: TopicStatus };
  /** A vote was cast, changed or removed: the target's new score and up votes. */
  'vote.changed': { target: 'topic' | 'reply'; id: string; topicId: string; score: number; upvotesCount: number };
}

/**
 * A member's notifications: PRIVATE — needs a session, and each event goes only to
 * its audience (the recipient). Sent when the transaction that changed the member's
 * notifications commits (server lib/realtime.ts publishInTransaction).
 */
export interface NotificationEvents {
  /** New, grouped into, read or deleted: the recipient's unread count now. */
  changed: { unreadCount: number };
}

/**
 * Private messages: PRIVATE — each event goes only to the members of the conversation it is
 * about (its audience), sent when the transaction that wrote it commits.
 */
export interface MessageEvents {
  /** A new message in one of the member's conversations. */
  created: { conversationId: string; message: MessageItem };
  /** The member's conversations with unread messages now (a message came, or they read one). */
  unread: { unreadConversations: number };
  /** The other member read the conversation up to `readAt` (read state). */
  read: { conversationId: string; readerId: string; readAt: string };
}

/**
 * Live location shares: a public channel, but an event about a followers-only
 * share carries an audience (the member and their followers), so nobody else receives it.
 */
export interface LocationEvents {
  /** A share started or its position moved: the share as the API serves it. */
  'share.upserted': PublicLocationShare;
  /** Stopped or expired: drop it from the map (nothing about it is kept). */
  'share.ended': { id: string };
  /** A like was added or removed: the new count. */
  'share.liked': { id: string; likesCount: number };
}

/**
 * Convoy maps of community events: PRIVATE — each event goes only to the participants of the
 * event it is about (its audience), sent when the transaction that wrote it commits.
 */
export interface ConvoyEvents {
  /** A participant started sharing or moved: their position as the API serves it. */
  'position.updated': ConvoyPosition;
  /** A participant stopped sharing (or was banned): drop their marker. */
  'member.stopped': { eventId: string; userId: string };
  /** The convoy closed (the event ended, or the map was turned off): every position is gone. */
  ended: { eventId: string };
}

/**
 * Between server instances only: a member's sessions were revoked (ban,
 * "revoke sessions") or their role changed. Every instance remembers `at` for longer than the
 * session cookie cache and re-checks that member's cookies issued before it against the
 * database. Published with an empty audience, so no browser stream ever receives it.
 */
export interface SessionEvents {
  revoked: { userId: string; at: string };
}

/** Every channel and its events: `RealtimeEvents[channel][type]` is the payload type. */
export interface RealtimeEvents {
  forum: ForumEvents;
  notifications: NotificationEvents;
  messages: MessageEvents;
  location: LocationEvents;
  convoy: ConvoyEvents;
  sessions: SessionEvents;
}

export type RealtimeChannel = keyof RealtimeEvents;
export type RealtimeEventType<C extends RealtimeChannel> = keyof RealtimeEvents[C] & string;
export type RealtimePayload<C extends RealtimeChannel, T extends RealtimeEventType<C>> = RealtimeEvents[C][T];

/** Channel names with whether a session is needed (private channels filter per member). */
export const REALTIME_CHANNELS = {
  forum: { private: false },
  notifications: { private: true },
  messages: { private: true },
  location: { private: false },
  convoy: { private: true },
  sessions: { private: true },
} as const satisfies Record<RealtimeChannel, { private: boolean }>;

export const REALTIME_CHANNEL_NAMES = Object.keys(REALTIME_CHANNELS) as RealtimeChannel[];

/** One received event of channel `C`, discriminated by `type`: `{ channel, type, data }`. */
export type RealtimeEvent<C extends RealtimeChannel = RealtimeChannel> = {
  [K in C]: { [T in RealtimeEventType<K>]: { channel: K; type: T; data: RealtimePayload<K, T> } }[RealtimeEventType<K>];
}[C];

/**
 * Every event type of every channel, at run time: an EventSource only delivers named events to
 * listeners added for each name (`<channel>.<type>`), so the web client (lib/event-stream.ts)
 * listens to these. The type check makes the list exactly the keys of {@link RealtimeEvents}.
 */
export const REALTIME_EVENT_TYPES = {
  forum: ['topic.created', 'topic.updated', 'topic.deleted', 'reply.created', 'reply.deleted', 'reply.accepted', 'vote.changed'],
  notifications: ['changed'],
  messages: ['created', 'unread', 'read'],
  location: ['share.upserted', 'share.ended', 'share.liked'],
  convoy: ['position.updated', 'member.stopped', 'ended'],
  sessions: ['revoked'],
} as const satisfies { [C in RealtimeChannel]: readonly RealtimeEventType<C>[] };
// Fails to compile when a channel's event is missing above.
type MissingEventTypes = { [C in RealtimeChannel]: Exclude<RealtimeEventType<C>, (typeof REALTIME_EVENT_TYPES)[C][number]> }[RealtimeChannel];
const allEventTypesListed: [MissingEventTypes] extends [never] ? true : false = true;
void allEventTypesListed;

/** Data of the `ready` event sent first on every (re)connection. */
export interface RealtimeReady {
  channels: RealtimeChannel[];
}

/** Heartbeat comment interval and the reconnect delay the server asks for. */
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RETRY_MS = 5_000;
/** The SSE endpoint. */
export const REALTIME_PATH = '/api/events';

export function isRealtimeChannel(name: string): name is RealtimeChannel {
  return Object.prototype.hasOwnProperty.call(REALTIME_CHANNELS, name);
}

/** The SSE `event:` field of a channel's event: `<channel>.<type>`, e.g. `forum.reply.created`. */
export function realtimeEventName<C extends RealtimeChannel>(channel: C, type: RealtimeEventType<C>): string {
  return `${channel}.${type}`;
}

/** The address to subscribe to some channels: `/api/events?channels=a,b`. */
export function realtimeUrl(channels: readonly RealtimeChannel[]): string {
  return `${REALTIME_PATH}?channels=${channels.map(encodeURIComponent).join(',')}`;
}

/** The part of the browser's EventSource the helper below needs. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  removeEventListener(type: string, listener: (event: { data: string }) => void): void;
}

/**
 * Listen to one typed event on an EventSource; returns the function that stops listening.
 * Malformed data is ignored.
 */
export function onRealtimeEvent<C extends RealtimeChannel, T extends RealtimeEventType<C>>(
  source: EventSourceLike,
  channel: C,
  type: T,
  handler: (data: RealtimePayload<C, T>) => void,
): () => void {
  const name = realtimeEventName(channel, type);
  const listener = (event: { data: string }) => {
    let data: RealtimePayload<C, T>;
    try {
      data = JSON.parse(event.data) as RealtimePayload<C, T>;
    } catch {
      return;
    }
    handler(data);
  };
  source.addEventListener(name, listener);
  return () => source.removeEventListener(name, listener);
}
