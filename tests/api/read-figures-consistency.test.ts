import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/shared';
import { buildReadApi } from '../../read-api/app';
import { openDashboardShop, type DashboardShop } from './read-dashboards-shop';
import { bearer, config } from './read-fixtures';

// One figure, one value on every screen (issue 43, decision 0134): on the demo shop as `npm start`
// seeds it, every screen's API answer that shows the receivables, the cash, the consignment partners
// or a driver on the road is read at one position and held to the books' or the read model's own
// rows, summed here: the owner's dashboard and accounting's cards against the ledger (ledger_days),
// the consignment screen's and the report's partners against the agreements, a driver's card against
// the deliveries he holds on their way — also on a day after the one they were meant for.

const OWNER = bearer(['owner'], 'u-owner');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let shop: DashboardShop;
beforeAll(async () => {
  shop = await openDashboardShop('read_figures');
}, 240_000);
afterAll(async () => shop?.close());

/** An answer and the position it says it stands at (X-Read-Position), 200 or the test stops. */
async function read(url: string, app: FastifyInstance = shop.read) {
  const res = await app.inject({ url, headers: OWNER });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { body: res.json() as Json, at: res.headers['x-read-position'] };
}
const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(shop.database.db)).rows;

/** The books' balance of some asset accounts (debits − credits, in centavos) up to a day, from ledger_days. */
async function books(codes: string[], asOf: string): Promise<number> {
  const [row] = await rows(sql<{ cents: string | null }>`
    select sum(debit_cents - credit_cents) as cents from ledger_days
    where account_code in (${sql.join(codes)}) and posted_on <= ${asOf}::date`);
  return Number(row?.cents ?? 0);
}
const CASH = ['1101', '1102', '1103']; // till, cards to be settled, bank
const RECEIVABLES = ['1201', '1202']; // customers, consignment partners

describe('the receivables and the cash', () => {
  it('are one figure each on the owner dashboard and in accounting, the books’ at the same position', async () => {
    const today = shop.today();
    const owner = await read('/api/dashboards/owner');
    const sheet = await read('/api/accounting/reports/balance-sheet');
    expect(sheet.at).toBe(owner.at);
    const receivables = await books(RECEIVABLES, today);
    const cash = await books(CASH, today);
    // The demo owes the shop from both sides and holds money in more than the till: a sum of one
    // account, or of zeros, would not pass.
    expect(await books(['1202'], today)).toBeGreaterThan(0);
    expect(cash).not.toBe(await books(['1101'], today));
    expect(owner.body.books.receivables.totalCents).toBe(receivables);
    expect(owner.body.books.cash.totalCents).toBe(cash);
    expect(sheet.body.position).toEqual({
      cash: {
        till: (await books(['1101'], today)) / 100,
        cards: (await books(['1102'], today)) / 100,
        bank: (await books(['1103'], today)) / 100,
        total: cash / 100,
      },
      receivables: {
        customers: (await books(['1201'], today)) / 100,
        consignment: (await books(['1202'], today)) / 100,
        total: receivables / 100,
      },
    });
  });
});

describe('the consignment partners', () => {
  it('are the partners holding an agreement, the same on the consignment screen and in the reports', async () => {
    const [held] = await rows(sql<{ n: string }>`
      select count(distinct partner_id) as n from consignment_agreements`);
    const [registered] = await rows(sql<{ n: string }>`select count(*) as n from consignment_partners`);
    // The demo has a partner with no agreement: counting every partner would not pass.
    expect(Number(registered!.n)).toBeGreaterThan(Number(held!.n));
    const summary = await read('/api/consignment/summary');
    expect(summary.body.partners).toBe(Number(held!.n));
    for (const type of ['consignment', 'combined']) {
      const report = await read(`/api/reports/${type}`);
      expect(report.body.consignment.summary.partners, type).toBe(Number(held!.n));
      expect(report.body.consignment.partners, type).toHaveLength(Number(held!.n));
    }
  });
});

describe('the drivers on the road', () => {
  it('count on a driver’s card the deliveries he holds on their way, "En ruta" only then, even a day late', async () => {
    const onTheWay = await rows(sql<{ driver_id: string; day: string }>`
      select driver_id, delivery_date::text as day from deliveries where status = 'IN_TRANSIT'`);
    expect(onTheWay.length).toBeGreaterThan(0); // the demo's driver is on his way
    // The day after the latest of them, at the shop's noon: the driver still holds what he took out.
    const late = addDays(
      onTheWay
        .map((d) => d.day)
        .sort()
        .at(-1)!,
      1,
    );
    const tomorrow = await buildReadApi({
      db: shop.database.db,
      store: shop.store,
      pool: shop.database.pool,
      config,
      options: { accounts: 'trust-token', now: () => new Date(`${late}T17:00:00Z`) },
    });
    try {
      for (const app of [shop.read, tomorrow]) {
        const drivers = (await read('/api/drivers', app)).body as unknown as Json[];
        expect(drivers.length).toBeGreaterThan(0);
        for (const d of drivers) {
          const holds = onTheWay.filter((r) => r.driver_id === d.id).length;
          expect(d.today.IN_TRANSIT, d.name).toBe(holds);
          expect(d.currentDeliveryId !== null, d.name).toBe(holds > 0);
        }
      }
    } finally {
      await tomorrow.close();
    }
  });
});
