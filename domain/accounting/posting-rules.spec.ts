import { describe, expect, it } from 'vitest';
import { ACCOUNTS as A, DEFAULT_CHART } from './accounts';
import { credit, debit, isBalanced, type EntryDraft } from './journal';
import { entryFor, POSTING_RULES, sourceOf } from './posting-rules';
import {
  counterSaleMade,
  counterSaleRefunded,
  invoiceContent,
  invoiceCreated,
  ROSES,
  shopRecorder,
} from './posting/spec-events';
import {
  agreementSettled,
  chargePaid,
  consignmentSale,
  expenseRecorded,
  orderPaid,
  payrollRunPaid,
  sessionClosed,
  stockMoved,
} from './posting/spec-events-more';

// One example per rule, with its exact lines; then what every entry of every rule must be. The
// stock rule's other movements are in posting/stock.spec.ts.

const DAY = '2026-03-14';
const shop = shopRecorder();
const posted: EntryDraft[] = [];
/** Records the event and posts it; every entry posted here is checked at the end (every rule). */
function post(...args: Parameters<typeof shop.record>) {
  const entry = entryFor(shop.record(...args), shop.facts);
  if (entry) posted.push(entry);
  return entry;
}
const linesOf = (e: EntryDraft | null) => (e ? e.lines : null);
const seen = new Set<string>();
function expectLines(entry: EntryDraft | null, lines: ReturnType<typeof debit>[], type: string) {
  expect(entry?.date).toBeDefined();
  expect(linesOf(entry)).toEqual(lines);
  seen.add(type);
}

// 3 × $25.50 + 1 × $10.05 = 8 655, IVA 19 % = 1 644 (half up on 1 644.45), total 10 299.
const BOUQUETS = invoiceContent(
  [
    { quantity: 3, priceCents: 2550 },
    { quantity: 1, priceCents: 1005 },
  ],
  1900,
);

describe('billing', () => {
  it('issuing: receivables / invoiced sales + IVA, at the content the invoice had then', () => {
    post('invoice-1', invoiceCreated('1', BOUQUETS));
    const issued = post('invoice-1', { type: 'InvoiceIssued', data: { number: 'F-2026-001', issuedAt: '' } });
    expectLines(
      issued,
      [debit(A.receivables, 10_299), credit(A.invoicedSales, 8655), credit(A.taxPayable, 1644)],
      'InvoiceIssued',
    );
    expect(issued).toMatchObject({ date: DAY, description: 'Factura F-2026-001 — Hotel Brickell: emitida' });
  });

  it('editing an issued invoice posts the difference; editing a draft posts nothing', () => {
    // 4 × $25.50 = 10 200, IVA 1 938, total 12 138: +1 839 owed, +1 545 sales, +294 IVA.
    const more = invoiceContent([{ quantity: 4, priceCents: 2550 }], 1900);
    const edited = post('invoice-1', { type: 'InvoiceUpdated', data: { ...more, updatedAt: '' } });
    expectLines(
      edited,
      [debit(A.receivables, 1839), credit(A.invoicedSales, 1545), credit(A.taxPayable, 294)],
      'InvoiceUpdated',
    );
    post('invoice-2', invoiceCreated('2', BOUQUETS));
    expect(post('invoice-2', { type: 'InvoiceUpdated', data: { ...more, updatedAt: '' } })).toBeNull();
  });

  it('paid: the bank takes the total the client owed', () => {
    const paid = post('invoice-1', { type: 'InvoicePaid', data: { paidAt: '' } });
    expectLines(paid, [debit(A.bank, 12_138), credit(A.receivables, 12_138)], 'InvoicePaid');
  });

  it('cancelling an issued invoice undoes its issue; a cancelled draft moves nothing', () => {
    post('invoice-3', invoiceCreated('3', BOUQUETS));
    post('invoice-3', { type: 'InvoiceIssued', data: { number: 'F-2026-002', issuedAt: '' } });
    const cancelled = post('invoice-3', { type: 'InvoiceCancelled', data: { reason: 'error', cancelledAt: '' } });
    expectLines(
      cancelled,
      [debit(A.invoicedSales, 8655), debit(A.taxPayable, 1644), credit(A.receivables, 10_299)],
      'InvoiceCancelled',
    );
    expect(post('invoice-2', { type: 'InvoiceCancelled', data: { reason: 'borrador', cancelledAt: '' } })).toBeNull();
  });
});

// 2 × $50 + 1 × $15 = 11 500, less 500 = 11 000, IVA 16 % = 1 760, total 12 760: $50 by card, $100 cash.
const TICKET = counterSaleMade('7', {
  lines: [
    { priceCents: 5000, quantity: 2 },
    { priceCents: 1500, quantity: 1 },
  ],
  discountCents: 500,
  cardCents: 5000,
  extraCashCents: 2240,
});

