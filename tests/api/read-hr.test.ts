import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyToGeneration, sequence } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { projectionNamed } from '../../projections/registry';
import { untilAllEventsVisible } from '../support/events';
import { openHrShop, readerOf, type HrShop } from './hr-read-support';
import { seedHr, type Seeded } from './hr-read-seed';
import { bearer } from './read-fixtures';

// The hr read model (issue 19) and the read-api over it: each event type projected, a replayed batch
// writing nothing twice, a rebuild equal to the live model; the staff (HR only; /me for anyone),
// attendance by the shop's days and weeks, the payroll runs with their totals, entry and payslips
// (read-hr-performance.test.ts: performance, bad input, notices; hr-round-trip.test.ts: from the commands).

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

const { get, json } = readerOf(() => app, HR);

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
