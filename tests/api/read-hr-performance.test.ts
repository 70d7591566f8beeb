import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAllows } from '../../infra/http/auth';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { noticeViewOf } from '../../read-api/shared/notice-views';
import { PROJECTION_ACCESS } from '../../read-api/shared/ws';
import { untilAllEventsVisible } from '../support/events';
import { seedHr, type Seeded } from './hr-read-seed';
import { openHrShop, readerOf, type HrShop } from './hr-read-support';
import { bearer } from './read-fixtures';

// HR's performance table (issue 19) counted from the audit trail, with its drill-down; bad input a 400
// in Spanish, never a 500; and the hr read model's websocket notices (HR hears all, an employee their own).

let shop: HrShop;
let app: FastifyInstance;
let seeded: Seeded;
const projection = projectionNamed('hr')!;
const HR = bearer(['hr'], 'u-hr');
const CASHIER_ANA = bearer(['cashier'], 'u-ana');

beforeAll(async () => {
  shop = await openHrShop('read_hr_performance');
  seeded = await seedHr(shop);
  await shop.project(3);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const { get, json } = readerOf(() => app, HR);

describe('performance', () => {
  it('counts each person’s actions in the span from the audit trail, named by their employee', async () => {
    const p = await json('/api/hr/performance?from=2026-02-01&to=2026-02-05');
    expect(p.people.map((x: { name: string }) => x.name)).toEqual(['Ana López', 'Carla', 'Diego']);
    const [ana, carla, diego] = p.people;
    expect(ana).toMatchObject({ userId: 'u-ana', employeeId: seeded.ana });
    expect(ana.figures).toMatchObject({
      counterSales: 3,
      counterSalesAmount: 169,
      counterRefunds: 1,
      counterRefundsAmount: 20,
      movements: 1,
      counts: 1,
    });
    expect(carla).toMatchObject({ employeeId: null, figures: { invoicesIssued: 1, counterSales: 0 } });
    expect(diego.figures).toMatchObject({ deliveriesDone: 2, deliveriesLate: 1, deliveriesFailed: 1 });
    const onlyAna = await json(`/api/hr/performance?from=2026-02-01&to=2026-02-05&employee=${seeded.ana}`);
    expect(onlyAna.people.map((x: { userId: string }) => x.userId)).toEqual(['u-ana']);
    await get('/api/hr/performance', CASHIER_ANA, 403);
  });

  it('drills down to the events behind a figure, newest first', async () => {
    const late = await json(
      '/api/hr/performance/events?userId=u-drv&figure=deliveriesLate&from=2026-02-01&to=2026-02-05',
    );
    expect(late.items).toHaveLength(1);
    expect(late.items[0]).toMatchObject({ type: 'DeliveryCompleted', streamId: 'delivery-d2' });
    expect(late.items[0].summary).toContain('fuera de su día');
    const sales = await json(
      '/api/hr/performance/events?userId=u-ana&figure=counterSales&from=2026-02-01&to=2026-02-05',
    );
    expect(sales.items.map((e: { occurredAt: string }) => e.occurredAt)).toEqual(
      [...sales.items.map((e: { occurredAt: string }) => e.occurredAt)].sort().reverse(),
    );
    expect(sales).toMatchObject({ total: 3, page: 1 });
  });
});

describe('bad input', () => {
  it('is a 400 in Spanish, never a 500', async () => {
    for (const url of [
      '/api/hr/attendance?from=2026-13-01',
      '/api/hr/attendance?from=2026-02-05&to=2026-02-01',
      '/api/hr/attendance?from=2020-01-01&to=2026-01-01',
      '/api/hr/attendance?from=2020-01-01',
      '/api/hr/attendance?employee=' + 'x'.repeat(300),
      '/api/hr/employees?status=fired',
      '/api/hr/employees?color=red',
      '/api/hr/performance/events?userId=u-ana&figure=smiles',
      '/api/hr/performance/events?figure=counts',
      '/api/hr/performance/events?userId=u-ana&figure=counts&page=0',
      '/api/hr/payroll-runs/run%20uno',
      '/api/hr/payroll-runs/r/payslips/ana.txt',
      '/api/hr/employees/%00',
    ]) {
      const res = await app.inject({ url, headers: HR });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });
});

describe('websocket notices of the hr read model', () => {
  it('HR hears every change; an employee only that their own record moved', async () => {
    const notice = {
      projection: 'hr',
      position: '1/1',
      changed: [
        { entity: 'user', id: 'u-ana' },
        { entity: 'employee', id: seeded.ana },
        { entity: 'employee', id: seeded.beto },
      ],
    };
    const view = noticeViewOf(notice);
    const allowed = (roles: string[]) => accessAllows({ roles }, PROJECTION_ACCESS.hr!);
    expect(view({ userId: 'u-hr', roles: ['hr'] }, allowed(['hr']))).toEqual({ type: 'projection', ...notice });
    expect(allowed(['cashier'])).toBe(false);
    expect(view({ userId: 'u-ana', roles: ['cashier'] }, false)).toMatchObject({
      changed: [{ entity: 'user', id: 'u-ana' }],
    });
    expect(view({ userId: 'u-other', roles: ['cashier'] }, false)).toBeUndefined();
  });

  it('a batch names the linked account of each employee it touched', async () => {
    await shop.hr.end(seeded.ana, 's4', '2026-02-05T19:00:00.000Z');
    await untilAllEventsVisible(shop.db);
    const checkpoint = (await loadCheckpoint(shop.db, 'hr'))!;
    const events = sequence(await shop.store.readAll({ after: checkpoint.position, limit: 100 }), 0n);
    const handled = events.filter((e) => (projection.handles as readonly string[]).includes(e.type));
    const changed = await shop.db
      .transaction()
      .execute((trx) => applyToGeneration(trx, projection, handled, checkpoint.generation));
    expect(changed).toEqual([
      { entity: 'user', id: 'u-ana' },
      { entity: 'employee', id: seeded.ana },
    ]);
  });
});
