/**
 * What leaves the server about private messages (packages/shared/src/schemas/messages.ts): the
 * other member's public facts, the garage, message text and image — never a member's e-mail,
 * nor another conversation's existence.
 */
import type { BlockedMember, ConversationDetail, ConversationGarage, ConversationSummary, MessageItem, MessageRefusal } from '@garaj/shared';
import { presentImage, presentImageOrUrl } from '../../lib/image-view.ts';
import { presentMemberRow, type MemberRow } from '../../lib/member-rows.ts';
import type { BlockRow } from '../users/index.ts';
import type { ConversationGarageRow, ConversationRow, MessageRow } from './messages.queries.ts';

/** Characters of the last message shown in the inbox. */
export const EXCERPT_CHARS = 120;

const iso = (value: string) => new Date(value).toISOString();


export function presentMessage(row: MessageRow): MessageItem {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    image: row.image ? presentImage(row.image) : null,
    createdAt: iso(row.createdAt),
  };
}

function presentGarage(row: ConversationGarageRow | undefined): ConversationGarage | null {
  if (!row) return null;
  const { cover, coverUrl, ...facts } = row;
  return { ...facts, salePrice: facts.isForSale ? facts.salePrice : null, cover: presentImageOrUrl(cover, coverUrl) };
}

/** The parts a conversation is shown with, read after its page was cut. */
export interface ConversationParts {
  members: Map<string, MemberRow>;
  garages: Map<string, ConversationGarageRow>;
  lastMessages: Map<string, MessageRow>;
}

export function presentConversation(row: ConversationRow, parts: ConversationParts): ConversationSummary {
  const other = parts.members.get(row.otherId);
  const last = parts.lastMessages.get(row.id);
  return {
    id: row.id,
    other: other ? presentMemberRow(other) : null,
    garage: row.garageId ? presentGarage(parts.garages.get(row.garageId)) : null,
    lastMessage: last
      ? { senderId: last.senderId, excerpt: last.body.replace(/\s+/g, ' ').slice(0, EXCERPT_CHARS), hasImage: last.image !== null, createdAt: iso(last.createdAt) }
      : null,
    unreadCount: row.unreadCount,
    updatedAt: iso(row.lastMessageAt),
  };
}

export function presentConversationDetail(
  row: ConversationRow,
  parts: ConversationParts,
  view: { viewerRole: 'member' | 'moderator'; memberIds: [string, string]; refusal: MessageRefusal | null },
): ConversationDetail {
  return {
    ...presentConversation(row, parts),
    viewerRole: view.viewerRole,
    members: view.memberIds.flatMap((id) => {
      const member = parts.members.get(id);
      return member ? [presentMemberRow(member)] : [];
    }),
    refusal: view.refusal,
    otherReadAt: row.otherReadAt ? iso(row.otherReadAt) : null,
  };
}

export function presentBlock(row: BlockRow): BlockedMember {
  return { member: presentMemberRow(row.member), blockedAt: iso(row.blockedAt) };
}
