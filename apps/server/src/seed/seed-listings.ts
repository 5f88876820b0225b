/**
 * Demo listings: every demo garage whose owner set a sale price becomes an active listing at
 * that price; two garages that were not for sale are listed too, and one is listed and sold, so
 * the search's filters, orders and "satılanlar dahil" all have something to show. The showcase
 * is the BMW M3 "Pist Canavarı F80": two painted panels and a replaced one, a damage record,
 * open to a trade-in, an expert report (a small PDF written here, no download) and its history
 * shared — its service logs are dated as recorded on the day, except the oldest, entered weeks
 * after, which the listing page marks "sonradan kaydedildi".
 *
 * The listings module's rule holds: `garages.is_for_sale` and `sale_price` are written from the
 * listing. The report's file is stored before the seed's transaction commits; should the
 * transaction fail, that one small file stays behind without a row.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PROVINCES, type ListingPanel, type PanelMap, type PanelState } from '@garaj/shared';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema/index.ts';
import { documentKey } from '../lib/document-keys.ts';
import type { Storage } from '../lib/storage.ts';
import { salePriceText, vehicleColumns } from '../modules/listings/listings.service.ts';

/** A demo garage as seed.ts plans it (only what a listing needs). */
export interface SeedListingPlan {
  id: string;
  createdAt: Date;
  owner: { id: string; location: string };
  spec: { name: string; vehicleType: 'car' | 'motorcycle'; brand: string; model: string; year: number; location?: string; salePrice?: string };
}

