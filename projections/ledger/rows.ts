import { ENTRY_SOURCE_KINDS, LEDGER_STREAM_PREFIX } from '../../domain/accounting/journal';
import { scalarField } from '../engine/copy-text';
import { metadataOf } from '../engine/event-metadata';
import { date, indexedText, int4, int8, list, record, text, textOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import { journalEntries, journalLines } from './tables';

// The journal's rows, made once for both write paths (JSON for `apply`, COPY text for a rebuild), so
// the two cannot drift apart. Values go through column-values: whatever an event holds, a row gets
// what its column takes, and the projection never stops on a value.

type Line<C> = { [K in keyof C]: unknown };
export type EntryLine = Line<typeof journalEntries.columns>;
export type LineLine = Line<typeof journalLines.columns>;

const UNKNOWN_DAY = '1970-01-01';

/** The journal entries of a batch: JournalEntryPosted on a ledger month's stream. */
export const postedEntries = (events: readonly SequencedEvent[]) =>
  events.filter((e) => e.type === 'JournalEntryPosted' && e.streamId.startsWith(LEDGER_STREAM_PREFIX));

/**
 * The event an entry was recorded from: a posted entry's business event (source.eventId, streamId,
 * position, type); a manual entry or a reversal was a person's, so its source is the very
 * JournalEntryPosted that recorded it — every entry opens an event of its own in the audit trail.
 */
function sourceEvent(e: SequencedEvent, source: Record<string, unknown>) {
  const named = indexedText(source.eventId);
  if (named)
    return {
      eventId: named,
      stream: indexedText(source.streamId),
      position: indexedText(source.position),
      type: indexedText(source.type),
    };
  return { eventId: e.eventId, stream: indexedText(e.streamId), position: indexedText(e.position), type: e.type };
}

export function entryRow(e: SequencedEvent): EntryLine {
  const d = record(e.data);
  const source = record(d.source);
  const from = sourceEvent(e, source);
  // The day the books count it on: the day it happened, unless that month was closed before it was
  // posted — then the day it was posted, in the open month it went to.
  const happened = date(d.date);
  const month = indexedText(d.month);
  const postedOn =
    (happened && (!month || happened.startsWith(month)) ? happened : date(d.postedOn)) ?? happened ?? UNKNOWN_DAY;
  const lines = list(d.lines).map(record);
  return {
    ordinal: e.ordinal.toString(),
    entry_id: indexedText(d.entryId) ?? e.eventId,
    month: month ?? postedOn.slice(0, 7),
    posted_on: postedOn,
    occurred_on: happened ?? postedOn,
    description: textOr(d.description),
    source_kind: ENTRY_SOURCE_KINDS.find((k) => k === source.kind) ?? 'manual',
    source_event_id: from.eventId,
    source_stream: from.stream,
    source_position: from.position,
    source_type: from.type,
    reversed_entry_id: indexedText(source.reversedEntryId),
    reason: textOr(source.reason),
    total_cents: int8(lines.reduce((s, l) => s + (int8(l.debitCents) ?? 0), 0)) ?? 0,
    actor_id: text(metadataOf(e).actor?.userId),
    event_id: e.eventId,
  };
}

/** The entry's lines; `entry` is its row when the caller made it already (a rebuild makes both). */
export function lineRows(e: SequencedEvent, entry: EntryLine = entryRow(e)): LineLine[] {
  return list(record(e.data).lines).map((v, i) => {
    const l = record(v);
    return {
      ordinal: entry.ordinal,
      entry_id: entry.entry_id,
      line_no: int4(i) ?? 0,
      account_code: indexedText(l.accountCode) ?? '',
      posted_on: entry.posted_on,
      debit_cents: int8(l.debitCents) ?? 0,
      credit_cents: int8(l.creditCents) ?? 0,
      memo: textOr(l.memo),
    };
  });
}

/** Every column as a scalar for COPY (the journal holds no JSON column): named by the table itself. */
const scalars = <C extends object>(columns: C) =>
  Object.fromEntries(Object.keys(columns).map((c) => [c, scalarField])) as Record<keyof C, (value: unknown) => string>;
export const ENTRY_COPY = scalars(journalEntries.columns);
export const LINE_COPY = scalars(journalLines.columns);
