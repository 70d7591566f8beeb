import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessAllows } from '../../infra/http/auth';
import { applyToGeneration, sequence } from '../../projections/batch';
import { loadCheckpoint } from '../../projections/checkpoints';
import { rebuildProjection } from '../../projections/rebuild';
import { projectionNamed } from '../../projections/registry';
import { noticeViewOf } from '../../read-api/notice-views';
import { PROJECTION_ACCESS } from '../../read-api/ws';
import { untilAllEventsVisible } from '../support/events';
import { hourly, useHr } from './hr-support';
import { openHrShop, projectInto, seedHr, type HrShop, type Seeded } from './hr-read-support';
import { buildReadApi } from '../../read-api/app';
import { bearer, config } from './read-fixtures';

// The hr read model (issue 19) and the read-api over it: each event type projected, a replayed batch
// writing nothing twice, a rebuild equal to the live model; the staff (HR only; /me for anyone),
// attendance by the shop's days and weeks, the payroll runs with their totals, entry and payslips,
// performance from the audit trail with its drill-down, and bad input always a 400.

let shop: HrShop;
let app: FastifyInstance;
let seeded: Seeded;
const projection = projectionNamed('hr')!;
const HR = bearer(['hr'], 'u-hr');
const CASHIER_ANA = bearer(['cashier'], 'u-ana');

beforeAll(async () => {
  shop = await openHrShop('read_hr');
  seeded = await seedHr(shop);
  await shop.project(3);
  app = await shop.app();
});
afterAll(async () => shop?.close());

