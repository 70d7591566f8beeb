import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { EVENTS_CHANNEL } from '../../infra/event-store/postgres/wakeup';
import { PROJECTIONS_CHANNEL } from '../../projections/engine/notify';
import { ownerToken, startFlora } from '../support/product';
import { fmt, percentile, type Row } from './harness';
import { ms } from './http-load';

// Issue 24, the server's part of command → screen, without a browser: `npm start` with the demo data,
// purchases of 1 unit on 20 products at BENCH_PATH_RATE per second (40), each product one command
// in flight. The bench LISTENs on the store's and the projections' channels and holds a websocket on
// the read-api, and times each purchase from its event's `recorded_at` (the database's clock, the same
// machine's) to the store's NOTIFY, to the inventory's notice naming the product, and from the
// command's answer to that notice on the websocket.

const RATE = Number(process.env.BENCH_PATH_RATE ?? 40);
const SECONDS = 15;
const PRODUCTS = 20;

const now = () => performance.timeOrigin + performance.now();
const quantiles = (xs: number[]) => `p50 ${ms(percentile(xs, 50))} / p95 ${ms(percentile(xs, 95))}`;
interface Heard {
  at: number;
  position: string;
  ids: string[];
}
const heard = (raw: string, at: number): Heard & { projection: string; passed: boolean } => {
  const n = JSON.parse(raw) as { projection: string; position: string; changed?: { id: string }[]; passed?: boolean };
  return {
    at,
    position: n.position,
    ids: (n.changed ?? []).map((c) => c.id),
    projection: n.projection,
    passed: !!n.passed,
  };
};

export async function benchCommandPath(): Promise<Row[]> {
  const flora = await startFlora({ JWT_SECRET: 'bench-path-secret-of-at-least-32-chars', FLORA_SEED_DEMO: '1' });
  const pool = new pg.Pool({ connectionString: flora.databaseUrl, max: 2 });
  const listener = new pg.Client({ connectionString: flora.databaseUrl });
  try {
    const token = await ownerToken(flora.base);
    const auth = { authorization: `Bearer ${token}` };
    await listener.connect();
    const storeNotifies: number[] = [];
    const notices: ReturnType<typeof heard>[] = [];
    listener.on('notification', (n) =>
      n.channel === EVENTS_CHANNEL ? storeNotifies.push(now()) : notices.push(heard(n.payload!, now())),
    );
    await listener.query(`listen ${EVENTS_CHANNEL}; listen ${PROJECTIONS_CHANNEL}`);
    const pushed: Heard[] = [];
    const socket = new WebSocket(`${flora.base.replace('http', 'ws')}/api/ws`, {
      headers: { authorization: `Bearer ${token}` },
    });
    socket.on('message', (d) => {
      const m = heard(String(d), now());
      if (m.projection === 'inventory') pushed.push(m);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const list = await fetch(`${flora.base}/api/inventory/products?pageSize=${PRODUCTS}`, { headers: auth });
    const products = ((await list.json()) as { items: { id: string }[] }).items.map((p) => p.id);

    const sent: { product: string; answeredAt: number; tookMs: number; position: string }[] = [];
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      products.map(async (product, i) => {
        const start = performance.now() + (i * 1000) / RATE;
        for (let k = 0; ; k++) {
          const due = start + (k * 1000 * products.length) / RATE;
          if (due > until) return;
          if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
          const t0 = performance.now();
          const res = await fetch(`${flora.base}/api/inventory/movements`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({ productId: product, type: 'purchase', quantity: 1 }),
          });
          const body = (await res.json()) as { position: string };
          if (res.status >= 400) throw new Error(`purchase answered ${res.status}: ${JSON.stringify(body)}`);
          sent.push({ product, answeredAt: now(), tookMs: performance.now() - t0, position: body.position });
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2000)); // the last pushes
    socket.close();

    const store = new PostgresEventStore(pool);
    const { rows } = await pool.query<{ position: string; at: number }>(
      `select * from (select transaction_id::text || '/' || global_position::text as position,
              extract(epoch from recorded_at) * 1000 as at from events) e where position = any($1)`,
      [sent.map((s) => s.position)],
    );
    const recordedAt = new Map(rows.map((r) => [r.position, Number(r.at)]));
    const inventory = notices.filter((n) => n.projection === 'inventory');
    const toStore: number[] = [];
    const toNotice: number[] = [];
    const toSocket: number[] = [];
    for (const s of sent) {
      const recorded = recordedAt.get(s.position)!;
      const named = (n: Heard) => n.ids.includes(s.product) && store.comparePositions(n.position, s.position) >= 0;
      const woke = storeNotifies.find((at) => at >= recorded);
      const notice = inventory.find(named);
      const push = pushed.find(named);
      if (woke) toStore.push(woke - recorded);
      if (notice) toNotice.push(notice.at - recorded);
      if (push) toSocket.push(Math.max(0, push.at - s.answeredAt));
    }
    const passes = notices.filter((n) => n.passed).length;
    const took = sent.map((s) => s.tookMs);
    return [
      {
        figure: `purchase answered → inventory notice on the websocket, ${toSocket.length} of ${sent.length}`,
        value: quantiles(toSocket),
        reference: `command ${quantiles(took)} (same run)`,
        ratio: `${(percentile(toSocket, 95) / percentile(took, 95)).toFixed(2)}x`,
        goal: 'report (screens: p95 ≤ 50 ms)',
      },
      {
        figure: `of which: event recorded → the store's NOTIFY heard · → the inventory's notice heard`,
        value: `${quantiles(toStore)} · ${quantiles(toNotice)}`,
        reference: `${fmt(sent.length / SECONDS)} purchases/s asked ${RATE}`,
        ratio: '',
        goal: 'report',
      },
      {
        figure: `projection notices per purchase (passes: batches a projection had nothing in)`,
        value: fmt(notices.length / sent.length, 1),
        reference: `${fmt(passes / sent.length, 1)} of them passes, kept from screens`,
        ratio: '',
        goal: 'report',
      },
    ];
  } finally {
    await listener.end().catch(() => {});
    await pool.end();
    await flora.stop();
  }
}
