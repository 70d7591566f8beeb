import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { describe, expect, it } from 'vitest';
import { movementsOwedBy, STOCK_REACTOR } from '../../reactors/stock-follows-agreement';
import { agreementStream } from '../../domain/consignment';
import type { EventStore, RecordedEvent } from '../../infra/event-store/port';
import { orchids, useConsignmentApi } from '../api/consignment-support';

// Issue 5, "Must show": a reactor killed between the agreement event and its stock movement finishes
// the movement exactly once on restart. A child process runs the stock reactor and is SIGKILLed at
// a chosen point of an agreement event's last movement: after the claim (nothing sent yet), after
// the append (sent, not recorded), after the answer (recorded, checkpoint not moved). The reactor is
// restarted and each product's ledger must hold each movement once, with the stock right.
// Since issue 41 the agreement's commands move their own stock, so the reactor only follows events
// written before (asBefore makes them as the command-api did); consignment-reactor-mixed.test.ts
// shows it leaves the new ones alone in a store holding both.

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const { consignmentApi } = useConsignmentApi('consreact');
type Step = 'claimed' | 'appended' | 'completed';

const CHILD = `
import { createDb, createPool } from '${ROOT}/infra/db/pool.ts';
import { PostgresEventStore } from '${ROOT}/infra/event-store/postgres/postgres-event-store.ts';
import { SnapshotStore } from '${ROOT}/infra/event-store/snapshots.ts';
import { CommandHandler } from '${ROOT}/application/handler.ts';
import { CommandResults } from '${ROOT}/application/idempotency.ts';
import { startStockReactor } from '${ROOT}/reactors/stock-follows-agreement/index.ts';
const pool = createPool(process.env.DATABASE_URL, 4);
const db = createDb(pool);
const store = new PostgresEventStore(pool, { pollMs: 50 });
const handler = new CommandHandler({ store, snapshots: new SnapshotStore(db) });
const log = { info() {}, warn: (_d, m) => console.error(m), error: (d, m) => console.error(m, d.err) };
let seen = 0;
const onStep = (step) => {
  if (step === process.env.CRASH_STEP && ++seen === Number(process.env.CRASH_AT)) process.kill(process.pid, 'SIGKILL');
};
const reactor = startStockReactor({ handler, results: new CommandResults(db), store, db, pool, log }, { onStep, retryMs: 50 });
await reactor.caughtUp();
process.exit(0);
`;

/** Runs the reactor in a child process that kills itself at the `at`-th `step`; answers how it ended. */
function runUntilKilled(databaseUrl: string, step: Step, at: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, CRASH_STEP: step, CRASH_AT: String(at) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((done) => child.once('exit', (code, signal) => done(signal ?? `exit ${code}`)));
}

async function claimOf(db: Kysely<AppDatabase>, commandId: string) {
  const { rows } = await sql<{
    revision: string;
  }>`select revision from command_results where command_id = ${commandId}`.execute(db);
  return rows[0] ? (rows[0].revision === '' ? 'pending' : 'answered') : 'none';
}

/** The reactor's checkpoint: its row among the engine's (undefined before its first event). */
async function checkpointOf(db: Kysely<AppDatabase>) {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', STOCK_REACTOR)
    .executeTakeFirst();
  return row?.position ?? undefined;
}

const linesOf = async (store: EventStore, streamId: string, commandId: string) =>
  (await store.readStream(streamId)).filter((e) => e.metadata.commandId === commandId);

/** What the kill left behind proves where it struck: the last movement of `event` at `step`. */
async function expectKilledAt(step: Step, event: RecordedEvent, db: Kysely<AppDatabase>, store: EventStore) {
  const last = movementsOwedBy(event).at(-1)!;
  const claim = await claimOf(db, last.commandId);
  const appended = (await linesOf(store, last.streamId, last.commandId)).length;
  expect({ claim, appended }).toEqual(
    {
      claimed: { claim: 'pending', appended: 0 },
      appended: { claim: 'pending', appended: 1 },
      completed: { claim: 'answered', appended: 1 },
    }[step],
  );
  const checkpoint = await checkpointOf(db);
  expect(checkpoint === undefined || store.comparePositions(checkpoint, event.position) < 0).toBe(true);
}

/** Every movement the event owes is in its product's stream exactly once, and recorded as answered. */
async function expectEachMovementOnce(event: RecordedEvent, db: Kysely<AppDatabase>, store: EventStore) {
  for (const owed of movementsOwedBy(event)) {
    const lines = await linesOf(store, owed.streamId, owed.commandId);
    expect(lines, `${event.type} → ${owed.streamId}`).toHaveLength(1);
    expect(lines[0]!.metadata).toMatchObject({
      actor: event.metadata.actor,
      correlationId: event.metadata.correlationId,
    });
    expect(await claimOf(db, owed.commandId)).toBe('answered');
  }
}

