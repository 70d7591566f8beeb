import {
  COUNTER_SALE_STREAM_PREFIX,
  emptyFigures,
  REGISTER_STREAM_PREFIX,
  type SessionFigures,
} from '../../domain/pos';
import { indexedText, record } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import { type Columns, type KnownSale, type KnownSession, type SaleColumns, type SessionColumns } from './values';
import { madeRow, refunded } from './rows/sale';
import { closedColumns, figuresAfter, openedRow } from './rows/session';
import type { PosSaleLine } from './tables';

// A batch of register and counter-sale events folded in memory into rows to write: a session's whole
// row when opened, its running figures after each sale and refund rung (folded by the register's own
// evolve, so the X report is what the register decides from), the Z report and the count at close;
// a sale's whole row when made, its lines' refunded units and its refunds after each refund. The
// stored revision (the register's stream for a session, the sale's for a sale) keeps a replayed event
// from counting twice. Deterministic (no clock): a rebuild writes the same rows. An event of a
// session never opened or a sale never made, or a type this version does not know, changes no row.

export type { KnownSale, KnownSession, SaleColumns, SessionColumns } from './values';

export interface PosWrites {
  createdSessions: Map<string, SessionColumns>;
  changedSessions: Map<string, SessionColumns>;
  createdSales: Map<string, SaleColumns>;
  changedSales: Map<string, SaleColumns>;
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
