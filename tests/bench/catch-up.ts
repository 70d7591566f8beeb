import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { benchDatabase, fmt, ratio, sampleEvent, type Row } from './harness';

// Catch-up: reading the whole store through a subscription beside raw paged SELECTs of the same table.
export async function benchCatchUp(total = Number(process.env.BENCH_CATCHUP_EVENTS ?? 200_000)): Promise<Row[]> {
  const bench = await benchDatabase('catchup');
  const store = new PostgresEventStore(bench.pool);
  try {
    await fill(store, total);
    await bench.pool.query('vacuum analyze events');
    const page = 1000;

    // The reference pages the same table in the same (commit) order through the same index,
    // without the store's visibility filter and without turning rows into events.
    let started = performance.now();
    let last = { tx: '0', gp: '0' };
    for (let seen = 0; seen < total;) {
      const { rows } = await bench.pool.query(
        `select * from events where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          order by transaction_id, global_position limit $3`,
        [last.tx, last.gp, page],
      );
      seen += rows.length;
      const end = rows[rows.length - 1];
      last = { tx: end.transaction_id, gp: end.global_position };
    }
    const raw = total / ((performance.now() - started) / 1000);

    started = performance.now();
    let received = 0;
    let elapsed = 0;
    await new Promise<void>((resolve, reject) => {
      const sub = store.subscribeToAll({
        batchSize: page,
        handle: async (events) => {
          received += events.length;
        },
        onCaughtUp: () => {
          elapsed = performance.now() - started;
          void sub.stop().then(resolve, reject);
        },
      });
    });
    const caughtUp = received / (elapsed / 1000);
    return [
      {
        figure: 'catch-up read, events/s',
        value: fmt(caughtUp),
        reference: `${fmt(raw)} rows/s raw paged SELECT in commit order`,
        ratio: ratio(caughtUp, raw),
        goal: '>= 0.50x',
      },
    ];
  } finally {
    await store.close();
    await bench.drop();
  }
}

async function fill(store: PostgresEventStore, total: number) {
  const perAppend = 50;
  const lanes = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < total) {
        const start = next;
        next += perAppend;
        const batch = Array.from({ length: Math.min(perAppend, total - start) }, (_, k) => ({
          ...sampleEvent(start + k),
        }));
        // One command per append: the batch shares the first event's command id.
        const commandId = batch[0]!.metadata.commandId;
        await store.appendToStream(
          `product-${start % 997}`,
          batch.map((e) => ({ ...e, metadata: { ...e.metadata, commandId } })),
          { expected: 'any' },
        );
      }
    }),
  );
}
