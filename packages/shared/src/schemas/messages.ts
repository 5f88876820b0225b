/**
 * API shapes of private messages (docs/api.md "Messages"): one conversation per pair of members,
 * optionally about a garage (a for-sale garage's "Satıcıya Mesaj Gönder"), its messages (plain
 * text, links shown as links, at most one uploaded image each), read state and unread counts;
 * blocks between members and who may start a conversation with a member.
 */
import { z } from 'zod';
import { pageQuery, type Page } from './common.ts';
import type { ImageView, MemberSummary } from './garage.ts';

/** Characters of one message's text. */
export const MESSAGE_BODY_MAX = 4000;
/** Messages per page of a conversation; conversations per page of the inbox. */
export const MESSAGE_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_SIZE = 20;
/**
 * A member whose account is younger than NEW_MEMBER_HOURS starts at most
 * NEW_MEMBER_CONVERSATIONS_PER_DAY new conversations in 24 hours (a spammer's fresh accounts).
 */
export const NEW_MEMBER_HOURS = 24;
export const NEW_MEMBER_CONVERSATIONS_PER_DAY = 3;
/** The unread badge counts conversations up to this figure (shown as "99+"). */
export const MESSAGE_UNREAD_CAP = 99;

/** Who may start a conversation with a member: everyone, the members they follow, nobody. */
export const MESSAGE_POLICIES = ['everyone', 'following', 'nobody'] as const;
export type MessagePolicy = (typeof MESSAGE_POLICIES)[number];

const messageBody = z.string({ message: 'REQUIRED' }).trim().max(MESSAGE_BODY_MAX, { message: 'TOO_LONG' });
const imageId = z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null);

/** A message needs text, an image or both. */
const withContent = <T extends { body: string; imageId: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.body && !v.imageId) ctx.addIssue({ code: 'custom', path: ['body'], message: 'MESSAGE_EMPTY' });
};

/** `POST /api/messages/conversations/:id/messages` body. */
export const sendMessageInput = z.object({ body: messageBody, imageId }).superRefine(withContent);
export type SendMessageInput = z.input<typeof sendMessageInput>;

/**
 * `POST /api/messages/conversations` body: the first message to `username` (or the next one,
 * when the two already have a conversation); `garageId` names the garage it is about.
 */
export const startConversationInput = z
  .object({
    username: z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(100, { message: 'TOO_LONG' }),
    garageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null),
    body: messageBody,
    imageId,
  })
  .superRefine(withContent);
export type StartConversationInput = z.input<typeof startConversationInput>;

/** `GET /api/messages/conversations?cursor=&limit=` and `…/:id/messages?cursor=&limit=`. */
export const messageListQuery = pageQuery;

/** `PUT /api/me/message-settings` body. */
export const messageSettingsInput = z.object({ policy: z.enum(MESSAGE_POLICIES, { message: 'VALUE_INVALID' }) });
export type MessageSettings = z.infer<typeof messageSettingsInput>;

/** The garage a conversation is about, shown at its top. */
export interface ConversationGarage {
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number | null;
  isForSale: boolean;
  /** The asking price as its owner wrote it (e.g. '1.250.000 TL'), when for sale. */
  salePrice: string | null;
  cover: ImageView | null;
}

/** One message. `body` is plain text (the page shows its http(s) addresses as links). */
export interface MessageItem {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  image: ImageView | null;
  createdAt: string;
}

/** A conversation in the member's inbox, last message first. */
export interface ConversationSummary {
  id: string;
  /** The other member; null when their account is gone. */
  other: MemberSummary | null;
  garage: ConversationGarage | null;
  lastMessage: { senderId: string; excerpt: string; hasImage: boolean; createdAt: string } | null;
  /** Messages the viewer has not read yet. */
  unreadCount: number;
  updatedAt: string;
}

/** Why the viewer cannot write in a conversation (or to a member); null when they can. */
export type MessageRefusal = 'blocked_by_me' | 'blocked_me' | 'policy' | 'self' | 'moderator_view' | 'gone';

/** `GET /api/messages/conversations/:id`. */
export interface ConversationDetail extends ConversationSummary {
  /** The viewer's part: `member` (one of the two) or `moderator` (a message of it was reported; read only). */
  viewerRole: 'member' | 'moderator';
  /** Both members (a moderator sees who is who). */
  members: MemberSummary[];
  /** Null when the viewer may write; else why not. */
  refusal: MessageRefusal | null;
  /** When the other member last read the conversation (read state); null for a moderator. */
  otherReadAt: string | null;
}

/** `GET /api/messages/with/:username`: whether the viewer may write to a member, and their conversation. */
export interface MessageRecipient {
  member: MemberSummary;
  conversationId: string | null;
  refusal: MessageRefusal | null;
}

/** `POST /api/messages/conversations`: the conversation (new or existing) and the message written. */
export interface ConversationStarted {
  conversationId: string;
  message: MessageItem;
}

/** The header's badge: conversations with unread messages (capped at MESSAGE_UNREAD_CAP). */
export interface MessageUnreadCount {
  unreadConversations: number;
}

export type ConversationPage = Page<ConversationSummary>;
export type MessagePage = Page<MessageItem>;

/** `GET /api/me/blocks`: the members the viewer blocked, newest first. */
export interface BlockedMember {
  member: MemberSummary;
  blockedAt: string;
}
export type BlockedMemberPage = Page<BlockedMember>;

/** `PUT/DELETE /api/users/:username/block`: the state after the call. */
export interface BlockState {
  blocked: boolean;
}
