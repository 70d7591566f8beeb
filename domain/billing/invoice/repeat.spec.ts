import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  LATER,
  content,
  createDraft,
  createInvoice,
  createUntyped,
  created,
  invoiceSpec as spec,
  issued,
} from '../spec-fixtures';

// The brief: a save sent again under the same invoice id (an offline sync repeated or cut) changes
// nothing when it says the same; other content under that id is refused.

describe('an invoice created again with the same id', () => {
  it('decides nothing when the same save arrives again (an offline sync repeated)', () => {
    spec
      .given([created(), issued()])
      .when(createInvoice({}, { now: LATER }))
      .thenNothing();
    spec.given([created()]).when(createDraft()).thenNothing();
    spec
      .given([created({ requestedNumber: 'A-77' }), issued('A-77')])
      .when(createInvoice({ requestedNumber: ' A-77', number: 'A-77' }))
      .thenNothing();
  });

  it('decides nothing for the same save after the tax rate changed in the settings (the invoice kept its own)', () => {
    spec
      .given([created(), issued()])
      .when(createInvoice({ taxRateBasisPoints: 1600 }))
      .thenNothing();
  });

  it('decides nothing for the same save even after the invoice was paid', () => {
    spec
      .given([created(), issued(), { type: 'InvoicePaid', data: { paidAt: LATER } }])
      .when(createInvoice())
      .thenNothing();
  });

  it('refuses other content, or issuing what was saved as a draft', () => {
    const other = spec
      .given([created(), issued()])
      .when(createInvoice({ notes: 'Otra' }))
      .thenThrows('INVOICE.ALREADY_EXISTS');
    expect(other.kind).toBe('illegal-state');
    expect(other.message).toBe('Esta factura ya fue creada con otros datos.');
    spec.given([created()]).when(createInvoice()).thenThrows('INVOICE.ALREADY_EXISTS');
    spec.given([created(), issued()]).when(createDraft()).thenThrows('INVOICE.ALREADY_EXISTS');
    spec
      .given([created()])
      .when(createDraft({ clientId: CLIENT_ID.replace('c11e1', 'c11e2') }))
      .thenThrows('INVOICE.ALREADY_EXISTS');
  });

  it('compares the lines whatever order their fields were stored in', () => {
    const reordered = content.lines.map((l) => Object.fromEntries(Object.entries(l).reverse()) as typeof l);
    spec
      .given([created({ lines: reordered })])
      .when(createDraft())
      .thenNothing();
  });

  it('still checks the content first', () => {
    spec
      .given([created()])
      .when(createUntyped({ clientId: '', saveAsDraft: true, number: null }))
      .thenThrows('INVOICE.CLIENT_REQUIRED');
  });
});

describe('an invoice’s state', () => {
  it('is a draft without number after creation and pending with its number once issued', () => {
    spec
      .given([])
      .when(createDraft())
      .thenState({
        known: true,
        invoiceId: created().data.invoiceId,
        status: 'draft',
        number: null,
        offlineCreatedAt: null,
        ...content,
      });
    spec
      .given([])
      .when(createInvoice())
      .thenState({
        known: true,
        invoiceId: created().data.invoiceId,
        status: 'pending',
        number: 'F-2026-001',
        offlineCreatedAt: null,
        ...content,
      });
  });
});
