import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { ACCOUNTS, credit, debit, DEFAULT_CHART, ledgerDecider, type AccountFact, type LedgerEvent } from '../index';

// Issue 18's ledger by month, continued: a reversal instead of an edit (every line's sides swapped,
// in the reversed entry's month, once) and the month's close (once, after the month ended, with its totals).

const spec = specFor(ledgerDecider);
const chart: AccountFact[] = DEFAULT_CHART.map(({ code, active }) => ({ code, active }));
const lines = [debit(ACCOUNTS.rent, 800_000, 'Noviembre'), credit(ACCOUNTS.bank, 800_000)];
const rent: LedgerEvent = {
  type: 'JournalEntryPosted',
  data: {
    entryId: 'e-1',
    month: '2026-11',
    date: '2026-11-05',
    postedOn: '2026-11-05',
    description: 'Alquiler',
    lines,
    source: { kind: 'manual', reason: 'Pago mensual' },
    totalCents: 800_000,
  },
};
const reversed = { entryId: 'e-1', month: '2026-11', date: '2026-11-05', description: 'Alquiler', lines };
const reverse = (entryId = 'r-1', postedOn = '2026-11-20', over: Record<string, unknown> = {}) =>
  command('ReverseJournalEntry', {
    entryId,
    month: '2026-11',
    postedOn,
    reason: ' Pagado dos veces ',
    reversed,
    accounts: chart,
    ...over,
  });
const reversal = (date = '2026-11-20', postedOn = date): LedgerEvent => ({
  type: 'JournalEntryPosted',
  data: {
    entryId: 'r-1',
    month: '2026-11',
    date,
    postedOn,
    description: 'Reversión: Alquiler',
    lines: [credit(ACCOUNTS.rent, 800_000, 'Noviembre'), debit(ACCOUNTS.bank, 800_000)],
    source: { kind: 'reversal', reversedEntryId: 'e-1', reason: 'Pagado dos veces' },
    totalCents: 800_000,
  },
});
const close = (closedOn = '2026-12-01') => command('ClosePeriod', { month: '2026-11', closedOn });
const totals = (entries: number, cents: number) => ({ entries, debitCents: cents, creditCents: cents });

describe('a month’s ledger: reversal', () => {
  it('reverses an entry with its lines swapped, dated the day it is made', () => {
    spec.given([rent]).when(reverse()).then([reversal()]);
  });

  it('made after the month ended, the reversal stays in the month, dated its last day', () => {
    spec
      .given([rent])
      .when(reverse('r-1', '2026-12-03'))
      .then([reversal('2026-11-30', '2026-12-03')]);
  });

  it('reverses an entry once: the same reversal retried is nothing, another is refused (409)', () => {
    spec.given([rent, reversal()]).when(reverse()).thenNothing();
    const twice = spec.given([rent, reversal()]).when(reverse('r-2')).thenThrows('LEDGER.ALREADY_REVERSED');
    expect([twice.kind, twice.message]).toEqual([
      'illegal-state',
      'El asiento e-1 ya fue revertido por el asiento r-1.',
    ]);
  });

  it('refuses a reversal in a closed month, in another month than the entry’s, without a reason', () => {
    const closed: LedgerEvent = {
      type: 'PeriodClosed',
      data: { month: '2026-11', closedOn: '2026-12-01', totals: totals(1, 800_000) },
    };
    const err = spec.given([rent, closed]).when(reverse('r-1', '2026-12-03')).thenThrows('LEDGER.PERIOD_CLOSED');
    expect(err.message).toContain('El periodo 2026-11 está cerrado');
    spec
      .given([])
      .when(reverse('r-1', '2026-12-03', { month: '2026-12' }))
      .thenThrows('LEDGER.REVERSAL_MONTH');
    spec
      .given([rent])
      .when(reverse('r-1', '2026-11-20', { reason: '  ' }))
      .thenThrows('LEDGER.REASON');
  });

  it('refuses reversing onto an account deactivated since', () => {
    const accounts = chart.map((a) => (a.code === ACCOUNTS.rent ? { ...a, active: false } : a));
    spec
      .given([rent])
      .when(reverse('r-1', '2026-11-20', { accounts }))
      .thenThrows('LEDGER.INACTIVE_ACCOUNT');
  });
});

describe('a month’s ledger: close', () => {
  it('closes once the month is over, with its entries and totals; closing again is nothing', () => {
    spec
      .given([rent, reversal()])
      .when(close())
      .then([
        { type: 'PeriodClosed', data: { month: '2026-11', closedOn: '2026-12-01', totals: totals(2, 1_600_000) } },
      ]);
    const closed: LedgerEvent = {
      type: 'PeriodClosed',
      data: { month: '2026-11', closedOn: '2026-12-01', totals: totals(1, 800_000) },
    };
    spec.given([rent, closed]).when(close('2026-12-09')).thenNothing();
  });

  it('closes an empty month with zero totals; not before the month has ended', () => {
    spec
      .given([])
      .when(close())
      .then([{ type: 'PeriodClosed', data: { month: '2026-11', closedOn: '2026-12-01', totals: totals(0, 0) } }]);
    const early = spec.given([rent]).when(close('2026-11-30')).thenThrows('LEDGER.MONTH_NOT_OVER');
    expect(early.kind).toBe('illegal-state');
    spec.given([]).when(close('2026-12')).thenThrows('LEDGER.DATE');
  });
});
