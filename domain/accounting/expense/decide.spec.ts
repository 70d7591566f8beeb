import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { expenseDecider, type ExpenseDetails, type ExpenseEvent } from '../index';

// Issue 18's expenses: recorded once with a date, a category, a vendor, a description, an amount
// above zero and how it was paid; the same record again is nothing, another under the same id a clash.

const spec = specFor(expenseDecider);
const NOW = '2026-01-15T10:00:00.000Z';
const rent: ExpenseDetails = {
  expenseId: 'g-1',
  date: '2026-11-05',
  category: 'rent',
  vendor: 'Inmobiliaria Sol',
  description: 'Alquiler de noviembre',
  amountCents: 800_000,
  paymentMethod: 'transfer',
  attachmentName: 'recibo-noviembre.pdf',
};
const record = (over: Partial<ExpenseDetails> = {}) => command('RecordExpense', { ...rent, ...over });
const recorded: ExpenseEvent = { type: 'ExpenseRecorded', data: { ...rent, recordedAt: NOW } };

describe('an expense', () => {
  it('is recorded with its details trimmed; an empty attachment name is none', () => {
    spec
      .given([])
      .when(record({ vendor: ' Inmobiliaria Sol ', description: ' Alquiler de noviembre ' }))
      .then([recorded]);
    const { attachmentName: _none, ...withoutAttachment } = rent;
    spec
      .given([])
      .when(record({ attachmentName: '  ' }))
      .then([{ type: 'ExpenseRecorded', data: { ...withoutAttachment, recordedAt: NOW } }]);
  });

  it('is recorded once: the same record again is nothing; other data under the same id is refused (409)', () => {
    spec.given([recorded]).when(record()).thenNothing();
    const clash = spec
      .given([recorded])
      .when(record({ amountCents: 800_001 }))
      .thenThrows('EXPENSE.ID_TAKEN');
    expect(clash.kind).toBe('illegal-state');
  });

  it('refuses a negative, zero, fractional or too large amount', () => {
    const negative = spec
      .given([])
      .when(record({ amountCents: -1 }))
      .thenThrows('EXPENSE.NEGATIVE_AMOUNT');
    expect(negative.message).toBe('El importe no puede ser negativo.');
    spec
      .given([])
      .when(record({ amountCents: 0 }))
      .thenThrows('EXPENSE.AMOUNT');
    spec
      .given([])
      .when(record({ amountCents: 10.5 }))
      .thenThrows('EXPENSE.AMOUNT');
    spec
      .given([])
      .when(record({ amountCents: 1e14 + 1 }))
      .thenThrows('TOTAL.TOO_LARGE');
  });

  it('refuses a bad date, an unknown category or payment method, and blank or long texts', () => {
    spec
      .given([])
      .when(record({ date: '2026-02-30' }))
      .thenThrows('EXPENSE.DATE');
    spec
      .given([])
      .when(record({ category: 'toString' as never }))
      .thenThrows('EXPENSE.CATEGORY');
    spec
      .given([])
      .when(record({ paymentMethod: 'cheque' as never }))
      .thenThrows('EXPENSE.PAYMENT_METHOD');
    spec
      .given([])
      .when(record({ vendor: '' }))
      .thenThrows('EXPENSE.VENDOR');
    spec
      .given([])
      .when(record({ vendor: 'v'.repeat(121) }))
      .thenThrows('EXPENSE.VENDOR');
    spec
      .given([])
      .when(record({ description: 'd'.repeat(301) }))
      .thenThrows('EXPENSE.DESCRIPTION');
    spec
      .given([])
      .when(record({ attachmentName: 'a'.repeat(201) }))
      .thenThrows('EXPENSE.ATTACHMENT');
    spec
      .given([])
      .when(record({ vendor: 'v'.repeat(120), description: 'd'.repeat(300), attachmentName: 'a'.repeat(200) }))
      .then([
        {
          type: 'ExpenseRecorded',
          data: {
            ...rent,
            vendor: 'v'.repeat(120),
            description: 'd'.repeat(300),
            attachmentName: 'a'.repeat(200),
            recordedAt: NOW,
          },
        },
      ]);
  });
});
