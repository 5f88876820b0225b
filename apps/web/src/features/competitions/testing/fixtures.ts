/** Competitions test data as the API sends it, and a fetch mock (the competitions tests' own; features never import each other). */
import type { CompetitionDetail, GarageCard } from '@garaj/shared';
import { vi } from 'vitest';

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

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message = code): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** Replaces `fetch`; `handler` gets the parsed URL (relative to http://localhost) and the options. */
export function mockFetch(handler: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(new URL(raw, 'http://localhost'), init));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
