import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { partPid, type RunningFlora } from '../support/product';

// What the cluster's tests do to the shop: purchases of one product through the gateway (resent with
// their Idempotency-Key after a 502/503 or a cut connection, as the app does) or straight to one
// instance, reads of its stock, the ledger's count of each movement, and who holds a worker's lock.

export interface Moved {
  /** The Idempotency-Key, which is the movement's id in the ledger. */
  key: string;
  position: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { code?: string; currentStock?: number };
  headers: Headers;
}

const BOUND_MS = 30_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function clusterClient(flora: RunningFlora, primary: pg.Pool) {
  async function until<T>(what: string, check: () => T | Promise<T>, ms = BOUND_MS): Promise<NonNullable<T>> {
    const giveUpAt = Date.now() + ms;
    for (;;) {
      const found = await check();
      if (found) return found as NonNullable<T>;
      if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
      await pause(10);
    }
  }
  const login = await until('the owner to log in', async () => {
    const res = await fetch(`${flora.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@flora.test', password: 'flora-owner-2026' }),
    }).catch(() => undefined);
    return res?.status === 200 ? ((await res.json()) as { data: { token: string } }) : undefined;
  });
  const token = login.data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  async function get(path: string, base = flora.base): Promise<Answer> {
    const res = await fetch(`${base}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
  }
  const products = await until('the demo products', async () => {
    const list = await get('/api/inventory/products?pageSize=1');
    return (list.body.items as { id: string }[] | undefined)?.[0];
  });
  const productId = products.id;

  /** One purchase, resent with its key until answered; `onResend` hears each 502/503 (0: cut connection). */
  async function move(quantity: number, key = randomUUID(), onResend?: (status: number) => void, base = flora.base) {
    const giveUpAt = Date.now() + BOUND_MS;
    for (;;) {
      const res = await fetch(`${base}/api/inventory/movements`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ productId, type: 'purchase', quantity }),
      }).catch(() => undefined);
      if (res && res.status !== 502 && res.status !== 503) {
        const body = (await res.json()) as { position: string };
        if (res.status !== 200 && res.status !== 201) throw new Error(`movement refused: ${JSON.stringify(body)}`);
        return { key, position: body.position } satisfies Moved;
      }
      if (Date.now() > giveUpAt) throw new Error(`movement ${key} never answered`);
      onResend?.(res?.status ?? 0);
      await pause(20);
    }
  }

  return {
    token,
    productId,
    until,
    get,
    move,
    moveAt: (port: number, quantity: number) => move(quantity, randomUUID(), undefined, `http://127.0.0.1:${port}`),
    health: async () => (await get('/api/health')).body as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    /** The product's stock, read through the gateway once the read models have `minPosition`. */
    async stock(minPosition?: string): Promise<number> {
      const query = minPosition ? `?minPosition=${encodeURIComponent(minPosition)}` : '';
      const read = await get(`/api/inventory/products/${productId}${query}`);
      if (read.status !== 200) throw new Error(`stock read ${read.status}: ${JSON.stringify(read.body)}`);
      return read.body.currentStock!;
    },
    /** How many times each movement is in the ledger, once the ledger has them all (or the bound passed). */
    async ledgerCounts(keys: string[]): Promise<number[]> {
      const count = async () => {
        const { rows } = await primary.query<{ movement_id: string; n: number }>(
          'select movement_id, count(*)::int as n from stock_movements where movement_id = any($1) group by 1',
          [keys],
        );
        return new Map(rows.map((r) => [r.movement_id, r.n]));
      };
      const counts = await until('the ledger to have every movement', async () => {
        const found = await count();
        return found.size === keys.length ? found : undefined;
      }).catch(count);
      return keys.map((k) => counts.get(k) ?? 0);
    },
    /** The part holding a worker's lock (e.g. 'projection:inventory'), once it is not `not`. */
    lockHolder: (lock: string, not?: string) =>
      until(`a holder of ${lock}${not ? ` other than ${not}` : ''}`, async () => {
        const { rows } = await primary.query<{ name: string }>(
          `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where l.locktype = 'advisory' and l.granted and a.application_name like $1`,
          [`flora-lock:${lock}@%`],
        );
        const holder = rows.map((r) => r.name.split('@')[1]!).find((part) => part !== not);
        return holder;
      }),
    pidOf: (part: string) => partPid(flora, part),
  };
}

export type ClusterClient = Awaited<ReturnType<typeof clusterClient>>;
