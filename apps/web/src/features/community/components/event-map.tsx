/**
 * The event's place on a map: Leaflet through react-leaflet with the tiles and attribution the
 * server configures (`MAP_TILE_URL`). Loaded lazily in the browser only (event-map-section.tsx),
 * so neither Leaflet nor its CSS is part of the page's first download or of the server render.
 * The marker is a CSS `divIcon` (no image from a CDN).
 */
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { AttributionControl, MapContainer, Marker, TileLayer } from 'react-leaflet';

const ZOOM = 14;
/** The library's credit, without the flag icon Leaflet 1.9 adds by default. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>';

const pin = divIcon({
  className: 'event-place-marker',
  html: '<span class="block size-6 rounded-full border-4 border-white bg-primary shadow-lg"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

export interface EventMapProps {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  /** The marker's accessible name (the place). */
  label: string;
}

export function EventMap({ latitude, longitude, tileUrl, attribution, label }: EventMapProps) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={ZOOM} scrollWheelZoom={false} attributionControl={false} className="size-full">
      <AttributionControl position="bottomright" prefix={LEAFLET_PREFIX} />
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker position={[latitude, longitude]} icon={pin} title={label} alt={label} keyboard />
    </MapContainer>
  );
}
