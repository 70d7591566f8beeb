import { describe, expect, it } from 'vitest';
import type { InvoiceEvent } from './events';
import { issuesInvoice } from './decide';
import { evolveInvoice, initialInvoice, type InvoiceState } from './evolve';
import {
  LATER,
  cancelInvoice,
  cancelled,
  cardLine,
  cardRow,
  created,
  histories,
  invoiceSpec as spec,
  issueInvoice,
  issued,
  paid,
  payInvoice,
  roseRow,
  updateInvoice,
  updated,
} from '../spec-fixtures';

// Spec 4 leaves the transitions open; the brief decides them: draft → pending (issued, numbered)
// → paid; draft or pending → cancelled; edit while draft or pending; a repeat decides nothing.

const stateOf = (
  history: InvoiceEvent[],
  over: Partial<Extract<InvoiceState, { known: true }>> = {},
): InvoiceState => ({
  ...(history.reduce(evolveInvoice, initialInvoice()) as Extract<InvoiceState, { known: true }>),
  ...over,
});

const notFound = (when: Parameters<ReturnType<typeof spec.given>['when']>[0]) => {
  const err = spec.given([]).when(when).thenThrows('INVOICE.NOT_FOUND');
  expect(err.kind).toBe('not-found');
  expect(err.message).toBe('Error al actualizar la factura'); // spec 8
};

describe('an invoice that does not exist', () => {
  it('cannot be updated, issued, paid or cancelled', () => {
    for (const cmd of [updateInvoice(), issueInvoice(), payInvoice(), cancelInvoice()]) notFound(cmd);
  });
});

describe('a draft', () => {
  const history = histories.draft;

  it('is updated and stays a draft with Guardar como borrador', () => {
    spec
      .given(history)
      .when(updateInvoice({ saveAsDraft: true, notes: 'Llamar antes' }))
      .then([updated({ notes: 'Llamar antes' })]);
  });

  it('decides nothing when saved as a draft unchanged', () => {
    spec
      .given(history)
      .when(updateInvoice({ saveAsDraft: true }))
      .thenNothing();
  });

  it('is updated and issued by Actualizar Factura', () => {
    spec
      .given(history)
      .when(updateInvoice({ notes: 'Llamar antes', requestedNumber: 'A-9', number: 'A-9' }))
      .then([updated({ notes: 'Llamar antes', requestedNumber: 'A-9' }), issued('A-9', LATER)]);
  });

  it('is only issued by Actualizar Factura when its content is unchanged', () => {
    spec
      .given(history)
      .when(updateInvoice({ number: 'F-2026-004' }))
      .then([issued('F-2026-004', LATER)]);
  });

  it('is checked as a whole when issued by Actualizar Factura, and for client and date only as a draft', () => {
    spec
      .given(history)
      .when(updateInvoice({ lines: [] }))
      .thenThrows('INVOICE.ITEMS_REQUIRED');
    spec
      .given(history)
      .when(updateInvoice({ saveAsDraft: true, clientId: '' }))
      .thenThrows('INVOICE.CLIENT_REQUIRED');
    spec
      .given(history)
      .when(updateInvoice({ dueDate: '2026-01-01' }))
      .thenThrows('INVOICE.DUE_BEFORE_DATE');
  });

  it('is issued by Emitir with the number given', () => {
    spec
      .given(history)
      .when(issueInvoice('F-2026-002'))
      .then([issued('F-2026-002', LATER)]);
    expect(() => spec.given(history).when(issueInvoice(' ')).then([])).toThrow(/numbering stream/);
  });

  it('is not issued by Emitir while the stored content misses what spec 5 asks', () => {
    const incomplete = [created({ lines: [{ ...cardLine, quantity: 0, totalCents: 0 }] })];
    const err = spec.given(incomplete).when(issueInvoice()).thenThrows('INVOICE.ITEM_QUANTITY_INVALID');
    expect(err.kind).toBe('validation');
    expect(err.errors).toEqual([
      { path: 'items.0.quantity', message: 'Todos los ítems deben tener una cantidad válida' },
    ]);
    spec
      .given([created({ lines: [] })])
      .when(issueInvoice())
      .thenThrows('INVOICE.ITEMS_REQUIRED');
    spec
      .given([created({ lines: [{ ...cardLine, description: '' }] })])
      .when(issueInvoice())
      .thenThrows('INVOICE.ITEM_DESCRIPTION_REQUIRED');
  });

  it('cannot be paid', () => {
    const err = spec.given(history).when(payInvoice()).thenThrows('INVOICE.NOT_PENDING');
    expect(err.message).toBe('Solo se puede marcar como pagada una factura pendiente.');
  });

  it('can be cancelled, with the reason trimmed', () => {
    spec
      .given(history)
      .when(cancelInvoice(' Cliente desistió '))
      .then([cancelled('Cliente desistió')]);
  });
});

