import { randomUUID } from 'node:crypto';
import { createDb, createPool, ensureDatabase } from './infra/db/pool';
import { migrateToLatest } from './infra/db/migrate';
import { PostgresEventStore } from './infra/event-store/postgres/postgres-event-store';
const name = 'bench_' + Date.now();
const url = await ensureDatabase('postgres://flora:flora@127.0.0.1:54340/postgres', name);
const pool = createPool(url, 12);
await migrateToLatest(createDb(pool));
const store = new PostgresEventStore(pool);
const meta = () => ({ commandId: randomUUID(), correlationId: 'x', causationId: 'x', actor: { userId: 'u', roles: [] }, source: { app: 'b' }, occurredAt: '', schemaVersion: 1 });
async function run(label: string) {
  const t = Date.now();
  await Promise.all(Array.from({ length: 8 }, async (_, w) => { for (let i = 0; i < 400; i++) await store.appendToStream(`${label}-${w}-${i % 10}`, [{ type: 'A', data: {}, metadata: meta() }], { expected: 'any' }); }));
  console.log(label, Date.now() - t, 'ms for 3200 appends');
}
await run('with-notify');
const { rows } = await pool.query(`select pg_get_functiondef('append_to_stream'::regproc) d`);
await pool.query(rows[0].d.replace(/perform pg_notify\('flora_events', ''\);/, ''));
await run('without-notify');
await pool.query('set synchronous_commit = off');
await store.close(); await pool.end();
const admin = createPool('postgres://flora:flora@127.0.0.1:54340/postgres', 1);
await new Promise((r) => setTimeout(r, 300));
await admin.query(`drop database ${name} with (force)`); await admin.end();
