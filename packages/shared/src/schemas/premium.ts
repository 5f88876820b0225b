/**
 * Premium contract (plans and prices). API doc:
 * docs/api.md "Premium". A member asks for a plan (no payment provider yet); an admin grants
 * premium until a calendar day (Europe/Istanbul, inclusive), revokes it or declines a request.
 * `premiumUntil` is the instant premium ends (the start of the day after the last day, Istanbul);
 * `premiumUntilDay` is that last day as `YYYY-MM-DD`; both null = no end.
 */
import { z } from 'zod';
import {
  PREMIUM_PLANS,
  PREMIUM_REQUEST_STATUSES,
  type PremiumPlan,
  type PremiumRequestStatus,
} from '../admin.ts';

/** Admin list page size (requests, members). */
export const PREMIUM_ADMIN_PAGE_SIZE = 20;
/** Longest grant / revoke / reject reason (characters). */
export const PREMIUM_REASON_MAX = 500;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'VALUE_INVALID' });
const reason = z
  .string()
  .trim()
  .max(PREMIUM_REASON_MAX, { message: 'TOO_LONG' })
  .nullish()
  .transform((v) => (v ? v : null));

/** `POST /api/premium/requests` body. */
export const premiumRequestInput = z.object({
  plan: z.enum(PREMIUM_PLANS, { message: 'VALUE_INVALID' }),
});
export type PremiumRequestInput = z.input<typeof premiumRequestInput>;

/** `PUT /api/admin/users/:id/premium` body: premium until the end of `until` (Istanbul); not before today. */
export const premiumGrantInput = z.object({ until: isoDay, reason });
export type PremiumGrantInput = z.input<typeof premiumGrantInput>;

/** `DELETE /api/admin/users/:id/premium` and `POST /api/admin/premium/requests/:id/reject` body (optional). */
export const premiumReasonInput = z.object({ reason }).nullish();
export type PremiumReasonInput = z.input<typeof premiumReasonInput>;

const page = z.coerce
  .number({ message: 'VALUE_INVALID' })
  .int({ message: 'VALUE_INVALID' })
  .min(1, { message: 'VALUE_INVALID' })
  .max(10_000)
  .default(1);

/** `GET /api/admin/premium/requests?status=&page=` (default: every status, newest first). */
export const premiumRequestListQuery = z.object({
  status: z.enum(PREMIUM_REQUEST_STATUSES, { message: 'VALUE_INVALID' }).optional(),
  page,
});
export type PremiumRequestListQuery = z.input<typeof premiumRequestListQuery>;

/** `GET /api/admin/premium/members?page=`: members premium now. */
export const premiumMemberListQuery = z.object({ page });

/** `GET /api/admin/premium/lookup?username=`: one member by username (the grant form). */
export const premiumLookupQuery = z.object({
  username: z.string().trim().min(1, { message: 'REQUIRED' }).max(60, { message: 'TOO_LONG' }),
});

/** One plan of the public page. `priceTl` per `period`; `freeMonths`: months free (monthly: the first; yearly: 2 of 12). */
export interface PremiumPlanView {
  id: 'free' | PremiumPlan;
  priceTl: number;
  period: 'month' | 'year' | null;
  freeMonths: number;
}

export interface PremiumLimits {
  garages: number;
  photosPerGarage: number;
}

/** A member's own premium request. */
export interface PremiumRequestView {
  id: string;
  plan: PremiumPlan;
  status: PremiumRequestStatus;
  createdAt: string;
  handledAt: string | null;
}

/** The signed-in member's premium state. */
export interface PremiumMemberState {
  premium: boolean;
  /** Instant premium ends; null = no end (or not premium). */
  premiumUntil: string | null;
  /** Last premium day `YYYY-MM-DD` (Istanbul); null = no end (or not premium). */
  premiumUntilDay: string | null;
  pendingRequest: PremiumRequestView | null;
  /** The limits that apply to the member now (free or premium). */
  limits: PremiumLimits;
  garageCount: number;
}

/** `GET /api/premium` (public; `member` null for visitors). */
export interface PremiumOverview {
  plans: PremiumPlanView[];
  yearlySavingPercent: number;
  limits: { free: PremiumLimits; premium: PremiumLimits };
  member: PremiumMemberState | null;
}

/** A member as the premium tab shows them. */
export interface PremiumMemberSummary {
  id: string;
  username: string;
  premium: boolean;
  premiumSince: string | null;
  premiumUntil: string | null;
  premiumUntilDay: string | null;
}

/** A request in the admin list, with its member. */
export interface AdminPremiumRequest extends PremiumRequestView {
  user: PremiumMemberSummary;
  handledBy: string | null;
}

export interface AdminPremiumRequestPage {
  items: AdminPremiumRequest[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PremiumMemberPage {
  items: PremiumMemberSummary[];
  page: number;
  pageSize: number;
  total: number;
}
