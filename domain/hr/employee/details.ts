import { MAX_TOTAL_CENTS } from '../../shared/bounds';
import { isIsoDay } from '../../shared/dates';
import { trimmed } from '../../shared/values';
import {
  employeeInvalid,
  MAX_CONTACT_FIELD,
  MAX_EMPLOYEE_NAME,
  MAX_HR_REASON,
  MAX_POSITION,
  MAX_WEEKLY_HOURS,
} from './errors';
import type { EmergencyContact, EmployeeDetails, Pay } from './events';

// An employee's record as decide() keeps it, read defensively: commands come from the demo seed and
// scripts as well as HTTP, whose bodies (domain/hr/bodies.ts) say the same things first.

const cents = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= MAX_TOTAL_CENTS;

function payOf(pay: Pay): Pay {
  if (pay?.type === 'hourly' && cents(pay.hourlyRateCents))
    return { type: 'hourly', hourlyRateCents: pay.hourlyRateCents };
  if (pay?.type === 'salary' && cents(pay.monthlySalaryCents))
    return { type: 'salary', monthlySalaryCents: pay.monthlySalaryCents };
  throw employeeInvalid('EMPLOYEE.PAY', 'pay');
}

function contactOf(c: EmergencyContact | null): EmergencyContact | null {
  if (c === null || c === undefined) return null;
  const [name, phone, relationship] = [trimmed(c.name), trimmed(c.phone), trimmed(c.relationship)];
  if (!name || !phone || [name, phone, relationship].some((s) => s.length > MAX_CONTACT_FIELD))
    throw employeeInvalid('EMPLOYEE.CONTACT', 'emergencyContact');
  return { name, phone, relationship };
}

export function detailsOf(d: EmployeeDetails): EmployeeDetails {
  const name = trimmed(d.name);
  if (!name || name.length > MAX_EMPLOYEE_NAME) throw employeeInvalid('EMPLOYEE.NAME', 'name');
  const position = trimmed(d.position);
  if (!position || position.length > MAX_POSITION) throw employeeInvalid('EMPLOYEE.POSITION', 'position');
  if (!isIsoDay(d.hireDate)) throw employeeInvalid('EMPLOYEE.HIRE_DATE', 'hireDate');
  const hours = d.weeklyHours;
  if (typeof hours !== 'number' || !(hours >= 0 && hours <= MAX_WEEKLY_HOURS))
    throw employeeInvalid('EMPLOYEE.WEEKLY_HOURS', 'weeklyHours');
  return {
    employeeId: d.employeeId,
    name,
    position,
    userId: trimmed(d.userId) || null,
    hireDate: d.hireDate,
    pay: payOf(d.pay),
    weeklyHours: hours,
    emergencyContact: contactOf(d.emergencyContact),
  };
}

/** An instant as the stream keeps it: ISO-8601 UTC, to the millisecond. */
export function instantOf(iso: string, path: string): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : NaN;
  if (Number.isNaN(t)) throw employeeInvalid('SHIFT.INSTANT', path);
  return new Date(t).toISOString();
}

export function reasonOf(reason: string | undefined): string {
  const r = trimmed(reason);
  if (!r || r.length > MAX_HR_REASON) throw employeeInvalid('EMPLOYEE.REASON', 'reason');
  return r;
}
