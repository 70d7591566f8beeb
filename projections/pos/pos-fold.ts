import {
  COUNTER_SALE_STREAM_PREFIX,
  emptyFigures,
  registerDecider,
  PAYMENT_METHODS,
  REGISTER_STREAM_PREFIX,
  type PaymentMethod,
  type RegisterEvent,
  type SaleDiscount,
  type SalePayment,
  type SessionFigures,
} from '../../domain/pos';
import { indexedText, int4, int8, textOr, timestamp, timestampOr } from '../column-values';
import type { SequencedEvent } from '../projection';
import type { PosDatabase, PosSaleLine, PosSaleRefund } from './tables';

// A batch of register and counter-sale events folded in memory into rows to write: a session's whole
// row when opened, its running figures after each sale and refund rung (folded by the register's own
// evolve, so the X report is what the register decides from), the Z report and the count at close;
// a sale's whole row when made, its lines' refunded units and its refunds after each refund. The
// stored revision (the register's stream for a session, the sale's for a sale) keeps a replayed event
// from counting twice. Deterministic (no clock): a rebuild writes the same rows. An event of a
// session never opened or a sale never made, or a type this version does not know, changes no row.

type Columns<T extends keyof PosDatabase> = Partial<Record<keyof PosDatabase[T] & string, unknown>>;
export type SessionColumns = Columns<'pos_sessions'> & { id: string; revision: string; position: string };
export type SaleColumns = Columns<'pos_sales'> & { id: string; revision: string; position: string };

export interface KnownSession {
  revision: bigint;
  figures: SessionFigures;
}
export interface KnownSale {
  revision: bigint;
  lines: PosSaleLine[];
  refunds: PosSaleRefund[];
  refundedCents: number;
}

