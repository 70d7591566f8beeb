// What the HR read side answers (domain/hr/DESIGN.md): money in pesos, days yyyy-mm-dd in the shop's
// zone, instants ISO-8601 UTC, durations in minutes (a payroll line's in hours).

export type EmployeeStatus = 'active' | 'on_leave' | 'terminated';
export type PayType = 'hourly' | 'salary';

export interface EmergencyContact {
  name: string;
  phone: string;
  relationship?: string | null;
}

export interface OpenShift {
  shiftId: string;
  start: string;
}

export interface Employee {
  employeeId: string;
  name: string;
  position: string;
  userId: string | null;
  userName?: string | null;
  hireDate: string | null;
  payType: PayType;
  hourlyRate?: number | null;
  monthlySalary?: number | null;
  weeklyHours: number | null;
  status: EmployeeStatus;
  statusReason?: string | null;
  effectiveOn?: string | null;
  emergencyContact?: EmergencyContact | null;
  openShift?: OpenShift | null;
  weekMinutes?: number;
}

export interface Shift {
  shiftId: string;
  employeeId: string;
  name?: string;
  start: string;
  end: string | null;
  minutes: number | null;
  day: string;
  by: 'self' | 'hr';
  reason: string | null;
  corrected: boolean;
}

export type EmployeeDetail = Employee & { shifts?: Shift[] };

export interface Me {
  employee: {
    employeeId: string;
    name: string;
    position: string;
    status: EmployeeStatus;
    openShift: OpenShift | null;
    weekMinutes: number;
    weeklyHours: number | null;
  } | null;
}

export interface Attendance {
  from: string;
  to: string;
  shifts: Shift[];
  days: { employeeId: string; day: string; minutes: number }[];
  weeks: { employeeId: string; weekStart: string; minutes: number }[];
}

export const FIGURES = [
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
export type Figure = (typeof FIGURES)[number];
/** The figures that are sums of money (the rest are counts). */
export const MONEY_FIGURES: readonly Figure[] = ['counterSalesAmount', 'counterRefundsAmount'];

export interface PerformancePerson {
  userId: string;
  employeeId: string | null;
  name: string;
  figures: Record<Figure, number>;
}
export interface Performance {
  from: string;
  to: string;
  people: PerformancePerson[];
}
export interface PerformanceEvent {
  eventId: string;
  type: string;
  streamId: string;
  occurredAt: string;
  summary: string;
}

export type RunStatus = 'draft' | 'approved' | 'paid' | 'discarded';

export interface RunSummary {
  runId: string;
  periodStart: string;
  periodEnd: string;
  status: RunStatus;
  employees: number;
  net: number;
  paidOn: string | null;
}

export interface Adjustment {
  adjustmentId: string;
  kind: 'addition' | 'deduction';
  amount: number;
  reason: string;
}

export interface RunLine {
  employeeId: string;
  name: string;
  position: string;
  payType: PayType;
  hours: number;
  hourlyRate: number | null;
  monthlySalary: number | null;
  daysEmployed: number;
  base: number;
  additions: number;
  deductions: number;
  net: number;
  openShifts: number;
  adjustments: Adjustment[];
}

export interface Run {
  runId: string;
  periodStart: string;
  periodEnd: string;
  status: RunStatus;
  draftedAt: string;
  approvedAt: string | null;
  approvedBy: string | null;
  paidAt: string | null;
  paidOn: string | null;
  method: 'bank' | 'cash' | null;
  totals: { base: number; additions: number; deductions: number; net: number };
  lines: RunLine[];
  entryId: string | null;
}

export interface AccountOption {
  id: string;
  name: string;
  email: string;
  roles: string[];
  /** The employee already linked to the account, if any (one employee per account). */
  employeeId: string | null;
}
