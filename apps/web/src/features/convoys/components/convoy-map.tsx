/**
 * The convoy map: Leaflet through react-leaflet with the tiles and attribution the server
 * configures (`MAP_TILE_URL`). This module — and with it Leaflet and its CSS — is loaded lazily
 * in the browser only (convoy-map-section.tsx). Markers are CSS `divIcon`s (no image from a CDN)
 * carrying the member's id and the coordinates as data attributes; the viewer's own is drawn
 * apart (primary colour, a ring, 'Sen').
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { ConvoyPosition } from '@garaj/shared';
import { divIcon, latLngBounds } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { avatarInitial } from '@/components/user-avatar';

/** Turkey, when nobody shares yet. */
const DEFAULT_CENTER: [number, number] = [39.0, 35.2];
const DEFAULT_ZOOM = 5;
const MAX_FIT_ZOOM = 14;
/** The library's credit, without the flag icon Leaflet 1.9 adds by default. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A member's marker: a round badge with their initial; the viewer's own in the primary colour with a ring. */
function markerIcon(position: ConvoyPosition, mine: boolean) {
  const tone = mine ? 'bg-primary text-primary-foreground ring-4 ring-primary/40' : 'bg-orange-500 text-white';
  return divIcon({
    className: mine ? 'convoy-marker convoy-marker-mine' : 'convoy-marker',
    html: `<span data-member-id="${escapeHtml(position.member.id)}" data-lat="${position.lat}" data-lng="${position.lng}" class="flex size-9 items-center justify-center rounded-full border-2 border-white text-sm font-bold shadow-lg ${tone}">${escapeHtml(avatarInitial(position.member.username))}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
  });
}

/** Fits the view to the markers whenever a member starts or stops sharing (not on every move). */
function FitToPositions({ positions }: { positions: ConvoyPosition[] }) {
  const map = useMap();
  const key = positions.map((p) => p.member.id).sort().join(',');
  const latest = useRef(positions);
  useEffect(() => {
    latest.current = positions;
  });
  useEffect(() => {
    const current = latest.current;
    if (!current.length) {
      map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
      return;
    }
    map.fitBounds(latLngBounds(current.map((p) => [p.lat, p.lng] as [number, number])), { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
  }, [key, map]);
  return null;
}

export interface ConvoyMapProps {
  positions: ConvoyPosition[];
  /** The viewer's member id: their marker is drawn apart. */
  myId: string | null;
  tileUrl: string;
  attribution: string;
}

export function ConvoyMap({ positions, myId, tileUrl, attribution }: ConvoyMapProps) {
  const { t } = useTranslation('convoy');
  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} scrollWheelZoom={false} attributionControl={false} className="size-full">
      <AttributionControl position="bottomright" prefix={LEAFLET_PREFIX} />
      <TileLayer url={tileUrl} attribution={attribution} />
      <FitToPositions positions={positions} />
      {positions.map((p) => {
        const mine = p.member.id === myId;
        const name = mine ? t('map.mine', { name: p.member.username }) : p.member.username;
        const label = p.vehicle ? t('map.markerWithVehicle', { name, vehicle: p.vehicle.label }) : name;
        return (
          <Marker key={p.member.id} position={[p.lat, p.lng]} icon={markerIcon(p, mine)} title={label} alt={label} keyboard zIndexOffset={mine ? 1000 : 0}>
            <Tooltip direction="top" offset={[0, -18]}>
              {label}
            </Tooltip>
          </Marker>
        );
      })}
    </MapContainer>
  );
}
