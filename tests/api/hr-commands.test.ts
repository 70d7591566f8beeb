import { describe, expect, it } from 'vitest';
import { LEDGER_STREAM_PREFIX, type JournalEntryPosted } from '../../domain/accounting';
import { employeeStream } from '../../domain/hr';
import { hourly, useHr } from './hr-support';

// Issue 19 over HTTP: staff records, the clock (the employee's own, HR's corrections, overlaps
// refused), and a payroll run whose totals are computed here another way, prepared and approved by HR
// and paid by accounting (issue 38), paid once and posted to the ledger once.

const { hr, token, accountant } = useHr('hr_commands');

describe('staff records', () => {
  it('hires an employee linked to an account, once per account; refusals append nothing', async () => {
    const shop = await hr();
    const cashier = await shop.user('cashier', 'Carla Cajera');
    const id = await shop.hire(hourly({ userId: cashier.id }));
    const [hired] = await shop.store.readStream(employeeStream(id));
    expect(hired?.data).toMatchObject({
      employeeId: id,
      userId: cashier.id,
      pay: { type: 'hourly', hourlyRateCents: 1550 },
    });

    expect(await shop.refused(() => shop.post('/api/hr/employees', hourly({ userId: cashier.id })))).toMatchObject({
      status: 409,
      detail: 'Esa cuenta de usuario ya está vinculada a otro empleado.',
    });
    for (const body of [
      hourly({ hourlyRate: -1 }),
      hourly({ hourlyRate: 10.001 }),
      hourly({ monthlySalary: 2000 }), // the other pay type's figure
      hourly({ salary: 10 }), // an unknown key
      hourly({ name: '' }),
      hourly({ hireDate: '2026-02-30' }),
      hourly({ weeklyHours: 81 }),
    ])
      expect((await shop.refused(() => shop.post('/api/hr/employees', body))).status, JSON.stringify(body)).toBe(400);
    expect((await shop.refused(() => shop.post('/api/hr/employees', hourly(), cashier.token))).status).toBe(403);
  });

  it('changes details and status in one PATCH; a terminated employee cannot clock in', async () => {
    const shop = await hr();
    const id = await shop.hire(hourly());
    const res = await shop.patch(`/api/hr/employees/${id}`, {
      position: 'Encargada',
      status: 'terminated',
      statusReason: 'Fin de contrato',
      effectiveOn: '2026-01-14',
    });
    expect(res.statusCode, res.body).toBe(201);
    const types = (await shop.store.readStream(employeeStream(id))).map((e) => e.type);
    expect(types).toEqual(['EmployeeHired', 'EmployeeUpdated', 'EmployeeStatusChanged']);
    expect(await shop.refused(() => shop.post(`/api/hr/employees/${id}/clock-in`, {}))).toMatchObject({
      status: 409,
      detail: 'El empleado está dado de baja: no puede fichar.',
    });
  });
});

