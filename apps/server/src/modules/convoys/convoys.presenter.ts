/**
 * What leaves the server about a convoy (decision 027): a sharing participant's public profile
 * facts, the vehicle, the coordinates AS STORED (an approximate position was rounded before it
 * was stored, so nothing here reveals more) and the times. Never an e-mail or a position history
 * (there is none). The same for every participant: realtime payloads use it too.
 */
import type { ConvoyPosition } from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import type { ConvoyPositionRow } from './convoys.queries.ts';

/** Timestamps go out with millisecond precision (`2025-05-01T10:20:30.123Z`). */
const iso = (value: string) => new Date(value).toISOString();

/** One sharing participant. */
export function presentConvoyPosition(row: ConvoyPositionRow): ConvoyPosition {
  return {
    eventId: row.eventId,
    member: {
      id: row.member.id,
      username: row.member.username,
      displayName: row.member.fullName || row.member.username,
      avatar: presentImageOrUrl(row.member.avatarImage, row.member.avatarUrl),
    },
    vehicle: row.garageId && row.vehicleLabel ? { garageId: row.garageId, label: row.vehicleLabel } : null,
    lat: row.lat,
    lng: row.lng,
    precision: row.precision,
    sharingSince: iso(row.sharingSince),
    positionUpdatedAt: iso(row.positionUpdatedAt),
  };
}
