/**
 * What leaves the server about a location share (decision 011): the member's public profile
 * facts, the vehicle, the message, the coordinates AS STORED (an approximate share was rounded
 * before it was stored, so nothing here can reveal more) and the times. Never an e-mail, a
 * follower list or a position history (there is none).
 */
import type { LocationShareVehicle, PublicLocationShare } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { ShareRow } from './location-shares.queries.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

/** The vehicle: the garage's make, model and year ("Honda CBR500R (2021)"), or the typed text. */
export function presentVehicle(row: ShareRow): LocationShareVehicle {
  if (row.garage) {
    const g = row.garage;
    return {
      garageId: g.id,
      label: `${g.brand} ${g.model}`.trim() + (g.year ? ` (${g.year})` : ''),
      brand: g.brand,
      model: g.model,
      year: g.year,
      image: presentImageOrUrl(g.coverImage, g.coverUrl),
    };
  }
  return { garageId: null, label: row.vehicleText ?? '', brand: null, model: null, year: null, image: null };
}

/** One share, the same for every viewer allowed to see it (realtime payloads use it too). */
export function presentShare(row: ShareRow): PublicLocationShare {
  return {
    id: row.id,
    member: {
      id: row.member.id,
      username: row.member.username,
      displayName: row.member.fullName || row.member.username,
      avatar: presentImageOrUrl(row.member.avatarImage, row.member.avatarUrl),
    },
    vehicle: presentVehicle(row),
    message: row.message,
    lat: row.lat,
    lng: row.lng,
    precision: row.precision,
    isPublic: row.isPublic,
    durationMinutes: row.durationMinutes,
    likesCount: row.likesCount,
    createdAt: iso(row.createdAt),
    positionUpdatedAt: iso(row.positionUpdatedAt),
    expiresAt: iso(row.expiresAt),
  };
}
