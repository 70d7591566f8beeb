import type { ReportKind, ReportPeriod } from '@domain/reports';
import { localDay } from '@/lib/local-day';
import { useUrlParams } from '@/lib/use-url-params';
import { apiQueryOf, isoOfLocal, problemOf, selectionOf } from '../lib/selection';

/** The first day of the device's month: where a new custom period starts, ending today. */
const monthStart = () => `${localDay().slice(0, 8)}01`;

/** The report's type, period, days and moment, read from and written to the URL (shareable, reloadable). */
export function useReportSelection() {
  const { params, update } = useUrlParams();
  const selection = selectionOf(params);
  const setType = (type: ReportKind) => update({ type });
  const setCause = (cause: string) => update({ cause: cause || undefined });
  // Choosing custom proposes this month so far (a report at once); leaving it forgets its days.
  const setPeriod = (period: ReportPeriod) =>
    update(
      period === 'custom'
        ? { period, from: selection.from ?? monthStart(), to: selection.to ?? localDay() }
        : { period, from: undefined, to: undefined },
    );
  const setDay = (key: 'from' | 'to', day: string) => update({ period: 'custom', [key]: day || undefined });
  const setAsOf = (local: string) => update({ asOf: isoOfLocal(local) });
  /** Back from a pinned position (a shared link's) to the figures of now. */
  const unpin = () => update({ position: undefined });
  return {
    selection,
    query: apiQueryOf(selection),
    problem: problemOf(selection),
    setType,
    setPeriod,
    setDay,
    setAsOf,
    setCause,
    unpin,
  };
}