describe.each<Step>(['claimed', 'appended', 'completed'])(
  'the stock reactor SIGKILLed once %s, then restarted',
  (step) => {
    it(
      'moves the stock of an old creation, sale, return and settlement exactly once',
      { timeout: 120_000 },
      async () => {
        const api = await consignmentApi();
        const { store, database } = api;
        const partnerId = await api.registered();
        const rose = await api.added({ currentStock: 20 });
        const orchid = await api.added(orchids({ currentStock: 10 }));
        const id = await api.asBefore.agreed({
          partnerId,
          items: [
            { productId: rose, quantity: 8 },
            { productId: orchid, quantity: 5 },
          ],
        });
        const to = (command: Parameters<typeof api.asBefore.to>[1]) => api.asBefore.to(id, command);
        const stockOf = async (productId: string) => {
          const p = await api.product(productId);
          return [p.stock[p.location], p.consigned];
        };

        const phases: [string, () => Promise<unknown>, number[][]][] = [
          [
            'created',
            async () => {},
            [
              [12, 8],
              [5, 5],
            ],
          ],
          [
            'sale',
            () =>
              to({
                type: 'RegisterConsignmentSale',
                data: {
                  saleId: randomUUID(),
                  items: [
                    { productId: rose, quantity: 3 },
                    { productId: orchid, quantity: 2 },
                  ],
                },
              }),
            [
              [12, 5],
              [5, 3],
            ],
          ],
          [
            'return',
            () =>
              to({
                type: 'RegisterConsignmentReturn',
                data: { returnId: randomUUID(), items: [{ productId: rose, quantity: 1 }] },
              }),
            [
              [13, 4],
              [5, 3],
            ],
          ],
          [
            'settle',
            () => to({ type: 'SettleAgreement', data: {} }),
            [
              [17, 0],
              [8, 0],
            ],
          ],
        ];
        for (const [phase, act, stock] of phases) {
          await act();
          const event = (await store.readStream(agreementStream(id))).at(-1)!;
          const owed = movementsOwedBy(event).length;
          expect(await runUntilKilled(database.url, step, owed), phase).toBe('SIGKILL');
          await expectKilledAt(step, event, database.db, store);
          const restarted = api.reactor();
          await restarted.caughtUp();
          await restarted.stop(); // the next phase's child needs the lock
          await expectEachMovementOnce(event, database.db, store);
          expect([await stockOf(rose), await stockOf(orchid)], phase).toEqual(stock);
        }

        const ledger = async (productId: string) =>
          (await api.consignmentLines(productId)).map((l) => [l.type, l.quantity]);
        expect(await ledger(rose)).toEqual([
          ['consignment_out', 8],
          ['consignment_sold', 3],
          ['consignment_return', 1],
          ['consignment_return', 4],
        ]);
        expect(await ledger(orchid)).toEqual([
          ['consignment_out', 5],
          ['consignment_sold', 2],
          ['consignment_return', 3],
        ]);
        expect(
          (await sql<{ n: number }>`select count(*)::int as n from reactor_failures`.execute(database.db)).rows[0]!.n,
        ).toBe(0);
      },
    );
  },
);

describe('a movement the product refuses', () => {
  it('is logged and kept (the reactor moves on), and lands when a later start finds the stock', async () => {
    const api = await consignmentApi();
    const partnerId = await api.registered();
    const rose = await api.added({ currentStock: 10 });
    const id = await api.asBefore.agreed({ partnerId, items: [{ productId: rose, quantity: 8 }] });
    // Sold at the counter between the agreement's check and the reactor's movement.
    expect(
      (
        await api.move({
          productId: rose,
          type: 'sale',
          quantity: 5,
          reference: { type: 'pos', id: 'TPV-1' },
        })
      ).statusCode,
    ).toBe(201);
    const first = api.reactor();
    await first.caughtUp();
    await first.stop();
    const failures = async () =>
      (
        await sql<{
          code: string;
          attempts: number;
          stream_id: string;
        }>`select code, attempts, stream_id from reactor_failures`.execute(api.database.db)
      ).rows;
    expect(await failures()).toEqual([
      { code: 'MOVEMENT.INSUFFICIENT_STOCK', attempts: 1, stream_id: `product-${rose}` },
    ]);
    expect(api.log.lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
      'stock movement refused, kept to retry: Stock insuficiente de Rosa roja Freedom (docena) en Cámara fría: hay 5, se piden 8.',
    ]);
    const [created] = await api.agreementEvents(id);
    expect(
      api.store.comparePositions((await checkpointOf(api.database.db))!, created!.position),
    ).toBeGreaterThanOrEqual(0);

    const again = api.reactor();
    await again.caughtUp();
    await again.stop();
    expect(await failures()).toEqual([
      { code: 'MOVEMENT.INSUFFICIENT_STOCK', attempts: 2, stream_id: `product-${rose}` },
    ]);

    await api.move({ productId: rose, type: 'purchase', quantity: 10 });
    await api.reactor().caughtUp();
    expect(await failures()).toEqual([]);
    const product = await api.product(rose);
    expect({ stock: product.stock, consigned: product.consigned }).toEqual({
      stock: { 'Cámara fría': 7 },
      consigned: 8,
    });
    expect((await api.consignmentLines(rose)).map((l) => [l.type, l.quantity])).toEqual([['consignment_out', 8]]);
  });
});
