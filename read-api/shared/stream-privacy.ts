import { EMPLOYEE_STREAM_PREFIX, PAYROLL_RUN_STREAM_PREFIX } from '../../domain/hr';
import { HR_STAFF, PAYROLL } from '../../domain/identity';
import { USER_STREAM_PREFIX } from '../../domain/users';
import type { Principal } from '../../infra/auth/jwt';
import { accessAllows } from '../../infra/http/auth';

// What the audit trail shows of the accounts. A user's stream (registration with email and roles,
// role changes, logins, password events) is the users screen's business: only those who may open
// GET /api/users see it here. And whatever touches a credential (a reset token's hash, anything
// named like a password, token, secret or hash) is masked for everyone: the audit says it happened,
// never with what. The events never carry a password itself; this is the second lock.
// The staff's streams (an employee's: pay, emergency contact, shifts; a payroll run's: each one's pay)
// are HR's business the same way: only those who manage staff (HR_STAFF: hr, admin, owner) see an
// employee's; a payroll run's, those who read payroll too (accounting, which follows a wages entry to
// the run it was posted from).

/** Who may list the accounts (GET /api/users); the audit shows account streams to the same people. */
export const USERS_ACCESS = 'manage-users' as const;

export const REDACTED = '[oculto]';
const SECRET_KEY = /password|passcode|token|secret|hash|salt|credential|api.?key/i;

export const isAccountStream = (streamId: string) => streamId.startsWith(USER_STREAM_PREFIX);

/** Whether this caller may see account streams (the same rule as GET /api/users). */
export const mayReadAccounts = (principal: Principal | undefined) =>
  Boolean(principal && accessAllows(principal, USERS_ACCESS));

const allows = (principal: Principal | undefined, rule: typeof HR_STAFF) =>
  Boolean(principal && accessAllows(principal, rule));

/** The stream prefixes hidden from this caller: the audit lists and notices leave them out. */
export function hiddenStreamPrefixes(principal: Principal | undefined): string[] {
  return [
    ...(mayReadAccounts(principal) ? [] : [USER_STREAM_PREFIX]),
    ...(allows(principal, HR_STAFF) ? [] : [EMPLOYEE_STREAM_PREFIX]),
    ...(allows(principal, PAYROLL) ? [] : [PAYROLL_RUN_STREAM_PREFIX]),
  ];
}

/** Whether this caller may see this stream's events. */
export const mayReadStream = (principal: Principal | undefined, streamId: string) =>
  !hiddenStreamPrefixes(principal).some((prefix) => streamId.startsWith(prefix));

/** A copy of an event's data with every credential-like field masked, at any depth. */
export function redactCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactCredentials);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redactCredentials(v),
    ]),
  );
}
