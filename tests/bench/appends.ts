import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { benchDatabase, fmt, rate, ratio, sampleEvent, type Row } from './harness';

// Appends/s through the event store beside single-row INSERTs/s of the same rows into a plain
// table, at the same concurrency, in the same run. Both warm up first, then run in alternating
// rounds (median of three), so neither side pays alone for cold caches or a checkpoint.
export async function benchAppends(perLevel = Number(process.env.BENCH_APPENDS ?? 9000)): Promise<Row[]> {
  const bench = await benchDatabase('appends');
  const store = new PostgresEventStore(bench.pool);
  await bench.pool.query(
    `create table plain_events (event_id uuid primary key, stream_id text, type text, data jsonb, metadata jsonb)`,
  );
  let used = 0; // every operation gets a fresh event (a reused command id would append nothing)
  const plain = (concurrency: number) => () => {
    const e = sampleEvent(used++);
    return bench.pool.query('insert into plain_events values ($1, $2, $3, $4, $5)', [
      e.metadata.commandId,
      `plain-${concurrency}-${used % 200}`,
      e.type,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata),
    ]);
  };
  const append = (concurrency: number) => () =>
    store.appendToStream(`product-${concurrency}-${used % 200}`, [sampleEvent(used++)], { expected: 'any' });

  const rows: Row[] = [];
  try {
    for (const concurrency of [1, 4, 16]) {
      await rate(300, concurrency, plain(concurrency));
      await rate(300, concurrency, append(concurrency));
      const plainRates: number[] = [];
      const appendRates: number[] = [];
      for (let round = 0; round < 3; round++) {
        plainRates.push(await rate(perLevel / 3, concurrency, plain(concurrency)));
        appendRates.push(await rate(perLevel / 3, concurrency, append(concurrency)));
      }
      const [p, a] = [median(plainRates), median(appendRates)];
      rows.push({
        figure: `appends/s, concurrency ${concurrency}`,
        value: fmt(a),
        reference: `${fmt(p)} single-row INSERTs/s`,
        ratio: ratio(a, p),
        goal: '>= 0.70x',
      });
    }
  } finally {
    await store.close();
    await bench.drop();
  }
  return rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
