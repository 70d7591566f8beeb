import {
  EMPLOYEE_STATUSES,
  EMPLOYEE_STREAM_PREFIX,
  PAYROLL_RUN_STREAM_PREFIX,
  type EmployeeStatus,
} from '../../domain/hr';
import { indexedText, int8, isRecord, record, text, textOr, timestamp, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { EmergencyContact, HrDatabase } from './tables';

// What the hr fold's parts share: the streams, the rows they write, and readers that take any JSON an
// event holds to a value a column can hold (column-values), so a malformed event never stops the model.

export type Columns<T extends keyof HrDatabase> = Partial<Record<keyof HrDatabase[T] & string, unknown>>;

const idAfter = (streamId: string, prefix: string) =>
  streamId.startsWith(prefix) ? indexedText(streamId.slice(prefix.length)) || undefined : undefined;
export const employeeIdOfStream = (streamId: string) => idAfter(streamId, EMPLOYEE_STREAM_PREFIX);
export const runIdOfStream = (streamId: string) => idAfter(streamId, PAYROLL_RUN_STREAM_PREFIX);

export const cents = (v: unknown) => int8(v) ?? 0;
/** An optional id or text: null when absent or empty. */
export const optionalText = (v: unknown) => text(v) || null;
export const optionalId = (v: unknown) => indexedText(v) || null;

/** What toISOString writes: nearly every time an event states, and the same after a round trip through Date. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The event's time as ISO-8601, else its metadata's, else the epoch (never the clock). */
export function timeOf(e: SequencedEvent, value: unknown): string {
  const at = timestampOr(value, record(e.metadata).occurredAt);
  if (ISO.test(at)) return at; // a rebuild's every event: no Date made and printed again
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}
export function timeOrNull(v: unknown): string | null {
  const at = timestamp(v);
  return at === null || Number.isNaN(Date.parse(at)) ? null : new Date(Date.parse(at)).toISOString();
}

export function contactOf(v: unknown): EmergencyContact | null {
  if (!isRecord(v)) return null;
  return { name: textOr(v.name), phone: textOr(v.phone), relationship: optionalText(v.relationship) };
}

/** weeklyHours as minutes (an integer column), null when not a number of hours a week can hold. */
export function weeklyMinutes(v: unknown): number | null {
  const hours = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(hours) && hours >= 0 && hours <= 168 ? Math.round(hours * 60) : null;
}

/** 'self' or 'hr' as the event says; anything else is HR's (a clock it did not read itself). */
export const byOf = (v: unknown) => (v === 'self' ? 'self' : 'hr');

/** The status as the event says; anything else (decide() writes nothing else) reads as active, as a missing one did. */
export const employeeStatusOf = (v: unknown): EmployeeStatus => EMPLOYEE_STATUSES.find((s) => s === v) ?? 'active';
