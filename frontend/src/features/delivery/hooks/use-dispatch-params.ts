import { useUrlParams } from '@/lib/use-url-params';
import { DISPATCH_TABS, type DispatchTab } from '../lib/dispatch';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The board's tab, delivery day and zone, kept in the URL (reload and back keep them); anything malformed reads as unset. */
export function useDispatchParams() {
  const { params, update } = useUrlParams();
  const tabParam = params.get('tab');
  const tab: DispatchTab = (DISPATCH_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as DispatchTab)
    : 'unassigned';
  const dateParam = params.get('date');
  return {
    tab,
    date: dateParam && DAY.test(dateParam) ? dateParam : undefined,
    zoneId: params.get('zone') || undefined,
    setTab: (next: DispatchTab) => update({ tab: next === 'unassigned' ? undefined : next }),
    setDate: (day: string | undefined) => update({ date: day }),
    setZone: (zoneId: string | undefined) => update({ zone: zoneId }),
  };
}
