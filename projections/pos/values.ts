import { PAYMENT_METHODS, type PaymentMethod, type SessionFigures } from '../../domain/pos';
import { int8, record, timestamp, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { PosDatabase, PosSaleLine, PosSaleRefund } from './tables';

// What the pos fold's parts share: the rows they write, what the fold knows of a session or a sale
// between events, and readers that take any JSON an event holds to a value a column can hold.

export type Columns<T extends keyof PosDatabase> = Partial<Record<keyof PosDatabase[T] & string, unknown>>;
export type SessionColumns = Columns<'pos_sessions'> & { id: string; revision: string; position: string };
export type SaleColumns = Columns<'pos_sales'> & { id: string; revision: string; position: string };

export interface KnownSession {
  revision: bigint;
  figures: SessionFigures;
}
export interface KnownSale {
  revision: bigint;
  lines: PosSaleLine[];
  refunds: PosSaleRefund[];
  refundedCents: number;
}

export const cents = (v: unknown) => int8(v) ?? 0;
export const methodOf = (v: unknown): PaymentMethod => PAYMENT_METHODS.find((m) => m === v) ?? 'cash';

/** What toISOString writes: nearly every time an event states, and the same after a round trip through Date. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The event's time as ISO-8601, else its metadata's, else the epoch. */
export function timeOf(e: SequencedEvent, value: unknown): string {
  const at = timestampOr(value, record(e.metadata).occurredAt);
  if (ISO.test(at)) return at; // a rebuild's every event: no Date made and printed again
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}
export const timeOrNull = (v: unknown) => {
  const at = timestamp(v);
  return at === null || Number.isNaN(Date.parse(at)) ? null : new Date(Date.parse(at)).toISOString();
};
