import { describe, expect, it } from 'vitest';
import { command } from '../../shared/given-when-then';
import { evolveNumbering, initialNumbering, numberOf } from './evolve';
import type { InvoiceNumberAssigned } from './events';
import { LATER, NOW, numberingSpec as spec } from '../spec-fixtures';

// Spec 5 "Invoice number": blank → F-{year}-{nnn}, nnn the year's count padded to 3 digits. The
// stream's events are the numbers given: the count never skips, no number is given twice, and the
// same invoice asking again gets the number it already has.

const invoice = (n: number) => `2f6d8e90-1a3b-4c5d-9e7f-${String(n).padStart(12, '0')}`;
const assign = (invoiceId: string, number: string | null = null, year = 2026) =>
  command('AssignInvoiceNumber', { invoiceId, year, number }, { now: LATER });
const assigned = (
  invoiceId: string,
  number: string,
  sequence: number | null,
  assignedAt = NOW,
): InvoiceNumberAssigned => ({
  type: 'InvoiceNumberAssigned',
  data: { invoiceId, number, sequence, assignedAt },
});
/** The first n automatic numbers of 2026. */
const counted = (n: number) =>
  Array.from({ length: n }, (_, i) => assigned(invoice(i + 1), `F-2026-${String(i + 1).padStart(3, '0')}`, i + 1));

describe('automatic numbers', () => {
  it('start at F-yyyy-001 for the year asked', () => {
    spec
      .given([])
      .when(assign(invoice(1)))
      .then([assigned(invoice(1), 'F-2026-001', 1, LATER)]);
    spec
      .given([])
      .when(assign(invoice(1), null, 2027))
      .then([assigned(invoice(1), 'F-2027-001', 1, LATER)]);
  });

  it('follow one another, padded to 3 digits', () => {
    spec
      .given(counted(1))
      .when(assign(invoice(2)))
      .then([assigned(invoice(2), 'F-2026-002', 2, LATER)]);
    spec
      .given(counted(9))
      .when(assign(invoice(10)))
      .then([assigned(invoice(10), 'F-2026-010', 10, LATER)]);
    spec
      .given(counted(99))
      .when(assign(invoice(100)))
      .then([assigned(invoice(100), 'F-2026-100', 100, LATER)]);
  });

  it('grow to 4 digits at the 1000th invoice', () => {
    spec
      .given(counted(999))
      .when(assign(invoice(1000)))
      .then([assigned(invoice(1000), 'F-2026-1000', 1000, LATER)]);
  });

  it('are not given twice to the same invoice: asking again decides nothing', () => {
    const history = counted(3);
    spec
      .given(history)
      .when(assign(invoice(2)))
      .thenNothing();
    spec
      .given(history)
      .when(assign(invoice(2), 'A-1'))
      .thenNothing();
    const state = history.reduce(evolveNumbering, initialNumbering());
    expect(numberOf(state, invoice(2))).toBe('F-2026-002');
    expect(numberOf(state, invoice(4))).toBeUndefined();
  });

  it('step over a manual number that already holds the next count', () => {
    const history = [
      ...counted(1),
      assigned(invoice(50), 'f-2026-002', null),
      assigned(invoice(51), 'F-2026-003 ', null),
    ];
    spec
      .given(history)
      .when(assign(invoice(2)))
      .then([assigned(invoice(2), 'F-2026-004', 4, LATER)]);
    spec
      .given([...history, assigned(invoice(2), 'F-2026-004', 4)])
      .when(assign(invoice(3)))
      .then([assigned(invoice(3), 'F-2026-005', 5, LATER)]);
  });
});

describe('manual numbers', () => {
  it('are given as typed, trimmed, outside the count', () => {
    spec
      .given(counted(2))
      .when(assign(invoice(7), '  A-77 '))
      .then([assigned(invoice(7), 'A-77', null, LATER)]);
    spec
      .given([assigned(invoice(7), 'A-77', null)])
      .when(assign(invoice(8)))
      .then([assigned(invoice(8), 'F-2026-001', 1, LATER)]);
  });

  it('read a blank number as Automático', () => {
    spec
      .given([])
      .when(assign(invoice(1), '   '))
      .then([assigned(invoice(1), 'F-2026-001', 1, LATER)]);
  });

  it('refuse a number another invoice has, naming it, whatever its case or spaces', () => {
    const history = [...counted(2), assigned(invoice(7), 'A-77', null)];
    const err = spec
      .given(history)
      .when(assign(invoice(8), 'F-2026-002'))
      .thenThrows('INVOICE.NUMBER_TAKEN');
    expect(err.kind).toBe('illegal-state');
    expect(err.message).toBe('Ya existe una factura con el número F-2026-002.');
    const lower = spec
      .given(history)
      .when(assign(invoice(8), ' a-77 '))
      .thenThrows('INVOICE.NUMBER_TAKEN');
    expect(lower.message).toBe('Ya existe una factura con el número a-77.');
    spec
      .given(history)
      .when(assign(invoice(8), 'f-2026-001'))
      .thenThrows('INVOICE.NUMBER_TAKEN');
  });
});

describe('ids and numbers that look like built-in names', () => {
  it('are numbers like any other', () => {
    expect(numberOf(initialNumbering(), 'constructor')).toBeUndefined();
    spec
      .given([])
      .when(assign('toString'))
      .then([assigned('toString', 'F-2026-001', 1, LATER)]);
    spec
      .given([])
      .when(assign(invoice(1), 'hasOwnProperty'))
      .then([assigned(invoice(1), 'hasOwnProperty', null, LATER)]);
  });
});
