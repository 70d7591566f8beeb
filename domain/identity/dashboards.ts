import { hasPermission, permissionsOf, type HasRoles, type Permission } from './permissions';
import type { Role } from './roles';

// Spec section 6, "Dashboard access": each dashboard opens to the roles listed and to whoever
// holds its permission. A permission check passes through view-all-dashboards (spec section 6),
// except for the owner dashboard, which spec 2.1 and 2.3 call "owner only": there only a role that
// grants view-owner-dashboard itself counts (today the owner alone).
export const DASHBOARDS = ['owner', 'admin', 'warehouse', 'delivery', 'driver', 'hr', 'pos', 'accounting'] as const;
export type Dashboard = (typeof DASHBOARDS)[number];

export interface DashboardRule {
  roles: readonly Role[];
  permission: Permission;
  /** The permission must be granted by a role itself; view-all-dashboards does not stand in for it. */
  exclusive?: boolean;
}

export const DASHBOARD_ACCESS: Readonly<Record<Dashboard, DashboardRule>> = {
  owner: { roles: ['owner'], permission: 'view-owner-dashboard', exclusive: true },
  admin: { roles: ['admin', 'owner'], permission: 'view-admin-dashboard' },
  warehouse: { roles: ['warehouse', 'owner', 'admin'], permission: 'view-warehouse-dashboard' },
  delivery: { roles: ['delivery', 'owner', 'admin'], permission: 'view-delivery-dashboard' },
  driver: { roles: ['driver', 'owner'], permission: 'view-driver-dashboard' },
  hr: { roles: ['hr', 'owner', 'admin'], permission: 'view-hr-dashboard' },
  pos: { roles: ['cashier', 'owner', 'admin'], permission: 'view-cashier-dashboard' },
  accounting: { roles: ['accounting', 'owner'], permission: 'accounting-view' },
};

export function canAccessDashboard(user: HasRoles, dashboard: Dashboard): boolean {
  const rule = DASHBOARD_ACCESS[dashboard];
  if (rule.roles.some((r) => user.roles.includes(r))) return true;
  return rule.exclusive ? permissionsOf(user).has(rule.permission) : hasPermission(user, rule.permission);
}

/** The dashboards a user may open, in the order of DASHBOARDS. */
export function dashboardsOf(user: HasRoles): Dashboard[] {
  return DASHBOARDS.filter((d) => canAccessDashboard(user, d));
}

// Spec 2.2, default landing by role, in priority order; anyone else lands on the catalogue. The table
// has no row for pos_supervisor: issue 43 gives them the counter's landing, as the cashier's.
export const LANDING_BY_ROLE: readonly (readonly [Role, string])[] = [
  ['owner', '/admin/owner'],
  ['admin', '/admin'],
  ['warehouse', '/admin/warehouse-dashboard'],
  ['delivery', '/admin/delivery-dashboard'],
  ['driver', '/driver-dashboard'],
  ['hr', '/admin/hr'],
  ['cashier', '/admin/pos'],
  ['pos_supervisor', '/admin/pos'],
  ['accounting', '/admin/accounting'],
  // Issue 45: a partner's portal account (never held with a staff role) lands on its portal.
  ['partner', '/partner'],
];
export const FALLBACK_LANDING = '/catalog';

/** Where a user goes after login (and from login/register while logged in). */
export function defaultLanding(user: HasRoles): string {
  return LANDING_BY_ROLE.find(([role]) => user.roles.includes(role))?.[1] ?? FALLBACK_LANDING;
}
