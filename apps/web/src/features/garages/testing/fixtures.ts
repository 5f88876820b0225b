import type { GarageCard, GarageDetail, Page } from '@garaj/shared';
import { NO_BUILD_LOG, NO_PERFORMANCE_FIGURES } from '@/test/garage-figures';

/** A garage card as the API sends it. */
export function makeGarage(overrides: Partial<GarageCard> = {}): GarageCard {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Gece Mavisi E36',
    description: 'Hafta sonu pist aracı.',
    vehicleType: 'car',
    carBrand: 'BMW',
    carModel: '3 Serisi',
    carYear: 1996,
    modificationType: 'Track',
    location: 'İzmir',
    isForSale: false,
    salePrice: null,
    likesCount: 3,
    viewsCount: 120,
    commentsCount: 2,
    cover: null,
    owner: { id: 'u1', username: 'mehmet', fullName: 'Mehmet Y.', avatar: null },
    createdAt: '2025-05-01T10:00:00.000Z',
    likedByMe: false,
    favoritedByMe: false,
    ...overrides,
  };
}

export function makeGarageDetail(overrides: Partial<GarageDetail> = {}): GarageDetail {
  return {
    ...makeGarage(),
    ...NO_PERFORMANCE_FIGURES,
    ...NO_BUILD_LOG,
    horsepower: 190,
    torque: 245,
    priceRange: '250k-500k',
    photos: [],
    modifications: [],
    updatedAt: '2025-05-02T10:00:00.000Z',
    isMine: false,
    ownerGarages: [],
    ...overrides,
  };
}

export function page<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}
