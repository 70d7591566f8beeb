import type { LedgerEvent, PeriodTotals } from './events';

// What decide() needs of a month: whether it is closed, its totals (for the close) and which of its
// entries were reversed. Not the entries' ids: a month may hold 100,000 entries, and a snapshot of
// them all would be loaded for every posting. A posting is made once by its event ids instead: they
// are derived from the command id (the reactor's from the source event's id), and the store refuses an
// event id twice, in any stream. Reversals are few, so the ones made are kept to refuse a second.

export interface LedgerState {
  /** The stream's month once it has an event ('' before). */
  month: string;
  closed: boolean;
  totals: PeriodTotals;
  /** Reversed entry id → the entry that reversed it. */
  reversed: Record<string, string>;
}

export const initialLedger = (): LedgerState => ({
  month: '',
  closed: false,
  totals: { entries: 0, debitCents: 0, creditCents: 0 },
  reversed: {},
});

export function evolveLedger(state: LedgerState, event: LedgerEvent): LedgerState {
  switch (event.type) {
    case 'JournalEntryPosted': {
      const { month, totalCents, source, entryId } = event.data;
      const t = state.totals;
      const totals = {
        entries: t.entries + 1,
        debitCents: t.debitCents + totalCents,
        creditCents: t.creditCents + totalCents,
      };
      const reversed =
        source.kind === 'reversal' ? { ...state.reversed, [source.reversedEntryId]: entryId } : state.reversed;
      return { ...state, month, totals, reversed };
    }
    case 'PeriodClosed':
      return { ...state, month: event.data.month, closed: true };
    default:
      return state;
  }
}
