import type { Kysely, Transaction } from 'kysely';
import type { CounterSaleEvent, RegisterEvent } from '../../domain/pos';
import { storableJsonText } from '../engine/column-values';
import { updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { insertByColumn } from '../engine/insert-by-column';
import { jsonbAsJson } from '../engine/jsonb-columns';
import { foldPos, saleIdOfStream, sessionIdOf, type KnownSale, type KnownSession } from './fold';
import {
  createPosIndexes,
  createPosTables,
  POS_TABLES,
  posSales,
  posSessions,
  type PosDatabase,
  type PosTableName,
} from './tables';

// The point of sale as its screens read it (issue 17): the cash sessions with their X and Z reports,
// and the counter sales with their refunds. A batch loads what it continues of each session (its
// figures) and each sale (its lines and refunds) once, folds in memory (pos-fold) and writes with a
// few set-based statements, one JSON parameter each.

type Db = Kysely<PosDatabase>;
const sessionsSource = jsonbAsJson(posSessions.columns);
const salesSource = jsonbAsJson(posSales.columns);

const REGISTER_EVENT_TYPES: readonly RegisterEvent['type'][] = [
  'CashSessionOpened',
  'SaleRung',
  'RefundRung',
  'CashSessionClosed',
];
const COUNTER_SALE_EVENT_TYPES: readonly CounterSaleEvent['type'][] = ['CounterSaleMade', 'CounterSaleRefunded'];

async function storedSessions(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, KnownSession>> {
  const ids = [...new Set(events.flatMap((e) => sessionIdOf(e) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('pos_sessions')
    .select(['id', 'revision', 'figures'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { revision: BigInt(r.revision), figures: r.figures }]));
}

async function storedSales(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, KnownSale>> {
  // A sale's first event makes its row: only a later one needs what is stored.
  const ids = [
    ...new Set(events.flatMap((e) => (e.type === 'CounterSaleMade' ? [] : (saleIdOfStream(e.streamId) ?? [])))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('pos_sales')
    .select(['id', 'revision', 'lines', 'refunds', 'refunded_cents'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { revision: BigInt(r.revision), lines: r.lines, refunds: r.refunds, refundedCents: Number(r.refunded_cents) },
    ]),
  );
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<PosTableName>,
): Promise<Changed[]> {
  const db = generationDb<PosDatabase>(trx, t);
  const [sessions, sales] = await Promise.all([storedSessions(db, events), storedSales(db, events)]);
  const writes = foldPos(events, sessions, sales);
  const json = { key: 'id', toJson: storableJsonText };
  await insertByColumn(db, 'pos_sessions', posSessions.columns, [...writes.createdSessions.values()], json);
  await updateByShape(db, 'pos_sessions', sessionsSource, [...writes.changedSessions.values()], {
    ...json,
    newerOnly: 'revision',
  });
  await insertByColumn(db, 'pos_sales', posSales.columns, [...writes.createdSales.values()], json);
  await updateByShape(db, 'pos_sales', salesSource, [...writes.changedSales.values()], {
    ...json,
    newerOnly: 'revision',
  });
  const ids = (created: Map<string, unknown>, changed: Map<string, unknown>) => [
    ...new Set([...created.keys(), ...changed.keys()]),
  ];
  return [
    ...ids(writes.createdSessions, writes.changedSessions).map((id) => ({ entity: 'session', id })),
    ...ids(writes.createdSales, writes.changedSales).map((id) => ({ entity: 'sale', id })),
  ];
}

export const posProjection: Projection<PosTableName> = {
  name: 'pos',
  version: 1,
  handles: [...REGISTER_EVENT_TYPES, ...COUNTER_SALE_EVENT_TYPES],
  tables: POS_TABLES,
  createTables: createPosTables,
  createIndexes: createPosIndexes,
  apply,
};
