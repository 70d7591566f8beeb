import { z } from 'zod';
import { Instant, pageAnswer } from '../shared/responses';
import { EMPLOYEE_STATUSES } from './employee/events';
export type { EmployeeStatus } from './employee/events';
import { Day, PAY_TYPES, Pesos } from './payroll-responses';

// What the HR read side answers (DESIGN.md), as zod schemas with their types inferred (issue 39): the
// routes serialise with them and the app imports the types. Money in pesos, days yyyy-mm-dd in the
// shop's zone, instants ISO-8601 UTC, durations in minutes (a payroll line's in hours).

export const OpenShift = z.object({ shiftId: z.string(), start: Instant });
export type OpenShift = z.infer<typeof OpenShift>;

export const EmergencyContactView = z.object({
  name: z.string(),
  phone: z.string(),
  relationship: z.string().nullable(),
});
export type EmergencyContactView = z.infer<typeof EmergencyContactView>;

/** A member of staff as HR reads them: details with pay and emergency contact. */
export const Employee = z.object({
  employeeId: z.string(),
  name: z.string(),
  position: z.string(),
  userId: z.string().nullable(),
  /** The linked account's name (else its email). */
  userName: z.string().nullable(),
  hireDate: Day.nullable(),
  payType: z.enum(PAY_TYPES),
  hourlyRate: Pesos.nullable(),
  monthlySalary: Pesos.nullable(),
  weeklyHours: z.number().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  statusReason: z.string().nullable(),
  effectiveOn: Day.nullable(),
  emergencyContact: EmergencyContactView.nullable(),
  openShift: OpenShift.nullable(),
  /** This week's minutes: closed shifts since Monday plus the open one up to now. */
  weekMinutes: z.number().int(),
});
export type Employee = z.infer<typeof Employee>;

/** GET /api/hr/employees */
export const EmployeeList = z.object({ items: z.array(Employee) });
export type EmployeeList = z.infer<typeof EmployeeList>;

/** A shift as attendance lists it; an open one has no end and no minutes yet. */
export const Shift = z.object({
  shiftId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  start: Instant,
  end: Instant.nullable(),
  minutes: z.number().int().nullable(),
  /** The shop day it starts on. */
  day: Day,
  /** HR's hand anywhere in the shift (a clock-in or out for someone, a correction) shows as 'hr'. */
  by: z.enum(['self', 'hr']),
  reason: z.string().nullable(),
  corrected: z.boolean(),
});
export type Shift = z.infer<typeof Shift>;

/** GET /api/hr/employees/:id: the employee with their shifts of the last 30 days, newest first. */
export const EmployeeDetail = Employee.extend({ shifts: z.array(Shift) });
export type EmployeeDetail = z.infer<typeof EmployeeDetail>;

/** The caller's own employee (no pay data, no contact). */
export const MyEmployee = Employee.pick({
  employeeId: true,
  name: true,
  position: true,
  status: true,
  openShift: true,
  weekMinutes: true,
  weeklyHours: true,
});
export type MyEmployee = z.infer<typeof MyEmployee>;

/** GET /api/hr/me: null when no employee is linked to the account. */
export const Me = z.object({ employee: MyEmployee.nullable() });
export type Me = z.infer<typeof Me>;

/** GET /api/hr/attendance: a span's shifts, summed per employee and day and per employee and week. */
export const Attendance = z.object({
  from: Day,
  to: Day,
  shifts: z.array(Shift),
  days: z.array(z.object({ employeeId: z.string(), day: Day, minutes: z.number().int() })),
  weeks: z.array(z.object({ employeeId: z.string(), weekStart: Day, minutes: z.number().int() })),
});
export type Attendance = z.infer<typeof Attendance>;

export const PERFORMANCE_FIGURES = [
  'counterSales',
  'counterSalesAmount',
  'counterRefunds',
  'counterRefundsAmount',
  'deliveriesDone',
  'deliveriesLate',
  'deliveriesFailed',
  'movements',
  'counts',
  'invoicesIssued',
] as const;
export type PerformanceFigure = (typeof PERFORMANCE_FIGURES)[number];
/** The figures that are sums of money (the rest are counts). */
export const MONEY_FIGURES: readonly PerformanceFigure[] = ['counterSalesAmount', 'counterRefundsAmount'];

/** Every figure, a number (money in pesos, the rest counts). */
export const Figures = z.object(
  Object.fromEntries(PERFORMANCE_FIGURES.map((f) => [f, z.number()])) as Record<PerformanceFigure, z.ZodNumber>,
);
export type Figures = z.infer<typeof Figures>;

export const PerformancePerson = z.object({
  userId: z.string(),
  employeeId: z.string().nullable(),
  name: z.string(),
  figures: Figures,
});
export type PerformancePerson = z.infer<typeof PerformancePerson>;

/** GET /api/hr/performance */
export const Performance = z.object({ from: Day, to: Day, people: z.array(PerformancePerson) });
export type Performance = z.infer<typeof Performance>;

export const PerformanceEvent = z.object({
  eventId: z.string(),
  type: z.string(),
  streamId: z.string(),
  occurredAt: Instant,
  /** What the event was, in Spanish. */
  summary: z.string(),
});
export type PerformanceEvent = z.infer<typeof PerformanceEvent>;

/** GET /api/hr/performance/events: the events behind one figure of one person, newest first. */
export const PerformanceEventPage = pageAnswer(PerformanceEvent).extend({
  from: Day,
  to: Day,
  userId: z.string(),
  figure: z.enum(PERFORMANCE_FIGURES),
});
export type PerformanceEventPage = z.infer<typeof PerformanceEventPage>;

export * from './payroll-responses';
