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
  withShop,
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
/** The followed point and the shop framed with room for their markers (26–30 px) and no closer than a few streets. */
const FOLLOW_FIT: L.FitBoundsOptions = { padding: [40, 40], maxZoom: FOLLOW_ZOOM };

/** A point far enough from the box's edges that a marker on it (half its 30 px at most) shows whole. */
function wholeInView(map: L.Map, p: L.LatLng): boolean {
  const at = map.latLngToContainerPoint(p);
  const size = map.getSize();
  return at.x >= 20 && at.y >= 20 && at.x <= size.x - 20 && at.y <= size.y - 20;
}

/** What the map shows when nobody moved it: fitted again whenever the box changes size. */
interface Frame {
  bounds: L.LatLngBounds;
  options?: L.FitBoundsOptions;
}

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
  const framed = useRef<Frame | null>(null);
  // A fit needs the box's size: Leaflet measures it once, and a box still being laid out (the lazy
  // map's first frame, a column folding) would fit to the wrong size. So it is measured first, and
  // the frame fitted again when the box changes (the reverted first try fitted before the size).
  const frame = (map: L.Map, next: Frame) => {
    framed.current = next;
    map.invalidateSize();
    map.fitBounds(next.bounds, next.options);
  };
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
    frame(map, { bounds: zonesBounds([]) });
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
    const resized = new ResizeObserver(() => {
      map.invalidateSize();
      if (framed.current) map.fitBounds(framed.current.bounds, framed.current.options);
    });
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
    if (!following.current) frame(l.map, { bounds: zonesBounds(zones) });
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
    // The driver and the shop both whole in view: framed at first, and again when a move takes either
    // near the edge (not only the driver: the shop must not slide out while the map pans after him).
    const both = withShop(L.latLng(follow.latitude, follow.longitude));
    const seen = wholeInView(l.map, both.getSouthWest()) && wholeInView(l.map, both.getNorthEast());
    if (!following.current || !seen) frame(l.map, { bounds: both, options: FOLLOW_FIT });
    else framed.current = { bounds: both, options: FOLLOW_FIT };
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