describe('the clock', () => {
  it('lets the cashier clock themself in and out, never someone else nor at a stated time', async () => {
    const shop = await hr();
    const cashier = await shop.user('cashier', 'Carla Cajera');
    const own = await shop.hire(hourly({ userId: cashier.id }));
    const other = await shop.hire(hourly({ name: 'Otro Empleado' }));
    expect((await shop.post(`/api/hr/employees/${own}/clock-in`, {}, cashier.token)).statusCode).toBe(201);
    expect(await shop.refused(() => shop.post(`/api/hr/employees/${own}/clock-in`, {}, cashier.token))).toMatchObject({
      status: 409,
      detail: 'Ya hay un turno abierto: registra la salida antes de una nueva entrada.',
    });
    expect((await shop.refused(() => shop.post(`/api/hr/employees/${other}/clock-in`, {}, cashier.token))).status).toBe(
      403,
    );
    const stated = { at: '2026-01-15T14:00:00Z', reason: 'Llegué antes' };
    expect(
      (await shop.refused(() => shop.post(`/api/hr/employees/${own}/clock-out`, stated, cashier.token))).status,
    ).toBe(403);
    expect((await shop.post(`/api/hr/employees/${own}/clock-out`, {}, cashier.token)).statusCode).toBe(201);
    const shift = (await shop.store.readStream(employeeStream(own))).slice(1).map((e) => e.data as { at: string });
    // At the handler's own clock, recorded as the employee's.
    expect(shift).toMatchObject([
      { by: 'self', reason: null },
      { by: 'self', reason: null },
    ]);
    expect(Date.parse(shift[1]!.at)).toBeGreaterThan(Date.parse(shift[0]!.at));
  });

  it('refuses overlapping shifts, whether clocked at a stated time or corrected', async () => {
    const shop = await hr();
    const id = await shop.hire(hourly());
    await shop.pastShift(id, '2026-01-05T14:00:00Z', '2026-01-05T22:00:00Z');
    await shop.pastShift(id, '2026-01-06T02:00:00Z', '2026-01-06T08:00:00Z');
    const overlap = { status: 409, detail: 'El turno se solapa con otro turno del empleado.' };
    expect(
      await shop.refused(() =>
        shop.post(`/api/hr/employees/${id}/clock-in`, { at: '2026-01-05T20:00:00Z', reason: 'Segundo turno' }),
      ),
    ).toMatchObject(overlap);
    const [first] = (await shop.store.readStream(employeeStream(id))).filter((e) => e.type === 'ShiftStarted');
    const shiftId = (first!.data as { shiftId: string }).shiftId;
    const correct = (end: string) =>
      shop.post(`/api/hr/employees/${id}/shifts/${shiftId}/correct`, {
        start: '2026-01-05T14:00:00Z',
        end,
        reason: 'Se quedó a cerrar',
      });
    expect(await shop.refused(() => correct('2026-01-06T03:00:00Z'))).toMatchObject(overlap);
    expect((await correct('2026-01-05T23:00:00Z')).statusCode).toBe(201);
    expect((await shop.refused(() => correct('not a time'))).status).toBe(400);
  });
});

