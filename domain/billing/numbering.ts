import type { AssignInvoiceNumber } from './commands';
import { numberTaken } from './errors';
import { automaticNumber, sameNumber, type NumberingEvent } from './events';

// A year's invoice numbers (one stream per year): the automatic count and every number given,
// so a number is never given twice and the count never skips. Records, not Maps: states are
// stored as JSON snapshots.

export interface NumberingState {
  /** The last automatic nnn given (0 before the first). */
  lastSequence: number;
  /** Invoice id → its number: asking again for the same invoice answers the same number. */
  byInvoice: Record<string, string>;
  /** Normalized number → invoice id. */
  taken: Record<string, string>;
}

export const initialNumbering = (): NumberingState => ({ lastSequence: 0, byInvoice: {}, taken: {} });

export function evolveNumbering(state: NumberingState, { data }: NumberingEvent): NumberingState {
  return {
    lastSequence: data.sequence ?? state.lastSequence,
    byInvoice: { ...state.byInvoice, [data.invoiceId]: data.number },
    taken: { ...state.taken, [sameNumber(data.number)]: data.invoiceId },
  };
}

/** The number this stream gave (or would give) the invoice; used by the route to answer it. */
export const numberOf = (state: NumberingState, invoiceId: string): string | undefined => state.byInvoice[invoiceId];

export function decideNumbering({ data, metadata }: AssignInvoiceNumber, state: NumberingState): NumberingEvent[] {
  if (state.byInvoice[data.invoiceId]) return [];
  const assignedAt = metadata.now;
  if (data.number) {
    const owner = state.taken[sameNumber(data.number)];
    if (owner && owner !== data.invoiceId) throw numberTaken(data.number.trim());
    return [{ type: 'InvoiceNumberAssigned', data: { invoiceId: data.invoiceId, number: data.number.trim(), sequence: null, assignedAt } }];
  }
  // A manual number may already hold the next nnn of the pattern: the count steps over it.
  let sequence = state.lastSequence + 1;
  while (state.taken[sameNumber(automaticNumber(data.year, sequence))]) sequence++;
  return [{ type: 'InvoiceNumberAssigned', data: { invoiceId: data.invoiceId, number: automaticNumber(data.year, sequence), sequence, assignedAt } }];
}
