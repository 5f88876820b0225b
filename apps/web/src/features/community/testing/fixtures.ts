/** Test data of the community feature's component tests (shapes of packages/shared schemas/community.ts). */
import type { CommunityEvent, CommunitySummary, EventPage, ForumCategory } from '@garaj/shared';

let n = 0;
export function makeEvent(overrides: Partial<CommunityEvent> = {}): CommunityEvent {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Buluşma ${n}`,
    description: 'Açıklama',
    category: 'drift',
    startsAt: '2026-12-05T11:00:00.000Z',
    endsAt: '2026-12-05T14:00:00.000Z',
    durationMinutes: 180,
    location: 'İstanbul Park',
    capacity: 20,
    image: null,
    participantsCount: 4,
    status: 'upcoming',
    isFull: false,
    joined: false,
    canManage: false,
    latitude: null,
    longitude: null,
    convoyEnabled: false,
    ...overrides,
  };
}

export const eventPage = (items: CommunityEvent[], total = items.length): EventPage => ({ items, total, page: 1, pageSize: 20 });

export function makeCategory(overrides: Partial<ForumCategory> = {}): ForumCategory {
  return {
    id: 'engine',
    name: 'Motor',
    nameEn: 'Engine',
    description: 'Motor soruları',
    descriptionEn: 'Engine questions',
    icon: 'cog',
    isQa: true,
    position: 0,
    topicsCount: 3,
    repliesCount: 5,
    membersCount: 2,
    lastPost: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<CommunitySummary> = {}): CommunitySummary {
  return {
    stats: { members: 1234, garages: 56, topics: 78, upcomingEvents: 3 },
    forumCategories: [makeCategory({ id: 'engine', name: 'Motor' }), makeCategory({ id: 'tuning', name: 'Modifikasyon' }), makeCategory({ id: 'general', name: 'Genel Sohbet' })],
    topMembers: [
      { id: 'u1', username: 'ayse', displayName: 'Ayşe Kaya', avatar: null, reputation: 320, postsCount: 12, isExpert: true, level: 'gold', rank: 1 },
      { id: 'u2', username: 'mehmet', displayName: 'mehmet', avatar: null, reputation: 60, postsCount: 4, isExpert: false, level: 'silver', rank: 2 },
      { id: 'u3', username: 'can', displayName: 'Can', avatar: null, reputation: 10, postsCount: 1, isExpert: false, level: 'bronze', rank: 3 },
    ],
    highlights: {
      garageOfWeek: { id: 'g1', name: 'Beyaz Supra', carBrand: 'Toyota', carModel: 'Supra', cover: null, ownerUsername: 'ayse', likesThisWeek: 7 },
      postOfWeek: { slug: 'turbo-rehberi', title: 'Turbo Rehberi', cover: null, viewsThisWeek: 42 },
      newestMember: { username: 'yeni_uye', displayName: 'Yeni Üye', avatar: null, joinedAt: '2026-11-20T10:00:00.000Z' },
      topicOfWeek: null,
    },
    ...overrides,
  };
}
