import type { HasRoles } from './permissions';
import type { Role } from './roles';

// Issue 45: a partner's portal account is bound to one consignment partner (its user stream's
// PortalAccessGranted) and sees that partner's data only. The binding travels with the account, not
// the token, so a withdrawal reaches every process as a role change does (decision 0138).

/** Who may ask: the roles, and the partner the account is bound to (none for staff and customers). */
export interface HasPartner extends HasRoles {
  partnerId?: string;
}

/**
 * The scope of a partner account that lost its binding (or never had one): a value no partner id (a
 * uuid) matches, and one every store takes as a query value (no NUL: Postgres text refuses it).
 */
export const NO_PARTNER = 'unbound-partner-account';

/**
 * The partner whose data the principal may read: its bound partner when it holds the partner role
 * (NO_PARTNER when the binding is missing), undefined for staff, who read every partner's.
 */
export function partnerScope(principal: HasPartner): string | undefined {
  if (!principal.roles.includes('partner')) return undefined;
  return principal.partnerId || NO_PARTNER;
}

/** The roles an account keeps beside a partner's portal: none of the shop's staff ones. */
export const PORTAL_COMPATIBLE_ROLES: readonly Role[] = ['client', 'partner'];

/** Whether the account holds a role of the shop's staff (such an account is never given portal access). */
export const holdsStaffRole = (user: HasRoles) => user.roles.some((r) => !PORTAL_COMPATIBLE_ROLES.includes(r as Role));

/**
 * An account with nothing but the portal (or, once withdrawn, nothing at all): the routes open to any
 * signed-in account ('authenticated', a customer's or an employee's own things) are closed to it; only
 * its own account's routes ('any-account') and the portal's are open.
 */
export const portalOnly = (user: HasRoles) => !user.roles.some((r) => r !== 'partner');
