import type { Transaction } from 'kysely';
import { storableJsonText } from '../engine/column-values';
import { jsonRecordset, writtenColumns } from '../engine/json-recordset';
import type { Changed, CopyRows, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { copyText } from '../engine/copy-text';
import { BALANCE_COPY, balanceRows, ledgerLines, MOVEMENT_COPY, movementRow } from './rows';
import {
  createStockLedgerIndexes,
  createStockLedgerTables,
  STOCK_LEDGER_TABLES,
  stockBalances,
  stockMovements,
  type StockLedgerDatabase,
  type StockLedgerTableName,
} from './tables';

// The movement ledger and the balance each movement left at each place. Both tables only ever
// grow (a ledger line is never changed), so a rebuild can COPY them in bulk, and stock as of any
// moment is one index probe per product and location: the last balance at or before it.

function copyRows(events: readonly SequencedEvent[]): CopyRows<StockLedgerTableName>[] {
  const lines = ledgerLines(events);
  if (lines.length === 0) return [];
  const movements = lines.map(({ event, productId }) => movementRow(event, productId));
  const balances = lines.flatMap(({ event, productId }) => balanceRows(event, productId));
  return [
    { table: 'stock_movements', columns: Object.keys(MOVEMENT_COPY), text: copyText(movements, MOVEMENT_COPY) },
    { table: 'stock_balances', columns: Object.keys(BALANCE_COPY), text: copyText(balances, BALANCE_COPY) },
  ];
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<StockLedgerTableName>,
): Promise<Changed[]> {
  const lines = ledgerLines(events);
  if (lines.length === 0) return [];
  const db = generationDb<StockLedgerDatabase>(trx, t);
  const movements = lines.map(({ event, productId }) => movementRow(event, productId));
  const balances = lines.flatMap(({ event, productId }) => balanceRows(event, productId));
  // A ledger line never changes: a line already there is the same line, so "do nothing" is the upsert.
  await db
    .insertInto('stock_movements')
    .columns(writtenColumns(stockMovements.columns))
    .expression((eb) => eb.selectFrom(jsonRecordset(stockMovements.columns, movements, storableJsonText)).selectAll())
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('stock_balances')
    .columns(writtenColumns(stockBalances.columns))
    .expression((eb) => eb.selectFrom(jsonRecordset(stockBalances.columns, balances)).selectAll())
    .onConflict((oc) => oc.doNothing())
    .execute();
  return [...new Set(lines.map((l) => l.productId))].map((id) => ({ entity: 'product', id }));
}

export const stockLedgerProjection: Projection<StockLedgerTableName> = {
  name: 'stock-ledger',
  // 2: a line's lots, a waste's cause and cost (issue 44)
  version: 2,
  handles: ['StockMoved'],
  tables: STOCK_LEDGER_TABLES,
  createTables: createStockLedgerTables,
  createIndexes: createStockLedgerIndexes,
  apply,
  copyRows,
};
