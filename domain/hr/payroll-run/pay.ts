import { addDays } from '../../shared/dates';
import type { StaffFact } from './commands';
import type { PayrollAdjustment, PayrollLine, PayrollTotals } from './events';

// What each employee earns in a period, from their pay and shifts — a pure function, so the test's
// reference and the run agree or the run is wrong. Hourly: minutes of the closed shifts that started
// in the period × the rate. Salaried: the month's salary × the days employed in each month of the
// period / that month's days. Either is rounded to the centavo once (half up), on the line's total.

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
const daysInMonth = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const lastOfMonth = (day: string) => `${day.slice(0, 8)}${String(daysInMonth(day)).padStart(2, '0')}`;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

export const periodDays = (periodStart: string, periodEnd: string) => daysBetween(periodStart, periodEnd);

/** The employee's days in the period: from hire (or the period's start) to termination (or its end). */
function employedSpan(s: StaffFact, periodStart: string, periodEnd: string): [string, string] | null {
  const from = later(s.hireDate, periodStart);
  const to = s.terminatedOn ? earlier(s.terminatedOn, periodEnd) : periodEnd;
  return from <= to ? [from, to] : null;
}

/** Every month's length divides it (lcm of 28, 29, 30 and 31): a day of any month is a whole share of it. */
export const MONTH_SHARE = 377_580;

/** The shares of MONTH_SHARE of a month's salary earned over [from, to], month by month — exact, no float. */
function monthShares(from: string, to: string): number {
  let shares = 0;
  for (let day = from; day <= to; day = addDays(lastOfMonth(day), 1)) {
    const end = earlier(lastOfMonth(day), to);
    shares += daysBetween(day, end) * (MONTH_SHARE / daysInMonth(day));
  }
  return shares;
}

/** a × b / c rounded half up, exactly (a salary × shares overflows a double's integers). */
const mulDiv = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c)));

/** The employee's line, or null when they were not employed in the period. */
export function payrollLine(s: StaffFact, periodStart: string, periodEnd: string): PayrollLine | null {
  const span = employedSpan(s, periodStart, periodEnd);
  if (!span) return null;
  const inPeriod = s.shifts.filter((sh) => sh.day >= periodStart && sh.day <= periodEnd);
  const closed = inPeriod.filter((sh) => sh.end !== null);
  const minutes = closed.reduce((n, sh) => n + Math.round((Date.parse(sh.end!) - Date.parse(sh.start)) / 60_000), 0);
  const base = {
    employeeId: s.employeeId,
    name: s.name,
    position: s.position,
    minutes,
    daysEmployed: daysBetween(span[0], span[1]),
    openShifts: inPeriod.length - closed.length,
  };
  if (s.pay.type === 'hourly') {
    const rate = s.pay.hourlyRateCents;
    const baseCents = mulDiv(rate, minutes, 60);
    return { ...base, payType: 'hourly', hourlyRateCents: rate, monthlySalaryCents: null, baseCents };
  }
  const monthly = s.pay.monthlySalaryCents;
  const baseCents = mulDiv(monthly, monthShares(span[0], span[1]), MONTH_SHARE);
  return { ...base, payType: 'salary', hourlyRateCents: null, monthlySalaryCents: monthly, baseCents };
}

export const payrollLines = (staff: readonly StaffFact[], periodStart: string, periodEnd: string) =>
  staff
    .map((s) => payrollLine(s, periodStart, periodEnd))
    .filter((l): l is PayrollLine => l !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.employeeId.localeCompare(b.employeeId));

/** A line's net: its base, plus its additions, less its deductions (those of employees on the run only). */
export function netOf(line: PayrollLine, adjustments: readonly PayrollAdjustment[]) {
  let additions = 0;
  let deductions = 0;
  for (const a of adjustments) {
    if (a.employeeId !== line.employeeId) continue;
    if (a.kind === 'addition') additions += a.amountCents;
    else deductions += a.amountCents;
  }
  return { additions, deductions, net: line.baseCents + additions - deductions };
}

export function payrollTotals(lines: readonly PayrollLine[], adjustments: readonly PayrollAdjustment[]): PayrollTotals {
  const t: PayrollTotals = { baseCents: 0, additionsCents: 0, deductionsCents: 0, netCents: 0 };
  for (const line of lines) {
    const { additions, deductions, net } = netOf(line, adjustments);
    t.baseCents += line.baseCents;
    t.additionsCents += additions;
    t.deductionsCents += deductions;
    t.netCents += net;
  }
  return t;
}
