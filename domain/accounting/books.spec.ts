import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, DEFAULT_CHART, EXPENSE_CATEGORIES, type ExpenseCategory } from './accounts';
import type { EntryDraft } from './journal';
import { entryFor, type SourceEvent } from './posting-rules';
import { shopBusiness, type Step } from './posting/spec-business';
import { COSTS } from './posting/spec-events';

// Issue 18's Must-show: random days of the shop's business (counter sales and refunds, invoices issued,
// edited, paid and cancelled, consignment sales and settlements, expenses, purchases and shrinkage,
// orders, subscription charges, the till's count) run through the posting rules. The trial balance
// balances after every event, and the income statement from the entries equals one computed here
// from the raw events alone — not through the rules.

const KIND = new Map(DEFAULT_CHART.map((a) => [a.code, a.kind]));

/** Revenue and expenses as the books say them: credits less debits of revenue, debits less credits of expenses. */
function incomeOf(entries: readonly EntryDraft[]) {
  let revenue = 0;
  let expenses = 0;
  for (const l of entries.flatMap((e) => e.lines)) {
    if (KIND.get(l.accountCode) === 'revenue') revenue += l.creditCents - l.debitCents;
    if (KIND.get(l.accountCode) === 'expense') expenses += l.debitCents - l.creditCents;
  }
  return { revenue, expenses };
}

const num = (d: unknown, field: string) => (d as Record<string, number>)[field]!;

/**
 * The reference: what the shop earned and spent, read off the events' own figures. A sale earns its
 * taxed base; refunds give back their share of it (the tax in a refund is the ticket's tax on what was
 * refunded); an invoice earns its last subtotal while issued and not cancelled; a partner's sale its
 * gross, costing the commission; stock that leaves (sold, wasted) costs its units at the product's cost.
 */
function referenceIncome(events: readonly SourceEvent[]) {
  let revenue = 0;
  let expenses = 0;
  const sales = new Map<string, { taxCents: number; totalCents: number; refunded: number }>();
  const invoices = new Map<string, { subtotal: number; issued: boolean; cancelled: boolean }>();
  for (const { type, data, streamId } of events) {
    const invoice = invoices.get(streamId) ?? { subtotal: 0, issued: false, cancelled: false };
    switch (type) {
      case 'CounterSaleMade': {
        const discount = (data as { discount: { amountCents: number } | null }).discount?.amountCents ?? 0;
        revenue += num(data, 'subtotalCents') - discount;
        sales.set(streamId, { taxCents: num(data, 'taxCents'), totalCents: num(data, 'totalCents'), refunded: 0 });
        break;
      }
      case 'CounterSaleRefunded':
        sales.get(streamId)!.refunded += num(data, 'amountCents');
        break;
      case 'InvoiceCreated':
      case 'InvoiceUpdated':
        invoices.set(streamId, { ...invoice, subtotal: num(data, 'subtotalCents') });
        break;
      case 'InvoiceIssued':
        invoices.set(streamId, { ...invoice, issued: true });
        break;
      case 'InvoiceCancelled':
        invoices.set(streamId, { ...invoice, cancelled: true });
        break;
      case 'ConsignmentSaleRegistered':
        revenue += num(data, 'grossCents');
        expenses += num(data, 'commissionCents');
        break;
      case 'OrderPaid':
      case 'SubscriptionChargePaid':
        revenue += num(data, 'amountCents');
        break;
      case 'ExpenseRecorded':
        expenses += num(data, 'amountCents');
        break;
      case 'CashSessionClosed':
        expenses -= num(data, 'differenceCents');
        break;
      case 'StockMoved': {
        const moved = data as { type: string; effects: { delta: number }[] };
        const cost = COSTS[streamId.slice('product-'.length)] ?? 0;
        const units = moved.effects.reduce((s, e) => s + e.delta, 0);
        if (['sale', 'adjustment', 'return', 'consignment_sold'].includes(moved.type)) expenses -= units * cost;
      }
    }
  }
  for (const s of sales.values()) revenue -= s.refunded - Math.round((s.refunded * s.taxCents) / s.totalCents);
  for (const i of invoices.values()) if (i.issued && !i.cancelled) revenue += i.subtotal;
  return { revenue, expenses };
}

