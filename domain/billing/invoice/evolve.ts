import type { InvoiceContent, InvoiceEvent, InvoiceStatus } from './events';

// The invoice's life (spec 4): draft → pending (issued, numbered) → paid; draft or pending → cancelled.

export type InvoiceState =
  | { known: false }
  | (InvoiceContent & {
      known: true;
      invoiceId: string;
      status: InvoiceStatus;
      number: string | null;
      offlineCreatedAt: string | null;
    });

export const initialInvoice = (): InvoiceState => ({ known: false });

const content = (d: InvoiceContent): InvoiceContent => ({
  clientId: d.clientId,
  clientName: d.clientName,
  date: d.date,
  dueDate: d.dueDate,
  requestedNumber: d.requestedNumber,
  lines: d.lines,
  notes: d.notes,
  subtotalCents: d.subtotalCents,
  taxRateBasisPoints: d.taxRateBasisPoints,
  taxCents: d.taxCents,
  totalCents: d.totalCents,
});

export function evolveInvoice(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceCreated': {
      const { invoiceId, offlineCreatedAt } = event.data;
      return {
        known: true,
        invoiceId,
        status: 'draft',
        number: null,
        offlineCreatedAt,
        ...content(event.data),
      };
    }
    case 'InvoiceUpdated':
      return state.known ? { ...state, ...content(event.data) } : state;
    case 'InvoiceIssued':
      return state.known ? { ...state, status: 'pending', number: event.data.number } : state;
    case 'InvoicePaid':
      return state.known ? { ...state, status: 'paid' } : state;
    case 'InvoiceCancelled':
      return state.known ? { ...state, status: 'cancelled' } : state;
  }
}
