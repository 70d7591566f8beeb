import { isWithinTotal, MAX_TOTAL_CENTS, outOfBounds } from '../../shared/bounds';
import { addDays, isIsoDay } from '../../shared/dates';
import { trimmed } from '../../shared/values';
import { creditsOf, debitsOf, monthOf, type EntrySource, type JournalLine } from '../journal';
import type { AccountFact, LedgerCommand } from './commands';
import {
  alreadyReversed,
  inactiveAccount,
  ledgerIllegal,
  ledgerInvalid,
  MAX_ENTRY_DESCRIPTION,
  MAX_ENTRY_REASON,
  periodClosed,
  periodClosedForReversal,
  unbalanced,
  unknownAccount,
} from './errors';
import type { JournalEntryPosted, LedgerEvent } from './events';
import type { LedgerState } from './evolve';

// A month's ledger posts balanced entries to active accounts while open, and closes once. The close
// and the postings share the stream, so no posting slips into a month as it closes. A posting is not
// looked up by entry id (see evolve.ts): the same command decides the same event, whose id the store
// refuses twice. A reversal is posted in the reversed entry's month, the one stream that can know it
// was reversed; once that month is closed, a correction is a new entry in an open month.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last day of a month (yyyy-mm → yyyy-mm-dd). */
export const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
};

function checkMonth(month: string, state: LedgerState) {
  if (!MONTH.test(month) || (state.month && state.month !== month)) throw ledgerInvalid('LEDGER.MONTH', 'month');
}

function checkText(value: string, max: number, code: 'LEDGER.DESCRIPTION' | 'LEDGER.REASON', path: string) {
  const t = trimmed(value);
  if (!t || t.length > max) throw ledgerInvalid(code, path);
  return t;
}

/** The lines as stored (only their own fields), after every rule a line and an entry must keep. */
function checkedLines(lines: readonly JournalLine[], accounts: readonly AccountFact[]): JournalLine[] {
  if (!Array.isArray(lines) || lines.length < 2) throw ledgerInvalid('LEDGER.TOO_FEW_LINES', 'lines');
  const chart = new Map(accounts.map((a) => [a.code, a.active]));
  const out = lines.map((l, i): JournalLine => {
    for (const side of ['debitCents', 'creditCents'] as const) {
      const cents = l[side];
      const path = `lines.${i}.${side === 'debitCents' ? 'debit' : 'credit'}`;
      if (typeof cents !== 'number' || Number.isNaN(cents)) throw ledgerInvalid('LEDGER.AMOUNT', path);
      if (cents < 0) throw ledgerInvalid('LEDGER.NEGATIVE_AMOUNT', path);
      if (cents > MAX_TOTAL_CENTS) throw outOfBounds('TOTAL.TOO_LARGE', path);
      if (!Number.isSafeInteger(cents)) throw ledgerInvalid('LEDGER.AMOUNT', path);
    }
    if (l.debitCents > 0 === l.creditCents > 0) throw ledgerInvalid('LEDGER.LINE_SIDE', `lines.${i}`);
    const code = trimmed(l.accountCode);
    const active = chart.get(code);
    if (active === undefined) throw unknownAccount(code, `lines.${i}.accountCode`);
    if (!active) throw inactiveAccount(code);
    const memo = trimmed(l.memo);
    return { accountCode: code, debitCents: l.debitCents, creditCents: l.creditCents, ...(memo ? { memo } : {}) };
  });
  const [debits, credits] = [debitsOf(out), creditsOf(out)];
  if (!isWithinTotal(debits) || !isWithinTotal(credits)) throw outOfBounds('TOTAL.TOO_LARGE', 'lines');
  if (debits !== credits) throw unbalanced(debits, credits);
  return out;
}

