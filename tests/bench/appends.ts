import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { benchDatabase, fmt, rate, ratio, sampleEvent, type Row } from './harness';

// Appends/s through the event store beside single-row INSERTs/s of the same rows into a plain
// table, at the same concurrency, in the same run.
export async function benchAppends(perLevel = Number(process.env.BENCH_APPENDS ?? 8000)): Promise<Row[]> {
  const bench = await benchDatabase('appends');
  const store = new PostgresEventStore(bench.pool);
  await bench.pool.query(`create table plain_events (event_id uuid primary key, stream_id text, type text, data jsonb, metadata jsonb)`);
  const rows: Row[] = [];
  try {
    for (const concurrency of [1, 4, 16]) {
      const events = Array.from({ length: perLevel }, (_, i) => sampleEvent(i));
      const plain = await rate(perLevel, concurrency, (i) => {
        const e = events[i]!;
        return bench.pool.query('insert into plain_events values ($1, $2, $3, $4, $5)', [
          e.metadata.commandId, `plain-${concurrency}-${i % 200}`, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata),
        ]);
      });
      const appended = await rate(perLevel, concurrency, (i) =>
        store.appendToStream(`product-${concurrency}-${i % 200}`, [events[i]!], { expected: 'any' }),
      );
      rows.push({
        figure: `appends/s, concurrency ${concurrency}`,
        value: fmt(appended),
        reference: `${fmt(plain)} single-row INSERTs/s`,
        ratio: ratio(appended, plain),
        goal: '>= 0.70x',
      });
    }
  } finally {
    await store.close();
    await bench.drop();
  }
  return rows;
}