describe('a payroll run', () => {
  it('pays what the reference computes, prepared and approved by HR, paid by accounting, once, posted once', async () => {
    const shop = await hr();
    const ana = await shop.hire(hourly());
    const luis = await shop.hire(
      hourly({
        name: 'Luis Florista',
        payType: 'salary',
        hourlyRate: undefined,
        monthlySalary: 2500,
        hireDate: '2026-01-08',
      }),
    );
    // 8.5 h and 6.25 h in the period (9:00 in Miami), and one the day after it.
    await shop.pastShift(ana, '2026-01-05T14:00:00Z', '2026-01-05T22:30:00Z');
    await shop.pastShift(ana, '2026-01-06T14:00:00Z', '2026-01-06T20:15:00Z');
    await shop.pastShift(ana, '2026-01-15T13:00:00Z', '2026-01-15T14:30:00Z');
    const created = await shop.post('/api/hr/payroll-runs', { periodStart: '2026-01-01', periodEnd: '2026-01-14' });
    expect(created.statusCode, created.body).toBe(201);
    const run = created.json().id as string;
    const adjust = (employeeId: string, kind: string, amount: number, reason: string, who?: string) =>
      shop.post(`/api/hr/payroll-runs/${run}/adjustments`, { employeeId, kind, amount, reason }, who);
    // Issue 38: accounting reads and pays runs; preparing them (draft, adjust, approve) is HR's.
    expect((await shop.refused(() => adjust(ana, 'addition', 50, 'Bono', accountant))).status).toBe(403);
    expect((await adjust(ana, 'addition', 50, 'Bono de San Valentín')).statusCode).toBe(201);
    expect((await adjust(luis, 'deduction', 20, 'Uniforme')).statusCode).toBe(201);

    // The reference, computed here: 14.75 h × $15.50 = $228.625 → $228.63 (half up, once);
    // $2,500 a month for the 7 days of January's 31 from the hire on the 8th → $564.516… → $564.52.
    const anaBase = Math.round((1550 * (8.5 + 6.25) * 60) / 60);
    const luisBase = Math.round((250_000 * 7) / 31);
    const net = anaBase + 5_000 + luisBase - 2_000;
    expect([anaBase, luisBase, net]).toEqual([22_863, 56_452, 82_315]);

    expect((await shop.refused(() => shop.post(`/api/hr/payroll-runs/${run}/approve`, {}, accountant))).status).toBe(
      403,
    );
    expect(
      await shop.refused(() => shop.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'bank' }, accountant)),
    ).toMatchObject({
      status: 409,
      detail: 'La nómina debe estar aprobada para pagarla.',
    });
    expect((await shop.post(`/api/hr/payroll-runs/${run}/approve`, {})).statusCode).toBe(201);
    expect((await shop.refused(() => shop.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'bank' }))).status).toBe(
      403,
    );
    expect((await shop.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'bank' }, accountant)).statusCode).toBe(201);
    const payAgain = () => shop.post(`/api/hr/payroll-runs/${run}/pay`, { method: 'cash' }, accountant);
    expect(await shop.refused(payAgain)).toMatchObject({
      status: 409,
      detail: 'La nómina ya está pagada.',
    });
    const paid = (await shop.store.readStream(`payroll-run-${run}`)).find((e) => e.type === 'PayrollRunPaid');
    expect(paid?.data).toMatchObject({
      paidOn: '2026-01-15',
      totals: { baseCents: anaBase + luisBase, additionsCents: 5_000, deductionsCents: 2_000, netCents: net },
      lines: [
        { employeeId: ana, netCents: anaBase + 5_000 },
        { employeeId: luis, netCents: luisBase - 2_000 },
      ],
    });

    // The ledger reactor run twice over the whole store (a restart, a replay): one entry.
    await shop.postToLedger();
    await shop.postToLedger();
    const wages = (await shop.store.readAll({ limit: 10_000 }))
      .filter((e) => e.type === 'JournalEntryPosted' && e.streamId.startsWith(LEDGER_STREAM_PREFIX))
      .map((e) => e.data as JournalEntryPosted['data'])
      .filter((e) => e.source.kind === 'event' && e.source.type === 'PayrollRunPaid');
    expect(wages).toHaveLength(1);
    expect(wages[0]!.lines).toEqual([
      { accountCode: '6101', debitCents: anaBase + 5_000, creditCents: 0, memo: 'Ana Cajera' },
      { accountCode: '6101', debitCents: luisBase - 2_000, creditCents: 0, memo: 'Luis Florista' },
      { accountCode: '1103', debitCents: 0, creditCents: net },
    ]);
  });

  it('refuses a second run of a period, a period too long, and a run nobody can find', async () => {
    const shop = await hr();
    await shop.hire(hourly());
    const period = { periodStart: '2026-01-01', periodEnd: '2026-01-14' };
    expect((await shop.post('/api/hr/payroll-runs', period)).statusCode).toBe(201);
    expect(await shop.refused(() => shop.post('/api/hr/payroll-runs', period))).toMatchObject({
      status: 409,
      detail: 'Ya existe una nómina para ese periodo.',
    });
    const long = { periodStart: '2026-01-01', periodEnd: '2026-02-01' };
    expect((await shop.refused(() => shop.post('/api/hr/payroll-runs', long))).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await shop.refused(() => shop.post(`/api/hr/payroll-runs/${nobody}/approve`, {}))).status).toBe(404);
    expect((await shop.refused(() => shop.post('/api/hr/payroll-runs', period, token('cashier')))).status).toBe(403);
    expect((await shop.refused(() => shop.post('/api/hr/payroll-runs', period, accountant))).status).toBe(403);
  });
});
