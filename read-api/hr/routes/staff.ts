import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountOptionList,
  Attendance,
  EmployeeDetail,
  EmployeeList,
  Me,
  Performance,
  PerformanceEventPage,
  periodDays,
} from '../../../domain/hr';
import { HR_PERFORMANCE, HR_STAFF } from '../../../domain/identity';
import { addDays } from '../../../domain/shared';
import { problem, sendProblem } from '../../../infra/http/problem';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { pageOf } from '../../shared/paging';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';
import { attendance } from '../queries/attendance';
import { employeeById, listEmployees, myEmployee } from '../queries/employees';
import { staffAccounts } from '../queries/accounts';
import { hrPayrollRoutes } from './payroll';
import { performance, performanceEvents } from '../queries/performance';
import * as q from '../query-schemas';
import { hrClock, mondayOf, spanOf, type HrReadDb } from '../../shared/shop-time';

// HR's reads (issue 19, domain/hr/DESIGN.md): the staff and their attendance for HR (HR_STAFF), the
// performance table and its drill-down (HR_PERFORMANCE), the payroll runs and payslips (PAYROLL; an
// employee also their own payslip), and /me for anyone signed in. Days are the shop's.

export interface HrRouteDeps {
  db: HrReadDb;
  consistency: ConsistencyDeps;
  /** The settings stream: the shop's time zone (days, weeks) and the payslip's money format. */
  store: SettingsReader;
  now?: () => Date;
}

const EVENTS_PAGE = 50;
const employeeNotFound = () => problem(404, 'HR.EMPLOYEE_NOT_FOUND', 'Empleado no encontrado.');
const tooLong = () => {
  const message = q.HR_QUERY_MESSAGES['HR.RANGE_TOO_LONG'];
  return problem(400, 'HR.RANGE_TOO_LONG', message, [{ path: 'from', message }]);
};

export const hrReadRoutes: FastifyPluginAsyncZod<HrRouteDeps> = async (app, deps) => {
  const { db, store, now = () => new Date() } = deps;
  useReadModelErrors(app);
  const fresh = readYourWrites(deps.consistency, ['hr', 'users']);
  const freshPerformance = readYourWrites(deps.consistency, ['audit', 'hr', 'users']);
  const clock = () => hrClock(store, now());
  const staff = { config: { access: HR_STAFF }, preHandler: fresh };

  app.get(
    '/api/hr/me',
    {
      config: { access: 'authenticated' },
      preHandler: fresh,
      schema: {
        summary: 'El empleado vinculado a mi cuenta (sin datos de pago)',
        querystring: q.plainQuery,
        response: { 200: Me },
      },
    },
    async (req) => ({ employee: await myEmployee(db, await clock(), req.principal!.userId) }),
  );

  app.get(
    '/api/hr/employees',
    {
      ...staff,
      schema: { summary: 'El personal, por nombre', querystring: q.employeeListQuery, response: { 200: EmployeeList } },
    },
    async (req) => ({ items: await listEmployees(db, await clock(), req.query) }),
  );

  app.get(
    '/api/hr/employees/:id',
    {
      ...staff,
      schema: {
        summary: 'Un empleado con sus turnos de los últimos 30 días',
        params: q.employeeParams,
        querystring: q.plainQuery,
        response: { 200: EmployeeDetail },
      },
    },
    async (req, reply) => {
      const c = await clock();
      const employee = await employeeById(db, c, req.params.id);
      if (!employee) return sendProblem(reply, employeeNotFound());
      const span = { from: addDays(c.today, -29), to: c.today, employeeId: employee.employeeId, timeZone: c.timeZone };
      return { ...employee, shifts: (await attendance(db, span)).shifts.reverse() };
    },
  );

  app.get(
    '/api/hr/attendance',
    {
      ...staff,
      schema: {
        summary: 'Turnos y horas por día y por semana',
        querystring: q.attendanceQuery,
        response: { 200: Attendance },
      },
    },
    async (req, reply) => {
      const c = await clock();
      // This week (Monday to Sunday) when no day is given.
      const span = spanOf(req.query, c, (to) => mondayOf(to));
      if (periodDays(span.from, span.to) > q.MAX_SPAN_DAYS) return sendProblem(reply, tooLong());
      return attendance(db, { ...span, employeeId: req.query.employee, timeZone: c.timeZone });
    },
  );

  /** The account an `employee` filter stands for: its linked user, or none (then nobody is listed). */
  const userOfEmployee = async (employeeId: string | undefined) => {
    if (employeeId === undefined) return undefined;
    const row = await db
      .selectFrom('hr_employees')
      .select('user_id')
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
    return row?.user_id ?? null;
  };
  const performanceAccess = { config: { access: HR_PERFORMANCE }, preHandler: freshPerformance };
  /** This month so far when no day is given. */
  const monthStart = (to: string) => `${to.slice(0, 8)}01`;

  app.get(
    '/api/hr/performance',
    {
      ...performanceAccess,
      schema: {
        summary: 'Desempeño por persona en un periodo',
        querystring: q.performanceQuery,
        response: { 200: Performance },
      },
    },
    async (req, reply) => {
      const c = await clock();
      const span = spanOf(req.query, c, monthStart);
      if (periodDays(span.from, span.to) > q.MAX_SPAN_DAYS) return sendProblem(reply, tooLong());
      const userId = await userOfEmployee(req.query.employee);
      if (userId === null) return { ...span, people: [] };
      return { ...span, people: await performance(db, { ...span, timeZone: c.timeZone, userId }) };
    },
  );

  app.get(
    '/api/hr/performance/events',
    {
      ...performanceAccess,
      schema: {
        summary: 'Los eventos detrás de un indicador, el más reciente primero',
        querystring: q.performanceEventsQuery,
        response: { 200: PerformanceEventPage },
      },
    },
    async (req, reply) => {
      const c = await clock();
      const span = spanOf(req.query, c, monthStart);
      if (periodDays(span.from, span.to) > q.MAX_SPAN_DAYS) return sendProblem(reply, tooLong());
      const { userId, figure, page } = req.query;
      const { money } = await shopSettings(store);
      const found = await performanceEvents(db, { ...span, timeZone: c.timeZone, userId, money }, figure, {
        page,
        pageSize: EVENTS_PAGE,
      });
      return { ...span, userId, figure, ...pageOf(found.items, found.total, page, EVENTS_PAGE) };
    },
  );

  app.get(
    '/api/hr/accounts',
    {
      ...staff,
      schema: {
        summary: 'Cuentas del personal a las que vincular un empleado',
        querystring: q.accountsQuery,
        response: { 200: AccountOptionList },
      },
    },
    async (req) => ({ items: await staffAccounts(db, req.query.q) }),
  );

  await app.register(hrPayrollRoutes, { db, store, preHandler: readYourWrites(deps.consistency, ['hr', 'ledger']) });
};
