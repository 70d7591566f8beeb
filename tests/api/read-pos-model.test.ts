import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { createGeneration } from '../../projections/engine/generations';
import type { SequencedEvent } from '../../projections/engine/projection';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { untilAllEventsVisible } from '../support/events';
import { posBook, type PosBook } from './read-pos-book';
import { openPosShop, ROSES, type PosShop } from './read-pos-shop';

// The pos read model: rebuilt from the events it equals the live one, a replay counts nothing twice
// (no sale in the figures, no refunded unit), its notices name the sessions and sales that moved, and
// events as any writer may have left them are applied without stopping it.

let shop: PosShop;
let book: PosBook;

beforeAll(async () => {
  shop = await openPosShop('read_pos_model');
  book = await posBook(shop);
  await shop.projectPos(2);
});
afterAll(async () => shop?.close());

const TABLES = ['pos_sessions', 'pos_sales'];
const rowsOf = async (db: QueryExecutorProvider, generation?: number) =>
  Promise.all(
    TABLES.map(async (table) => {
      const name = sql.table(generation === undefined ? table : `${table}_g${generation}`);
      return (await sql<{ t: string }>`select t::text as t from ${name} t order by 1`.execute(db)).rows.map((r) => r.t);
    }),
  );

describe('the pos read model', () => {
  const projection = projectionNamed('pos')!;
  let live: string[][];
  beforeAll(async () => {
    live = await rowsOf(shop.db);
  });

  it('rebuilt from the events equals the live one', async () => {
    expect(live.map((rows) => rows.length)).toEqual([2, 4]);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 5 });
    expect((await loadCheckpoint(shop.db, 'pos'))!.generation).toBe(2);
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('applying events already applied changes nothing (no sale or refund counted twice)', async () => {
    const { generation } = (await loadCheckpoint(shop.db, 'pos'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    for (const from of [0, events.length - 4])
      await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events.slice(from), generation));
    expect(await rowsOf(shop.db)).toEqual(live);
  });

  it('names the sessions, then the sales that moved', async () => {
    const { generation } = (await loadCheckpoint(shop.db, 'pos'))!;
    const seen = (await shop.store.readAll({ limit: 10_000 })).length;
    const at = { at: '2026-01-16T20:00:00.000Z', actor: 'u-super', roles: ['pos_supervisor'] };
    await shop.refund(
      book.later.saleId,
      book.second,
      [{ productId: ROSES.productId, quantity: 1 }],
      'Tallos rotos',
      at,
    );
    await untilAllEventsVisible(shop.db);
    const events = sequence((await shop.store.readAll({ limit: 10_000 })).slice(seen), BigInt(seen));
    const changed = await shop.db
      .transaction()
      .execute((trx) => applyToGeneration(trx, projection, events, generation));
    expect(changed).toEqual([
      { entity: 'session', id: book.second.sessionId },
      { entity: 'sale', id: book.later.saleId },
    ]);
  });
});

const POISONED: [stream: string, type: string, data: unknown][] = [
  ['pos-register-x', 'CashSessionOpened', { sessionId: 's1', openingCashCents: 'mucho', openedAt: 'hoy' }],
  ['pos-register-x', 'SaleRung', { sessionId: 's1', grossCents: 1e30, takenByMethod: null, cashierId: 5 }],
  ['pos-register-x', 'RefundRung', { sessionId: 's1', amountCents: 100, method: 'bitcoin' }],
  ['pos-register-x', 'SaleRung', { sessionId: 'never-opened', grossCents: 100 }],
  ['pos-register-x', 'CashSessionClosed', { sessionId: 's1', figures: 'a bare string', denominations: [1] }],
  ['counter-sale-a', 'CounterSaleMade', { lines: [{ quantity: 'dos' }, null], payments: 7, madeOfflineAt: 'ayer' }],
  ['counter-sale-a', 'CounterSaleRefunded', { lines: [{ productId: '', quantity: 9 }], amountCents: null }],
  ['counter-sale-b', 'CounterSaleRefunded', { reason: 'never made' }],
  ['counter-sale-', 'CounterSaleMade', {}],
  ['elsewhere', 'CounterSaleMade', {}],
];

function poisonedEvents(): SequencedEvent[] {
  const revisions = new Map<string, bigint>();
  return POISONED.map(([streamId, type, data], i) => {
    const revision = revisions.get(streamId) ?? 0n;
    revisions.set(streamId, revision + 1n);
    const metadata = (i % 2 ? { occurredAt: 'luego' } : null) as unknown as SequencedEvent['metadata'];
    return {
      eventId: randomUUID(),
      type,
      data,
      metadata,
      streamId,
      revision,
      position: `${1000 + i}/${i + 1}`,
      ordinal: BigInt(i + 1),
    };
  });
}

describe('the pos projection takes whatever an event holds', () => {
  const projection = projectionNamed('pos')!;
  const events = poisonedEvents();

  it('writes the same rows in one batch as one by one', async () => {
    await createGeneration(shop.db, projection, 11);
    await createGeneration(shop.db, projection, 12);
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, events, 11));
    for (const e of events) await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, [e], 12));
    const rows = await rowsOf(shop.db, 11);
    expect(await rowsOf(shop.db, 12)).toEqual(rows);
    expect(rows.map((r) => r.length)).toEqual([1, 1]);
  });
});
