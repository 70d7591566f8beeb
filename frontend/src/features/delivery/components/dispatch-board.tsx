import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/stores/toast-store';
import { DELIVERY_ERROR_MESSAGES, type DriverView } from '@domain/delivery';
import { useDeliveries, useDrivers } from '../api/reads';
import { useAssign } from '../hooks/use-assign';
import { useDispatchParams } from '../hooks/use-dispatch-params';
import { useDriverPositions } from '../hooks/use-driver-positions';
import { useMapZones } from '../hooks/use-map-zones';
import { inTab, tabCounts, toMarker } from '../lib/dispatch';
import { mayReassign } from '../lib/status';
import { DeliveryCard } from './delivery-card';
import DeliveryMap from './delivery-map';
import { DispatchFilters } from './dispatch-filters';
import { DriversColumn } from './drivers-column';
import { MapLegend } from './map-legend';
import '../locales/register';
import '../board.css';

/**
 * /admin/delivery: the active deliveries on the map and in three lists (unassigned, active, late),
 * each assigned with a select or by dropping its card on a driver. Assignments elsewhere arrive over
 * the websocket ('deliveries' notices), drivers' positions as pings that only move their markers.
 */
export function DispatchBoard() {
  const { t } = useTranslation();
  const p = useDispatchParams();
  const list = useDeliveries({ status: 'active', date: p.date, zoneId: p.zoneId });
  const drivers = useDrivers();
  const zones = useMapZones();
  const positions = useDriverPositions(drivers.data);
  const assign = useAssign();
  const items = list.data?.items;
  const markers = useMemo(() => (items ?? []).map(toMarker), [items]);
  const shown = (items ?? []).filter((d) => inTab(p.tab, d));

  const dropped = (deliveryId: string, driver: DriverView) => {
    const delivery = items?.find((d) => d.id === deliveryId);
    if (!delivery) return;
    // A picked-up card cannot be dragged; one that was picked up meanwhile says why it stays.
    if (!mayReassign(delivery)) return void toast.error(DELIVERY_ERROR_MESSAGES['DELIVERY.ALREADY_PICKED_UP']);
    assign.run(delivery, driver);
  };
  const reveal = (id: string) =>
    document.getElementById(`delivery-${id}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });

  let cards;
  if (list.error && !list.data)
    cards = (
      <LoadFailed title={t('delivery.loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
    );
  else if (!list.data) cards = <SkeletonRows rows={4} />;
  else if (shown.length === 0)
    cards = (
      <div data-testid="deliveries-empty">
        <EmptyState icon="truck" title={t('delivery.empty')} />
      </div>
    );
  else
    cards = shown.map((d) => (
      <DeliveryCard
        key={d.id}
        delivery={d}
        drivers={drivers.data}
        busy={assign.busyId === d.id}
        onAssign={assign.run}
      />
    ));

  return (
    <>
      <DispatchFilters
        tab={p.tab}
        counts={items ? tabCounts(items) : undefined}
        date={p.date}
        zoneId={p.zoneId}
        zones={zones}
        onTab={p.setTab}
        onDate={p.setDate}
        onZone={p.setZone}
      />
      <div className="dl-board">
        {/* The map and the drivers stay in view while the list scrolls by them. */}
        <div className="dl-board-side">
          <div className="dl-board-map">
            <DeliveryMap
              label={t('delivery.map.label')}
              zones={zones}
              deliveries={markers}
              drivers={positions}
              onDeliveryClick={reveal}
            />
            <MapLegend />
          </div>
          <div className="dl-board-drivers">
            <DriversColumn
              drivers={drivers.data}
              error={drivers.error}
              onRetry={() => void drivers.refetch()}
              positions={positions}
              onDrop={dropped}
            />
          </div>
        </div>
        <section
          className="dl-board-list"
          aria-label={t(`delivery.board.tabs.${p.tab}`)}
          aria-busy={list.isPlaceholderData || undefined}
          data-testid="deliveries-list"
          data-tab={p.tab}
        >
          {list.data?.truncated ? (
            <p className="notice">
              {t('delivery.truncated', { shown: list.data.items.length, total: list.data.total })}
            </p>
          ) : null}
          {cards}
        </section>
      </div>
    </>
  );
}
