import type { InvoiceContent } from '../../billing';
import type { AgreementEvent } from '../../consignment';
import type { CounterSaleMade, PaymentMethod } from '../../pos';
import type { ExpenseCategory } from '../accounts';
import { counterSaleMade, counterSaleRefunded, invoiceContent, invoiceCreated, shopRecorder } from './spec-events';
import {
  agreementSettled,
  chargePaid,
  consignmentSale,
  expenseRecorded,
  orderPaid,
  sessionClosed,
  stockMoved,
} from './spec-events-more';

// The property test's shop: a random day's steps, each turned into the events the shop's aggregates
// would record — only what they allow (a refund within what is left of a ticket, paying or cancelling
// only a pending invoice, a partner's sales settled once, never more units out than in stock).

type Lines = { priceCents: number; quantity: number }[];
type Method = PaymentMethod;
export type Step =
  | { kind: 'sale'; lines: Lines; discountPercent: number; rate: number; pay: Method | 'split'; extraCash: number }
  | { kind: 'refund'; pick: number; percent: number; method: Method }
  | { kind: 'invoice'; lines: Lines; rate: number; issue: boolean }
  | { kind: 'edit'; pick: number; lines: Lines }
  | { kind: 'issue' | 'pay' | 'cancel'; pick: number }
  | { kind: 'consign'; lines: { quantity: number; unitPriceCents: number; commissionTenths: number }[] }
  | { kind: 'settle' }
  | { kind: 'expense'; amountCents: number; category: ExpenseCategory; method: Method }
  | { kind: 'stock'; product: string; type: 'purchase' | 'adjustment' | 'sale' | 'return'; units: number }
  | { kind: 'order'; amountCents: number; method: 'cash' | 'card' }
  | { kind: 'charge'; amountCents: number; method: Method }
  | { kind: 'close'; differenceCents: number };

interface Invoice {
  stream: string;
  status: 'draft' | 'pending' | 'paid' | 'cancelled';
  content: InvoiceContent;
}

const chosen = <T>(list: readonly T[], pick: number) => (list.length ? list[pick % list.length] : undefined);
const asInvoice = (lines: Lines, rate: number) =>
  invoiceContent(
    lines.map((l) => ({ quantity: l.quantity, priceCents: l.priceCents })),
    rate,
  );

export function shopBusiness(steps: readonly Step[]) {
  const { record, facts, events } = shopRecorder();
  const sales: { stream: string; sale: CounterSaleMade; refunded: number }[] = [];
  const invoices: Invoice[] = [];
  let agreement = {
    stream: 'agreement-1',
    sales: [] as { grossCents: number; commissionCents: number; netCents: number }[],
  };
  const stock = new Map<string, number>();
  let n = 0;
  const issue = (i: Invoice) => {
    record(i.stream, { type: 'InvoiceIssued', data: { number: `F-${i.stream}`, issuedAt: '' } });
    i.status = 'pending';
  };
  for (const s of steps) {
    n += 1;
    switch (s.kind) {
      case 'sale': {
        const subtotal = s.lines.reduce((t, l) => t + l.priceCents * l.quantity, 0);
        const discountCents = Math.floor((subtotal * s.discountPercent) / 100);
        const priced = counterSaleMade(`${n}`, { lines: s.lines, discountCents, rate: s.rate });
        const total = priced.data.totalCents;
        const card = s.pay === 'card' ? total : s.pay === 'split' ? Math.floor(total / 2) : 0;
        const transfer = s.pay === 'transfer' ? total : 0;
        const extra = s.pay === 'cash' || s.pay === 'split' ? s.extraCash : 0;
        const paid = { cardCents: card, transferCents: transfer, extraCashCents: extra };
        const sale = counterSaleMade(`${n}`, { lines: s.lines, discountCents, rate: s.rate, ...paid });
        record(`counter-sale-${n}`, sale);
        sales.push({ stream: `counter-sale-${n}`, sale, refunded: 0 });
        break;
      }
      case 'refund': {
        const sold = chosen(sales, s.pick);
        if (!sold) break;
        const left = sold.sale.data.totalCents - sold.refunded;
        const amount = Math.min(left, Math.ceil((sold.sale.data.totalCents * s.percent) / 100));
        if (amount <= 0) break;
        record(sold.stream, counterSaleRefunded(sold.sale, `r${n}`, amount, s.method));
        sold.refunded += amount;
        break;
      }
      case 'invoice': {
        const invoice: Invoice = { stream: `invoice-${n}`, status: 'draft', content: asInvoice(s.lines, s.rate) };
        record(invoice.stream, invoiceCreated(`${n}`, invoice.content));
        invoices.push(invoice);
        if (s.issue) issue(invoice);
        break;
      }
      case 'edit': {
        const invoice = chosen(
          invoices.filter((i) => i.status === 'draft' || i.status === 'pending'),
          s.pick,
        );
        if (!invoice) break;
        invoice.content = asInvoice(s.lines, invoice.content.taxRateBasisPoints);
        record(invoice.stream, { type: 'InvoiceUpdated', data: { ...invoice.content, updatedAt: '' } });
        break;
      }
      case 'issue': {
        const draft = chosen(
          invoices.filter((i) => i.status === 'draft'),
          s.pick,
        );
        if (draft) issue(draft);
        break;
      }
      case 'pay': {
        const pending = chosen(
          invoices.filter((i) => i.status === 'pending'),
          s.pick,
        );
        if (!pending) break;
        record(pending.stream, { type: 'InvoicePaid', data: { paidAt: '' } });
        pending.status = 'paid';
        break;
      }
      case 'cancel': {
        const open = chosen(
          invoices.filter((i) => i.status === 'draft' || i.status === 'pending'),
          s.pick,
        );
        if (!open) break;
        record(open.stream, { type: 'InvoiceCancelled', data: { reason: 'error', cancelledAt: '' } });
        open.status = 'cancelled';
        break;
      }
      case 'consign': {
        const sale = consignmentSale(`s${n}`, s.lines) as Extract<
          AgreementEvent,
          { type: 'ConsignmentSaleRegistered' }
        >;
        record(agreement.stream, sale);
        agreement.sales.push(sale.data);
        break;
      }
      case 'settle':
        record(agreement.stream, agreementSettled(agreement.sales));
        agreement = { stream: `agreement-${n}`, sales: [] };
        break;
      case 'expense':
        record(`expense-${n}`, expenseRecorded(s.amountCents, s.category, s.method));
        break;
      case 'stock': {
        const have = stock.get(s.product) ?? 0;
        const out = s.type === 'sale' || s.type === 'adjustment';
        const units = out ? Math.min(have, s.units) : s.units;
        if (units === 0) break;
        record(`product-${s.product}`, stockMoved(s.type, out ? -units : units));
        stock.set(s.product, have + (out ? -units : units));
        break;
      }
      case 'order':
        record(`order-${n}`, orderPaid(s.amountCents, s.method));
        break;
      case 'charge':
        record(`subscription-${n}`, chargePaid(s.amountCents, s.method));
        break;
      case 'close':
        record('pos-register-1', sessionClosed(s.differenceCents));
        break;
    }
  }
  return { events, facts };
}
