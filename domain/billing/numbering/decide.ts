import type { AssignInvoiceNumber } from './commands';
import { numberTaken } from './errors';
import { automaticNumber, type NumberingEvent } from './events';
import { holderOf, numberOf, type NumberingState } from './evolve';

// A year's invoice numbers (one stream per year): the automatic count and every number given,
// so a number is never given twice and the count never skips. Records, not Maps: states are
// stored as JSON snapshots.

export function decideNumbering({ data, metadata }: AssignInvoiceNumber, state: NumberingState): NumberingEvent[] {
  if (numberOf(state, data.invoiceId)) return [];
  const assignedAt = metadata.now;
  const manual = data.number?.trim(); // blank is 'Automático'
  if (manual) {
    const owner = holderOf(state, manual);
    if (owner && owner !== data.invoiceId) throw numberTaken(manual);
    return [
      {
        type: 'InvoiceNumberAssigned',
        data: { invoiceId: data.invoiceId, number: manual, sequence: null, assignedAt },
      },
    ];
  }
  // A manual number may already hold the next nnn of the pattern: the count steps over it.
  let sequence = state.lastSequence + 1;
  while (holderOf(state, automaticNumber(data.year, sequence))) sequence++;
  return [
    {
      type: 'InvoiceNumberAssigned',
      data: { invoiceId: data.invoiceId, number: automaticNumber(data.year, sequence), sequence, assignedAt },
    },
  ];
}
