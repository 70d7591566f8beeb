import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { v5 as uuidv5 } from 'uuid';
import {
  employeeDecider,
  employeeStream,
  payrollRunDecider,
  payrollRunStream,
  type EmployeeCommand,
  type EmployeeDetails,
  type Pay,
  type PayrollRunCommand,
} from '../../domain/hr';
import { weekdayOf } from '../../domain/delivery';
import { addDays } from '../../domain/shared';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import type { Role } from '../../domain/identity';
import type { AppDatabase } from '../../infra/db/app-tables';
import { DEMO_USERS } from '../../infra/demo/users';
import { demoUserId } from './users';
import type { CommandBody, CommandHandler } from '../../application/handler';
import { contextFor, unlessRefused } from './inventory';
import { shopToday } from '../../application/shop-facts';
import { payrollRunId } from '../hr/payroll';
import { PayrollPeriods } from '../hr/payroll-periods';
import { staffFacts } from '../hr/staff-facts';

// The demo shop's staff (FLORA_SEED_DEMO=1): the demo accounts as employees — all but the cashier's,
// whom the HR browser test hires as the story goes — plus a florist without an account and a helper
// on leave; weekday shifts since the week before last month from the paper timesheet (recorded by HR, so each carries its
// reason); last month's payroll paid from the bank (the ledger posts the wages) and this month's in
// draft; the supervisor clocked in now. Fixed ids: a restart adds nothing twice.

const NAMESPACE = '1f0c9a3e-7b52-4d86-a1e4-5c2b7d9e0f43';
const demoId = (name: string) => uuidv5(name, NAMESPACE);
const hourly = (pesos: number): Pay => ({ type: 'hourly', hourlyRateCents: pesos * 100 });
const salary = (pesos: number): Pay => ({ type: 'salary', monthlySalaryCents: pesos * 100 });

interface DemoEmployee {
  key: string;
  name: string;
  position: string;
  role?: Role;
  pay: Pay;
  weeklyHours: number;
  /** Shift start hour (local) on weekdays; none for salaried staff who do not clock. */
  shiftFrom?: number;
  shiftHours?: number;
}

const STAFF: DemoEmployee[] = [
  {
    key: 'pablo',
    name: 'Pablo Supervisor',
    position: 'Supervisor de caja',
    role: 'pos_supervisor',
    pay: hourly(19),
    weeklyHours: 40,
    shiftFrom: 9,
    shiftHours: 8,
  },
  {
    key: 'raul',
    name: 'Raúl Repartidor',
    position: 'Repartidor',
    role: 'driver',
    pay: hourly(17),
    weeklyHours: 40,
    shiftFrom: 8,
    shiftHours: 8,
  },
  {
    key: 'marisol',
    name: 'Marisol Florista',
    position: 'Florista',
    pay: hourly(16),
    weeklyHours: 30,
    shiftFrom: 10,
    shiftHours: 6,
  },
  {
    key: 'walter',
    name: 'Walter Almacén',
    position: 'Jefe de almacén',
    role: 'warehouse',
    pay: salary(3_200),
    weeklyHours: 40,
  },
  {
    key: 'diana',
    name: 'Diana Entregas',
    position: 'Coordinadora de entregas',
    role: 'delivery',
    pay: salary(3_600),
    weeklyHours: 40,
  },
  {
    key: 'helena',
    name: 'Helena Recursos',
    position: 'Recursos Humanos',
    role: 'hr',
    pay: salary(4_200),
    weeklyHours: 40,
  },
  {
    key: 'clara',
    name: 'Clara Contable',
    position: 'Contadora',
    role: 'accounting',
    pay: salary(4_500),
    weeklyHours: 40,
  },
  { key: 'jorge', name: 'Jorge Ayudante', position: 'Ayudante de florería', pay: hourly(14), weeklyHours: 20 },
];
const EMERGENCY = { name: 'Contacto familiar', phone: '+1 305 555 0100', relationship: 'Familia' };
const PAPER = 'Parte de horas en papel';

const accountOf = (role: Role | undefined) => {
  const user = role && DEMO_USERS.find((u) => u.role === role);
  return user ? demoUserId(user.email) : null;
};
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

