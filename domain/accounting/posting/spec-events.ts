import { invoiceTotals, type InvoiceContent, type InvoiceEvent } from '../../billing';
import type { AgreementEvent } from '../../consignment';
import type { StockMoved } from '../../inventory';
import type { OrderPaid } from '../../orders';
import type { CounterSaleEvent, CounterSaleMade, PaymentMethod, RegisterEvent } from '../../pos';
import type { SubscriptionChargePaid } from '../../subscriptions';
import type { PayrollRunPaid } from '../../hr';
import type { ExpenseRecorded } from '../expense/events';
import type { PostingFacts, SourceEvent } from './rule';

// The posting specs' shop (never the app's): business events in their real shapes, recorded on their
// streams as the store would, and the facts a reactor would give the rules (a UTC day, the streams so
// far, the products' costs).

export const AT = '2026-03-14T15:00:00.000Z';
export const ROSES = 'a0000000-0000-4000-8000-000000000001';
export const TULIPS = 'a0000000-0000-4000-8000-000000000002';
/** No wholesale price: its units move unvalued. */
export const SAMPLE = 'a0000000-0000-4000-8000-000000000003';
export const COSTS: Record<string, number | null> = { [ROSES]: 1200, [TULIPS]: 450, [SAMPLE]: null };

type Any = InvoiceEvent | CounterSaleEvent | RegisterEvent | AgreementEvent | OrderPaid | StockMoved;
type Known = Any | SubscriptionChargePaid | ExpenseRecorded | PayrollRunPaid;

/** A store in memory: each event recorded gets an id, a position and its stream's history. */
export function shopRecorder(costs: Record<string, number | null> = COSTS) {
  const streams = new Map<string, SourceEvent[]>();
  const events: SourceEvent[] = [];
  let position = 0;
  const record = (streamId: string, event: Known, occurredAt = AT): SourceEvent => {
    position += 1;
    const recorded: SourceEvent = {
      eventId: `e-${position}`,
      streamId,
      type: event.type,
      data: event.data,
      position: String(position).padStart(10, '0'),
      metadata: { occurredAt, actor: { userId: 'ana', roles: ['admin'] } },
    };
    streams.set(streamId, [...(streams.get(streamId) ?? []), recorded]);
    events.push(recorded);
    return recorded;
  };
  const facts: PostingFacts = {
    dayOf: (iso) => iso.slice(0, 10),
    streamBefore: (event) => {
      const all = streams.get(event.streamId) ?? [];
      return all.slice(
        0,
        all.findIndex((e) => e.eventId === event.eventId),
      );
    },
    costOf: (productId) => costs[productId] ?? null,
  };
  /** Every event recorded, in the order recorded. */
  return { record, facts, events };
}

/** An invoice's content: each line quantity × price, IVA at `rate` basis points on the subtotal. */
export function invoiceContent(lines: { quantity: number; priceCents: number }[], rate: number): InvoiceContent {
  const kept = lines.map((l, i) => ({
    productId: 'custom',
    description: `Arreglo ${i + 1}`,
    customDescription: true,
    quantity: l.quantity,
    priceCents: l.priceCents,
    totalCents: l.quantity * l.priceCents,
  }));
  const totals = invoiceTotals(
    kept.map((l) => l.totalCents),
    rate,
  );
  return {
    clientId: 'c-1',
    clientName: 'Hotel Brickell',
    date: '2026-03-14',
    dueDate: null,
    requestedNumber: null,
    lines: kept,
    notes: '',
    ...totals,
    taxRateBasisPoints: rate,
  };
}
export const invoiceCreated = (invoiceId: string, content: InvoiceContent): InvoiceEvent => ({
  type: 'InvoiceCreated',
  data: { invoiceId, ...content, createdAt: AT, offlineCreatedAt: null },
});

export interface TicketAsked {
  lines: { priceCents: number; quantity: number }[];
  discountCents?: number;
  rate?: number;
  cardCents?: number;
  transferCents?: number;
  /** Cash given beyond the total: the change. */
  extraCashCents?: number;
}

/** A counter sale priced as ticketOf prices one: tax on (subtotal − discount), the rest in cash. */
export function counterSaleMade(saleId: string, asked: TicketAsked): CounterSaleMade {
  const { discountCents = 0, rate = 1600, cardCents = 0, transferCents = 0, extraCashCents = 0 } = asked;
  const lines = asked.lines.map((l, i) => ({
    productId: i % 2 ? TULIPS : ROSES,
    name: `Ramo ${i + 1}`,
    sku: `R-${i + 1}`,
    unitPriceCents: l.priceCents,
    quantity: l.quantity,
    lineTotalCents: l.priceCents * l.quantity,
  }));
  const subtotalCents = lines.reduce((s, l) => s + l.lineTotalCents, 0);
  const taxed = subtotalCents - discountCents;
  const taxCents = Math.round((taxed * rate) / 10_000);
  const totalCents = taxed + taxCents;
  const cash = totalCents - cardCents - transferCents + extraCashCents;
  const payments: { method: PaymentMethod; amountCents: number }[] = [
    { method: 'cash' as const, amountCents: cash },
    { method: 'card' as const, amountCents: cardCents },
    { method: 'transfer' as const, amountCents: transferCents },
  ].filter((p) => p.amountCents > 0);
  const discount = discountCents
    ? {
        kind: 'amount' as const,
        percentBasisPoints: null,
        amountCents: discountCents,
        reason: 'cliente',
        grantedBy: 'ana',
      }
    : null;
  const ids = {
    saleId,
    number: `M-${saleId}`,
    registerId: 'r-1',
    sessionId: 's-1',
    cashierId: 'ana',
    locationId: 'Tienda',
  };
  const money = { subtotalCents, discount, taxRateBasisPoints: rate, taxCents, totalCents, payments };
  return {
    type: 'CounterSaleMade',
    data: { ...ids, lines, ...money, changeCents: extraCashCents, madeAt: AT, madeOfflineAt: null },
  };
}

export const counterSaleRefunded = (
  sale: CounterSaleMade,
  refundId: string,
  amountCents: number,
  method: PaymentMethod,
): CounterSaleEvent => ({
  type: 'CounterSaleRefunded',
  data: {
    saleId: sale.data.saleId,
    refundId,
    registerId: 'r-1',
    sessionId: 's-1',
    locationId: 'Tienda',
    lines: [{ productId: ROSES, quantity: 1, amountCents }],
    amountCents,
    method,
    reason: 'flores marchitas',
    refundedBy: 'ana',
    refundedAt: AT,
  },
});