/** What is owed to the shop, from the raw events: pending invoices' totals, partners' unsettled nets. */
function referenceOwed(events: readonly SourceEvent[]) {
  const invoices = new Map<string, { total: number; pending: boolean }>();
  const partners = new Map<string, number>();
  for (const { type, data, streamId } of events) {
    const invoice = invoices.get(streamId) ?? { total: 0, pending: false };
    if (type === 'InvoiceCreated' || type === 'InvoiceUpdated')
      invoices.set(streamId, { ...invoice, total: num(data, 'totalCents') });
    if (type === 'InvoiceIssued') invoices.set(streamId, { ...invoice, pending: true });
    if (type === 'InvoicePaid' || type === 'InvoiceCancelled') invoices.set(streamId, { ...invoice, pending: false });
    if (type === 'ConsignmentSaleRegistered')
      partners.set(streamId, (partners.get(streamId) ?? 0) + num(data, 'netCents'));
    if (type === 'AgreementSettled') partners.set(streamId, 0);
  }
  const sum = (xs: Iterable<number>) => [...xs].reduce((s, x) => s + x, 0);
  return {
    [ACCOUNTS.receivables]: sum([...invoices.values()].map((i) => (i.pending ? i.total : 0))),
    [ACCOUNTS.consignmentReceivables]: sum(partners.values()),
  };
}

const cents = (max: number) => fc.integer({ min: 1, max });
const lines = fc.array(fc.record({ priceCents: cents(20_000), quantity: fc.integer({ min: 1, max: 5 }) }), {
  minLength: 1,
  maxLength: 3,
});
const method = fc.constantFrom('cash' as const, 'card' as const, 'transfer' as const);
const pick = fc.nat(20);
// Weighted so that a day of 40 steps usually pays, cancels and edits invoices and refunds tickets.
const weighted = (weight: number, arbitrary: fc.Arbitrary<Step>) => ({ weight, arbitrary });
const step: fc.Arbitrary<Step> = fc.oneof(
  weighted(
    3,
    fc.record({
      kind: fc.constant('sale' as const),
      lines,
      discountPercent: fc.integer({ min: 0, max: 20 }),
      rate: fc.constantFrom(0, 1600),
      pay: fc.constantFrom('cash' as const, 'card' as const, 'transfer' as const, 'split' as const),
      extraCash: fc.nat(5000),
    }),
  ),
  weighted(
    3,
    fc.record({ kind: fc.constant('refund' as const), pick, percent: fc.integer({ min: 1, max: 100 }), method }),
  ),
  weighted(
    3,
    fc.record({ kind: fc.constant('invoice' as const), lines, rate: fc.constantFrom(0, 1900), issue: fc.boolean() }),
  ),
  weighted(2, fc.record({ kind: fc.constant('edit' as const), pick, lines })),
  weighted(6, fc.record({ kind: fc.constantFrom('issue' as const, 'pay' as const, 'cancel' as const), pick })),
  fc.record({
    kind: fc.constant('consign' as const),
    lines: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5 }),
        unitPriceCents: cents(9000),
        commissionTenths: fc.integer({ min: 0, max: 1000 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({
    kind: fc.constant('expense' as const),
    amountCents: cents(500_000),
    category: fc.constantFrom(...(Object.keys(EXPENSE_CATEGORIES) as ExpenseCategory[])),
    method,
  }),
  weighted(
    3,
    fc.record({
      kind: fc.constant('stock' as const),
      product: fc.constantFrom(...Object.keys(COSTS)),
      type: fc.constantFrom('purchase' as const, 'adjustment' as const, 'sale' as const, 'return' as const),
      units: fc.integer({ min: 1, max: 20 }),
    }),
  ),
  fc.record({
    kind: fc.constant('order' as const),
    amountCents: cents(80_000),
    method: fc.constantFrom('cash' as const, 'card' as const),
  }),
  fc.record({ kind: fc.constant('charge' as const), amountCents: cents(10_000), method }),
  fc.record({ kind: fc.constant('close' as const), differenceCents: fc.integer({ min: -2000, max: 2000 }) }),
);

describe('the books follow the business (issue 18 Must-show)', () => {
  it('balance after every event, earn and spend what the raw events say, and are owed what they say', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const { events, facts } = shopBusiness(steps);
        const entries: EntryDraft[] = [];
        const balance = new Map<string, number>();
        events.forEach((event, i) => {
          const entry = entryFor(event, facts);
          if (entry) {
            entries.push(entry);
            for (const l of entry.lines)
              balance.set(l.accountCode, (balance.get(l.accountCode) ?? 0) + l.debitCents - l.creditCents);
          }
          expect([...balance.values()].reduce((s, b) => s + b, 0)).toBe(0);
          expect(incomeOf(entries)).toEqual(referenceIncome(events.slice(0, i + 1)));
        });
        for (const [account, owed] of Object.entries(referenceOwed(events)))
          expect(balance.get(account) ?? 0).toBe(owed);
      }),
      { numRuns: 200 },
    );
  });
});
