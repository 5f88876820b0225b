/**
 * The live map of active shares: Leaflet through react-leaflet, with the tiles and
 * attribution the server configures (`MAP_TILE_URL`, `MAP_TILE_ATTRIBUTION`). This module — and
 * with it Leaflet and its CSS — is loaded lazily in the browser only (share-map-section.tsx), so
 * none of it is part of any page's first download or of the server render. Markers are `divIcon`s
 * drawn with CSS (no image from a CDN); each carries the share's id and coordinates as data
 * attributes. Markers close together are gathered by Leaflet.markercluster into one bubble that
 * shows how many shares it holds (clicking it zooms in); its CSS comes with this chunk too.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useMemo, useRef } from 'react';
import { divIcon, latLngBounds } from 'leaflet';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { PublicLocationShare } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarInitial } from '@/components/user-avatar';
import { useCurrentUser } from '@/lib/session';
import { useLocationShares } from '../api/get-location-shares';
import { useNow } from '../hooks/use-remaining-time';
import { useRemainingText } from './remaining-time';
import { ShareClusterGroup } from './share-cluster-group';
import { liveShares } from './share-list';

/** Turkey, when nobody shares. */
const DEFAULT_CENTER: [number, number] = [39.0, 35.2];
const DEFAULT_ZOOM = 5;
const MAX_FIT_ZOOM = 13;
/** The library's credit, without the flag icon Leaflet 1.9 adds by default. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The marker of one share: a round badge with the member's initial (their own in the primary colour). */
function markerIcon(share: PublicLocationShare, mine: boolean) {
  const tone = mine ? 'bg-primary text-primary-foreground' : 'bg-orange-500 text-white';
  return divIcon({
    className: 'location-share-marker',
    html: `<span data-share-id="${escapeHtml(share.id)}" data-lat="${share.lat}" data-lng="${share.lng}" class="flex size-9 items-center justify-center rounded-full border-2 border-white text-sm font-bold shadow-lg ${tone}">${escapeHtml(avatarInitial(share.member.username))}</span>`,
    iconSize: [36, 36],
    iconAnchor: [18, 18],
    popupAnchor: [0, -18],
  });
}

/** Fits the view to the shares whenever the set of shares changes (not on every move). */
function FitToShares({ shares }: { shares: PublicLocationShare[] }) {
  const map = useMap();
  const key = shares.map((s) => s.id).sort().join(',');
  // The shares as last rendered, read by the fit below (which runs after this, effects run in order).
  const latest = useRef(shares);
  useEffect(() => {
    latest.current = shares;
  });
  // Only a new or ended share refits (`key`); positions move the markers alone.
  useEffect(() => {
    const current = latest.current;
    if (!current.length) {
      map.setView(DEFAULT_CENTER, DEFAULT_ZOOM);
      return;
    }
    map.fitBounds(latLngBounds(current.map((s) => [s.lat, s.lng] as [number, number])), { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
  }, [key, map]);
  return null;
}

/** The map (reads the cached shares; the page keeps them live). */
export function ShareMap() {
  const { t } = useTranslation('location');
  const { user } = useCurrentUser();
  const { data, dataUpdatedAt } = useLocationShares();
  const now = useNow(undefined, data, dataUpdatedAt);
  const remaining = useRemainingText();
  const shares = useMemo(() => liveShares(data, now), [data, now]);
  if (!data) return null;
  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} scrollWheelZoom={false} attributionControl={false} className="size-full" aria-label={t('map.label')}>
      <AttributionControl position="bottomright" prefix={LEAFLET_PREFIX} />
      <TileLayer url={data.map.tileUrl} attribution={data.map.attribution} />
      <FitToShares shares={shares} />
      <ShareClusterGroup>
        {shares.map((share) => (
          <Marker
            key={share.id}
            position={[share.lat, share.lng]}
            icon={markerIcon(share, share.member.id === user?.id)}
            title={t('map.markerLabel', { name: share.member.displayName, vehicle: share.vehicle.label })}
            alt={t('map.markerLabel', { name: share.member.displayName, vehicle: share.vehicle.label })}
            keyboard
          >
            <Popup>
              <div className="grid gap-1">
                <Link to={`/user/${encodeURIComponent(share.member.username)}`} className="font-semibold">
                  {share.member.displayName}
                </Link>
                <span>{share.vehicle.label}</span>
                <span>{share.message}</span>
                <span>
                  {share.precision === 'approximate' ? t('card.approximate') : t('card.exact')} · {remaining(share.expiresAt, now)}
                </span>
              </div>
            </Popup>
          </Marker>
        ))}
      </ShareClusterGroup>
    </MapContainer>
  );
}
