/**
 * Advertising: the
 * public ad list, the 'Reklam Verin' request, the admin's ad form and the shapes served.
 * Dates are calendar dates `YYYY-MM-DD` (Europe/Istanbul); prices in TL.
 */
import { z } from 'zod';
import { AD_CATEGORIES, AD_PACKAGES } from '../admin.ts';
import type { ImageView } from './garage.ts';
import { optionalHttpUrl, requiredText } from './common.ts';

/** Ad request states (admins move them: new → contacted → closed). */
export const AD_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type AdRequestStatus = (typeof AD_REQUEST_STATUSES)[number];
/** Most ids one impressions call may count (an ad page shows far fewer). */
export const AD_IMPRESSIONS_BATCH_MAX = 50;

const adPackageIds = AD_PACKAGES.map((p) => p.id) as unknown as readonly ['basic', 'premium', 'corporate'];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'VALUE_INVALID' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'TOO_LONG' })
    .nullish()
    .transform((v) => (v ? v : null));
const email = z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(254, { message: 'TOO_LONG' }).pipe(z.email({ message: 'EMAIL_INVALID' }));
const optionalEmail = z
  .union([z.literal(''), email, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/** `GET /api/ads?category=` — one of AD_CATEGORIES, or absent for all. */
export const adListQuery = z.object({ category: z.enum(AD_CATEGORIES, { message: 'VALUE_INVALID' }).optional() });
export type AdListQuery = z.infer<typeof adListQuery>;

/** `POST /api/ads/:id/impressions` body: the ids of the ads shown on one page view (the path's id among them or not). */
export const adImpressionsInput = z.object({ ids: z.array(z.uuid()).max(AD_IMPRESSIONS_BATCH_MAX).default([]) });

/** The 'Reklam Verin' form (anyone may send it). */
export const adRequestInput = z.object({
  package: z.enum(adPackageIds, { message: 'VALUE_INVALID' }),
  company: requiredText(120),
  contactName: requiredText(120),
  email,
  phone: optionalText(40),
  message: optionalText(2000),
});
export type AdRequestInput = z.input<typeof adRequestInput>;

/** An admin's ad (create and full update): every field of an advertisement plus validity dates. */
export const adInput = z
  .object({
    title: requiredText(120),
    description: requiredText(1000),
    company: requiredText(120),
    category: z.enum(AD_CATEGORIES, { message: 'VALUE_INVALID' }),
    /** An uploaded image (images API, an admin purpose). */
    imageId: z.uuid({ message: 'VALUE_INVALID' }).nullish().transform((v) => v ?? null),
    website: optionalHttpUrl,
    phone: optionalText(40),
    email: optionalEmail,
    location: optionalText(120),
    rating: z.number({ message: 'NUMBER_INVALID' }).min(0, { message: 'NUMBER_INVALID' }).max(5, { message: 'NUMBER_INVALID' }).nullish().transform((v) => v ?? null),
    reviewsCount: z.number({ message: 'NUMBER_INVALID' }).int({ message: 'NUMBER_INVALID' }).min(0, { message: 'NUMBER_INVALID' }).max(10_000_000, { message: 'NUMBER_INVALID' }).default(0),
    featured: z.boolean().default(false),
    discountText: optionalText(120),
    validFrom: isoDate.nullish().transform((v) => v ?? null),
    validUntil: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((v) => !v.validFrom || !v.validUntil || v.validFrom <= v.validUntil, { path: ['validUntil'], message: 'VALUE_INVALID' });
export type AdInput = z.input<typeof adInput>;

/** `GET /api/admin/ad-requests` query. */
export const adRequestListQuery = z.object({
  status: z.enum(AD_REQUEST_STATUSES, { message: 'VALUE_INVALID' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adRequestStatusInput = z.object({ status: z.enum(AD_REQUEST_STATUSES, { message: 'VALUE_INVALID' }) });

/** An ad as the public page shows it. */
export interface PublicAd {
  id: string;
  title: string;
  description: string;
  company: string;
  category: (typeof AD_CATEGORIES)[number];
  image: ImageView | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  location: string | null;
  rating: number | null;
  reviewsCount: number;
  featured: boolean;
  discountText: string | null;
  validUntil: string | null;
}

/** `GET /api/ads`: featured first; `hiddenForPremium` true (and no items) for a premium member. */
export interface AdList {
  items: PublicAd[];
  hiddenForPremium: boolean;
}

/** One day of an ad's counters. */
export interface AdDayStats {
  day: string;
  impressions: number;
  clicks: number;
}

/** An ad as admins see it: every field, validity and counters (totals and the last 30 days). */
export interface AdminAd extends PublicAd {
  imageId: string | null;
  validFrom: string | null;
  expired: boolean;
  createdAt: string;
  updatedAt: string;
  stats: { impressions: number; clicks: number; days: AdDayStats[] };
}

export interface AdRequest {
  id: string;
  userId: string | null;
  package: (typeof AD_PACKAGES)[number]['id'];
  company: string;
  contactName: string;
  email: string;
  phone: string | null;
  message: string | null;
  status: AdRequestStatus;
  createdAt: string;
}

export interface AdRequestPage {
  items: AdRequest[];
  page: number;
  total: number;
  pageSize: number;
}
