import { sql, type Kysely } from 'kysely';
import { storableJsonText } from '../column-values';
import type { Changed, CopyRows, Projection, SequencedEvent, TableNames } from '../projection';
import { BALANCE_COPY, balanceRows, copyText, ledgerLines, MOVEMENT_COPY, movementRow } from './rows';
import { STOCK_LEDGER_TABLES, type StockLedgerTableName } from './tables';

// The movement ledger and the balance each movement left at each place. Both tables only ever
// grow (a ledger line is never changed), so a rebuild can COPY them in bulk, and stock as of any
// moment is one index probe per product and location: the last balance at or before it.

type Tables = TableNames<StockLedgerTableName>;

async function createTables(db: Kysely<any>, t: Tables): Promise<void> {
  await sql`
    create table ${sql.table(t.stock_movements)} (
      ordinal bigint not null,
      event_id uuid not null,
      movement_id text not null,
      product_id text not null,
      type text not null,
      quantity integer not null,
      location_id text not null,
      target_location_id text,
      reference_type text,
      reference_id text,
      notes text not null,
      counted_quantity integer,
      effects jsonb not null,
      net_change integer not null,
      actor_id text,
      source_app text,
      device_id text,
      occurred_at timestamptz not null
    )`.execute(db);
  await sql`
    create table ${sql.table(t.stock_balances)} (
      product_id text not null,
      location_id text not null,
      at timestamptz not null,
      ordinal bigint not null,
      delta integer not null,
      balance_after integer not null
    )`.execute(db);
}

/**
 * Unique keys (ordinal; one effect per place per movement) keep a replayed batch from doubling
 * lines; built after a rebuild's bulk load, by one sort each. The ledger pages newest first,
 * whole or by product, type or time; the balances answer "as of T" per product and location.
 */
async function createIndexes(db: Kysely<any>, t: Tables): Promise<void> {
  const movements = sql.table(t.stock_movements);
  const m = (suffix: string) => sql.id(`${t.stock_movements}_${suffix}`);
  await sql`create unique index if not exists ${m('ordinal')} on ${movements} (ordinal)`.execute(db);
  await sql`create index if not exists ${m('product')} on ${movements} (product_id, ordinal)`.execute(db);
  await sql`create index if not exists ${m('type')} on ${movements} (type, ordinal)`.execute(db);
  await sql`create index if not exists ${m('occurred')} on ${movements} (occurred_at)`.execute(db);
  const asOf = sql.id(`${t.stock_balances}_as_of`);
  await sql`create unique index if not exists ${asOf} on ${sql.table(t.stock_balances)}
    (product_id, location_id, at desc, ordinal desc)`.execute(db);
}

function copyRows(events: readonly SequencedEvent[]): CopyRows<StockLedgerTableName>[] {
  const lines = ledgerLines(events);
  if (lines.length === 0) return [];
  const movements = lines.map(({ event, productId }) => movementRow(event, productId));
  const balances = lines.flatMap(({ event, productId }) => balanceRows(event, productId));
  return [
    {
      table: 'stock_movements',
      columns: Object.keys(MOVEMENT_COPY),
      text: copyText(movements, MOVEMENT_COPY),
    },
    { table: 'stock_balances', columns: Object.keys(BALANCE_COPY), text: copyText(balances, BALANCE_COPY) },
  ];
}

async function apply(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  const lines = ledgerLines(events);
  if (lines.length === 0) return [];
  const movements = storableJsonText(lines.map(({ event, productId }) => movementRow(event, productId)));
  const balances = JSON.stringify(lines.flatMap(({ event, productId }) => balanceRows(event, productId)));
  // A ledger line never changes: a line already there is the same line, so "do nothing" is the upsert.
  await sql`
    insert into ${sql.table(t.stock_movements)}
    select * from json_to_recordset(${movements}::json) as x(ordinal bigint, event_id uuid, movement_id text,
      product_id text, type text, quantity integer, location_id text, target_location_id text, reference_type text,
      reference_id text, notes text, counted_quantity integer, effects jsonb, net_change integer, actor_id text,
      source_app text, device_id text, occurred_at timestamptz)
    on conflict do nothing`.execute(trx);
  await sql`
    insert into ${sql.table(t.stock_balances)}
    select * from json_to_recordset(${balances}::json) as x(product_id text, location_id text, at timestamptz,
      ordinal bigint, delta integer, balance_after integer)
    on conflict do nothing`.execute(trx);
  return [...new Set(lines.map((l) => l.productId))].map((id) => ({ entity: 'product', id }));
}

export const stockLedgerProjection: Projection<StockLedgerTableName> = {
  name: 'stock-ledger',
  version: 1,
  handles: ['StockMoved'],
  tables: STOCK_LEDGER_TABLES,
  createTables,
  createIndexes,
  apply,
  copyRows,
};
