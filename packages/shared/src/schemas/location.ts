/**
 * Live location sharing contract (shares, rules, toasts, durations). docs/api.md "Location sharing".
 *
 * Coordinates are returned exactly as stored: an approximate share was rounded before it was
 * stored (LOCATION_APPROXIMATE_DECIMALS), so the API can never reveal more (decision 011).
 */
import { z } from 'zod';
import {
  LOCATION_PRECISIONS,
  LOCATION_SHARE_DEFAULT_DURATION_MINUTES,
  LOCATION_SHARE_DEFAULT_MESSAGE,
  LOCATION_SHARE_DURATIONS_MINUTES,
  LOCATION_SHARE_MESSAGE_MAX_LENGTH,
  LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH,
  type LocationPrecision,
} from '../tools.ts';
import type { ImageView } from './garage.ts';

/** The member sharing: what their profile already shows publicly. */
export interface LocationShareMember {
  id: string;
  username: string;
  displayName: string;
  avatar: ImageView | null;
}

/** The vehicle: one of the member's garages (`garageId`) or the typed text. */
export interface LocationShareVehicle {
  garageId: string | null;
  /** "Honda CBR500R (2021)" from the garage, or the typed text. */
  label: string;
  brand: string | null;
  model: string | null;
  year: number | null;
  image: ImageView | null;
}

/** One active share as every viewer allowed to see it gets it (no viewer-specific fields). */
export interface PublicLocationShare {
  id: string;
  member: LocationShareMember;
  vehicle: LocationShareVehicle;
  message: string;
  lat: number;
  lng: number;
  precision: LocationPrecision;
  isPublic: boolean;
  durationMinutes: number;
  likesCount: number;
  createdAt: string;
  positionUpdatedAt: string;
  expiresAt: string;
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────

/** A latitude in degrees (WGS 84), −90..90: a JSON number only (strings, null → 400). */
export const latitude = z
  .number({ message: 'LOCATION_COORDINATE_INVALID' })
  .min(-90, { message: 'LOCATION_COORDINATE_INVALID' })
  .max(90, { message: 'LOCATION_COORDINATE_INVALID' });
/** A longitude in degrees (WGS 84), −180..180. */
export const longitude = z
  .number({ message: 'LOCATION_COORDINATE_INVALID' })
  .min(-180, { message: 'LOCATION_COORDINATE_INVALID' })
  .max(180, { message: 'LOCATION_COORDINATE_INVALID' });

/** `PATCH /api/location-shares/mine`: the new position. */
export const locationPositionInput = z.object({ lat: latitude, lng: longitude });
export type LocationPositionInput = z.infer<typeof locationPositionInput>;

/**
 * `POST /api/location-shares`: the vehicle is one of the member's garages (`garageId`)
 * or typed (`vehicleText`); neither → `LOCATION_VEHICLE_REQUIRED` ('Araç Bilgisi Gerekli').
 * `message` empty → the default message ('Konumumu paylaşıyorum! 📍'); `durationMinutes`
 * 15/30/60/120 (default 30); `isPublic` default true; `precision` default 'approximate' (rounded to
 * 0.01° before it is stored).
 */
export const locationShareInput = z
  .object({
    lat: latitude,
    lng: longitude,
    garageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null),
    vehicleText: z
      .string({ message: 'VALUE_INVALID' })
      .trim()
      .max(LOCATION_SHARE_VEHICLE_TEXT_MAX_LENGTH, { message: 'TOO_LONG' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    message: z
      .string({ message: 'VALUE_INVALID' })
      .trim()
      .max(LOCATION_SHARE_MESSAGE_MAX_LENGTH, { message: 'TOO_LONG' })
      .nullable()
      .optional()
      .transform((v) => (v ? v : LOCATION_SHARE_DEFAULT_MESSAGE)),
    durationMinutes: z
      .number({ message: 'LOCATION_DURATION_INVALID' })
      .refine((v) => (LOCATION_SHARE_DURATIONS_MINUTES as readonly number[]).includes(v), { message: 'LOCATION_DURATION_INVALID' })
      .default(LOCATION_SHARE_DEFAULT_DURATION_MINUTES),
    isPublic: z.boolean({ message: 'VALUE_INVALID' }).default(true),
    precision: z.enum(LOCATION_PRECISIONS, { message: 'VALUE_INVALID' }).default('approximate'),
  })
  .superRefine((value, ctx) => {
    if (!value.garageId && !value.vehicleText) ctx.addIssue({ code: 'custom', path: ['vehicleText'], message: 'LOCATION_VEHICLE_REQUIRED' });
  });
export type LocationShareInput = z.input<typeof locationShareInput>;
export type LocationShareData = z.output<typeof locationShareInput>;

// ── Responses ────────────────────────────────────────────────────────────────────────────

/** The map's tiles (`MAP_TILE_URL`, a `{z}/{x}/{y}` template, and its HTML attribution). */
export interface LocationMapConfig {
  tileUrl: string;
  attribution: string;
}

/**
 * `GET /api/location-shares`: the active shares the viewer may see (newest first), plus the
 * viewer's own: which of them they liked, their own active share (null when not sharing or a
 * visitor) and the map configuration.
 */
export interface LocationSharesView {
  items: PublicLocationShare[];
  likedIds: string[];
  mine: PublicLocationShare | null;
  map: LocationMapConfig;
}

/** `PUT|DELETE /api/location-shares/:id/like`. */
export interface LocationShareLikeResult {
  id: string;
  liked: boolean;
  likesCount: number;
}
