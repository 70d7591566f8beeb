import { HR_PERFORMANCE, HR_STAFF, PAYROLL, PAYROLL_PAY, PAYROLL_PREPARE } from '@domain/identity/routes';
import { ruleAllows } from '@/lib/access';
import { useSessionStore } from '@/stores/session-store';

/**
 * What the signed-in user may do in HR: the API's own rules (domain/identity/routes.ts), so a button
 * is offered only to whom the server would answer. Accounting holds `payroll` only: Nóminas alone,
 * where HR prepares and approves a run and accounting pays it (issue 38).
 */
export function useHrAccess() {
  const user = useSessionStore((s) => s.user);
  const may = (rule: Parameters<typeof ruleAllows>[1]) => (user ? ruleAllows(user, rule) : false);
  return {
    staff: may(HR_STAFF),
    performance: may(HR_PERFORMANCE),
    payroll: may(PAYROLL),
    prepare: may(PAYROLL_PREPARE),
    pay: may(PAYROLL_PAY),
  };
}
export type HrAccess = ReturnType<typeof useHrAccess>;
