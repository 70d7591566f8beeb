import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/config';
import { connect, type Connection } from '../../infra/db/connect';
import type { AppDatabase } from '../../infra/db/app-tables';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projections } from '../../projections/registry';
import { readProjectionStatus } from '../../projections/engine/status';
import { ownerToken, partPid, startFlora, type RunningFlora } from '../support/product';

// The shop as `npm start` runs it, under a stream of stock movements through the gateway: SIGKILL
// the projection worker, then the read-api. The launcher brings each back (measured: kill until
// /api/health is ok again), every movement lands exactly once (retried with its Idempotency-Key
// when a part was down), and afterwards the read models equal a clean rebuild from the events.

// The launcher respawns a part 250 ms after it dies (asserted from its log below); the time until the
// new process answers is the machine's — a Node process compiling TypeScript on two cores busy with the
// rest of the suite took 10.5 s once (5 s when calm). The wait for it (60 s) catches a part that never
// comes back, not a slow start; the measured times are printed, not asserted (issue 46).

describe('supervision: parts killed under load come back', () => {
  let flora: RunningFlora;
  let token: string;

  beforeAll(async () => {
    flora = await startFlora({ JWT_SECRET: 'supervision-test-secret-at-least-32-chars' });
    token = await ownerToken(flora.base);
  }, 180_000);
  afterAll(async () => flora?.stop());

  /** The fields of the answers this suite reads (a product list, a command's answer, a product). */
  type Answer = { items: { id: string; currentStock: number }[]; position: string; currentStock: number };

  /** Sends (the same request, so the same Idempotency-Key) until the answer is not "part down": 502/503 or a reset socket. */
  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Answer; tries: number }> {
    const giveUpAt = Date.now() + 60_000;
    for (let tries = 1; ; tries++) {
      const last = Date.now() > giveUpAt;
      try {
        const res = await fetch(`${flora.base}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
        });
        const body = (await res.json()) as Answer;
        if (![502, 503].includes(res.status) || last) return { status: res.status, body, tries };
      } catch (err) {
        if (last) throw new Error(`${path}: no answer after ${tries} tries: ${err}`, { cause: err });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const pidOf = (part: string) => partPid(flora, part);

  async function health() {
    try {
      return await (await fetch(`${flora.base}/api/health`)).json();
    } catch {
      return { status: 'no answer' };
    }
  }

  it(
    'restarts the worker and the read-api in 250 ms, back within seconds, loses no command, and ends equal to a rebuild',
    { timeout: 240_000 },
    async () => {
      const { items } = (await call('/api/inventory/products?pageSize=1')).body;
      const product = items[0] as { id: string; currentStock: number };
      const tally = { sent: 0, writeRetries: 0, readRetries: 0, lastPosition: '' };

      /** A purchase of one unit, then a read of it (read-your-writes): the whole path, worker included. */
      async function moveAndRead(): Promise<void> {
        const wrote = await call('/api/inventory/movements', {
          method: 'POST',
          headers: { 'idempotency-key': randomUUID() },
          body: JSON.stringify({ productId: product.id, type: 'purchase', quantity: 1 }),
        });
        // 200: a retry whose first try had landed before the connection broke (the key's first answer).
        expect([200, 201], JSON.stringify(wrote.body)).toContain(wrote.status);
        tally.sent += 1;
        tally.writeRetries += wrote.tries - 1;
        tally.lastPosition = wrote.body.position;
        const read = await call(
          `/api/inventory/products/${product.id}?minPosition=${encodeURIComponent(wrote.body.position)}`,
        );
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        tally.readRetries += read.tries - 1;
      }

      /** Kills a part; back means a new process, /api/health ok, and a command sent after the kill readable. */
      async function killAndTime(part: string): Promise<number> {
        const pid = pidOf(part);
        const killedAt = Date.now();
        process.kill(pid, 'SIGKILL');
        while (pidOf(part) === pid || (await health()).status !== 'ok') {
          if (Date.now() - killedAt > 60_000) throw new Error(`${part} not back: ${JSON.stringify(await health())}`);
          await new Promise((r) => setTimeout(r, 50));
        }
        await moveAndRead();
        return Date.now() - killedAt;
      }

      // The stream, beside the kills.
      let stopped = false;
      let failure: unknown;
      const stream = (async () => {
        while (!stopped && !failure) await moveAndRead();
      })().catch((err) => (failure = err));
      const sentBy = async (n: number) => {
        while (tally.sent < n && !failure) await new Promise((r) => setTimeout(r, 50));
      };

      await sentBy(10);
      const worker = await killAndTime('projections');
      await sentBy(tally.sent + 10);
      const readApi = await killAndTime('read-api');
      await sentBy(tally.sent + 10);
      stopped = true;
      await stream;
      if (failure) throw failure;

      console.log(
        `restart times (kill until health ok and a new command readable): projections ${worker} ms, read-api ${readApi} ms; ` +
          `${tally.sent} movements, retries: ${tally.writeRetries} writes, ${tally.readRetries} reads (load average ${loadavg()[0]!.toFixed(1)})`,
      );
      expect(flora.output()).toMatch(
        /\[launcher\] projections exited \(SIGKILL\); restart 1 of \d+ this minute in 250 ms/,
      );
      expect(flora.output()).toMatch(
        /\[launcher\] read-api exited \(SIGKILL\); restart 1 of \d+ this minute in 250 ms/,
      );
      const parts = (await health()).parts;
      expect(parts).toMatchObject({
        projections: { restarts: 1, lastExit: 'SIGKILL' },
        'read-api': { restarts: 1, lastExit: 'SIGKILL' },
        'command-api': { restarts: 0 },
      });

      // Every movement once: the stock grew by exactly the movements sent.
      const after = await call(
        `/api/inventory/products/${product.id}?minPosition=${encodeURIComponent(tally.lastPosition)}`,
      );
      expect(after.body.currentStock).toBe(product.currentStock + tally.sent);

      const c = await connect(loadConfig({ DATABASE_URL: flora.databaseUrl }), 4);
      try {
        await caughtUp(c);
        const live = await readModels(c.db);
        for (const projection of projections) await rebuildProjection(c, projection);
        expect(await readModels(c.db)).toEqual(live);
        console.log(
          `read models equal to a rebuild: ${Object.entries(live)
            .map(([t, v]) => `${t} ${v.rows}`)
            .join(', ')}`,
        );
      } finally {
        await c.close();
      }
    },
  );
});

async function caughtUp(c: Connection): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const status = await readProjectionStatus(c.db, c.store);
    if (status.every((s) => s.status === 'running' && s.lag === 0)) return;
    if (Date.now() > until) throw new Error(`projections not caught up: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every read-model table (through its view) as a row count and a hash of its rows in order. */
async function readModels(db: Kysely<AppDatabase>): Promise<Record<string, { rows: number; hash: string }>> {
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const table of projections.flatMap((p) => p.tables)) {
    const { rows } = await sql<{ n: string; h: string }>`
      select count(*) as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${sql.table(table)} t`.execute(
      db,
    );
    out[table] = { rows: Number(rows[0]!.n), hash: rows[0]!.h };
  }
  return out;
}
