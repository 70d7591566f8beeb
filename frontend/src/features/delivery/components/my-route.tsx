import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { SessionUser } from '@/lib/access';
import type { DeliveryView } from '@domain/delivery';
import { useDeliveries } from '../api/reads';
import { useShareLocation } from '../hooks/use-share-location';
import { useStartRoute } from '../hooks/use-start-route';
import { routeOrder } from '../lib/status';
import { DeliverSheet } from './deliver-sheet';
import { FailSheet } from './fail-sheet';
import { LocationBanner } from './location-banner';
import { RouteStop, type RouteSheet } from './route-stop';
import { ScanSheet } from './scan-sheet';
import '../locales/register';
import '../route.css';

const ROUTE_POLL_MS = 10_000;

/**
 * /driver-dashboard's "Mi ruta": my active deliveries in the order they are driven, each with its next
 * step (scan to pick up → start → deliver, or could not deliver). While one of them is on the road the
 * phone shares where it is; when none is, it stops.
 */
export function MyRoute({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  // A driver's list is always their own; anyone else who opens this screen sees the deliveries they carry.
  // A phone's websocket can die without the phone knowing (a cell network drops an idle connection;
  // only the server's ping notices): the route, a few rows, is also read every 10 s, so a new
  // assignment reaches the driver within that even when its notice does not.
  const list = useDeliveries({ status: 'active', driverId: user.id }, true, ROUTE_POLL_MS);
  const stops = useMemo(() => routeOrder(list.data?.items ?? []), [list.data]);
  const onRoad = stops.some((d) => d.status === 'IN_TRANSIT');
  const location = useShareLocation(onRoad && user.roles.includes('driver'));
  const route = useStartRoute();
  const [sheet, setSheet] = useState<{ kind: RouteSheet; delivery: DeliveryView } | null>(null);
  const close = () => setSheet(null);

  let body;
  if (list.error && !list.data)
    body = (
      <LoadFailed title={t('delivery.loadFailed')} reason={list.error.message} onRetry={() => void list.refetch()} />
    );
  else if (!list.data) body = <SkeletonRows rows={3} />;
  else if (stops.length === 0)
    body = (
      <div data-testid="route-empty">
        <EmptyState icon="truck" title={t('delivery.route.empty')}>
          {t('delivery.route.emptyHint')}
        </EmptyState>
      </div>
    );
  else
    body = (
      <ol className="dl-route" data-testid="route" aria-busy={list.isFetching || undefined}>
        {stops.map((d, i) => (
          <RouteStop
            key={d.id}
            delivery={d}
            stop={i + 1}
            busy={route.busyId === d.id}
            onStart={route.start}
            onSheet={(kind, delivery) => setSheet({ kind, delivery })}
          />
        ))}
      </ol>
    );

  return (
    <>
      <LocationBanner location={location} />
      {body}
      {sheet?.kind === 'scan' ? <ScanSheet delivery={sheet.delivery} onClose={close} /> : null}
      {sheet?.kind === 'deliver' ? <DeliverSheet delivery={sheet.delivery} onClose={close} /> : null}
      {sheet?.kind === 'fail' ? <FailSheet delivery={sheet.delivery} onClose={close} /> : null}
    </>
  );
}