export async function seedDemoHr(deps: { handler: CommandHandler; db: Kysely<AppDatabase> }, now = new Date()) {
  const { handler } = deps;
  // Seeded once: the first employee's stream is there after a first start.
  if ((await handler.load(employeeDecider, employeeStream(demoId('employee:pablo')))).revision >= 0n)
    return { employees: 0, shifts: 0, runs: 0 };
  const today = await shopToday(handler, now);
  const { timeZone } = (await handler.load(settingsDecider, SETTINGS_STREAM)).state;
  const at = (day: string, hour: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, hour, 0, timeZone).getTime()).toISOString();
  };
  const send = (employeeId: string, key: string, command: CommandBody<EmployeeCommand>) =>
    unlessRefused(() => handler.handle(employeeDecider, employeeStream(employeeId), command, contextFor(demoId(key))));

  let [employees, shifts, runs] = [0, 0, 0];
  const firstDay = addDays(monthStart(addDays(monthStart(today), -1)), -7);
  for (const e of STAFF) {
    const employeeId = demoId(`employee:${e.key}`);
    const details: EmployeeDetails = {
      employeeId,
      name: e.name,
      position: e.position,
      userId: accountOf(e.role),
      hireDate: addDays(today, -400),
      pay: e.pay,
      weeklyHours: e.weeklyHours,
      emergencyContact: EMERGENCY,
    };
    if (await send(employeeId, `hire:${e.key}`, { type: 'HireEmployee', data: details })) employees += 1;
    if (e.shiftFrom === undefined) continue;
    for (let day = firstDay; day < today; day = addDays(day, 1)) {
      const weekday = weekdayOf(day); // ISO: 1 Monday … 7 Sunday
      if (weekday >= 6) continue;
      const stated = (hour: number) => ({ by: 'hr' as const, at: at(day, hour), reason: PAPER });
      const shiftId = demoId(`shift:${e.key}:${day}`);
      // Tuesdays run an hour longer: the week's hours are not all the schedule's.
      const hours = e.shiftHours! + (weekday === 2 ? 1 : 0);
      if (await send(employeeId, `in:${shiftId}`, { type: 'ClockIn', data: { shiftId, ...stated(e.shiftFrom) } }))
        shifts += 1;
      await send(employeeId, `out:${shiftId}`, { type: 'ClockOut', data: stated(e.shiftFrom + hours) });
    }
  }
  await send(demoId('employee:jorge'), 'leave:jorge', {
    type: 'ChangeEmployeeStatus',
    data: { status: 'on_leave', effectiveOn: addDays(today, -10), reason: 'Permiso por paternidad' },
  });
  const pablo = demoId('employee:pablo');
  await send(pablo, 'in:pablo:now', { type: 'ClockIn', data: { shiftId: demoId('shift:pablo:now'), by: 'self' } });

  const periods = new PayrollPeriods(deps.db, handler);
  const run = async (periodStart: string, periodEnd: string, steps: CommandBody<PayrollRunCommand>[]) => {
    const runId = payrollRunId(periodStart, periodEnd);
    const staff = await staffFacts(handler, deps.db, { periodStart, periodEnd });
    const draft: CommandBody<PayrollRunCommand> = {
      type: 'DraftPayrollRun',
      data: { runId, periodStart, periodEnd, staff },
    };
    for (const [i, command] of [draft, ...steps].entries()) {
      const sent = () =>
        handler.handle(payrollRunDecider, payrollRunStream(runId), command, contextFor(demoId(`run:${runId}:${i}`)));
      // The draft holds its days as the route's does (issue 38), so no run drafted later overlaps it.
      if (i > 0) await unlessRefused(sent);
      else if (await unlessRefused(() => periods.withPeriod(runId, periodStart, periodEnd, sent))) runs += 1;
    }
  };
  const lastMonth = monthStart(addDays(monthStart(today), -1));
  const marisol = demoId('employee:marisol');
  await run(lastMonth, addDays(monthStart(today), -1), [
    {
      type: 'AddPayrollAdjustment',
      data: {
        adjustmentId: demoId('bonus:marisol'),
        employeeId: marisol,
        kind: 'addition',
        amountCents: 15_000,
        reason: 'Bono por arreglos de temporada',
      },
    },
    { type: 'ApprovePayrollRun', data: {} },
    { type: 'PayPayrollRun', data: { method: 'bank', paidOn: monthStart(today) } },
  ]);
  const thisMonthEnd = addDays(monthStart(addDays(monthStart(today), 32)), -1);
  await run(monthStart(today), thisMonthEnd, []);
  return { employees, shifts, runs };
}
