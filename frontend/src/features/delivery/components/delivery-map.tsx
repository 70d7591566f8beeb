import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@domain/delivery';
import {
  coastLayer,
  deliveryMarker,
  driverMarker,
  placeDriver,
  pointMarker,
  shopMarker,
  zoneLayers,
  zonesBounds,
  type MapDelivery,
  type MapDriver,
  type MapZone,
} from '../lib/map-layers';
import { TILE_URL } from '../lib/tiles';
import '../locales/register';
import '../map.css';

export type { MapDelivery, MapDriver, MapZone };

interface Props {
  /** The map's accessible name. */
  label: string;
  zones: readonly MapZone[];
  deliveries?: readonly MapDelivery[];
  drivers?: readonly MapDriver[];
  /** /map-test's point. */
  point?: LatLng | null;
  /** Kept in view as it moves (the tracking page's driver). */
  follow?: LatLng | null;
  /** A click on the map: where (map-test picks its point so). */
  onPick?: (p: LatLng) => void;
  onDeliveryClick?: (id: string) => void;
  className?: string;
  testId?: string;
}

/** A few streets around the point followed: close enough to see it move, wide enough to see where. */
const FOLLOW_ZOOM = 14;

interface Layers {
  map: L.Map;
  zones: L.LayerGroup;
  deliveries: L.LayerGroup;
  drivers: Map<string, L.Marker>;
  point: L.LayerGroup;
}

/**
 * The delivery map (Leaflet). Without a tile server it draws on a plain background: the coast from
 * the GeoJSON shipped with the app, the zones, the shop, the deliveries by status and the drivers
 * where they last were, with a scale. Leaflet's stylesheet is imported here, so only map screens load it.
 * A driver's marker is moved, not redrawn, so a ping costs one setLatLng.
 */
export default function DeliveryMap({
  label,
  zones,
  deliveries,
  drivers,
  point,
  follow,
  onPick,
  onDeliveryClick,
  className,
  testId = 'delivery-map',
}: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const layers = useRef<Layers | null>(null);
  // Once the map follows a point it stays on it: new zones do not zoom it back out to the whole area.
  const following = useRef(false);
  const picked = useEffectEvent((p: LatLng) => onPick?.(p));
  const clicked = useEffectEvent((id: string) => onDeliveryClick?.(id));
  const shopTitle = useEffectEvent(() => t('delivery.map.shop'));

  useEffect(() => {
    // The wheel scrolls the page, not the map (the buttons and a pinch zoom it): a board scrolled past
    // its map would otherwise stop there and zoom instead.
    const map = L.map(box.current!, { zoomSnap: 0.25, scrollWheelZoom: false });
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: 19 }).addTo(map);
    else coastLayer().addTo(map);
    L.control.scale({ imperial: true, metric: true }).addTo(map);
    shopMarker(shopTitle()).addTo(map);
    map.fitBounds(zonesBounds([]));
    map.on('click', (e: L.LeafletMouseEvent) => picked({ latitude: e.latlng.lat, longitude: e.latlng.lng }));
    layers.current = {
      map,
      zones: L.layerGroup().addTo(map),
      deliveries: L.layerGroup().addTo(map),
      drivers: new Map(),
      point: L.layerGroup().addTo(map),
    };
    // The map measures its box once: a box that changes size (a phone turned, a column folding)
    // would leave grey bands until it is told.
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(box.current!);
    return () => {
      resized.disconnect();
      map.remove();
      layers.current = null;
    };
  }, []);

  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    l.zones.clearLayers();
    zoneLayers(zones).forEach((z) => z.addTo(l.zones));
    if (!following.current) l.map.fitBounds(zonesBounds(zones));
  }, [zones]);

  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    l.deliveries.clearLayers();
    for (const d of deliveries ?? [])
      deliveryMarker(d)
        .on('click', () => clicked(d.id))
        .addTo(l.deliveries);
  }, [deliveries]);

  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const shown = new Set<string>();
    for (const d of drivers ?? []) {
      shown.add(d.id);
      const marker = l.drivers.get(d.id);
      if (marker) placeDriver(marker, d);
      else l.drivers.set(d.id, driverMarker(d).addTo(l.map));
    }
    for (const [id, marker] of l.drivers)
      if (!shown.has(id)) {
        marker.remove();
        l.drivers.delete(id);
      }
  }, [drivers]);

  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    l.point.clearLayers();
    if (point) pointMarker(point).addTo(l.point);
  }, [point]);

  useEffect(() => {
    const l = layers.current;
    if (!l || !follow) return;
    const here = L.latLng(follow.latitude, follow.longitude);
    if (!following.current) l.map.setView(here, FOLLOW_ZOOM);
    else if (!l.map.getBounds().pad(-0.15).contains(here)) l.map.panTo(here);
    following.current = true;
  }, [follow]);

  return (
    <div
      ref={box}
      className={['dm-map', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-tiles={TILE_URL ? 'tiles' : 'plain'}
    />
  );
}
