import { EXPENSE_STREAM_PREFIX, type EXPENSE_CATEGORIES } from '../../domain/accounting';
import { metadataOf } from '../engine/event-metadata';
import { date, indexedText, int8, record, text, textOr, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { expenses } from './tables';

// An expense's row from its ExpenseRecorded, as the columns take it (column-values): whatever a
// writer left in the event, the projection never stops on a value. Deterministic (no clock).

export type ExpenseLine = { [K in keyof typeof expenses.columns]: unknown };

const OTHER: keyof typeof EXPENSE_CATEGORIES = 'other';
const UNKNOWN_DAY = '1970-01-01';

/** The expenses of a batch: ExpenseRecorded on an expense's stream. */
export const recordedExpenses = (events: readonly SequencedEvent[]) =>
  events.filter((e) => e.type === 'ExpenseRecorded' && e.streamId.startsWith(EXPENSE_STREAM_PREFIX));

export function expenseRow(e: SequencedEvent): ExpenseLine {
  const d = record(e.data);
  const recordedAt = timestampOr(d.recordedAt, record(e.metadata).occurredAt);
  return {
    ordinal: e.ordinal.toString(),
    expense_id: indexedText(d.expenseId) ?? indexedText(e.streamId.slice(EXPENSE_STREAM_PREFIX.length)) ?? '',
    // No day of its own: the day it was recorded (UTC), else the epoch — never the projection's clock.
    date: date(d.date) ?? date(recordedAt.slice(0, 10)) ?? UNKNOWN_DAY,
    // A category or method this version does not know is kept as written: the list shows it as is.
    category: indexedText(d.category) ?? OTHER,
    vendor: textOr(d.vendor),
    description: textOr(d.description),
    amount_cents: int8(d.amountCents) ?? 0,
    payment_method: textOr(d.paymentMethod), // none stated: none shown, rather than a guess
    attachment_name: text(d.attachmentName),
    recorded_at: recordedAt,
    actor_id: text(metadataOf(e).actor?.userId),
    event_id: e.eventId,
  };
}
