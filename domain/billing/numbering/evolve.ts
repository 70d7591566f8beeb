import { sameNumber, type NumberingEvent } from './events';

export interface NumberingState {
  /** The last automatic nnn given (0 before the first). */
  lastSequence: number;
  /** Invoice id → its number: asking again for the same invoice answers the same number. */
  byInvoice: Record<string, string>;
  /** Normalized number → invoice id. */
  taken: Record<string, string>;
}

export const initialNumbering = (): NumberingState => ({ lastSequence: 0, byInvoice: {}, taken: {} });

/** A copy with one more entry. A year holds thousands of numbers: a plain loop copies them about
 *  twice as fast as a spread, and the state is never changed in place (the handler keeps it). */
function withEntry(record: Record<string, string>, key: string, value: string): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const k in record) copy[k] = record[k]!;
  copy[key] = value;
  return copy;
}

export function evolveNumbering(state: NumberingState, { data }: NumberingEvent): NumberingState {
  return {
    lastSequence: data.sequence ?? state.lastSequence,
    byInvoice: withEntry(state.byInvoice, data.invoiceId, data.number),
    taken: withEntry(state.taken, sameNumber(data.number), data.invoiceId),
  };
}

/** The number this stream gave (or would give) the invoice; used by the route to answer it. */
export const numberOf = (state: NumberingState, invoiceId: string): string | undefined =>
  own(state.byInvoice, invoiceId);

/** The invoice a number (any case or spacing) was given to, if any. */
export const holderOf = (state: NumberingState, number: string): string | undefined =>
  own(state.taken, sameNumber(number));

/** Only the record's own entries: a typed number must never meet Object.prototype's names. */
const own = (record: Record<string, string>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
