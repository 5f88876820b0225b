/**
 * Demo build logs ("Stok vs Şimdi", decision 023): three demo garages get their modifications
 * filled in — odometer, who fitted them (invented shop names), legality category, figures
 * measured before and after — and their stock figures; two of them get a dyno sheet. The sheets
 * are drawn here (an SVG chart rendered by sharp, re-encoded by the image pipeline exactly as an
 * uploaded image is) and stored as `dyno_sheet` documents; nothing is downloaded.
 *
 * Figures: the published stock figures of each model, and plausible results for the described
 * parts (a stage 1 Golf GTI Mk7 at about 290 HP, a slip-on on a Yamaha R6 measured at the
 * wheel). Everything is deterministic; only the ids are random.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { documents, garages, modifications } from '../db/schema/index.ts';
import { documentKey } from '../lib/document-keys.ts';
import { processImage } from '../lib/images.ts';
import type { Storage } from '../lib/storage.ts';

type Figures = Partial<
  Record<'hpBefore' | 'hpAfter' | 'nmBefore' | 'nmAfter' | 'zeroTo100Before' | 'zeroTo100After' | 'kgBefore' | 'kgAfter' | 'dbBefore' | 'dbAfter', number>
>;

interface SeedBuildStep extends Figures {
  /** The demo modification's title (seed-data.ts). */
  title: string;
  odometerKm: number;
  /** A shop's name, or null when the owner fitted it. */
  shop: string | null;
  /** One of LEGALITY_CATEGORY_IDS, or null. */
  legalCategory: string | null;
  measuredAt?: 'wheel' | 'crank';
  /** Draw a dyno sheet of this step under this file name. */
  dynoSheet?: string;
}

interface SeedBuild {
  /** The demo garage's name (seed-data.ts). */
  garage: string;
  stock: { stockHp?: number; stockNm?: number; stockZeroTo100?: number; stockKg?: number; stockDb?: number };
  /** The dyno's rev range, rpm. */
  rpm: [number, number];
  steps: SeedBuildStep[];
}

export const SEED_BUILDS: readonly SeedBuild[] = [
  {
    garage: 'Beyaz Şimşek',
    stock: { stockHp: 245, stockNm: 370, stockZeroTo100: 6.2 },
    rpm: [2000, 6800],
    steps: [
      { title: 'Stage 1 yazılım', odometerKm: 38_200, shop: 'Öztürk Performans', legalCategory: 'ecu_tuning', measuredAt: 'crank', hpBefore: 245, hpAfter: 280, nmBefore: 370, nmAfter: 400, zeroTo100Before: 6.2, zeroTo100After: 5.9, dynoSheet: 'beyaz-simsek-stage1-dyno' },
      { title: 'Downpipe (katalizörlü)', odometerKm: 41_900, shop: 'Körfez Egzoz', legalCategory: 'exhaust_silencer', measuredAt: 'crank', hpBefore: 280, hpAfter: 288, nmBefore: 400, nmAfter: 415, dbBefore: 84, dbAfter: 91 },
      { title: 'Büyük intercooler', odometerKm: 45_300, shop: null, legalCategory: 'intake', measuredAt: 'crank', hpBefore: 288, hpAfter: 290, nmBefore: 415, nmAfter: 420, zeroTo100Before: 5.9, zeroTo100After: 5.6, dynoSheet: 'beyaz-simsek-intercooler-dyno' },
      { title: 'Yay seti (-30 mm)', odometerKm: 48_100, shop: 'Gebze Süspansiyon Merkezi', legalCategory: 'suspension_lowering' },
    ],
  },
  {
    garage: 'Mavi R6',
    stock: { stockKg: 190 },
    rpm: [6000, 16_000],
    steps: [
      { title: 'Slip-on egzoz', odometerKm: 12_400, shop: 'Ege Moto Performans', legalCategory: 'exhaust_silencer', measuredAt: 'wheel', hpBefore: 106, hpAfter: 109, nmBefore: 58, nmAfter: 60, kgBefore: 190, kgAfter: 188, dbBefore: 97, dbAfter: 101.5, dynoSheet: 'mavi-r6-slip-on-dyno' },
      { title: 'Quickshifter', odometerKm: 13_100, shop: null, legalCategory: null, zeroTo100Before: 3.2, zeroTo100After: 3.1 },
      { title: 'Kısa levye seti', odometerKm: 14_800, shop: null, legalCategory: null },
    ],
  },
  {
    garage: 'Championship White',
    stock: { stockHp: 320, stockNm: 400, stockZeroTo100: 5.8, stockKg: 1380 },
    rpm: [2000, 7000],
    steps: [
      { title: 'Pist balatası', odometerKm: 21_500, shop: 'Başkent Fren Merkezi', legalCategory: 'brake_pads_discs' },
      { title: 'Örgülü fren hortumları', odometerKm: 21_500, shop: 'Başkent Fren Merkezi', legalCategory: 'brake_pads_discs' },
      { title: 'Hafif dövme jant 18"', odometerKm: 24_300, shop: 'Çankaya Lastik', legalCategory: 'wheels_listed_size', kgBefore: 1380, kgAfter: 1370 },
    ],
  },
];

