import { z } from 'zod';
import { BOUNDS_MESSAGES, MAX_TOTAL_CENTS } from '../shared/bounds';
import { isIsoDay } from '../shared/dates';
import { required, text } from '../shared/fields';
import { hasAtMostTwoDecimals } from '../shared/money';
import {
  EMPLOYEE_MESSAGES as E,
  MAX_CONTACT_FIELD,
  MAX_EMPLOYEE_NAME,
  MAX_HR_REASON,
  MAX_POSITION,
  MAX_WEEKLY_HOURS,
} from './employee/errors';
import { EMPLOYEE_STATUSES } from './employee/events';
import { PAYROLL_MESSAGES as P } from './payroll-run/errors';
import { ADJUSTMENT_KINDS, DEFAULT_PAYROLL_METHOD, PAYROLL_METHODS } from './payroll-run/events';

// HR's HTTP bodies (issue 19; the command-api validates them, the HR screens show the same messages).
// Money in pesos with at most 2 decimals; days yyyy-mm-dd; instants ISO-8601 with their offset.

const pesos = (error: string) =>
  z
    .number({ error })
    .refine((n) => n > 0, { error, abort: true })
    .max(MAX_TOTAL_CENTS / 100, { error: BOUNDS_MESSAGES['TOTAL.TOO_LARGE'], abort: true })
    .refine(hasAtMostTwoDecimals, { error });
const day = (error: string) => z.string({ error }).refine(isIsoDay, { error });
const instant = z.iso.datetime({ offset: true, error: E['SHIFT.INSTANT'] });
const reason = required(MAX_HR_REASON, E['EMPLOYEE.REASON']);

const emergencyContact = z
  .object({
    name: required(MAX_CONTACT_FIELD, E['EMPLOYEE.CONTACT']),
    phone: required(MAX_CONTACT_FIELD, E['EMPLOYEE.CONTACT']),
    relationship: text(MAX_CONTACT_FIELD).optional(),
  })
  .strict();

const employeeFields = {
  name: required(MAX_EMPLOYEE_NAME, E['EMPLOYEE.NAME']),
  position: required(MAX_POSITION, E['EMPLOYEE.POSITION']),
  /** The linked user account; null unlinks it. */
  userId: z.uuid({ error: 'Indica una cuenta de usuario válida.' }).nullable(),
  hireDate: day(E['EMPLOYEE.HIRE_DATE']),
  payType: z.enum(['hourly', 'salary'], { error: E['EMPLOYEE.PAY'] }),
  hourlyRate: pesos(E['EMPLOYEE.PAY']),
  monthlySalary: pesos(E['EMPLOYEE.PAY']),
  weeklyHours: z
    .number({ error: E['EMPLOYEE.WEEKLY_HOURS'] })
    .min(0, { error: E['EMPLOYEE.WEEKLY_HOURS'] })
    .max(MAX_WEEKLY_HOURS, { error: E['EMPLOYEE.WEEKLY_HOURS'] }),
  emergencyContact: emergencyContact.nullable(),
};

/** The rate that goes with the pay type, and only that one. */
const payMatches = (b: { payType?: string; hourlyRate?: number; monthlySalary?: number }) =>
  b.payType === undefined || (b.payType === 'hourly' ? b.monthlySalary === undefined : b.hourlyRate === undefined);
const payPresent = (b: { payType?: string; hourlyRate?: number; monthlySalary?: number }) =>
  b.payType === 'hourly' ? b.hourlyRate !== undefined : b.monthlySalary !== undefined;

/** POST /api/hr/employees */
export const employeeBody = z
  .object({
    ...employeeFields,
    userId: employeeFields.userId.optional(),
    weeklyHours: employeeFields.weeklyHours.default(0),
    hourlyRate: employeeFields.hourlyRate.optional(),
    monthlySalary: employeeFields.monthlySalary.optional(),
    emergencyContact: emergencyContact.nullable().optional(),
  })
  .strict()
  .refine(payPresent, { error: E['EMPLOYEE.PAY'], path: ['hourlyRate'] })
  .refine(payMatches, { error: 'Indica solo la tarifa del tipo de pago elegido.', path: ['payType'] });
export type EmployeeBody = z.infer<typeof employeeBody>;

/** PATCH /api/hr/employees/:id — any field, and the status with its reason and effective day. */
export const employeePatchBody = z
  .object(employeeFields)
  .partial()
  .extend({
    status: z.enum(EMPLOYEE_STATUSES, { error: E['EMPLOYEE.STATUS'] }).optional(),
    statusReason: reason.optional(),
    effectiveOn: day(E['EMPLOYEE.EFFECTIVE_ON']).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Indica al menos un dato que cambiar.' })
  .refine((b) => b.status === undefined || b.statusReason !== undefined, {
    error: E['EMPLOYEE.REASON'],
    path: ['statusReason'],
  })
  .refine(payMatches, { error: 'Indica solo la tarifa del tipo de pago elegido.', path: ['payType'] });
export type EmployeePatchBody = z.infer<typeof employeePatchBody>;

/** POST /api/hr/employees/:id/clock-in | clock-out — `at` is HR's correction and needs its reason. */
export const clockBody = z
  .object({ at: instant.optional(), reason: reason.optional() })
  .strict()
  .refine((b) => b.at === undefined || b.reason !== undefined, { error: E['EMPLOYEE.REASON'], path: ['reason'] });
export type ClockBody = z.infer<typeof clockBody>;

/** POST /api/hr/employees/:id/shifts/:shiftId/correct */
export const shiftCorrectionBody = z.object({ start: instant, end: instant, reason }).strict();

/** POST /api/hr/payroll-runs */
export const payrollRunBody = z
  .object({ periodStart: day(P['PAYROLL.PERIOD']), periodEnd: day(P['PAYROLL.PERIOD']) })
  .strict()
  .refine((b) => b.periodEnd >= b.periodStart, { error: P['PAYROLL.PERIOD'], path: ['periodEnd'] });

/** POST /api/hr/payroll-runs/:id/adjustments */
export const payrollAdjustmentBody = z
  .object({
    employeeId: z.uuid({ error: P['PAYROLL.EMPLOYEE'] }),
    kind: z.enum(ADJUSTMENT_KINDS, { error: P['PAYROLL.ADJUSTMENT_KIND'] }),
    amount: pesos(P['PAYROLL.ADJUSTMENT_AMOUNT']),
    reason: required(MAX_HR_REASON, P['PAYROLL.ADJUSTMENT_REASON']),
  })
  .strict();

/** POST /api/hr/payroll-runs/:id/pay — the method defaults to the shop's (bank), the day to the shop's today. */
export const payrollPayBody = z
  .object({
    method: z
      .enum(PAYROLL_METHODS, { error: P['PAYROLL.METHOD'] })
      .default(DEFAULT_PAYROLL_METHOD)
      .describe('bank (por defecto) o cash'),
    paidOn: day(P['PAYROLL.PAID_ON']).optional(),
  })
  .strict();

export const payrollDiscardBody = z.object({ reason: required(MAX_HR_REASON, P['PAYROLL.REASON']) }).strict();
export const emptyBody = z.object({}).strict();
