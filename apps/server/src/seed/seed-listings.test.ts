/** The demo seed's listings: the showcase with its panel map, report and history, the others across cities and prices, one sold. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListingCard, ListingDetail } from '@garaj/shared';
import { as } from '../../test/helpers.ts';
import { useSeededTestApp, type SeededTestApp } from '../../test/seeded-app.ts';
import { queryRows } from '../db/client.ts';
import { expertReportPdf } from './seed-listings.ts';

let t: SeededTestApp;
useSeededTestApp((seeded) => {
  t = seeded;
});

const get = (url: string) => as(t.app, null, { method: 'GET', url });

describe('demo listings', () => {
  it('lists for-sale garages across cities and prices, and keeps one sold', async () => {
    const active = (await get('/api/listings?limit=50')).json().items as ListingCard[];
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(new Set(active.map((c) => c.city)).size).toBeGreaterThanOrEqual(4);
    expect(active.every((c) => c.priceTl !== null && c.status === 'active')).toBe(true);
    const withSold = (await get('/api/listings?limit=50&includeSold=true')).json().items as ListingCard[];
    expect(withSold.filter((c) => c.status === 'sold').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the garages for sale exactly while their listing is active', async () => {
    const mismatched = await queryRows(
      t.app.deps.db,
      sql`select g.id from garages g left join listings l on l.garage_id = g.id
          where g.is_for_sale <> coalesce(l.status = 'active', false) or (g.is_for_sale and g.sale_price is null)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('shows the showcase with its panel map, damage record, report and history', async () => {
    const [card] = (await get(`/api/listings?q=${encodeURIComponent('Pist Canavarı F80')}`)).json().items as ListingCard[];
    const listing = (await get(`/api/listings/${card!.garageId}`)).json() as ListingDetail;
    const states = Object.values(listing.panels);
    expect(states.filter((s) => s === 'painted')).toHaveLength(2);
    expect(states.filter((s) => s === 'replaced')).toHaveLength(1);
    expect(listing).toMatchObject({ tradeIn: true, tramerTl: 18_500, shareHistory: true, brand: 'BMW', model: 'M3' });
    const report = await t.app.inject({ method: 'GET', url: listing.expertReport!.url });
    expect(report.statusCode).toBe(200);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(listing.history!.maintenance.length).toBeGreaterThan(3);
    expect(listing.history!.modifications.length).toBeGreaterThan(0);
    expect(listing.history!.maintenance.filter((e) => e.recordedLate)).toHaveLength(1);
  });
});

describe('expertReportPdf', () => {
  it('writes a cross-reference table whose offsets point at the objects', () => {
    const pdf = expertReportPdf(['Ekspertiz Raporu', 'Tramer (yok)']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(pdf).toContain('(Tramer \\(yok\\)) Tj');
  });
});