describe('counter', () => {
  it('a sale: each method what it took (cash net of the change) / counter sales + IVA', () => {
    const made = post('counter-sale-7', TICKET);
    expectLines(
      made,
      [
        debit(A.cash, 7760, 'efectivo'),
        debit(A.cardClearing, 5000, 'tarjeta'),
        credit(A.counterSales, 11_000),
        credit(A.taxPayable, 1760),
      ],
      'CounterSaleMade',
    );
  });

  it('a refund: counter sales + its IVA share / the method it was given back by', () => {
    const refunded = post('counter-sale-7', counterSaleRefunded(TICKET, 'r1', 6380, 'cash'));
    expectLines(
      refunded,
      [debit(A.counterSales, 5500), debit(A.taxPayable, 880), credit(A.cash, 6380, 'flores marchitas')],
      'CounterSaleRefunded',
    );
  });

  it('a ticket refunded in odd parts gives back its IVA to the centavo', () => {
    const sale = counterSaleMade('8', { lines: [{ priceCents: 999, quantity: 1 }], rate: 1600 }); // 999 + 160 = 1 159
    post('counter-sale-8', sale);
    const parts = [333, 333, 493].map((cents, i) =>
      post('counter-sale-8', counterSaleRefunded(sale, `p${i}`, cents, 'card')),
    );
    const iva = parts.reduce((s, e) => s + e!.lines.find((l) => l.accountCode === A.taxPayable)!.debitCents, 0);
    expect(iva).toBe(160);
  });

  it('closing the till: a shortfall is an expense, a surplus lowers it, an exact count moves nothing', () => {
    expectLines(
      post('pos-register-1', sessionClosed(-350)),
      [credit(A.cash, 350), debit(A.otherExpenses, 350)],
      'CashSessionClosed',
    );
    expect(linesOf(post('pos-register-1', sessionClosed(200)))).toEqual([
      debit(A.cash, 200),
      credit(A.otherExpenses, 200),
    ]);
    expect(post('pos-register-1', sessionClosed(0))).toBeNull();
  });
});

describe('storefront and subscriptions', () => {
  it('an order paid by card: card clearing / online sales', () => {
    expectLines(
      post('order-1', orderPaid(45_000, 'card')),
      [debit(A.cardClearing, 45_000, 'al entregar'), credit(A.onlineSales, 45_000)],
      'OrderPaid',
    );
  });
  it("a cycle's charge paid by transfer: bank / subscription sales", () => {
    expectLines(
      post('subscription-1', chargePaid(3999, 'transfer')),
      [debit(A.bank, 3999), credit(A.subscriptionSales, 3999)],
      'SubscriptionChargePaid',
    );
  });
});

describe('consignment', () => {
  // 3 × $20 at 20 %: gross 6 000, the partner keeps 1 200, owes 4 800.
  const sale = consignmentSale('s1', [{ quantity: 3, unitPriceCents: 2000, commissionTenths: 200 }]);
  it("a partner's sale: the partner owes the net, keeps its commission / consignment sales (gross)", () => {
    expectLines(
      post('agreement-00000000abcdef', sale),
      [debit(A.consignmentReceivables, 4800), debit(A.consignmentCommissions, 1200), credit(A.consignmentSales, 6000)],
      'ConsignmentSaleRegistered',
    );
  });
  it('settling: the partner pays the net', () => {
    const settled = post(
      'agreement-00000000abcdef',
      agreementSettled([sale.data as { grossCents: number; commissionCents: number; netCents: number }]),
    );
    expectLines(settled, [debit(A.cash, 4800), credit(A.consignmentReceivables, 4800)], 'AgreementSettled');
    expect(settled?.description).toBe('Acuerdo ABCDEF: liquidado');
  });
});

describe('stock at cost', () => {
  const memo = (units: number, cost: number) => `${units} u × ${cost} centavos`;
  it('a purchase: inventory / suppliers, at the product cost', () => {
    expectLines(
      post(`product-${ROSES}`, stockMoved('purchase', 10)),
      [debit(A.inventory, 12_000, memo(10, 1200)), credit(A.suppliers, 12_000)],
      'StockMoved',
    );
  });
});

describe('expenses', () => {
  it("the category's expense / where the money left from, on the day it was paid", () => {
    const rent = post('expense-x-1', expenseRecorded(150_000, 'rent', 'transfer', '2026-03-01'));
    expectLines(rent, [debit(A.rent, 150_000), credit(A.bank, 150_000)], 'ExpenseRecorded');
    expect(rent?.date).toBe('2026-03-01');
  });
});

describe('payroll', () => {
  it('wages, a line per employee (their net) / bank or cash, on the day it was paid', () => {
    const paid = post(
      'payroll-run-r-1',
      payrollRunPaid('cash', [
        ['Ana', 17_300],
        ['Luis', 0],
        ['Marta', 250_000],
      ]),
    );
    // Luis earned nothing this period: no line of zero.
    expectLines(
      paid,
      [debit(A.wages, 17_300, 'Ana'), debit(A.wages, 250_000, 'Marta'), credit(A.cash, 267_300)],
      'PayrollRunPaid',
    );
    expect(paid?.date).toBe('2026-03-13');
  });
});

describe('every rule', () => {
  it('has an example above', () => {
    expect([...seen].sort()).toEqual(Object.keys(POSTING_RULES).sort());
  });
  it('posts balanced entries of at least two lines, each a positive debit or credit to an account of the chart', () => {
    const codes = new Set(DEFAULT_CHART.map((a) => a.code));
    for (const entry of posted) {
      expect(isBalanced(entry.lines)).toBe(true);
      expect(entry.lines.length).toBeGreaterThanOrEqual(2);
      for (const l of entry.lines) {
        expect(codes.has(l.accountCode)).toBe(true);
        expect(l.debitCents > 0 !== l.creditCents > 0).toBe(true);
        expect(Math.min(l.debitCents, l.creditCents)).toBe(0);
      }
    }
  });
  it('events that move no money post nothing, and an entry names its source event', () => {
    const rung = shop.record('pos-register-1', { type: 'OrderCancelled', data: {} } as never);
    expect(entryFor(rung, shop.facts)).toBeNull();
    expect(sourceOf(rung)).toEqual({
      kind: 'event',
      eventId: rung.eventId,
      streamId: 'pos-register-1',
      position: rung.position,
      type: 'OrderCancelled',
    });
    expect(entryFor({ ...rung, type: 'toString' }, shop.facts)).toBeNull();
  });
});
