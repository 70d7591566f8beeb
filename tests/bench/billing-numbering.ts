import { randomUUID } from 'node:crypto';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { timeRequests } from './http-load';

// Issuing invoices over HTTP at 16 connections: every one appends to the same year's numbering
// stream (serialized so numbers stay gap-free), beside saving drafts at 16 connections in the same
// run, which touch no shared stream. The ratio is the price of gap-free numbering under contention.
export async function benchBillingNumbering(perRound = Number(process.env.BENCH_INVOICES ?? 600)): Promise<Row[]> {
  const bench = await benchDatabase('billing_numbering');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const app = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: 'bench-accounting', roles: ['accounting'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const clientId = randomUUID();
    await timeRequests(base, 1, 1, () => ({
      path: '/api/billing/clients',
      init: { method: 'POST', headers, body: JSON.stringify({ clientId, name: 'Hotel Brickell' }) },
    }));
    const invoice = (saveAsDraft: boolean, year: number) => () => ({
      path: '/api/billing/invoices',
      init: {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          clientId,
          date: `${year}-03-15`,
          items: [{ productId: 'custom', description: 'Arreglo de rosas', quantity: 2, price: 45000 }],
          saveAsDraft,
        }),
      },
    });
    await timeRequests(base, 100, 16, invoice(true, 2030));
    await timeRequests(base, 100, 16, invoice(false, 2030));
    const issued: number[] = [];
    const drafts: number[] = [];
    for (let round = 0; round < 3; round++) {
      // A fresh year per round: each round's numbering stream starts empty, like January.
      issued.push((await timeRequests(base, perRound, 16, invoice(false, 2031 + round))).perSecond);
      drafts.push((await timeRequests(base, perRound, 16, invoice(true, 2031 + round))).perSecond);
    }
    const [i, d] = [median(issued), median(drafts)];
    return [
      {
        figure: 'invoices issued over HTTP (gap-free number from one stream), invoices/s at 16 connections',
        value: fmt(i),
        reference: `${fmt(d)} drafts saved/s at 16 connections (no number)`,
        ratio: ratio(i, d),
        goal: '>= 0.50x',
      },
    ];
  } finally {
    await app.close();
    await store.close();
    await bench.drop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
