import { describe, expect, it } from 'vitest';
import { accountBody, accountPatchBody, expenseBody, journalEntryBody, reverseEntryBody } from './index';

// Issue 18's HTTP bodies: what the accounting screens send, refused with the Spanish message the
// decider would give; amounts in pesos with at most 2 decimals, never negative.

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('accounting HTTP bodies', () => {
  it('an account: a code of 1 to 10 digits, a name, a kind; a patch names something to change', () => {
    expect(accountBody.safeParse({ code: '6207', name: ' Donaciones ', kind: 'expense' }).data).toEqual({
      code: '6207',
      name: 'Donaciones',
      kind: 'expense',
    });
    expect(messages(accountBody.safeParse({ code: '62a', name: 'x', kind: 'expense' }))).toEqual([
      'El código de cuenta debe tener de 1 a 10 dígitos.',
    ]);
    expect(accountBody.safeParse({ code: '6207', name: 'x', kind: 'income' }).success).toBe(false);
    expect(accountBody.safeParse({ code: '6207', name: 'x', kind: 'expense', extra: 1 }).success).toBe(false);
    expect(accountPatchBody.safeParse({ active: false }).success).toBe(true);
    expect(messages(accountPatchBody.safeParse({}))).toEqual(['Indica el nombre o el estado de la cuenta.']);
  });

  it('an expense: amount above 0 with 2 decimals at most, never negative; a known category and method', () => {
    const body = {
      date: '2026-11-05',
      category: 'rent',
      vendor: 'Inmobiliaria Sol',
      description: 'Alquiler',
      amount: 8000.5,
      paymentMethod: 'transfer',
    };
    expect(expenseBody.safeParse(body).success).toBe(true);
    expect(messages(expenseBody.safeParse({ ...body, amount: -1 }))).toEqual(['El importe no puede ser negativo.']);
    expect(expenseBody.safeParse({ ...body, amount: 0 }).success).toBe(false);
    expect(expenseBody.safeParse({ ...body, amount: 1.005 }).success).toBe(false);
    expect(expenseBody.safeParse({ ...body, amount: 1e12 + 1 }).success).toBe(false);
    expect(expenseBody.safeParse({ ...body, category: 'toString' }).success).toBe(false);
    expect(expenseBody.safeParse({ ...body, date: '2026-02-30' }).success).toBe(false);
    expect(expenseBody.safeParse({ ...body, attachmentName: 'a'.repeat(201) }).success).toBe(false);
  });

  it('a journal entry: two lines at least, each a debit or a credit, balanced in centavos', () => {
    const line = (accountCode: string, debit: number, credit: number) => ({ accountCode, debit, credit });
    const body = {
      date: '2026-11-05',
      description: 'Ajuste',
      lines: [line('1101', 0.1 + 0.2, 0), line('3101', 0, 0.3)],
    };
    expect(journalEntryBody.safeParse(body).success).toBe(true);
    expect(
      journalEntryBody.safeParse({
        ...body,
        lines: [
          { accountCode: '1101', debit: 5 },
          { accountCode: '3101', credit: 5 },
        ],
      }).success,
    ).toBe(true);
    expect(
      messages(journalEntryBody.safeParse({ ...body, lines: [line('1101', 100, 0), line('3101', 0, 90.5)] })),
    ).toEqual(['El asiento no cuadra: débitos 100.00, créditos 90.50.']);
    expect(
      messages(journalEntryBody.safeParse({ ...body, lines: [line('1101', -5, 0), line('3101', 0, -5)] })),
    ).toContain('El importe no puede ser negativo.');
    expect(
      messages(journalEntryBody.safeParse({ ...body, lines: [line('1101', 5, 5), line('3101', 0, 0)] })),
    ).toContain('Cada línea lleva un débito o un crédito: no ambos, ni ninguno.');
    expect(messages(journalEntryBody.safeParse({ ...body, lines: [line('1101', 0, 0)] }))).toContain(
      'Un asiento necesita al menos dos líneas.',
    );
    expect(
      journalEntryBody.safeParse({ ...body, lines: [line('1101', 0.001, 0), line('3101', 0, 0.001)] }).success,
    ).toBe(false);
    expect(reverseEntryBody.safeParse({ reason: ' ' }).success).toBe(false);
    expect(reverseEntryBody.safeParse({ reason: 'Duplicado' }).success).toBe(true);
  });
});
