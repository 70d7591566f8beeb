import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceRoutes } from './attendance';
import { employeeRoutes } from './employees';
import { payrollRoutes } from './payroll';
import type { HrRouteDeps } from './route-deps';

// HR's command routes (issue 19): staff records, the clock and its corrections, payroll runs.
// Reading them (staff, attendance, performance, runs, payslips) is the read-api's job.

export const hrRoutes: FastifyPluginAsyncZod<Omit<HrRouteDeps, 'now'> & { now?: () => Date }> = async (
  app,
  { now = () => new Date(), ...deps },
) => {
  const withClock = { ...deps, now };
  await app.register(employeeRoutes, withClock);
  await app.register(attendanceRoutes, withClock);
  await app.register(payrollRoutes, withClock);
};
