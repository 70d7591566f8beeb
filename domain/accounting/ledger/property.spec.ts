import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import { command } from '../../shared/given-when-then';
import { DEFAULT_CHART, ledgerDecider, type JournalLine, type LedgerEvent } from '../index';

// Whatever lines come in, the ledger posts only what the books can hold: balanced, no negative
// amount, one side per line, known active accounts; anything else is a refusal, never a crash.
// And a posted entry's reversal cancels it, account by account.

const codes = [...DEFAULT_CHART.map((a) => a.code), '9999'];
const accounts = DEFAULT_CHART.map(({ code }) => ({ code, active: code !== '6299' }));
// Mostly well-formed one-sided lines, so the balance and account rules are reached; some not.
const amount = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 1_000_000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 0.5) },
);
const oneSided = fc.tuple(fc.constantFrom(...codes), amount, fc.boolean()).map(([accountCode, cents, isDebit]) => ({
  accountCode,
  debitCents: isDebit ? cents : 0,
  creditCents: isDebit ? 0 : cents,
}));
const twoSided = fc.record({ accountCode: fc.constantFrom(...codes), debitCents: amount, creditCents: amount });
const line = fc.oneof({ weight: 9, arbitrary: oneSided }, { weight: 1, arbitrary: twoSided });

const post = (lines: JournalLine[]) =>
  command('PostJournalEntry', {
    entryId: 'e-1',
    month: '2026-11',
    date: '2026-11-03',
    postedOn: '2026-11-03',
    description: 'Asiento',
    lines,
    source: { kind: 'manual' as const, reason: 'Prueba' },
    accounts,
  });

const byAccount = (events: LedgerEvent[]) => {
  const net = new Map<string, number>();
  for (const e of events)
    if (e.type === 'JournalEntryPosted')
      for (const l of e.data.lines)
        net.set(l.accountCode, (net.get(l.accountCode) ?? 0) + l.debitCents - l.creditCents);
  return [...net.values()];
};

describe('the ledger, for any lines', () => {
  it('posts only balanced entries of valid lines, else refuses with a domain error', () => {
    // Balanced candidates are rare among random lines: mirror some so both branches run.
    const lines = fc.oneof(
      fc.array(line, { maxLength: 6 }),
      fc
        .array(line, { minLength: 1, maxLength: 3 })
        .map((ls) => [...ls, ...ls.map((l) => ({ ...l, debitCents: l.creditCents, creditCents: l.debitCents }))]),
    );
    let posted = 0;
    fc.assert(
      fc.property(lines, (ls) => {
        let events: LedgerEvent[];
        try {
          events = ledgerDecider.decide(post(ls), ledgerDecider.initialState());
        } catch (err) {
          expect(err).toBeInstanceOf(DomainError);
          return;
        }
        posted++;
        const [e] = events;
        if (e?.type !== 'JournalEntryPosted') throw new Error('expected a posted entry');
        const { lines: out, totalCents } = e.data;
        expect(out.length).toBeGreaterThanOrEqual(2);
        for (const l of out) {
          expect(Number.isSafeInteger(l.debitCents) && Number.isSafeInteger(l.creditCents)).toBe(true);
          expect(l.debitCents >= 0 && l.creditCents >= 0 && l.debitCents > 0 !== l.creditCents > 0).toBe(true);
          expect(accounts.find((a) => a.code === l.accountCode)?.active).toBe(true);
        }
        expect(out.reduce((s, l) => s + l.debitCents, 0)).toBe(totalCents);
        expect(out.reduce((s, l) => s + l.creditCents, 0)).toBe(totalCents);
      }),
      { numRuns: 500 },
    );
    expect(posted).toBeGreaterThan(0);
  });

  it('a posted entry’s reversal nets every account to zero', () => {
    const side = fc.record({
      accountCode: fc.constantFrom('1101', '1103', '4101', '6201'),
      cents: fc.integer({ min: 1, max: 1e9 }),
    });
    fc.assert(
      fc.property(
        fc.array(side, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('1101', '3101'),
        (debits, against) => {
          const total = debits.reduce((s, d) => s + d.cents, 0);
          const lines: JournalLine[] = [
            ...debits.map((d) => ({ accountCode: d.accountCode, debitCents: d.cents, creditCents: 0 })),
            { accountCode: against, debitCents: 0, creditCents: total },
          ];
          const state0 = ledgerDecider.initialState();
          const first = ledgerDecider.decide(post(lines), state0);
          const state1 = first.reduce(ledgerDecider.evolve, state0);
          const reversed = { entryId: 'e-1', month: '2026-11', date: '2026-11-03', description: 'Asiento', lines };
          const reversal = ledgerDecider.decide(
            command('ReverseJournalEntry', {
              entryId: 'r-1',
              month: '2026-11',
              postedOn: '2026-11-09',
              reason: 'Error',
              reversed,
              accounts,
            }),
            state1,
          );
          expect(byAccount([...first, ...reversal]).every((n) => n === 0)).toBe(true);
          const state2 = reversal.reduce(ledgerDecider.evolve, state1);
          expect(state2.totals).toEqual({ entries: 2, debitCents: 2 * total, creditCents: 2 * total });
        },
      ),
      { numRuns: 200 },
    );
  });
});