const get = async (url: string, headers: Record<string, string> = HR, status = 200) => {
  const res = await app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
// The answers are read loose: the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async <T = Record<string, any>>(url: string, headers?: Record<string, string>, status?: number) =>
  (await get(url, headers, status)).json() as T;

describe('the hr read model', () => {
  it('projects each event type', async () => {
    const ana = await json(`/api/hr/employees/${seeded.ana}`);
    expect(ana).toMatchObject({
      name: 'Ana López',
      position: 'Cajera',
      userId: 'u-ana',
      userName: 'Ana Cuenta',
      hireDate: '2026-01-05',
      payType: 'hourly',
      hourlyRate: 100,
      monthlySalary: null,
      weeklyHours: 37.5,
      status: 'active',
      emergencyContact: { name: 'Luis', phone: '555-0101', relationship: 'Hermano' },
      openShift: { shiftId: 's4', start: '2026-02-05T14:00:00.000Z' },
      // 480 + 120 + 330 (corrected) + 360 of the open shift up to now.
      weekMinutes: 1290,
    });
    expect(ana.shifts.map((s: { shiftId: string }) => s.shiftId)).toEqual(['s4', 's3', 's2', 's1', 's0']);
    expect(ana.shifts[1]).toMatchObject({ corrected: true, by: 'hr', reason: 'Olvidó marcar', minutes: 330 });
    const beto = await json(`/api/hr/employees/${seeded.beto}`);
    expect(beto).toMatchObject({
      position: 'Repartidor senior',
      payType: 'salary',
      monthlySalary: 15_000,
      hourlyRate: null,
      status: 'on_leave',
      statusReason: 'Incapacidad',
      effectiveOn: '2026-02-03',
      userId: null,
      userName: null,
      openShift: null,
    });
  });

  it('lists the staff by name, by status and by search', async () => {
    const all = await json<{ items: { name: string }[] }>('/api/hr/employees');
    expect(all.items.map((e) => e.name)).toEqual(['', 'Ana López', 'Beto Ruiz']);
    expect((await json('/api/hr/employees?status=on_leave')).items).toHaveLength(1);
    const head = encodeURIComponent(String(await shop.store.headPosition()));
    expect((await json(`/api/hr/employees?minPosition=${head}`)).items).toHaveLength(3);
    await get(`/api/hr/payroll-runs?minPosition=${head}`);
    expect((await json('/api/hr/employees?q=cajer')).items.map((e: { name: string }) => e.name)).toEqual(['Ana López']);
  });

  it('writes nothing twice for a replayed batch, and a rebuild equals the live model', async () => {
    const before = await shop.hrRows();
    expect(before.hr_shifts).toHaveLength(5);
    const { generation } = (await loadCheckpoint(shop.db, 'hr'))!;
    await untilAllEventsVisible(shop.db);
    const events = sequence(await shop.store.readAll({ limit: 10_000 }), 0n);
    const handled = events.filter((e) => (projection.handles as readonly string[]).includes(e.type));
    await shop.db.transaction().execute((trx) => applyToGeneration(trx, projection, handled, generation));
    expect(await shop.hrRows()).toEqual(before);
    await rebuildProjection({ pool: shop.pool, db: shop.db, store: shop.store }, projection, { batchSize: 2 });
    expect((await loadCheckpoint(shop.db, 'hr'))!.generation).toBe(generation + 1);
    expect(await shop.hrRows()).toEqual(before);
  });
});

describe('attendance', () => {
  it("sums minutes by the shop's day and week (a 22:00 shift is its local day's)", async () => {
    const a = await json(`/api/hr/attendance?from=2026-01-26&to=2026-02-05&employee=${seeded.ana}`);
    expect(a.shifts.map((s: { shiftId: string; day: string }) => [s.shiftId, s.day])).toEqual([
      ['s0', '2026-01-30'],
      ['s1', '2026-02-02'],
      ['s2', '2026-02-02'],
      ['s3', '2026-02-04'],
      ['s4', '2026-02-05'],
    ]);
    expect(a.shifts[4]).toMatchObject({ end: null, minutes: null, by: 'self' });
    expect(a.days).toEqual([
      { employeeId: seeded.ana, day: '2026-01-30', minutes: 240 },
      { employeeId: seeded.ana, day: '2026-02-02', minutes: 600 },
      { employeeId: seeded.ana, day: '2026-02-04', minutes: 330 },
    ]);
    expect(a.weeks).toEqual([
      { employeeId: seeded.ana, weekStart: '2026-01-26', minutes: 240 },
      { employeeId: seeded.ana, weekStart: '2026-02-02', minutes: 930 },
    ]);
    const week = await json('/api/hr/attendance');
    expect(week).toMatchObject({ from: '2026-02-02', to: '2026-02-05' });
    expect(week.shifts).toHaveLength(4);
  });
});

describe('payroll runs', () => {
  it('a run whole: lines, adjustments, nets never below 0, paid totals and its journal entry', async () => {
    const run = await json(`/api/hr/payroll-runs/${seeded.january}`);
    expect(run).toMatchObject({
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      status: 'paid',
      approvedBy: 'u-hr',
      paidOn: '2026-02-01',
      method: 'bank',
      totals: { base: 15_400, additions: 50, deductions: 20_020, net: 430 },
      entryId: seeded.entryId,
    });
    expect(
      run.lines.map((l: Record<string, unknown>) => [l.name, l.hours, l.base, l.additions, l.deductions, l.net]),
    ).toEqual([
      ['Ana López', 4, 400, 50, 20, 430],
      ['Beto Ruiz', 0, 15_000, 0, 20_000, 0],
    ]);
    expect(run.lines[0].adjustments.map((a: { reason: string }) => a.reason)).toEqual(['Bono', 'Anticipo']);
    const list = await json<{ items: Record<string, unknown>[] }>('/api/hr/payroll-runs');
    expect(list.items).toEqual([
      {
        runId: seeded.february,
        periodStart: '2026-02-01',
        periodEnd: '2026-02-28',
        status: 'draft',
        employees: 1,
        net: 400,
        paidOn: null,
      },
      {
        runId: seeded.january,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        status: 'paid',
        employees: 2,
        net: 430,
        paidOn: '2026-02-01',
      },
    ]);
  });

  it('drafted again after a discard, a run starts without the old adjustments', async () => {
    const run = await json(`/api/hr/payroll-runs/${seeded.february}`);
    expect(run).toMatchObject({ status: 'draft', approvedAt: null, entryId: null, totals: { additions: 0, net: 400 } });
    expect(run.lines[0].adjustments).toEqual([]);
  });

  it('a payslip PDF, the same bytes twice; payroll staff any, an employee only their own', async () => {
    const url = `/api/hr/payroll-runs/${seeded.january}/payslips/${seeded.ana}.pdf`;
    const first = await get(url);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('nomina-2026-01-01-ana-lopez.pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(url, bearer(['accounting']))).rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get(url, CASHIER_ANA)).rawPayload.equals(first.rawPayload)).toBe(true);
    await get(`/api/hr/payroll-runs/${seeded.january}/payslips/${seeded.beto}.pdf`, CASHIER_ANA, 403);
    // Her February slip is HR's to see while the run is a draft; hers once paid.
    await get(`/api/hr/payroll-runs/${seeded.february}/payslips/${seeded.ana}.pdf`, HR);
    await get(`/api/hr/payroll-runs/${seeded.february}/payslips/${seeded.ana}.pdf`, CASHIER_ANA, 404);
    await get(`/api/hr/payroll-runs/${seeded.january}/payslips/nadie.pdf`, HR, 404);
    const missing = await json(`/api/hr/payroll-runs/no-such-run`, HR, 404);
    expect(missing.detail).toBe('Nómina no encontrada.');
  });
});

describe('access', () => {
  it('a cashier reads no employee nor anyone’s pay; /me is their own without pay', async () => {
    await get(`/api/hr/employees/${seeded.ana}`, CASHIER_ANA, 403);
    await get('/api/hr/employees', CASHIER_ANA, 403);
    await get('/api/hr/payroll-runs', CASHIER_ANA, 403);
    const me = await json('/api/hr/me', CASHIER_ANA);
    expect(me).toEqual({
      employee: {
        employeeId: seeded.ana,
        name: 'Ana López',
        position: 'Cajera',
        status: 'active',
        openShift: { shiftId: 's4', start: '2026-02-05T14:00:00.000Z' },
        weekMinutes: 1290,
        weeklyHours: 37.5,
      },
    });
    expect(await json('/api/hr/me', bearer(['warehouse'], 'u-nobody'))).toEqual({ employee: null });
    expect((await json(`/api/hr/employees/missing`, HR, 404)).detail).toBe('Empleado no encontrado.');
  });

  it('HR picks the account to link from the staff accounts; a cashier may not list them', async () => {
    const accounts = await json<{ items: Record<string, unknown>[] }>('/api/hr/accounts');
    expect(accounts.items.map((a) => a.name)).toEqual(['Ana Cuenta', 'Carla', 'Diego']);
    expect(accounts.items[0]).toEqual({
      id: 'u-ana',
      name: 'Ana Cuenta',
      email: 'u-ana@flora.test',
      roles: ['warehouse'],
      employeeId: seeded.ana,
    });
    expect(accounts.items[1]).toMatchObject({ name: 'Carla', employeeId: null });
    expect((await json('/api/hr/accounts?q=dieg')).items).toHaveLength(1);
    await get('/api/hr/accounts', CASHIER_ANA, 403);
  });

  it('the audit shows an employee’s events to the owner, not to accounting', async () => {
    const [hired] = await shop.store.readStream(`employee-${seeded.ana}`);
    const url = `/api/audit/events/${hired!.eventId}`;
    expect((await json(url, bearer(['owner']))).type).toBe('EmployeeHired');
    await get(url, bearer(['accounting']), 403);
  });
});

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

describe('what the command side writes', () => {
  const { hr: commandSide, accountant } = useHr('read_hr_round_trip');

  it('reads as the commands wrote it: the staff, the clock, a paid run with its entry and payslips', async () => {
    const cmd = await commandSide();
    const cashier = await cmd.user('cashier', 'Carla Cajera');
    const ana = await cmd.hire(hourly({ userId: cashier.id }));
    await cmd.pastShift(ana, '2026-01-05T14:00:00Z', '2026-01-05T22:30:00Z');
    const run = (await cmd.post('/api/hr/payroll-runs', { periodStart: '2026-01-01', periodEnd: '2026-01-14' })).json()
      .id as string;
    const adjustment = { employeeId: ana, kind: 'addition', amount: 50, reason: 'Bono' };
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/adjustments`, adjustment, accountant)).statusCode).toBe(201);
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/approve`, {})).statusCode).toBe(201);
    expect((await cmd.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'bank' }, accountant)).statusCode).toBe(201);
    await cmd.postToLedger();
    await projectInto(cmd.database.db, cmd.store);
    const read = await buildReadApi({
      db: cmd.database.db,
      store: cmd.store,
      pool: cmd.database.pool,
      config,
      options: { accounts: 'trust-token', now: () => new Date('2026-01-15T15:00:00.000Z') },
    });
    try {
      const as = (headers: Record<string, string>) => async (url: string) => {
        const res = await read.inject({ url, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res;
      };
      const asHr = as(HR);
      const paid = (await asHr(`/api/hr/payroll-runs/${run}`)).json();
      // 8.5 h × $15.50 = $131.75, and the $50 bonus.
      expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-01-15', totals: { base: 131.75, net: 181.75 } });
      expect(paid.lines[0]).toMatchObject({ employeeId: ana, hours: 8.5, base: 131.75, additions: 50, net: 181.75 });
      expect(paid.entryId).toEqual(expect.any(String));
      const me = (await as(bearer(['cashier'], cashier.id))('/api/hr/me')).json();
      expect(me.employee).toMatchObject({ employeeId: ana, name: 'Ana Cajera', weeklyHours: 30, openShift: null });
      const days = (await asHr('/api/hr/attendance?from=2026-01-05&to=2026-01-05')).json().days;
      expect(days).toEqual([{ employeeId: ana, day: '2026-01-05', minutes: 510 }]);
      const slip = await as(bearer(['cashier'], cashier.id))(`/api/hr/payroll-runs/${run}/payslips/${ana}.pdf`);
      expect(slip.headers['content-disposition']).toContain('nomina-2026-01-01-ana-cajera.pdf');
    } finally {
      await read.close();
    }
  });
});