export interface PosWrites {
  createdSessions: Map<string, SessionColumns>;
  changedSessions: Map<string, SessionColumns>;
  createdSales: Map<string, SaleColumns>;
  changedSales: Map<string, SaleColumns>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const record = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const cents = (v: unknown) => int8(v) ?? 0;
const methodOf = (v: unknown): PaymentMethod => PAYMENT_METHODS.find((m) => m === v) ?? 'cash';

/** The event's time as ISO-8601, else its metadata's, else the epoch. */
function timeOf(e: SequencedEvent, value: unknown): string {
  const at = timestampOr(value, record(e.metadata).occurredAt);
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}
const timeOrNull = (v: unknown) => {
  const at = timestamp(v);
  return at === null || Number.isNaN(Date.parse(at)) ? null : new Date(Date.parse(at)).toISOString();
};

const byMethodOf = (v: unknown): Record<PaymentMethod, number> => {
  const m = record(v);
  return { cash: cents(m.cash), card: cents(m.card), transfer: cents(m.transfer) };
};

/** Figures as an event states them (the Z report), each number one a column could hold. */
function figuresOf(v: unknown): SessionFigures {
  const f = record(v);
  const byCashier = Object.fromEntries(
    Object.entries(record(f.byCashier)).map(([id, c]) => {
      const r = record(c);
      const figures = {
        salesCount: int4(r.salesCount) ?? 0,
        totalCents: cents(r.totalCents),
        refundsCents: cents(r.refundsCents),
      };
      return [textOr(id), figures];
    }),
  );
  return {
    salesCount: int4(f.salesCount) ?? 0,
    grossCents: cents(f.grossCents),
    discountsCents: cents(f.discountsCents),
    refundsCents: cents(f.refundsCents),
    taxCents: cents(f.taxCents),
    byMethod: byMethodOf(f.byMethod),
    byCashier,
  };
}

/** The figures after a sale or a refund rung, as the register folds them. */
function figuresAfter(figures: SessionFigures, e: SequencedEvent): SessionFigures {
  const d = record(e.data);
  const common = { registerId: '', sessionId: '', saleId: textOr(d.saleId), cashierId: textOr(d.cashierId) };
  const event: RegisterEvent =
    e.type === 'SaleRung'
      ? {
          type: 'SaleRung',
          data: {
            ...common,
            number: '',
            grossCents: cents(d.grossCents),
            discountCents: cents(d.discountCents),
            taxCents: cents(d.taxCents),
            totalCents: cents(d.totalCents),
            takenByMethod: byMethodOf(d.takenByMethod),
          },
        }
      : {
          type: 'RefundRung',
          data: { ...common, refundId: '', amountCents: cents(d.amountCents), method: methodOf(d.method) },
        };
  const open = { sessionId: '', cashierId: '', openingCashCents: 0, locationId: '', figures, counted: [] };
  const after = registerDecider.evolve({ registerId: '', open, closed: [], salesRung: 0 }, event);
  return after.open!.figures;
}

function openedRow(id: string, e: SequencedEvent): SessionColumns {
  const d = record(e.data);
  return {
    id,
    register_id: indexedText(d.registerId) ?? '',
    status: 'open',
    cashier_id: indexedText(d.cashierId) ?? '',
    location: textOr(d.locationId),
    opening_cash_cents: cents(d.openingCashCents),
    opened_at: timeOf(e, d.openedAt),
    closed_at: null,
    figures: emptyFigures(),
    counted_cash_cents: null,
    expected_cash_cents: null,
    difference_cents: null,
    denominations: null,
    notes: '',
    revision: e.revision.toString(),
    position: e.position,
  };
}

function closedColumns(e: SequencedEvent): Columns<'pos_sessions'> {
  const d = record(e.data);
  const denominations = Object.fromEntries(Object.entries(record(d.denominations)).map(([k, n]) => [k, cents(n)]));
  return {
    status: 'closed',
    closed_at: timeOf(e, d.closedAt),
    figures: figuresOf(d.figures),
    counted_cash_cents: cents(d.countedCashCents),
    expected_cash_cents: cents(d.expectedCashCents),
    difference_cents: cents(d.differenceCents),
    denominations,
    notes: textOr(d.notes),
  };
}

function discountOf(v: unknown): SaleDiscount | null {
  if (!isRecord(v)) return null;
  return {
    kind: v.kind === 'percent' ? 'percent' : 'amount',
    percentBasisPoints: v.percentBasisPoints === null ? null : (int4(v.percentBasisPoints) ?? null),
    amountCents: cents(v.amountCents),
    reason: textOr(v.reason),
    grantedBy: textOr(v.grantedBy),
  };
}

function madeRow(id: string, e: SequencedEvent): SaleColumns {
  const d = record(e.data);
  const lines: PosSaleLine[] = list(d.lines).map((v) => {
    const l = record(v);
    return {
      productId: textOr(l.productId),
      name: textOr(l.name),
      sku: textOr(l.sku),
      unitPriceCents: cents(l.unitPriceCents),
      quantity: int4(l.quantity) ?? 0,
      lineTotalCents: cents(l.lineTotalCents),
      refunded: 0,
    };
  });
  const payments: SalePayment[] = list(d.payments).map((v) => ({
    method: methodOf(record(v).method),
    amountCents: cents(record(v).amountCents),
  }));
  const discount = discountOf(d.discount);
  return {
    id,
    number: indexedText(d.number) ?? '',
    session_id: indexedText(d.sessionId) ?? '',
    register_id: indexedText(d.registerId) ?? '',
    cashier_id: indexedText(d.cashierId) ?? '',
    location: textOr(d.locationId),
    lines,
    items_count: int4(lines.reduce((n, l) => n + l.quantity, 0)) ?? 0,
    subtotal_cents: cents(d.subtotalCents),
    discount,
    discount_cents: discount?.amountCents ?? 0,
    tax_rate_basis_points: int4(d.taxRateBasisPoints) ?? 0,
    tax_cents: cents(d.taxCents),
    total_cents: cents(d.totalCents),
    change_cents: cents(d.changeCents),
    payments,
    refunds: [],
    refunded_cents: 0,
    made_at: timeOf(e, d.madeAt),
    made_offline_at: timeOrNull(d.madeOfflineAt),
    revision: e.revision.toString(),
    position: e.position,
  };
}

/** A refund's share of the sale: each line's refunded units (a product's units on its lines in order). */
function refunded(sale: KnownSale, e: SequencedEvent): KnownSale {
  const d = record(e.data);
  const lines = sale.lines.map((l) => ({ ...l }));
  for (const v of list(d.lines)) {
    const r = record(v);
    let units = int4(r.quantity) ?? 0;
    for (const line of lines.filter((l) => l.productId === textOr(r.productId))) {
      const taken = Math.max(0, Math.min(units, line.quantity - line.refunded));
      line.refunded += taken;
      units -= taken;
    }
  }
  const refund: PosSaleRefund = {
    id: textOr(d.refundId),
    amountCents: cents(d.amountCents),
    method: methodOf(d.method),
    reason: textOr(d.reason),
    at: timeOf(e, d.refundedAt),
    by: textOr(d.refundedBy),
  };
  const refundedCents = cents(sale.refundedCents + refund.amountCents);
  return { ...sale, lines, refunds: [...sale.refunds, refund], refundedCents };
}

const idAfter = (streamId: string, prefix: string) =>
  streamId.startsWith(prefix) ? indexedText(streamId.slice(prefix.length)) || undefined : undefined;
export const registerIdOfStream = (streamId: string) => idAfter(streamId, REGISTER_STREAM_PREFIX);
export const saleIdOfStream = (streamId: string) => idAfter(streamId, COUNTER_SALE_STREAM_PREFIX);
/** The session a register event is about. */
export const sessionIdOf = (e: SequencedEvent) =>
  registerIdOfStream(e.streamId) ? indexedText(record(e.data).sessionId) || undefined : undefined;

/** Folds a batch. `sessions` and `sales` hold every one of the batch the read model already has. */
export function foldPos(
  events: readonly SequencedEvent[],
  sessions: ReadonlyMap<string, KnownSession>,
  sales: ReadonlyMap<string, KnownSale>,
): PosWrites {
  const writes: PosWrites = {
    createdSessions: new Map(),
    changedSessions: new Map(),
    createdSales: new Map(),
    changedSales: new Map(),
  };
  const knownSessions = new Map(sessions);
  const knownSales = new Map(sales);
  const put = <C extends { id: string }>(created: Map<string, C>, changed: Map<string, C>, row: C) => {
    const into = created.has(row.id) ? created : changed;
    into.set(row.id, { ...into.get(row.id), ...row });
  };
  for (const e of events) {
    const sessionId = sessionIdOf(e);
    if (sessionId) {
      const session = knownSessions.get(sessionId);
      if (session && e.revision <= session.revision) continue; // applied before: a replay
      const at = { id: sessionId, revision: e.revision.toString(), position: e.position };
      if (!session) {
        if (e.type !== 'CashSessionOpened') continue;
        writes.createdSessions.set(sessionId, openedRow(sessionId, e));
        knownSessions.set(sessionId, { revision: e.revision, figures: emptyFigures() });
        continue;
      }
      let columns: Columns<'pos_sessions'> = {};
      let figures = session.figures;
      if (e.type === 'SaleRung' || e.type === 'RefundRung') {
        figures = figuresAfter(session.figures, e);
        columns = { figures };
      } else if (e.type === 'CashSessionClosed') {
        columns = closedColumns(e);
        figures = columns.figures as SessionFigures;
      }
      put(writes.createdSessions, writes.changedSessions, { ...columns, ...at });
      knownSessions.set(sessionId, { revision: e.revision, figures });
      continue;
    }
    const saleId = saleIdOfStream(e.streamId);
    if (!saleId) continue;
    const sale = knownSales.get(saleId);
    if (sale && e.revision <= sale.revision) continue;
    if (!sale) {
      if (e.type !== 'CounterSaleMade') continue;
      const row = madeRow(saleId, e);
      writes.createdSales.set(saleId, row);
      const lines = row.lines as PosSaleLine[];
      knownSales.set(saleId, { revision: e.revision, lines, refunds: [], refundedCents: 0 });
      continue;
    }
    const at = { id: saleId, revision: e.revision.toString(), position: e.position };
    let next = { ...sale, revision: e.revision };
    let columns: Columns<'pos_sales'> = {};
    if (e.type === 'CounterSaleRefunded') {
      next = { ...refunded(sale, e), revision: e.revision };
      columns = { lines: next.lines, refunds: next.refunds, refunded_cents: next.refundedCents };
    }
    put(writes.createdSales, writes.changedSales, { ...columns, ...at });
    knownSales.set(saleId, next);
  }
  return writes;
}
