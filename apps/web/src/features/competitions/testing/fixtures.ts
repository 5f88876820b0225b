/** Competitions test data as the API sends it (the fetch mock is test/fetch-mock.ts). */
import type { CompetitionDetail, GarageCard } from '@garaj/shared';

export const COMPETITION_ID = '33333333-3333-4333-8333-333333333333';

export function makeCompetition(overrides: Partial<CompetitionDetail> = {}): CompetitionDetail {
  return {
    id: COMPETITION_ID,
    title: 'En Temiz Garaj',
    description: 'Aracınızın en temiz halini paylaşın.',
    category: 'clean',
    status: 'active',
    startsAt: '2026-11-01T10:00:00.000Z',
    endsAt: '2026-12-01T10:00:00.000Z',
    participants: 3,
    maxParticipants: 50,
    prize: 'Temizlik seti',
    rules: ['Araç size ait olmalı'],
    image: null,
    finalizedAt: null,
    winners: [],
    myEntryId: null,
    myVoteEntryId: null,
    votesCount: 4,
    canManage: false,
    ...overrides,
  };
}

export function makeGarage(overrides: Partial<GarageCard> = {}): GarageCard {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Işıklı E36',
    description: null,
    vehicleType: 'car',
    carBrand: 'BMW',
    carModel: '3 Serisi',
    carYear: 1996,
    modificationType: null,
    location: null,
    isForSale: false,
    salePrice: null,
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    cover: null,
    owner: { id: 'u9', username: 'ayse', fullName: null, avatar: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    likedByMe: false,
    favoritedByMe: false,
    ...overrides,
  };
}
