import { WASTE_CAUSES, type WasteCause } from '@domain/inventory';
import { REPORT_KINDS, REPORT_PERIODS, wasteQuery, type ReportKind, type ReportPeriod } from '@domain/reports';

// What the screen asks for, as the URL keeps it (type, period, from, to, asOf and, for a report
// reopened from its position, position), so a report link can be shared and reloaded as it was.

export interface ReportSelection {
  type: ReportKind;
  period: ReportPeriod;
  /** yyyy-mm-dd; only with the custom period. */
  from?: string;
  to?: string;
  /** An ISO moment with its zone (the datetime-local input, converted). */
  asOf?: string;
  /** A store position to stand at: the figures of an earlier report, exactly. */
  position?: string;
  /** The waste report only: one cause. */
  cause?: WasteCause;
}

/** The query string of GET /api/reports/:type and of its exports. */
export type ReportApiQuery = Partial<Record<'period' | 'from' | 'to' | 'asOf' | 'position' | 'cause', string>>;

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

export function selectionOf(params: URLSearchParams): ReportSelection {
  const period = oneOf(REPORT_PERIODS, params.get('period'), 'all');
  const custom = period === 'custom';
  return {
    type: oneOf(REPORT_KINDS, params.get('type'), 'inventory'),
    period,
    // Days left over from a custom period are not sent with another: the API would refuse them.
    from: (custom && params.get('from')) || undefined,
    to: (custom && params.get('to')) || undefined,
    asOf: params.get('asOf') || undefined,
    position: params.get('position') || undefined,
    cause: params.get('cause') ? oneOf(WASTE_CAUSES, params.get('cause'), 'other') : undefined,
  };
}

/** Only the parameters given, so equal selections make equal query keys. */
export function apiQueryOf(s: ReportSelection): ReportApiQuery {
  const query: ReportApiQuery = { period: s.period };
  for (const key of ['from', 'to', 'asOf', 'position'] as const) if (s[key]) query[key] = s[key];
  if (s.type === 'waste' && s.cause) query.cause = s.cause;
  return query;
}

/**
 * The server's own Spanish message when the selection would be refused (custom without days, from
 * after to, a bad moment), checked with the API's schema before asking; null when it may be sent.
 */
export function problemOf(s: ReportSelection): string | null {
  // wasteQuery is the report's own with `cause`, which apiQueryOf sends for waste only.
  const checked = wasteQuery.safeParse(apiQueryOf(s));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** datetime-local's "2026-05-01T18:30" (the device's zone) → an ISO moment in UTC; '' or invalid → undefined. */
export function isoOfLocal(local: string): string | undefined {
  const d = local ? new Date(local) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined;
}

/** An ISO moment → datetime-local's value in the device's zone (what the input shows). */
export function localOfIso(iso: string | undefined): string {
  const d = iso ? new Date(iso) : undefined;
  if (!d || Number.isNaN(d.getTime())) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