export interface SeedBuildGarage {
  garageId: string;
  ownerId: string;
  /** The garage's name, matched against SEED_BUILDS. */
  name: string;
  /** e.g. `Volkswagen Golf GTI 2017`, printed on the dyno sheet. */
  vehicle: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A smooth bump: 0 at `from`, 1 at `peak`, back to `end` (0..1) at `to`. */
function bump(rpm: number, from: number, peak: number, to: number, end: number): number {
  if (rpm <= peak) return Math.sin(((rpm - from) / (peak - from)) * (Math.PI / 2)) ** 0.6;
  return 1 - (1 - end) * ((rpm - peak) / (to - peak)) ** 1.6;
}

/**
 * The dyno sheet of one step as a PNG: power and torque over the rev range, before (dashed) and
 * after (solid), with the shop, the vehicle, the date, the odometer and the peak figures.
 */
export async function drawDynoSheet(build: SeedBuild, step: SeedBuildStep, vehicle: string, date: string): Promise<Buffer> {
  const W = 1400;
  const H = 900;
  const plot = { x: 110, y: 215, w: 1140, h: 545 };
  const [lo, hi] = build.rpm;
  const hpMax = Math.ceil(((step.hpAfter ?? 100) * 1.15) / 50) * 50;
  const nmMax = Math.ceil(((step.nmAfter ?? 100) * 1.15) / 50) * 50;
  const xOf = (rpm: number) => plot.x + ((rpm - lo) / (hi - lo)) * plot.w;
  const yOf = (value: number, max: number) => plot.y + plot.h - (value / max) * plot.h;
  const curve = (peak: number | undefined, max: number, shape: (rpm: number) => number) => {
    if (peak === undefined) return '';
    const points: string[] = [];
    for (let i = 0; i <= 60; i++) {
      const rpm = lo + ((hi - lo) * i) / 60;
      points.push(`${xOf(rpm).toFixed(1)},${yOf(peak * shape(rpm), max).toFixed(1)}`);
    }
    return points.join(' ');
  };
  const span = hi - lo;
  const hpShape = (rpm: number) => Math.max(0.25, bump(rpm, lo - span * 0.35, lo + span * 0.78, hi, 0.93));
  const nmShape = (rpm: number) => Math.max(0.45, bump(rpm, lo - span * 0.25, lo + span * 0.3, hi, 0.72));
  const grid: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const y = plot.y + (plot.h * i) / 10;
    grid.push(`<line x1="${plot.x}" y1="${y}" x2="${plot.x + plot.w}" y2="${y}" stroke="#d9dee5" stroke-width="1"/>`);
    grid.push(`<text x="${plot.x - 12}" y="${y + 5}" font-size="16" text-anchor="end" fill="#c62828">${Math.round(hpMax - (hpMax * i) / 10)}</text>`);
    grid.push(`<text x="${plot.x + plot.w + 12}" y="${y + 5}" font-size="16" fill="#1565c0">${Math.round(nmMax - (nmMax * i) / 10)}</text>`);
  }
  const ticks = 8;
  for (let i = 0; i <= ticks; i++) {
    const rpm = Math.round((lo + (span * i) / ticks) / 100) * 100;
    const x = xOf(rpm);
    grid.push(`<line x1="${x}" y1="${plot.y}" x2="${x}" y2="${plot.y + plot.h}" stroke="#d9dee5" stroke-width="1"/>`);
    grid.push(`<text x="${x}" y="${plot.y + plot.h + 28}" font-size="16" text-anchor="middle" fill="#37474f">${rpm.toLocaleString('tr-TR')}</text>`);
  }
  const where = step.measuredAt === 'wheel' ? 'Tekerden (şasi dinamometresi)' : 'Krank (motor çıkışı, hesaplanan)';
  const peak = (hp?: number, nm?: number) => [hp !== undefined ? `${hp} HP` : null, nm !== undefined ? `${nm} Nm` : null].filter(Boolean).join(' / ');
  const line = (points: string, color: string, dashed: boolean) =>
    points ? `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="${dashed ? 3 : 4}" ${dashed ? 'stroke-dasharray="10 8" opacity="0.7"' : ''}/>` : '';
  const shop = step.shop ?? 'Sahibi tarafından ölçtürüldü';

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, sans-serif">
  <rect width="${W}" height="${H}" fill="#ffffff"/>
  <rect width="${W}" height="120" fill="#263238"/>
  <text x="40" y="55" font-size="34" font-weight="bold" fill="#ffffff">DİNAMOMETRE ÖLÇÜM RAPORU</text>
  <text x="40" y="95" font-size="20" fill="#cfd8dc">${escapeXml(shop)} · ${escapeXml(step.title)}</text>
  <text x="${W - 40}" y="55" font-size="20" text-anchor="end" fill="#ffffff">${escapeXml(vehicle)}</text>
  <text x="${W - 40}" y="95" font-size="18" text-anchor="end" fill="#cfd8dc">${escapeXml(date)} · ${step.odometerKm.toLocaleString('tr-TR')} km</text>
  <text x="40" y="158" font-size="18" fill="#37474f">Ölçüm: ${escapeXml(where)} · SAE J1349 düzeltmeli</text>
  <text x="${W - 40}" y="158" font-size="18" text-anchor="end" fill="#37474f">Önce: ${escapeXml(peak(step.hpBefore, step.nmBefore))} · Sonra: ${escapeXml(peak(step.hpAfter, step.nmAfter))}</text>
  ${grid.join('\n  ')}
  <rect x="${plot.x}" y="${plot.y}" width="${plot.w}" height="${plot.h}" fill="none" stroke="#90a4ae" stroke-width="2"/>
  ${line(curve(step.hpBefore, hpMax, hpShape), '#c62828', true)}
  ${line(curve(step.nmBefore, nmMax, nmShape), '#1565c0', true)}
  ${line(curve(step.hpAfter, hpMax, hpShape), '#c62828', false)}
  ${line(curve(step.nmAfter, nmMax, nmShape), '#1565c0', false)}
  <text x="${plot.x - 70}" y="${plot.y - 14}" font-size="18" font-weight="bold" fill="#c62828">Güç (HP)</text>
  <text x="${plot.x + plot.w + 70}" y="${plot.y - 14}" font-size="18" font-weight="bold" text-anchor="end" fill="#1565c0">Tork (Nm)</text>
  <text x="${plot.x + plot.w / 2}" y="${H - 60}" font-size="18" text-anchor="middle" fill="#37474f">Motor devri (d/d)</text>
  <line x1="40" y1="${H - 24}" x2="90" y2="${H - 24}" stroke="#455a64" stroke-width="3" stroke-dasharray="10 8"/>
  <text x="100" y="${H - 18}" font-size="16" fill="#455a64">Önce</text>
  <line x1="170" y1="${H - 24}" x2="220" y2="${H - 24}" stroke="#455a64" stroke-width="4"/>
  <text x="230" y="${H - 18}" font-size="16" fill="#455a64">Sonra</text>
</svg>`;
  return sharp(Buffer.from(svg, 'utf8'), { density: 72 }).png().toBuffer();
}

/**
 * Fills in the demo build logs with `tx` (inside the seed's transaction, after the modifications
 * were written) and stores their dyno sheets in `storage`. Garages of SEED_BUILDS missing from
 * `garageList` (another seed batch) are skipped. Returns how many dyno sheets it stored.
 */
export async function seedBuildLogs(tx: Db, storage: Storage, garageList: SeedBuildGarage[]): Promise<number> {
  let sheets = 0;
  for (const build of SEED_BUILDS) {
    const garage = garageList.find((g) => g.name === build.garage);
    if (!garage) continue;
    await tx.update(garages).set(build.stock).where(eq(garages.id, garage.garageId));
    for (const { title, shop, dynoSheet, ...step } of build.steps) {
      const [mod] = await tx
        .select({ id: modifications.id, installedOn: modifications.installedOn, createdAt: modifications.createdAt })
        .from(modifications)
        .where(and(eq(modifications.garageId, garage.garageId), eq(modifications.title, title)))
        .limit(1);
      if (!mod) throw new Error(`seed build log: no modification "${title}" on "${build.garage}"`);
      let dynoSheetId: string | null = null;
      if (dynoSheet) {
        const date = mod.installedOn ?? mod.createdAt.toISOString().slice(0, 10);
        const png = await drawDynoSheet(build, { title, shop, ...step }, garage.vehicle, date.split('-').reverse().join('.'));
        const processed = await processImage(png);
        const data = processed.variants[processed.variants.length - 1]!.data;
        dynoSheetId = randomUUID();
        await storage.put(documentKey(dynoSheetId, 'image'), data, 'image/webp');
        await tx.insert(documents).values({
          id: dynoSheetId,
          ownerId: garage.ownerId,
          purpose: 'dyno_sheet',
          kind: 'image',
          name: `${dynoSheet}.webp`,
          bytes: data.length,
          createdAt: new Date(`${date}T12:00:00Z`),
        });
        sheets += 1;
      }
      await tx
        .update(modifications)
        .set({ ...step, doneBy: shop ? 'shop' : 'self', shopName: shop, dynoSheetId })
        .where(eq(modifications.id, mod.id));
    }
  }
  return sheets;
}
