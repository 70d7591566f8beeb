import type { Query } from '@tanstack/react-query';
import type { DeliveryView } from '@domain/delivery';
import { oneAtATime, type Changed, type LivePatch, type PatchTools } from '../../../lib/live-batch';
import type { DeliveryList, DeliveryQuery } from './keys';

// The deliveries' notices name each delivery that moved. Each is read alone (GET /api/deliveries/:id)
// and put where the lists' filters place it: replaced, taken out, or added in the server's order
// (day, then on the road, waiting, closed, then id). Only a list cut at its page limit, or a notice
// naming no delivery (a driver's own), reads a list again.

const LISTS = ['deliveries', 'list'] as const;
const STATUS_ORDER: Record<string, number> = { IN_TRANSIT: 0, PENDING: 1, DELIVERED: 2 };
const ACTIVE = ['PENDING', 'IN_TRANSIT'];

/** Whether the server's filter (read-api/delivery/queries/deliveries.ts) takes this delivery. */
export function listTakes(q: DeliveryQuery, d: DeliveryView): boolean {
  if (q.driverId !== undefined && d.driver?.id !== q.driverId) return false;
  if (q.zoneId !== undefined && d.zone.id !== q.zoneId) return false;
  if (q.date !== undefined && d.scheduledDeliveryTime !== q.date) return false;
  if (q.status === 'active') return ACTIVE.includes(d.status);
  if (q.status === 'late') return d.late;
  return q.status === undefined || d.status === q.status;
}

const sortKey = (d: DeliveryView) => [d.scheduledDeliveryTime, STATUS_ORDER[d.status] ?? 3, d.id] as const;
const before = (a: DeliveryView, b: DeliveryView) => {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x[0] !== y[0] ? x[0] < y[0] : x[1] !== y[1] ? x[1] < y[1] : x[2] < y[2];
};

/** The list with `d` where its filter puts it; undefined when only a read of the list can say. */
export function placed(list: DeliveryList, q: DeliveryQuery, d: DeliveryView): DeliveryList | undefined {
  const rest = list.items.filter((r) => r.id !== d.id);
  const had = rest.length < list.items.length;
  if (!listTakes(q, d)) return had ? { ...list, items: rest, total: list.total - 1 } : list;
  if (list.truncated) return had ? { ...list, items: list.items.map((r) => (r.id === d.id ? d : r)) } : undefined;
  const at = rest.findIndex((r) => before(d, r));
  const items = at < 0 ? [...rest, d] : [...rest.slice(0, at), d, ...rest.slice(at)];
  return { ...list, items, total: list.total + (had ? 0 : 1) };
}

export function deliveryRowsPatch(readDelivery: (id: string) => Promise<DeliveryView>): LivePatch {
  const put = ({ queryClient, refresh }: PatchTools, { photo: _, ...d }: DeliveryView) => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: LISTS }) as Query<DeliveryList>[]) {
      const list = query.state.data;
      if (!list) continue;
      const next = placed(list, query.queryKey[2] as DeliveryQuery, d);
      if (!next) refresh(query.queryKey);
      else if (next !== list) queryClient.setQueryData(query.queryKey, next);
    }
  };

  const read = oneAtATime((id: string, tools: PatchTools) =>
    readDelivery(id)
      .then((d) => put(tools, d))
      .catch(() => tools.refresh(LISTS)),
  );

  return {
    projection: 'deliveries',
    keeps: (key) => key[0] === LISTS[0] && key[1] === LISTS[1],
    apply: (changed: Changed[], tools) => {
      if (!tools.queryClient.getQueryCache().findAll({ queryKey: LISTS }).length) return;
      const ids = changed.filter((c) => c.entity === 'delivery').map((c) => c.id);
      if (ids.length === 0) return tools.refresh(LISTS);
      for (const id of ids) read(id, tools);
    },
  };
}
