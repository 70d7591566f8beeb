import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, expenseStream } from '../../domain/accounting';
import { expense, useBooks } from './accounting-support';

// Accounting's command routes (issue 18) on a fresh database, the shop's clock pinned to Thursday
// 2026-01-15 in New York (orders-support): the chart, expenses, manual entries, reversal, period
// close. Every refusal is a Spanish problem and appends no event.

const { books, token, accountant } = useBooks('acct_cmd');

describe('the chart of accounts', () => {
  it('adds an account and renames it; the code is its id', async () => {
    const b = await books();
    const added = await b.post('/api/accounting/accounts', { code: '6207', name: 'Seguros', kind: 'expense' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ id: '6207', streamId: 'chart-of-accounts' });
    const renamed = await b.patch('/api/accounting/accounts/6207', { name: 'Seguros del local' });
    expect(renamed.statusCode, renamed.body).toBe(201);
    // The same name again changes nothing.
    expect((await b.patch('/api/accounting/accounts/6207', { name: 'Seguros del local' })).statusCode).toBe(200);
    const both = await b.patch('/api/accounting/accounts/6207', { name: 'Seguros', active: false });
    expect(both.statusCode, both.body).toBe(201);
    const taken = await b.refused(() =>
      b.post('/api/accounting/accounts', { code: '6207', name: 'Otra', kind: 'expense' }),
    );
    expect(taken).toMatchObject({ status: 409, detail: 'Ya existe la cuenta 6207 (Seguros).' });
    const unknown = await b.refused(() => b.patch('/api/accounting/accounts/9999', { active: false }));
    expect(unknown).toMatchObject({ status: 404, detail: 'Cuenta no encontrada.' });
  });

  it('refuses unknown keys in a body (400) and other roles (403)', async () => {
    const b = await books();
    const extra = await b.refused(() =>
      b.post('/api/accounting/accounts', { code: '6208', name: 'Seguros', kind: 'expense', deleted: true }),
    );
    expect(extra.status).toBe(400);
    expect((await b.refused(() => b.post('/api/accounting/expenses', { ...expense, id: 'x' }))).status).toBe(400);
    for (const role of ['client', 'cashier'])
      expect((await b.refused(() => b.post('/api/accounting/expenses', expense, token(role)))).status).toBe(403);
    expect((await b.post('/api/accounting/expenses', expense, token('owner'))).statusCode).toBe(201);
  });
});

describe('expenses', () => {
  it('are recorded once under one Idempotency-Key (the repeat gets the first answer), in centavos', async () => {
    const b = await books();
    const key = { 'idempotency-key': randomUUID() };
    const first = await b.post('/api/accounting/expenses', expense, accountant, key);
    expect(first.statusCode, first.body).toBe(201);
    const events = await b.countEvents();
    // A keyed repeat gets the first answer (status and body), and records nothing again.
    const again = await b.post('/api/accounting/expenses', expense, accountant, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await b.countEvents()).toBe(events);
    const recorded = await b.store.readStream(expenseStream(first.json().id));
    expect(recorded.map((e) => [e.type, (e.data as { amountCents: number }).amountCents])).toEqual([
      ['ExpenseRecorded', 123_450],
    ]);
  });

  it('refuse a negative amount or a day after today (400, no event)', async () => {
    const b = await books();
    const future = await b.refused(() => b.post('/api/accounting/expenses', { ...expense, date: '2026-01-16' }));
    expect(future).toMatchObject({ status: 400, detail: 'La fecha del gasto no puede ser posterior a hoy.' });
    const negative = await b.refused(() => b.post('/api/accounting/expenses', { ...expense, amount: -5 }));
    expect(negative.status).toBe(400);
    expect(negative.errors?.[0]?.message).toBe('El importe no puede ser negativo.');
  });
});

