import { describe, expect, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import {
  ACCOUNTS,
  credit,
  debit,
  DEFAULT_CHART,
  ledgerDecider,
  type AccountFact,
  type EntrySource,
  type JournalLine,
  type LedgerEvent,
} from '../index';

// Issue 18's ledger by month: a balanced entry of at least two lines, each a debit or a credit of no
// negative amount, to active accounts of the chart; nothing into a closed month; an entry reversed
// once, in its own month; a month closed once, after it ended, with its totals.

const spec = specFor(ledgerDecider);
const chart: AccountFact[] = DEFAULT_CHART.map(({ code, active }) => ({ code, active }));
const manual: EntrySource = { kind: 'manual', reason: 'Aporte inicial' };
const lines = [debit(ACCOUNTS.cash, 100_000), credit(ACCOUNTS.capital, 100_000)];
const post = (over: Partial<Parameters<typeof postData>[0]> = {}) => command('PostJournalEntry', postData(over));
function postData(over: {
  entryId?: string;
  month?: string;
  date?: string;
  postedOn?: string;
  description?: string;
  lines?: JournalLine[];
  source?: EntrySource;
  accounts?: AccountFact[];
}) {
  return {
    entryId: 'e-1',
    month: '2026-11',
    date: '2026-11-03',
    postedOn: '2026-11-03',
    description: 'Aporte de capital',
    lines,
    source: manual,
    accounts: chart,
    ...over,
  };
}
const posted = (entryId = 'e-1', over: Record<string, unknown> = {}): LedgerEvent => ({
  type: 'JournalEntryPosted',
  data: {
    entryId,
    month: '2026-11',
    date: '2026-11-03',
    postedOn: '2026-11-03',
    description: 'Aporte de capital',
    lines,
    source: manual,
    totalCents: 100_000,
    ...over,
  },
});
const closed: LedgerEvent = {
  type: 'PeriodClosed',
  data: { month: '2026-11', closedOn: '2026-12-02', totals: { entries: 1, debitCents: 100_000, creditCents: 100_000 } },
};

describe('a month’s ledger: posting', () => {
  it('posts a balanced entry with its total; the same command decides the same event (its ids make it once)', () => {
    spec.given([]).when(post()).then([posted()]);
    // Not deduplicated by entry id in the state (a month may hold 100,000): a retry decides the
    // identical event, whose id (derived from the command id) the store refuses a second time.
    expect(ledgerDecider.decide(post(), ledgerDecider.initialState())).toEqual(
      ledgerDecider.decide(post(), ledgerDecider.initialState()),
    );
  });

  it('refuses an unbalanced entry (400), naming the debits and the credits, in pesos', () => {
    const err = spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, 123_456_78), credit(ACCOUNTS.capital, 100_000)] }))
      .thenThrows('LEDGER.UNBALANCED');
    expect(err.kind).toBe('validation');
    expect(err.message).toBe('El asiento no cuadra: débitos 123,456.78, créditos 1,000.00.');
  });

  it('refuses fewer than two lines, a negative amount, a line with both sides or neither, a fractional centavo', () => {
    spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, 0)] }))
      .thenThrows('LEDGER.TOO_FEW_LINES');
    const negative = spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, -1), debit(ACCOUNTS.capital, 1)] }))
      .thenThrows('LEDGER.NEGATIVE_AMOUNT');
    expect(negative.message).toBe('El importe no puede ser negativo.');
    const both = { accountCode: ACCOUNTS.cash, debitCents: 5, creditCents: 5 };
    spec
      .given([])
      .when(post({ lines: [both, debit(ACCOUNTS.bank, 5), credit(ACCOUNTS.capital, 5)] }))
      .thenThrows('LEDGER.LINE_SIDE');
    spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, 0), credit(ACCOUNTS.capital, 0)] }))
      .thenThrows('LEDGER.LINE_SIDE');
    spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, 0.5), credit(ACCOUNTS.capital, 0.5)] }))
      .thenThrows('LEDGER.AMOUNT');
    spec
      .given([])
      .when(post({ lines: [debit(ACCOUNTS.cash, 1e15), credit(ACCOUNTS.capital, 1e15)] }))
      .thenThrows('TOTAL.TOO_LARGE');
  });

  it('refuses an account the chart does not have (400) or has inactive (409), naming its code', () => {
    const unknown = spec
      .given([])
      .when(post({ lines: [debit('9999', 5), credit(ACCOUNTS.capital, 5)] }))
      .thenThrows('LEDGER.UNKNOWN_ACCOUNT');
    expect([unknown.kind, unknown.message]).toEqual(['validation', 'La cuenta 9999 no existe en el plan de cuentas.']);
    const accounts = chart.map((a) => (a.code === ACCOUNTS.capital ? { ...a, active: false } : a));
    const inactive = spec.given([]).when(post({ accounts })).thenThrows('LEDGER.INACTIVE_ACCOUNT');
    expect([inactive.kind, inactive.message]).toEqual([
      'illegal-state',
      'La cuenta 3101 está inactiva: actívala o usa otra cuenta.',
    ]);
  });

  it('refuses a posting into a closed month (409); a late event posts to a later open month, stating its date', () => {
    const refused = spec
      .given([posted(), closed])
      .when(post({ entryId: 'e-2' }))
      .thenThrows('LEDGER.PERIOD_CLOSED');
    expect([refused.kind, refused.message]).toEqual(['illegal-state', 'El periodo 2026-11 está cerrado.']);
    const late = { entryId: 'e-3', month: '2026-12', date: '2026-11-30', postedOn: '2026-12-02' };
    spec
      .given([])
      .when(post(late))
      .then([posted('e-3', late)]);
    spec
      .given([])
      .when(post({ month: '2026-10' }))
      .thenThrows('LEDGER.PERIOD');
    spec
      .given([])
      .when(post({ month: '2026-12' }))
      .thenThrows('LEDGER.PERIOD');
    spec
      .given([])
      .when(post({ date: '2026-11-04' }))
      .thenThrows('LEDGER.FUTURE_DATE');
    spec
      .given([])
      .when(post({ date: '2026-11-31' }))
      .thenThrows('LEDGER.DATE');
    spec
      .given([])
      .when(post({ month: '2026-13' }))
      .thenThrows('LEDGER.MONTH');
    spec
      .given([posted()])
      .when(post({ month: '2026-10', date: '2026-10-03' }))
      .thenThrows('LEDGER.MONTH');
  });

  it('needs a description and, by hand, a reason; a reversal is not posted as a plain entry', () => {
    spec
      .given([])
      .when(post({ description: ' ' }))
      .thenThrows('LEDGER.DESCRIPTION');
    spec
      .given([])
      .when(post({ source: { kind: 'manual', reason: '' } }))
      .thenThrows('LEDGER.REASON');
    spec
      .given([])
      .when(post({ source: { kind: 'reversal', reversedEntryId: 'e-0', reason: 'x' } }))
      .thenThrows('LEDGER.REVERSAL_BY_POST');
    const source: EntrySource = { kind: 'event', eventId: 'ev-1', streamId: 'invoice-1', position: '7', type: 'X' };
    spec
      .given([])
      .when(post({ source }))
      .then([posted('e-1', { source })]);
  });
});
