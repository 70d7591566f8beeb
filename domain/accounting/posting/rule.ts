import { ACCOUNTS } from '../accounts';
import { credit, debit, isBalanced, type EntryDraft, type EntrySource, type JournalLine } from '../journal';

// What every posting rule is: a pure function of one recorded business event (and the few shop facts
// the event does not carry) to the entry it owes the books, or null when it moves no money.

/**
 * A recorded event as the rules read it. The store's RecordedEvent (infra/event-store/port.ts) has
 * this shape and more; domain cannot import infra, so the rules name only what they read.
 */
export interface SourceEvent {
  eventId: string;
  streamId: string;
  type: string;
  data: unknown;
  position: string;
  metadata: { occurredAt: string; actor?: { userId: string; roles: string[] } };
}

/** What a rule may ask beyond the event itself. Each is a lookup, so a rule that needs none pays nothing. */
export interface PostingFacts {
  /** The shop's day (yyyy-mm-dd) of an instant: the caller applies the shop's time zone. */
  dayOf(isoInstant: string): string;
  /**
   * The events of the source stream before this one, oldest first. Invoices and counter-sale refunds
   * need them: an issued invoice's amounts live in its created/updated events, a refund's tax share
   * in the sale's ticket.
   */
  streamBefore(event: SourceEvent): readonly SourceEvent[];
  /**
   * A product's unit cost in centavos as the product stood when the movement happened (its
   * wholesale price; the caller folds the product's stream), or null when it has none: then the
   * units move unvalued. A movement does not carry its cost, and product streams are long.
   */
  costOf(productId: string): number | null;
}

export type PostingRule = (event: SourceEvent, facts: PostingFacts) => EntryDraft | null;

/** Where an entry came from: the audit trail's id, stream and position of its event. */
export const sourceOf = (event: SourceEvent): EntrySource => ({
  kind: 'event',
  eventId: event.eventId,
  streamId: event.streamId,
  position: event.position,
  type: event.type,
});

/** A line from a signed amount: positive debits, negative credits, zero is no line at all. */
export function signed(accountCode: string, cents: number, memo?: string): JournalLine | null {
  if (cents > 0) return debit(accountCode, cents, memo);
  if (cents < 0) return credit(accountCode, -cents, memo);
  return null;
}

/** Lines of zero are left out (a free sample, no discount, no change); a line is never negative. */
const kept = (lines: readonly (JournalLine | null)[]) =>
  lines.filter((l): l is JournalLine => l !== null && l.debitCents + l.creditCents > 0);

/**
 * The entry, or null when fewer than two lines are left (the event moved no money). An unbalanced
 * set of lines, or an amount that is not whole centavos, is a bug in a rule (or an event read with
 * the wrong shape), never a business fact: it throws rather than post half an entry.
 */
export function entry(date: string, description: string, lines: readonly (JournalLine | null)[]): EntryDraft | null {
  const wrong = (cents: number) => !Number.isSafeInteger(cents) || cents < 0;
  if (lines.some((l) => l !== null && (wrong(l.debitCents) || wrong(l.creditCents))))
    throw new Error(`a line of "${description}" is not a whole, non-negative number of centavos`);
  const left = kept(lines);
  if (!isBalanced(left)) throw new Error(`unbalanced entry "${description}"`);
  return left.length >= 2 ? { date, description, lines: left } : null;
}

/** The shop's day of the event: when it happened, not when the reactor got to it. */
export const dayOfEvent = (event: SourceEvent, facts: PostingFacts) => facts.dayOf(event.metadata.occurredAt);

/** Where money taken (or given back) by a method sits: the till, the card processor, the bank. */
export const METHOD_ACCOUNTS = {
  cash: ACCOUNTS.cash,
  card: ACCOUNTS.cardClearing,
  transfer: ACCOUNTS.bank,
} as const;
export type MoneyMethod = keyof typeof METHOD_ACCOUNTS;

/** The events of a stream folded by an aggregate's own evolve(), as the aggregate saw them. */
export function stateBefore<S, E>(
  event: SourceEvent,
  facts: PostingFacts,
  initial: S,
  evolve: (state: S, e: E) => S,
): S {
  return facts.streamBefore(event).reduce((s, e) => evolve(s, { type: e.type, data: e.data } as E), initial);
}