describe('manual journal entries', () => {
  it('post a balanced entry to its month with the description as the reason', async () => {
    const b = await books();
    const res = await b.post('/api/accounting/journal-entries', b.entry());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().streamId).toBe('ledger-2026-01');
    const [posted] = await b.store.readStream('ledger-2026-01');
    expect(posted!.data).toMatchObject({
      entryId: res.json().id,
      month: '2026-01',
      date: '2026-01-10',
      postedOn: '2026-01-15',
      source: { kind: 'manual', reason: 'Alquiler de enero' },
      lines: [
        { accountCode: ACCOUNTS.rent, debitCents: 300_000, creditCents: 0 },
        { accountCode: ACCOUNTS.bank, debitCents: 0, creditCents: 300_000 },
      ],
    });
  });

  it('refuse an unbalanced entry, a negative amount, a future date (400, no event)', async () => {
    const b = await books();
    const lines = [
      { accountCode: ACCOUNTS.rent, debit: 3000 },
      { accountCode: ACCOUNTS.bank, credit: 2999.99 },
    ];
    const unbalanced = await b.refused(() => b.post('/api/accounting/journal-entries', b.entry({ lines })));
    expect(unbalanced.status).toBe(400);
    expect(unbalanced.errors?.[0]?.message).toBe('El asiento no cuadra: débitos 3,000.00, créditos 2,999.99.');
    const negative = [
      { accountCode: ACCOUNTS.rent, debit: -1 },
      { accountCode: ACCOUNTS.bank, credit: -1 },
    ];
    const refusedNegative = await b.refused(() =>
      b.post('/api/accounting/journal-entries', b.entry({ lines: negative })),
    );
    expect(refusedNegative.status).toBe(400);
    expect(refusedNegative.errors?.[0]?.message).toBe('El importe no puede ser negativo.');
    const future = await b.refused(() => b.post('/api/accounting/journal-entries', b.entry({ date: '2026-01-16' })));
    expect(future).toMatchObject({
      status: 400,
      detail: 'La fecha del asiento no puede ser posterior al día en que se registra.',
    });
  });

  it('refuse an inactive account (409, no event)', async () => {
    const b = await books();
    expect((await b.patch(`/api/accounting/accounts/${ACCOUNTS.rent}`, { active: false })).statusCode).toBe(201);
    const inactive = await b.refused(() => b.post('/api/accounting/journal-entries', b.entry()));
    expect(inactive).toMatchObject({
      status: 409,
      detail: `La cuenta ${ACCOUNTS.rent} está inactiva: actívala o usa otra cuenta.`,
    });
  });

  it('refuse a date in a closed month (409, no event); a month closes once it ended', async () => {
    const b = await books();
    const open = await b.refused(() => b.post('/api/accounting/periods/2026-01/close', {}));
    expect(open).toMatchObject({ status: 409, detail: 'Un periodo se cierra cuando el mes ha terminado.' });
    const closed = await b.post('/api/accounting/periods/2025-12/close', {});
    expect(closed.statusCode, closed.body).toBe(201);
    expect((await b.post('/api/accounting/periods/2025-12/close', {})).statusCode).toBe(200);
    const late = await b.refused(() => b.post('/api/accounting/journal-entries', b.entry({ date: '2025-12-20' })));
    expect(late).toMatchObject({ status: 409, detail: 'El periodo 2025-12 está cerrado.' });
    expect((await b.refused(() => b.post('/api/accounting/periods/2025-13/close', {}))).status).toBe(400);
  });
});

describe('a reversal', () => {
  it('swaps the entry once: a second one is 409, the same one retried appends nothing', async () => {
    const b = await books();
    const entryId = (await b.post('/api/accounting/journal-entries', b.entry())).json().id as string;
    const key = { 'idempotency-key': randomUUID() };
    const url = `/api/accounting/journal-entries/${entryId}/reverse`;
    const first = await b.post(url, { reason: 'Cargado en la cuenta equivocada' }, accountant, key);
    expect(first.statusCode, first.body).toBe(201);
    const events = await b.countEvents();
    const retried = await b.post(url, { reason: 'Cargado en la cuenta equivocada' }, accountant, key);
    expect([retried.statusCode, retried.json()]).toEqual([201, first.json()]);
    expect(await b.countEvents()).toBe(events);
    const [, reversal] = await b.store.readStream('ledger-2026-01');
    expect(reversal!.data).toMatchObject({
      entryId: first.json().id,
      description: 'Reversión: Alquiler de enero',
      source: { kind: 'reversal', reversedEntryId: entryId },
      lines: [
        { accountCode: ACCOUNTS.rent, debitCents: 0, creditCents: 300_000 },
        { accountCode: ACCOUNTS.bank, debitCents: 300_000, creditCents: 0 },
      ],
    });
    const twice = await b.refused(() => b.post(url, { reason: 'Otra vez' }));
    expect(twice.status).toBe(409);
    expect(twice.detail).toContain('ya fue revertido');
    const unknown = await b.refused(() =>
      b.post(`/api/accounting/journal-entries/${randomUUID()}/reverse`, { reason: 'No existe' }),
    );
    expect(unknown).toMatchObject({ status: 404, detail: 'Asiento no encontrado.' });
  });
});
