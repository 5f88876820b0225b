import { describe, expect, it } from 'vitest';
import { listingInput, listingSearchQuery } from './listings.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('listingInput', () => {
  it('reads form text: thousands dots, an empty damage record, unchecked boxes', () => {
    expect(listingInput.parse({ priceTl: '1.250.000', km: '98 000', city: 'İzmir', tramerTl: '' })).toEqual({
      priceTl: 1_250_000,
      km: 98_000,
      city: 'İzmir',
      tradeIn: false,
      tramerTl: null,
      panels: {},
      expertReportId: null,
      description: null,
      shareHistory: false,
    });
  });

  it('requires price, km and a province; refuses unknown panels and states', () => {
    expect(messages(listingInput.safeParse({ priceTl: '', km: '', city: 'Gotham' }))).toMatchObject({ priceTl: 'REQUIRED', km: 'REQUIRED', city: 'VALUE_INVALID' });
    expect(listingInput.safeParse({ priceTl: 1, km: 0, city: 'Van', panels: { hood: 'dented' } }).success).toBe(false);
    expect(listingInput.safeParse({ priceTl: 1, km: 0, city: 'Van', panels: { spoiler: 'painted' } }).success).toBe(false);
    expect(messages(listingInput.safeParse({ priceTl: 0, km: 0, city: 'Van' }))).toEqual({ priceTl: 'NUMBER_INVALID' });
  });
});

describe('listingSearchQuery', () => {
  it('takes the blank fields of a submitted form as "any"', () => {
    expect(listingSearchQuery.parse({ q: '', make: '', yearMin: '', priceMax: '', city: '' })).toEqual({ sort: 'newest', tradeIn: false, includeSold: false });
  });

  it('reads numbers, flags and the sort', () => {
    expect(listingSearchQuery.parse({ priceMax: '900.000', kmMax: '150000', tradeIn: 'on', includeSold: 'true', sort: 'km_asc' })).toMatchObject({
      priceMax: 900_000,
      kmMax: 150_000,
      tradeIn: true,
      includeSold: true,
      sort: 'km_asc',
    });
    expect(messages(listingSearchQuery.safeParse({ yearMin: '1800' }))).toEqual({ yearMin: 'NUMBER_INVALID' });
  });
});