interface ListingSpec {
  km: number;
  tradeIn: boolean;
  tramerTl: number | null;
  panels: PanelMap;
  description: string | null;
  shareHistory: boolean;
  /** Days before now it was published. */
  publishedDaysAgo: number;
  /** When set: the asking price of a garage without a sale price. */
  priceTl?: number;
  /** Days before now it was sold. */
  soldDaysAgo?: number;
  expertReport?: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const SHOWCASE = 'Pist Canavarı F80';

/** Every panel original but the ones named. */
const panelsWith = (changed: Partial<Record<ListingPanel, PanelState>>): PanelMap => ({
  front_bumper: 'original',
  hood: 'original',
  roof: 'original',
  trunk: 'original',
  rear_bumper: 'original',
  front_left_fender: 'original',
  front_right_fender: 'original',
  front_left_door: 'original',
  front_right_door: 'original',
  rear_left_door: 'original',
  rear_right_door: 'original',
  rear_left_fender: 'original',
  rear_right_fender: 'original',
  ...changed,
});

/** The listings by garage name (demo garages of seed-data.ts). */
const LISTINGS: Record<string, ListingSpec> = {
  [SHOWCASE]: {
    km: 58_400,
    tradeIn: true,
    tramerTl: 18_500,
    panels: panelsWith({ front_bumper: 'painted', front_left_fender: 'painted', hood: 'replaced' }),
    description:
      'Yetkili servis bakımlı, DCT şanzıman. Ön tampon ve sol ön çamurluk taş izleri için boyandı, kaput pist gününde çarpan kuş yüzünden orijinal parçayla değişti; 18.500 TL tramer kaydı bu. Pist parçaları araçla birlikte verilir, daha pahalı bir araçla takasa açığım.',
    shareHistory: true,
    publishedDaysAgo: 12,
    expertReport: true,
  },
  'Kırmızı E30': {
    km: 214_000,
    tradeIn: false,
    tramerTl: 0,
    panels: panelsWith({ roof: 'painted', rear_left_fender: 'local_painted' }),
    description: 'Restorasyon faturaları ve eski ruhsatları dosyada. Takas düşünmüyorum.',
    shareHistory: true,
    publishedDaysAgo: 30,
  },
  Coyote: {
    km: 67_000,
    tradeIn: true,
    tramerTl: 42_000,
    panels: panelsWith({ rear_bumper: 'replaced', trunk: 'painted' }),
    description: 'Arka tampon park hasarından değişti, bagaj kapağı boyalı. Egzoz sistemi orijinaline dönebilir.',
    shareHistory: false,
    publishedDaysAgo: 5,
  },
  'Kırk Yıllık Dost': {
    km: 311_000,
    tradeIn: true,
    tramerTl: null,
    panels: panelsWith({ front_left_door: 'local_painted', front_right_door: 'local_painted' }),
    description: 'Garaj arabası, kışları çalıştırılmadı. Muayenesi yeni.',
    shareHistory: false,
    publishedDaysAgo: 45,
  },
  'Guards Red 991': {
    km: 41_000,
    tradeIn: false,
    tramerTl: 0,
    panels: panelsWith({}),
    description: 'Boyasız, değişensiz. Porsche Approved servis geçmişi.',
    shareHistory: true,
    publishedDaysAgo: 2,
  },
  'Evo IX': {
    km: 132_000,
    tradeIn: true,
    tramerTl: 7_800,
    panels: panelsWith({ front_bumper: 'replaced', hood: 'painted' }),
    description: null,
    shareHistory: false,
    publishedDaysAgo: 20,
  },
  '81 İl Hedefi': {
    km: 52_000,
    tradeIn: false,
    tramerTl: 0,
    panels: {},
    description: 'Çantalar ve koruma demirleri dahil. 81 ilin 64’ü tamam, gerisini yeni sahibi görsün.',
    shareHistory: true,
    publishedDaysAgo: 9,
  },
  'Ekonomik Egea': {
    priceTl: 780_000,
    km: 48_000,
    tradeIn: true,
    tramerTl: 0,
    panels: panelsWith({}),
    description: 'İlk sahibinden, bakımları zamanında yapıldı.',
    shareHistory: true,
    publishedDaysAgo: 7,
  },
  'Mavi i20 N': {
    priceTl: 1_890_000,
    km: 23_500,
    tradeIn: false,
    tramerTl: null,
    panels: panelsWith({ rear_right_door: 'local_painted' }),
    description: null,
    shareHistory: false,
    publishedDaysAgo: 15,
  },
  'Kırmızı Roadster': {
    priceTl: 1_150_000,
    km: 88_000,
    tradeIn: false,
    tramerTl: 0,
    panels: panelsWith({ front_bumper: 'painted' }),
    description: 'Yazlık eğlence arabası; yeni sahibi İzmir’den.',
    shareHistory: true,
    publishedDaysAgo: 75,
    soldDaysAgo: 40,
  },
};

/** Digits of a seed sale price text ('4.750.000 TL' → 4750000). */
const priceOf = (text: string) => Number(text.replace(/\D/g, ''));

/**
 * A minimal valid one-page PDF (Helvetica, ASCII text), built with a correct cross-reference
 * table so viewers open it without repairing it.
 */
export function expertReportPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 14 Tf', '72 760 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Writes the demo listings with `tx` (inside the seed's transaction) and the showcase's expert
 * report with `storage`. Returns how many listings it wrote.
 */
export async function seedListings(tx: Db, storage: Storage, plans: readonly SeedListingPlan[], now: number = Date.now()): Promise<number> {
  let written = 0;
  for (const plan of plans) {
    const spec = LISTINGS[plan.spec.name];
    const askingPrice = plan.spec.salePrice ? priceOf(plan.spec.salePrice) : spec?.priceTl;
    if (!spec || !askingPrice) continue;
    const location = plan.spec.location ?? plan.owner.location;
    const city = PROVINCES.includes(location) ? location : 'İstanbul';
    const publishedAt = new Date(Math.max(plan.createdAt.getTime() + DAY, now - spec.publishedDaysAgo * DAY));
    const soldAt = spec.soldDaysAgo === undefined ? null : new Date(Math.max(publishedAt.getTime() + DAY, now - spec.soldDaysAgo * DAY));
    let reportId: string | null = null;
    if (spec.expertReport) {
      reportId = randomUUID();
      const pdf = expertReportPdf([
        'Ekspertiz Raporu',
        `${plan.spec.brand} ${plan.spec.model} (${plan.spec.year}) - ${spec.km.toLocaleString('tr-TR')} km`,
        'Kaporta: on tampon ve sol on camurluk boyali, kaput degisen.',
        'Motor, sanziman ve yuruyen aksam: kusursuz.',
        `Tramer kaydi: ${spec.tramerTl?.toLocaleString('tr-TR') ?? '-'} TL`,
      ]);
      await storage.put(documentKey(reportId, 'pdf'), pdf, 'application/pdf');
      await tx.insert(documents).values({ id: reportId, ownerId: plan.owner.id, purpose: 'expert_report', kind: 'pdf', name: 'ekspertiz-raporu.pdf', bytes: pdf.length, createdAt: new Date(publishedAt.getTime() - DAY) });
    }
    const v = vehicleColumns({ name: plan.spec.name, vehicleType: plan.spec.vehicleType, brand: plan.spec.brand, model: plan.spec.model, year: plan.spec.year });
    const status = soldAt ? 'sold' : 'active';
    await tx.execute(sql`
      insert into listings (garage_id, user_id, status, price_tl, km, city, trade_in, tramer_tl, panels, expert_report_id, description,
        share_history, vehicle_type, car_brand, car_model, car_year, brand_key, model_key, search_text, published_at, sold_at, created_at, updated_at)
      values (${plan.id}, ${plan.owner.id}, ${status}, ${askingPrice}, ${spec.km}, ${city}, ${spec.tradeIn}, ${spec.tramerTl},
        ${JSON.stringify(plan.spec.vehicleType === 'motorcycle' ? {} : spec.panels)}::jsonb, ${reportId}, ${spec.description}, ${spec.shareHistory},
        ${v.vehicle_type}, ${v.car_brand}, ${v.car_model}, ${v.car_year}, ${v.brand_key}, ${v.model_key}, ${v.search_text},
        ${publishedAt.toISOString()}::timestamptz, ${soldAt?.toISOString() ?? null}::timestamptz, ${publishedAt.toISOString()}::timestamptz,
        ${(soldAt ?? publishedAt).toISOString()}::timestamptz)`);
    await tx.execute(sql`update garages set is_for_sale = ${!soldAt}, sale_price = ${soldAt ? null : salePriceText(askingPrice)} where id = ${plan.id}`);
    if (plan.spec.name === SHOWCASE) {
      // Logged on the day of the service, except the oldest, entered weeks later.
      await tx.execute(sql`update maintenance_logs set created_at = least(now(), serviced_on + interval '17 hours') where garage_id = ${plan.id}`);
      await tx.execute(sql`
        update maintenance_logs set created_at = serviced_on + interval '52 days 11 hours'
        where id = (select id from maintenance_logs where garage_id = ${plan.id} order by serviced_on, id limit 1)`);
    }
    written++;
  }
  return written;
}
