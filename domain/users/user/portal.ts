import { holdsStaffRole } from '../../identity/partner';
import type { Role } from '../../identity/roles';
import type { GrantPortalAccess, WithdrawPortalAccess } from './commands';
import { userError } from './errors';
import type { UserEvent } from './events';
import type { RegisteredUser } from './evolve';
import { allBut, ending } from './sessions';

// Issue 45 (decision 0138): the partner role comes with its binding to one consignment partner and
// goes with it. It is given and taken only here (from the partner's page), never by the users
// screen's role assignment; an account of the shop's staff never gets it, and one account reads one
// partner's portal at a time.

export function grantPortalAccess({ data, metadata }: GrantPortalAccess, user: RegisteredUser): UserEvent[] {
  if (user.status === 'inactive') throw userError('USER.DEACTIVATED');
  if (holdsStaffRole(user)) throw userError('PORTAL.STAFF_ACCOUNT', 'email');
  if (user.partnerId === data.partnerId && user.roles.includes('partner')) return [];
  if (user.partnerId) throw userError('PORTAL.OTHER_PARTNER', 'email');
  return [{ type: 'PortalAccessGranted', data: { partnerId: data.partnerId, grantedAt: metadata.now } }];
}

/** The role and binding go, and every open session ends in the same append: an old token is refused at once. */
export function withdrawPortalAccess({ data, metadata }: WithdrawPortalAccess, user: RegisteredUser): UserEvent[] {
  if (user.partnerId !== data.partnerId) throw userError('PORTAL.NOT_GRANTED', 'email');
  const now = metadata.now;
  return [
    { type: 'PortalAccessWithdrawn', data: { partnerId: data.partnerId, withdrawnAt: now } },
    ...ending(user.sessions, allBut(user.sessions), 'portal-withdrawn', now),
  ];
}

/** A registration's roles: the partner role only for an account made for a portal (`portalOf`), alone. */
export function registrationRoles(roles: readonly Role[] | undefined, portalOf: string | undefined): readonly Role[] {
  if (portalOf) return ['partner'];
  if (roles?.includes('partner')) throw userError('USER.PARTNER_ROLE_FROM_PORTAL', 'roles');
  return roles ?? ['client']; // spec 5: new users get role client
}

/** A role assignment keeps the partner role as it is (the portal's to change), and adds no staff role beside it. */
export function checkPartnerRole(user: RegisteredUser, wanted: readonly Role[]): void {
  if (user.roles.includes('partner') !== wanted.includes('partner'))
    throw userError('USER.PARTNER_ROLE_FROM_PORTAL', 'roles');
  if (wanted.includes('partner') && holdsStaffRole({ roles: wanted })) throw userError('PORTAL.STAFF_ACCOUNT', 'roles');
}
