import { randomUUID } from 'node:crypto';
import {
  counterSaleStream,
  registerStream,
  saleNumber,
  type CashSessionOpened,
  type CounterSaleMade,
  type SaleRung,
} from '../../domain/pos';
import { userStream } from '../../domain/users';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { buildReadApi } from '../../read-api/app';
import { testEvent } from '../support/events';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';

// Issue 17's figure: the X report (GET /api/pos/sessions/:id) of a session with 5,000 sales — each
// rung on the register and made on its own stream, 3 lines, four cashiers, cash with change — p95
// at 16 concurrent requests over HTTP, beside GET /api/health's p95 in the same run. The pos read
// model is built by the real rebuild; its session row carries the running figures, so the report is
// one row and the cashiers' names, however many sales the session holds.

const SALES = Number(process.env.BENCH_POS_SALES ?? 5000);
const CASHIERS = ['u-caja-a', 'u-caja-b', 'u-caja-c', 'u-caja-d'];
const REGISTER = 'caja-1';
const LANES = 8;

const at = (i: number) => new Date(Date.UTC(2026, 0, 15, 14) + i * 5000).toISOString();
const as = (userId: string, i: number) => ({ actor: { userId, roles: ['cashier'] }, occurredAt: at(i) });

export async function benchPosXReport(): Promise<Row[]> {
  const bench = await benchDatabase('pos_x_report');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  let app: Awaited<ReturnType<typeof buildReadApi>> | undefined;
  try {
    for (const [n, userId] of CASHIERS.entries()) {
      const data = { userId, email: `${userId}@flora.test`, name: `Cajera ${n + 1}`, firstName: `Cajera ${n + 1}` };
      await store.appendToStream(
        userStream(userId),
        [testEvent('UserRegistered', { ...data, lastName: '', roles: ['cashier'], registeredAt: at(0) })],
        { expected: 'no_stream' },
      );
    }
    const sessionId = randomUUID();
    const opened: CashSessionOpened['data'] = {
      registerId: REGISTER,
      sessionId,
      cashierId: CASHIERS[0]!,
      openingCashCents: 50_000,
      locationId: 'tienda',
      openedAt: at(0),
    };
    await store.appendToStream(
      registerStream(REGISTER),
      [testEvent('CashSessionOpened', opened, as(CASHIERS[0]!, 0))],
      {
        expected: 'no_stream',
      },
    );
    // 3 lines: 2 × 450 + 300 + 3 × 120 = 1,560; IVA 296.40; 1,856.40 paid with 1,900.
    const lines = [
      { productId: randomUUID(), name: 'Rosas rojas (docena)', sku: 'ROS-12', unitPriceCents: 45_000, quantity: 2 },
      { productId: randomUUID(), name: 'Tulipanes', sku: 'TUL-01', unitPriceCents: 30_000, quantity: 1 },
      { productId: randomUUID(), name: 'Girasol', sku: 'GIR-01', unitPriceCents: 12_000, quantity: 3 },
    ].map((l) => ({ ...l, lineTotalCents: l.unitPriceCents * l.quantity }));
    const ticket = { subtotalCents: 156_000, taxCents: 29_640, totalCents: 185_640, paidCents: 190_000 };
    const rung: SaleRung['data'][] = [];
    const made: CounterSaleMade['data'][] = [];
    for (let i = 1; i <= SALES; i++) {
      const saleId = randomUUID();
      const cashierId = CASHIERS[i % CASHIERS.length]!;
      const number = saleNumber(REGISTER, i);
      const change = ticket.paidCents - ticket.totalCents;
      rung.push({
        registerId: REGISTER,
        sessionId,
        saleId,
        number,
        cashierId,
        grossCents: ticket.subtotalCents,
        discountCents: 0,
        taxCents: ticket.taxCents,
        totalCents: ticket.totalCents,
        takenByMethod: { cash: ticket.totalCents, card: 0, transfer: 0 },
      });
      made.push({
        saleId,
        number,
        registerId: REGISTER,
        sessionId,
        cashierId,
        locationId: 'tienda',
        lines,
        subtotalCents: ticket.subtotalCents,
        discount: null,
        taxRateBasisPoints: 1900,
        taxCents: ticket.taxCents,
        totalCents: ticket.totalCents,
        payments: [{ method: 'cash', amountCents: ticket.paidCents }],
        changeCents: change,
        madeAt: at(i),
        madeOfflineAt: null,
      });
    }
    // The register's events in order (chunks of one stream), each sale's stream on lanes beside them.
    for (let i = 0; i < rung.length; i += 500)
      await store.appendToStream(
        registerStream(REGISTER),
        rung.slice(i, i + 500).map((d, k) => testEvent('SaleRung', d, as(d.cashierId, i + k + 1))),
        { expected: 'any' },
      );
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (next < made.length) {
          const d = made[next++]!;
          await store.appendToStream(
            counterSaleStream(d.saleId),
            [testEvent('CounterSaleMade', d, as(d.cashierId, 0))],
            {
              expected: 'no_stream',
            },
          );
        }
      }),
    );
    await prepareProjections(bench.db);
    for (const name of ['users', 'pos'])
      await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);

    app = await buildReadApi({
      db: bench.db,
      store,
      pool: bench.pool,
      config,
      options: { accounts: 'trust-token' },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: CASHIERS[0]!, roles: ['cashier'] }, config.jwtSecret);
    const init = { headers: { authorization: `Bearer ${token}` } };
    const health = () => ({ path: '/api/health' });
    const report = () => ({ path: `/api/pos/sessions/${sessionId}`, init });

    const check = (await (await fetch(base + report().path, init)).json()) as { report: { salesCount: number } };
    if (check.report.salesCount !== SALES) throw new Error(`the X report counts ${check.report.salesCount} sales`);
    for (const warm of [health, report]) await timeRequests(base, 300, 16, warm);
    const floor = await timeRequests(base, 3000, 16, health);
    const x = await timeRequests(base, 3000, 16, report);
    return [
      {
        figure: `X report: GET /api/pos/sessions/:id of a session with ${fmt(SALES)} sales, p95 at 16 concurrent`,
        value: ms(x.p95),
        reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
        ratio: ratio(x.p95, floor.p95),
        goal: '<= 50 ms',
      },
    ];
  } finally {
    await app?.close();
    await store.close();
    await bench.drop();
  }
}
