/**
 * Convoy map contract (docs/api.md "Convoy maps"; decision 027): during a community event whose
 * admin turned on 'Konvoy haritası', its participants may share their live position with the
 * other participants only. The map is live from `startsAt` until `endsAt` (start + duration);
 * coordinates are served exactly as stored — an approximate position was rounded to the 0.01°
 * grid before it was stored (LOCATION_APPROXIMATE_DECIMALS), so nothing can reveal more.
 */
import { z } from 'zod';
import { LOCATION_PRECISIONS, type LocationPrecision } from '../tools.ts';
import { latitude, longitude, type LocationMapConfig, type LocationShareMember } from './location.ts';

/**
 * `PUT /api/community/events/:id/convoy/position`: the member's position (degrees), how precisely
 * it is kept (`approximate` by default: rounded before it is stored) and the vehicle shown next to
 * them (one of their own garages, or null for none).
 */
export const convoyPositionInput = z.object({
  lat: latitude,
  lng: longitude,
  precision: z.enum(LOCATION_PRECISIONS, { message: 'VALUE_INVALID' }).default('approximate'),
  garageId: z.uuid({ message: 'VALUE_INVALID' }).nullable().optional().transform((v) => v ?? null),
});
export type ConvoyPositionInput = z.input<typeof convoyPositionInput>;
export type ConvoyPositionData = z.output<typeof convoyPositionInput>;

/** Where an event's convoy stands by the server's clock: before the start, during the window, after the end. */
export type ConvoyStatus = 'upcoming' | 'live' | 'ended';

/** The vehicle next to a sharing member: one of their garages ("Honda Civic (2019)"). */
export interface ConvoyVehicle {
  garageId: string;
  label: string;
}

/** One sharing participant as every other participant sees them (no viewer-specific fields). */
export interface ConvoyPosition {
  eventId: string;
  member: LocationShareMember;
  vehicle: ConvoyVehicle | null;
  lat: number;
  lng: number;
  precision: LocationPrecision;
  /** ISO date-times: since when they share, and their last position update. */
  sharingSince: string;
  positionUpdatedAt: string;
}

/**
 * `GET /api/community/events/:id/convoy` (participants only): the convoy's status and window, the
 * positions of the participants sharing now (none unless `live`; the viewer's own among them),
 * the viewer's own (`mine`, null when not sharing) and the map tiles.
 */
export interface ConvoyView {
  eventId: string;
  status: ConvoyStatus;
  startsAt: string;
  endsAt: string;
  positions: ConvoyPosition[];
  mine: ConvoyPosition | null;
  map: LocationMapConfig;
}
