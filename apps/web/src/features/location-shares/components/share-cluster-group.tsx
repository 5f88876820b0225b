/**
 * Leaflet.markercluster for react-leaflet: the `Marker`s rendered inside `ShareClusterGroup` join
 * one `MarkerClusterGroup` instead of the map, so shares close together on screen show as a single
 * bubble with their count. Browser only (Leaflet.markercluster extends the global `L` that Leaflet
 * sets when it loads); imported by the lazily loaded map alone.
 */
import type { ReactNode } from 'react';
import L, { divIcon, type MarkerCluster, type MarkerClusterGroup } from 'leaflet';
import 'leaflet.markercluster';
import { createElementObject, createPathComponent, extendContext } from '@react-leaflet/core';
import { formatNumber } from '@/lib/format';

/** Markers closer than this on screen (px) are gathered into one bubble. */
const CLUSTER_RADIUS_PX = 48;

/** The bubble: the number of shares it holds, in the page's orange, wider for larger counts. */
export function clusterIcon(cluster: MarkerCluster) {
  const count = cluster.getChildCount();
  const size = count < 10 ? 40 : count < 100 ? 46 : 52;
  return divIcon({
    className: 'location-share-cluster',
    html: `<span data-cluster-count="${count}" class="flex size-full items-center justify-center rounded-full border-4 border-orange-200 bg-orange-500 text-sm font-bold text-white shadow-lg">${formatNumber(count)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The cluster layer; its children (react-leaflet `Marker`s) are added to it, not to the map. */
export const ShareClusterGroup = createPathComponent<MarkerClusterGroup, { children?: ReactNode }>(
  ({ children: _children, ...options }, context) => {
    const group = new L.MarkerClusterGroup({
      ...options,
      maxClusterRadius: CLUSTER_RADIUS_PX,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      iconCreateFunction: clusterIcon,
    });
    return createElementObject(group, extendContext(context, { layerContainer: group }));
  },
);