describe('a pending invoice', () => {
  const history = histories.pending;

  it('is updated with Actualizar Factura and stays pending with its number', () => {
    const noNewNumber = { notes: 'Pago por transferencia', number: 'F-2026-009' };
    spec
      .given(history)
      .when(updateInvoice(noNewNumber))
      .then([updated({ notes: 'Pago por transferencia' })]);
    spec
      .given(history)
      .when(updateInvoice({ notes: 'x' }))
      .thenState(stateOf(history, { notes: 'x' }));
  });

  it('decides nothing when updated unchanged, the number typed again in any case or left blank', () => {
    spec.given(history).when(updateInvoice()).thenNothing();
    spec
      .given(history)
      .when(updateInvoice({ requestedNumber: ' f-2026-001 ' }))
      .thenNothing();
  });

  it('keeps its number: another number typed is refused', () => {
    const err = spec
      .given(history)
      .when(updateInvoice({ requestedNumber: 'F-2026-002' }))
      .thenThrows('INVOICE.NUMBER_LOCKED');
    expect(err.kind).toBe('illegal-state');
    expect(err.message).toBe('El número de una factura emitida no se puede cambiar.');
  });

  it('keeps the number that was typed when it was issued', () => {
    const typed = [created({ requestedNumber: 'A-77' }), issued('A-77')];
    spec
      .given(typed)
      .when(updateInvoice({ requestedNumber: '', notes: 'x' }))
      .then([updated({ requestedNumber: 'A-77', notes: 'x' })]);
    spec
      .given(typed)
      .when(updateInvoice({ requestedNumber: 'a-77' }))
      .thenNothing();
  });

  it('cannot go back to draft', () => {
    const err = spec
      .given(history)
      .when(updateInvoice({ saveAsDraft: true }))
      .thenThrows('INVOICE.DRAFT_ONLY');
    expect(err.message).toBe('Solo una factura nueva o en borrador se puede guardar como borrador.');
  });

  it('is checked as a whole when updated', () => {
    spec
      .given(history)
      .when(updateInvoice({ lines: [roseRow, { ...cardRow, quantity: 0 }] }))
      .thenThrows('INVOICE.ITEM_QUANTITY_INVALID');
  });

  it('decides nothing when issued again', () => {
    spec.given(history).when(issueInvoice('F-2026-001')).thenNothing();
  });

  it('is paid at the time of the command', () => {
    spec
      .given(history)
      .when(payInvoice())
      .then([paid(LATER)]);
  });

  it('can be cancelled and keeps its number', () => {
    spec.given(history).when(cancelInvoice()).then([cancelled()]);
    spec
      .given(history)
      .when(cancelInvoice('Duplicada'))
      .thenState(stateOf(history, { status: 'cancelled' }));
  });
});

describe('a paid invoice', () => {
  const history = histories.paid;

  it('decides nothing when paid again', () => {
    spec.given(history).when(payInvoice()).thenNothing();
  });

  it('cannot be edited, issued or cancelled', () => {
    const edit = spec.given(history).when(updateInvoice()).thenThrows('INVOICE.NOT_EDITABLE');
    expect(edit.message).toBe('Solo se pueden editar facturas en borrador o pendientes.');
    spec
      .given(history)
      .when(updateInvoice({ saveAsDraft: true }))
      .thenThrows('INVOICE.NOT_EDITABLE');
    const issue = spec.given(history).when(issueInvoice()).thenThrows('INVOICE.NOT_DRAFT');
    expect(issue.message).toBe('Solo se puede emitir una factura en borrador.');
    const cancel = spec.given(history).when(cancelInvoice()).thenThrows('INVOICE.NOT_CANCELLABLE');
    expect(cancel.message).toBe('Una factura pagada no se puede cancelar.');
  });
});

describe('a cancelled invoice', () => {
  const history = histories.cancelled;

  it('decides nothing when cancelled again', () => {
    spec.given(history).when(cancelInvoice('otra razón')).thenNothing();
    spec.given([created(), cancelled()]).when(cancelInvoice()).thenNothing();
  });

  it('cannot be edited, issued or paid', () => {
    spec.given(history).when(updateInvoice()).thenThrows('INVOICE.NOT_EDITABLE');
    spec.given([created(), cancelled()]).when(issueInvoice()).thenThrows('INVOICE.NOT_DRAFT');
    spec.given(history).when(payInvoice()).thenThrows('INVOICE.NOT_PENDING');
  });
});

describe('asking before numbering', () => {
  it('says which commands issue the invoice, so only those take a number', () => {
    expect(issuesInvoice(updateInvoice(), stateOf(histories.draft))).toBe(true);
    expect(issuesInvoice(updateInvoice({ saveAsDraft: true }), stateOf(histories.draft))).toBe(false);
    expect(issuesInvoice(updateInvoice({ notes: 'x' }), stateOf(histories.pending))).toBe(false);
    expect(issuesInvoice(issueInvoice(''), stateOf(histories.draft))).toBe(true);
    expect(issuesInvoice(issueInvoice(''), stateOf(histories.pending))).toBe(false);
    expect(issuesInvoice(payInvoice(), stateOf(histories.pending))).toBe(false);
  });

  it('refuses as the decider would, before any number is taken', () => {
    expect(() => issuesInvoice(updateInvoice({ lines: [] }), stateOf(histories.draft))).toThrow(
      'Debe agregar al menos un ítem',
    );
    expect(() => issuesInvoice(issueInvoice(''), stateOf(histories.paid))).toThrow(
      'Solo se puede emitir una factura en borrador.',
    );
  });
});
