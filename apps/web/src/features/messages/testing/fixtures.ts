import type { ConversationDetail, ConversationSummary, GarageDetail, MemberSummary, MessageItem } from '@garaj/shared';
import { NO_BUILD_LOG, NO_PERFORMANCE_FIGURES } from '@/test/garage-figures';
import type { CurrentUser } from '@/lib/session';

export const CONVERSATION_ID = '22222222-2222-4222-8222-222222222222';
export const GARAGE_ID = '11111111-1111-4111-8111-111111111111';

/** The signed-in viewer of these tests (id `me`). */
export const me: CurrentUser = { id: 'me', email: 'ben@example.com', username: 'ben', displayUsername: 'ben', role: 'user', image: null, emailVerified: true };

export const member = (username: string, id = username): MemberSummary => ({ id, username, fullName: null, avatar: null });

export function makeMessage(overrides: Partial<MessageItem> = {}): MessageItem {
  return { id: 'm1', conversationId: CONVERSATION_ID, senderId: 'ali', body: 'Merhaba', image: null, createdAt: '2025-05-01T10:00:00.000Z', ...overrides };
}

export function makeSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: CONVERSATION_ID,
    other: member('ali'),
    garage: null,
    lastMessage: { senderId: 'ali', excerpt: 'Merhaba', hasImage: false, createdAt: '2025-05-01T10:00:00.000Z' },
    unreadCount: 0,
    updatedAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...makeSummary(),
    viewerRole: 'member',
    members: [member('ben', 'me'), member('ali')],
    refusal: null,
    otherReadAt: null,
    ...overrides,
  };
}

/** A garage for sale as `GET /api/garages/:id` answers (the compose page's card). */
export function makeGarageForSale(overrides: Partial<GarageDetail> = {}): GarageDetail {
  return {
    ...NO_PERFORMANCE_FIGURES,
    ...NO_BUILD_LOG,
    id: GARAGE_ID,
    name: 'Gece Mavisi E36',
    description: null,
    vehicleType: 'car',
    carBrand: 'BMW',
    carModel: '3 Serisi',
    carYear: 1996,
    modificationType: null,
    location: null,
    isForSale: true,
    salePrice: '850000',
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    cover: null,
    owner: member('ali'),
    createdAt: '2025-05-01T10:00:00.000Z',
    likedByMe: false,
    favoritedByMe: false,
    priceRange: null,
    photos: [],
    modifications: [],
    updatedAt: '2025-05-01T10:00:00.000Z',
    isMine: false,
    ownerGarages: [],
    ...overrides,
  };
}