function posted(state: LedgerState, data: Omit<JournalEntryPosted['data'], 'totalCents'>): LedgerEvent[] {
  const totalCents = debitsOf(data.lines);
  // The month's sums stay exact numbers (a close reports them): refuse the entry that would not.
  if (!Number.isSafeInteger(state.totals.debitCents + totalCents))
    throw ledgerInvalid('LEDGER.MONTH_TOO_LARGE', 'lines');
  return [{ type: 'JournalEntryPosted', data: { ...data, totalCents } }];
}

function checkedSource(source: EntrySource): EntrySource {
  switch (source?.kind) {
    case 'event':
      return source;
    case 'manual':
      return { kind: 'manual', reason: checkText(source.reason, MAX_ENTRY_REASON, 'LEDGER.REASON', 'reason') };
    default:
      throw ledgerInvalid('LEDGER.REVERSAL_BY_POST', 'source');
  }
}

export function decideLedger(command: LedgerCommand, state: LedgerState): LedgerEvent[] {
  const { month } = command.data;
  checkMonth(month, state);
  switch (command.type) {
    case 'PostJournalEntry': {
      const d = command.data;
      if (state.closed) throw periodClosed(month);
      if (!isIsoDay(d.date)) throw ledgerInvalid('LEDGER.DATE', 'date');
      if (!isIsoDay(d.postedOn)) throw ledgerInvalid('LEDGER.DATE', 'postedOn');
      if (d.date > d.postedOn) throw ledgerInvalid('LEDGER.FUTURE_DATE', 'date');
      // Late: a month after the entry's own (closed) one; never a month not yet begun.
      if (month < monthOf(d.date) || month > monthOf(d.postedOn)) throw ledgerInvalid('LEDGER.PERIOD', 'date');
      const description = checkText(d.description, MAX_ENTRY_DESCRIPTION, 'LEDGER.DESCRIPTION', 'description');
      const source = checkedSource(d.source);
      const lines = checkedLines(d.lines, d.accounts);
      return posted(state, {
        entryId: d.entryId,
        month,
        date: d.date,
        postedOn: d.postedOn,
        description,
        lines,
        source,
      });
    }
    case 'ReverseJournalEntry': {
      const { entryId, postedOn, reversed } = command.data;
      const by = state.reversed[reversed.entryId];
      if (by !== undefined) {
        if (by === entryId) return []; // the same reversal retried
        throw alreadyReversed(reversed.entryId, by);
      }
      if (reversed.month !== month) throw ledgerInvalid('LEDGER.REVERSAL_MONTH', 'month');
      if (state.closed) throw periodClosedForReversal(month);
      if (!isIsoDay(postedOn) || monthOf(postedOn) < month) throw ledgerInvalid('LEDGER.DATE', 'postedOn');
      const reason = checkText(command.data.reason, MAX_ENTRY_REASON, 'LEDGER.REASON', 'reason');
      const swapped = (reversed.lines ?? []).map((l) => ({
        ...l,
        debitCents: l.creditCents,
        creditCents: l.debitCents,
      }));
      const lines = checkedLines(swapped, command.data.accounts);
      // Dated the day it is made, or the month's last day when made after it: it stays in this month.
      const date = monthOf(postedOn) === month ? postedOn : lastDayOf(month);
      const description = `Reversión: ${trimmed(reversed.description)}`.slice(0, MAX_ENTRY_DESCRIPTION);
      const source: EntrySource = { kind: 'reversal', reversedEntryId: reversed.entryId, reason };
      return posted(state, { entryId, month, date, postedOn, description, lines, source });
    }
    case 'ClosePeriod': {
      const { closedOn } = command.data;
      if (state.closed) return [];
      if (!isIsoDay(closedOn)) throw ledgerInvalid('LEDGER.DATE', 'closedOn');
      if (monthOf(closedOn) <= month) throw ledgerIllegal('LEDGER.MONTH_NOT_OVER');
      return [{ type: 'PeriodClosed', data: { month, closedOn, totals: state.totals } }];
    }
  }
}
